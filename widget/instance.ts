/**
 * Per-instance resources, created once per shadow root when the element is first connected, kept while
 * it is moved in the DOM, and disposed when it is removed: every listener, timer, request, style and
 * subscription the instance made goes with it. Put back later, the element gets a fresh instance.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { effect } from '@preact/signals-react';
import type { i18n as I18n } from 'i18next';
import { createApiClient } from '../src/api/client.ts';
import type { Environment } from '../src/app/environment-context.ts';
import type { Locale } from '../src/domain/locale.ts';
import {
  type HashScope,
  hashOf,
  hashScope,
  mayWriteHash,
  widgetAddress,
} from '../src/domain/route-prefix.ts';
import { buildThemeTokens } from '../src/domain/theme.ts';
import { createI18n, loadTexts } from '../src/i18n/create-i18n.ts';
import { WidgetModel, type WidgetModelInstance } from '../src/state/widget.model.ts';
import { watchBlockedStyles } from './blocked-styles.ts';
import { browserLanguages, draftStore, localeStore, prefersReducedMotion } from './environment.ts';
import { startErrorReporting } from './error-reporting.ts';
import { registerFont } from './fonts.ts';

/** What one <booking-form> owns. */
export type WidgetInstance = {
  model: WidgetModelInstance;
  i18n: I18n;
  cache: EmotionCache;
  environment: Environment;
  /** Removes its listeners, stops its model, effects, requests and timers, and drops its styles. */
  dispose: () => void;
};

function attributesOf(host: Element): Record<string, string> {
  return Object.fromEntries([...host.attributes].map((a) => [a.name, a.value]));
}

/** Today in the visitor's time zone as `YYYY-MM-DD`: a prefilled date before it is an old link. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The route comes from the host page's hash, the part of it that is the widget's (`route-prefix`);
 * without one there, from the `route` attribute our hosted page sets (its own address has lost the key
 * by then). Hash changes later move the widget along; a host route's change is none of its business.
 * With `route-prefix="none"` the hash is never read: the `route` attribute is the only way in, and a
 * host page may change it later to move the widget.
 */
function followTheHash(model: WidgetModelInstance, host: Element, scope: HashScope, signal: AbortSignal) {
  const ours = () => widgetAddress(window.location.hash, scope);
  // The hash wins; when it names no booking, the attribute may.
  void model.router.visit(ours()).then(() => {
    if (model.router.route.peek().view === 'wizard') return model.router.visit(host.getAttribute('route'));
  });
  if (scope.kind === 'hash') {
    window.addEventListener(
      'hashchange',
      () => {
        const address = ours();
        if (address !== null) void model.router.visit(address);
      },
      { signal },
    );
  } else {
    const watcher = new MutationObserver(() => void model.router.visit(host.getAttribute('route')));
    watcher.observe(host, { attributes: true, attributeFilter: ['route'] });
    signal.addEventListener('abort', () => watcher.disconnect());
  }
  // Unapplied edits: the browser asks before the page goes (its own wording; ours is not allowed).
  window.addEventListener(
    'beforeunload',
    (event) => {
      if (model.router.hasUnsavedChanges()) event.preventDefault();
    },
    { signal },
  );
}

const instances = new WeakMap<ShadowRoot | HTMLElement, WidgetInstance>();
// A root's text instance, made a task before the rest of its instance (see prepareTexts).
const preparedTexts = new WeakMap<ShadowRoot | HTMLElement, I18n>();

/**
 * Makes the root's text instance ahead of the rest of its instance: made together, at 4× CPU slowdown
 * they were one task of 55–70 ms of the host page's main thread; apart, each is a shorter one.
 */
export function prepareTexts(root: ShadowRoot | HTMLElement): void {
  if (!instances.has(root) && !preparedTexts.has(root)) preparedTexts.set(root, createI18n());
}

