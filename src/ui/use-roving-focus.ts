/**
 * Roving tabindex (WAI-ARIA toolbar pattern): a group of controls is one Tab stop, the one used last;
 * the arrow keys, Home and End move between them.
 */
import { type KeyboardEvent, useState } from 'react';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i) => i + 1,
  ArrowDown: (i) => i + 1,
  ArrowLeft: (i) => i - 1,
  ArrowUp: (i) => i - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Prop bags for the group (`groupProps`) and its `count` controls (`itemProps(index)`), in DOM order. */
export function useRovingFocus(count: number) {
  const [active, setActive] = useState(0);
  // A control that went away (the pause button under reduced motion) leaves the last one tabbable.
  const tabbable = Math.min(active, count - 1);
  return {
    groupProps: {
      onKeyDown(event: KeyboardEvent<HTMLElement>) {
        const move = MOVES[event.key];
        if (!move) return;
        const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-roving-item]')];
        const current = items.indexOf(event.target as HTMLElement);
        if (current < 0) return;
        event.preventDefault();
        items[(move(current, items.length) + items.length) % items.length]?.focus();
      },
    },
    itemProps: (index: number) => ({
      'data-roving-item': '',
      tabIndex: index === tabbable ? 0 : -1,
      onFocus: () => setActive(index),
    }),
  };
}
