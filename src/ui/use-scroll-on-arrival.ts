/**
 * Brings a part of the widget to the top of the host page's view when the visitor arrives at it (a
 * step opened with Next, a booking link, a booking just sent). The space left above it is the
 * element's `--bf-scroll-margin-top` (spec §9: 25 px), which a host page with a sticky header raises
 * by its header's height; the browser honours it as `scroll-margin-top` on every scrolling ancestor.
 */
import type { CSSObject } from '@emotion/react';
import { type RefObject, useEffect } from 'react';

/** For what the widget scrolls to: the host's margin above it. */
export const scrollTargetCss: CSSObject = { scrollMarginTop: 'var(--bf-scroll-margin-top, 25px)' };

/** Scrolls the host page (and any scrolling box around the element) so `target` shows at the top. */
export function bringIntoView(target: Element, reducedMotion: boolean): void {
  target.scrollIntoView({ block: 'start', inline: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
}

/** Brings `ref` into view when `arrival` changes (and on mount) if `shouldScroll()` says so. */
export function useScrollOnArrival(
  ref: RefObject<HTMLElement | null>,
  arrival: unknown,
  shouldScroll: () => boolean,
  reducedMotion: boolean,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new arrival scrolls
  useEffect(() => {
    const target = ref.current;
    if (target && shouldScroll()) bringIntoView(target, reducedMotion);
  }, [arrival]);
}
