/** Carousel behaviour: current slide, arrows, and a timer that pauses for the visitor. */
import { useCallback, useEffect, useState } from 'react';

/** Options: slide count, interval (spec §9: 10 s) and whether motion is allowed at all. */
export type CarouselOptions = { count: number; intervalMs: number; reducedMotion: boolean };

/** State and actions of one carousel. */
export function useCarousel({ count, intervalMs, reducedMotion }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  // Stopped by the pause button; held while pointer or focus is inside (WCAG 2.2.2).
  const [stopped, setStopped] = useState(reducedMotion);
  const [held, setHeld] = useState(false);

  const goTo = useCallback((next: number) => setIndex(count > 0 ? (next + count) % count : 0), [count]);
  const playing = count > 1 && !stopped && !held;

  useEffect(() => {
    if (index >= count) setIndex(0);
  }, [index, count]);

  // Restarts after every change, so a manual step gets a full interval before the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the timer on purpose.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, index, count, intervalMs]);

  return {
    index,
    playing,
    stopped,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    goTo,
    toggleStopped: () => setStopped((s) => !s),
    holdProps: {
      onPointerEnter: () => setHeld(true),
      onPointerLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: () => setHeld(false),
    },
  };
}
