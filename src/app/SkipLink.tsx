/**
 * The widget's first Tab stop, shown only while focused: it takes a keyboard visitor past the header,
 * the photos and the location cards' links to the form's first text field.
 */
import type { RefObject } from 'react';
import { vars } from '../theme/theme-vars.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';

/** Props: the link's text, and the card holding the form (or a booking view). */
export type SkipLinkProps = { label: string; within: RefObject<HTMLElement | null> };

const TEXT_FIELD =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([disabled]), select, textarea';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/** The open step's first text field; else (a loading step, a booking view) the first control there. */
function target(card: HTMLElement | null): HTMLElement | null {
  const body = card?.querySelector<HTMLElement>('[part~="step-body"]');
  return (
    body?.querySelector<HTMLElement>(TEXT_FIELD) ??
    body?.querySelector<HTMLElement>(FOCUSABLE) ??
    card?.querySelector<HTMLElement>('[part~="step-toggle"][aria-expanded="true"]') ??
    card?.querySelector<HTMLElement>(FOCUSABLE) ??
    null
  );
}

/** A skip link; a button, as an `href` would change the host page's address (the widget's routes). */
export function SkipLink({ label, within }: SkipLinkProps) {
  return (
    <button
      type="button"
      onClick={() => target(within.current)?.focus()}
      css={[
        visuallyHidden,
        {
          '&:focus': {
            clip: 'auto',
            width: 'auto',
            height: 'auto',
            margin: 0,
            overflow: 'visible',
            zIndex: 10,
            top: '8px',
            insetInlineStart: '8px',
            padding: '10px 16px',
            minHeight: '44px',
            fontWeight: 700,
            color: vars.link,
            background: vars.surface,
            borderRadius: vars.radius,
            boxShadow: '0 2px 10px rgba(0, 0, 0, 0.25)',
          },
        },
      ]}
    >
      {label}
    </button>
  );
}