/** Returns the instance of this shadow root, creating it with the first attributes seen. */
export function instanceFor(
  root: ShadowRoot | HTMLElement,
  initial: { lang?: string | undefined; nonce?: string | undefined },
): WidgetInstance {
  const existing = instances.get(root);
  if (existing) return existing;

  const host = root instanceof ShadowRoot ? root.host : root;
  // Every window listener of this instance goes with this one signal; effects and chunks stop with `stops`.
  const listening = new AbortController();
  const { signal } = listening;
  const stops: (() => void)[] = [];
  const i18n = preparedTexts.get(root) ?? createI18n();
  preparedTexts.delete(root);
  // Read once: which part of the hash is this instance's (a later change would strand its route).
  const scope = hashScope(host.getAttribute('route-prefix'));
  if ('invalid' in scope) {
    console.error(
      `booking-form: route-prefix="${host.getAttribute('route-prefix')}" is not one word of letters, digits, - or _ (nor "none"): the widget leaves the hash alone`,
    );
  }
  const model = new WidgetModel({
    client: createApiClient({ baseUrl: '' }),
    storage: localeStore,
    browserLanguages: browserLanguages(),
    translations: { changeLanguage: showLanguage },
    logError: (message) => console.error(message),
    initialLang: initial.lang,
    // Read when the form loads, after the host page has set the element's attributes.
    prefill: () => ({
      attributes: attributesOf(host),
      query: window.location.search,
      today: localToday(),
    }),
    logWarning: (message) => console.warn(message),
    draftStore: draftStore(host),
    router: {
      // Only the hash changes, and only when it is the widget's to change (route-prefix.ts): the host
      // page's own path, query and hash routes are never touched. Otherwise the route moves in memory.
      navigate: (path) => {
        if (mayWriteHash(window.location.hash, scope)) window.location.hash = hashOf(path, scope);
      },
      // The current entry's hash only: path, query and history state stay the host page's.
      replace: (path) => {
        if (!mayWriteHash(window.location.hash, scope)) return;
        const url = new URL(window.location.href);
        url.hash = hashOf(path, scope);
        window.history.replaceState(window.history.state, '', url.href);
      },
      confirmLeave: () => window.confirm(i18n.t('offer:edit.leaveQuestion')),
    },
  });
  /** Shows a locale, asking again for its texts if their chunk failed before. */
  function showLanguage(locale: Locale) {
    void loadTexts(i18n, ['translation'], locale);
    return i18n.changeLanguage(locale);
  }
  followTheHash(model, host, scope, signal);
  // A page whose CSP comes in a header hides the `nonce` attribute ("nonce hiding") before this script
  // runs: the value is then only in the element's internal slot, read through HTMLElement's own getter
  // (r2wc's `nonce` property on the element shadows it).
  const nonce =
    initial.nonce ||
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'nonce')?.get?.call(host) ||
    undefined;
  // Emotion writes every rule into this shadow root and none into document.head.
  const cache = createCache({
    key: 'bf',
    container: root as unknown as HTMLElement,
    ...(nonce ? { nonce } : {}),
  });
  if (root instanceof ShadowRoot) watchBlockedStyles(root, cache, signal);

  // The font is registered once the widget knows which one it shows (partner or house default).
  stops.push(
    effect(() => {
      if (model.status.value === 'loading') return;
      registerFont(buildThemeTokens(model.partner.value?.partnerSettings).fontName, model.apiBase.value);
    }),
  );

  // Unexpected errors go to the deployment's error-reporting service, if it has one.
  stops.push(startErrorReporting(model));

  // The draft is written with each save (200 ms after a change); leaving the page writes it at once.
  window.addEventListener('pagehide', () => model.composed.peek()?.draft.persistNow(), { signal });

  // Lazy parts that failed to load ask again when the connection comes back, the shown texts included.
  const retries = new Set<() => void>();
  window.addEventListener(
    'online',
    () => {
      if (!i18n.hasResourceBundle(model.locale.peek(), 'translation')) void showLanguage(model.locale.peek());
      for (const retry of retries) retry();
    },
    { signal },
  );

  // The host page hears ready, step changes, sends and errors as DOM events (and analytics, if any).
  // Its own chunk: it binds to signals, so whatever happened before it arrived is still reported.
  const bindHostEvents = () => {
    retries.delete(bindHostEvents);
    import('./host-events.ts').then(
      (events) => signal.aborted || stops.push(events.bindHostEvents(host, model)),
      () => retries.add(bindHostEvents),
    );
  };
  bindHostEvents();

  const instance: WidgetInstance = {
    model,
    i18n,
    cache,
    environment: {
      routeHref: (path) => (scope.kind === 'none' ? null : `#${hashOf(path, scope)}`),
      prefersReducedMotion: prefersReducedMotion(),
      print: () => window.print(),
      onReconnect: (retry) => {
        retries.add(retry);
        return () => retries.delete(retry);
      },
    },
    dispose() {
      instances.delete(root);
      listening.abort();
      for (const stop of stops.splice(0)) stop();
      model.dispose();
      // The next instance in this shadow root brings its own rules.
      cache.sheet.flush();
    },
  };
  instances.set(root, instance);
  return instance;
}

/** Disposes the instance of this shadow root, if it has one (the element was removed). */
export function disposeInstance(root: ShadowRoot | HTMLElement): void {
  instances.get(root)?.dispose();
}
