/**
 * Scrolls the host page so a step's first form block sits 25 px below the top (spec §9) when the
 * visitor opens the step. The host page scrolls, not the widget, so this works on the document's
 * scrolling element; it does nothing when there is none or nothing to scroll.
 */
import { type RefObject, useEffect } from 'react';

/** Spec §9: the space left above the first form block. */
export const SCROLL_OFFSET = 25;

/** Runs once on mount when `shouldScroll()` says the visitor just opened this step. */
export function useScrollOnArrival(
  ref: RefObject<HTMLElement | null>,
  shouldScroll: () => boolean,
  reducedMotion: boolean,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the mount of a step body scrolls
  useEffect(() => {
    const body = ref.current;
    if (!body || !shouldScroll()) return;
    const target = body.querySelector<HTMLElement>('[data-form-block]') ?? body;
    const scroller = body.ownerDocument.scrollingElement;
    if (!scroller || scroller.scrollHeight <= scroller.clientHeight) return;
    const top = target.getBoundingClientRect().top + scroller.scrollTop - SCROLL_OFFSET;
    scroller.scrollTo({ top: Math.max(0, top), behavior: reducedMotion ? 'auto' : 'smooth' });
  }, []);
}
