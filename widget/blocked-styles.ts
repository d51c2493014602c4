/**
 * A page whose Content-Security-Policy allows styles only with its nonce, and a `<booking-form>` without
 * the `nonce` attribute: the browser blocks every `<style>` the widget writes, and it would show unstyled
 * and unusable. The first violation from this instance's shadow root is told to the page's developer in
 * one console error naming the attribute, and the widget shows itself readably meanwhile: its rules go
 * into a constructed stylesheet adopted by its shadow root as well (the way many web components carry
 * their styles), from then on with every rule Emotion writes.
 */
import type { EmotionCache } from '@emotion/cache';

let told = false;

type Sheet = { container: Node; insert(rule: string): void };

/** Each instance's recorder, by the shadow root its sheets write into. */
const recorders = new WeakMap<Node, (rule: string) => void>();

/**
 * Emotion writes through several sheets per instance (the cache's, and one per `<Global>`), all of one
 * class: recording at the class reaches every rule of every sheet. Done once per page.
 */
function recordEveryInsert(sheet: Sheet): void {
  const proto = Object.getPrototypeOf(sheet) as Sheet & { bookingFormRecords?: true };
  if (proto.bookingFormRecords) return;
  proto.bookingFormRecords = true;
  const insert = proto.insert;
  proto.insert = function (this: Sheet, rule: string) {
    recorders.get(this.container)?.(rule);
    insert.call(this, rule);
  };
}

/** Watches for blocked styles of one instance until `signal` aborts. */
export function watchBlockedStyles(root: ShadowRoot, cache: EmotionCache, signal: AbortSignal): void {
  const rules: string[] = [];
  let adopted: CSSStyleSheet | null = null;
  recordEveryInsert(cache.sheet as unknown as Sheet);
  recorders.set(root, (rule) => {
    rules.push(rule);
    if (adopted) addRule(adopted, rule);
  });
  signal.addEventListener('abort', () => recorders.delete(root));
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      if (adopted || !event.effectiveDirective.startsWith('style-src')) return;
      if (!event.composedPath().includes(root)) return;
      if (!told) {
        told = true;
        console.error(
          "booking-form: this page's Content-Security-Policy (style-src) blocked the widget's styles. Give the element the page's style nonce: <booking-form nonce=\"…\">. Until then it shows itself through a constructed stylesheet.",
        );
      }
      adopted = new CSSStyleSheet();
      for (const rule of rules) addRule(adopted, rule);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, adopted];
    },
    { signal },
  );
}

function addRule(sheet: CSSStyleSheet, rule: string): void {
  try {
    sheet.insertRule(rule, sheet.cssRules.length);
  } catch {
    // A rule this browser does not take (another engine's prefix): the others still apply.
  }
}
