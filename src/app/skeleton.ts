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

/** The skeleton's markup: header bar, the photo stage, and the card with step 1's blocks and the step titles. */
export const SKELETON_HTML = `<div data-skeleton aria-hidden="true"><b></b><s></s><u><i></i><i></i><i class="l"></i><i class="l"></i><i class="l"></i><i></i><i></i><i></i><i></i><i></i></u></div>`;

/** The :host rule the loader adds, so the element is a block with the skeleton's height at once. */
export const SKELETON_HOST_CSS = ':host{display:block}';
