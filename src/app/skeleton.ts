/**
 * The skeleton of the header and step 1 shown before the widget can draw itself: the loader script
 * puts it into the element's shadow root before the chunks arrive, and the shell shows the same one
 * while the partner loads, so the host page keeps the widget's place from its first paint. Plain
 * strings (no React, no Emotion) so the loader carries it without the widget's code.
 */

/**
 * Height kept for the widget until step 1 shows (px), wide and phone-sized: not above step 1's own
 * height, so the page only grows further down once it shows (below the fold: no visible shift).
 */
export const RESERVED_HEIGHT = { wide: 1200, narrow: 1100 } as const;

/** Where the phone layout starts (the widget's own width, as the shell's container queries). */
const NARROW = '(max-width: 560px)';

/** The skeleton's CSS, scoped to `[data-skeleton]`; neutral greys, as the partner's colours are unknown. */
export const SKELETON_CSS = `[data-skeleton]{display:block;height:${RESERVED_HEIGHT.wide}px;overflow:hidden;background:#f3f4f6}
[data-skeleton] b{display:block;height:64px;background:#d9dde3}
[data-skeleton] s{display:block;height:480px;background:linear-gradient(180deg,#c5cbd3,#9aa3ae)}
[data-skeleton] u{position:relative;display:grid;gap:16px;max-width:848px;margin:-304px auto 0;padding:24px;background:#fff;border-radius:4px;box-shadow:0 18px 48px rgba(16,24,40,.18)}
[data-skeleton] i{display:block;height:48px;border-radius:4px;background:#e6e9ee}
[data-skeleton] i:first-child{height:28px;width:60%}
[data-skeleton] i.l{height:112px}
@media (prefers-reduced-motion:no-preference){[data-skeleton] i{animation:bf-pulse 1.6s ease-in-out infinite}}
@keyframes bf-pulse{50%{opacity:.55}}
@media ${NARROW}{[data-skeleton]{height:${RESERVED_HEIGHT.narrow}px}[data-skeleton] u{margin:-344px 12px 0;padding:16px}}`;

/**
 * The skeleton's markup, `<div data-skeleton aria-hidden="true"><b></b><s></s><u>…</u></div>`: header
 * bar, the photo stage, and the card with step 1's blocks and the step titles, one `<i>` per entry here
 * (`l` a large block). Built with DOM calls (the loader) or React elements (the shell), never from an
 * HTML string: a page enforcing Trusted Types refuses `innerHTML` without a policy of its own.
 */
export const SKELETON_CARD = ['', '', 'l', 'l', 'l', '', '', '', '', ''] as const;

/**
 * The loader's builder of that markup as JavaScript source (ES5, no dependencies): a function of the
 * shadow root that appends the skeleton and returns its root element.
 */
export const SKELETON_BUILDER = `function(r){var d=document,c=function(t,p,k){var n=d.createElement(t);if(k)n.className=k;p.append(n);return n},w=c("div",r);w.setAttribute("data-skeleton","");w.setAttribute("aria-hidden","true");c("b",w);c("s",w);var u=c("u",w);${JSON.stringify(SKELETON_CARD)}.forEach(function(k){c("i",u,k)});return w}`;

/** The :host rule the loader adds, so the element is a block with the skeleton's height at once. */
export const SKELETON_HOST_CSS = ':host{display:block}';
