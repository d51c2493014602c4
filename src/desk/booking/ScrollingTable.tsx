import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways in a region of its own on a narrow screen, so the page never does.
 * Focusable and named, so a keyboard user can scroll it too (axe: scrollable-region-focusable); a group,
 * not a landmark, as the card around it is the landmark.
 */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a table
    <div className="desk-booking-scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
