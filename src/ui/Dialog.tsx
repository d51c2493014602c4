/**
 * A modal dialog on the native <dialog> element: showModal() puts it in the top layer, so a host
 * ancestor with `transform` or `overflow: hidden` can neither trap nor clip it, and the browser
 * makes the rest of the page inert. Rendered into the instance's portal inside the shadow root.
 */
import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { vars } from '../theme/theme-vars.ts';
import { Icon } from './Icon.tsx';
import { usePortalContainer } from './portal-context.ts';

/** Props of a dialog that exists only while open. */
export type DialogProps = {
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  /** Where focus goes back to when the dialog closes (the trigger). */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** `part` names of the dialog and its close button (the host's styling contract). */
  part: string;
  closePart: string;
  children: ReactNode;
};

const dialogStyle = {
  padding: 0,
  border: 0,
  borderRadius: vars.radius,
  background: vars.surface,
  color: vars.text,
  font: 'inherit',
  width: 'min(440px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 32px)',
  boxShadow: '0 24px 64px rgba(0, 0, 0, 0.28)',
  '&::backdrop': { background: 'rgba(15, 20, 30, 0.55)' },
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

// A modal dialog makes the page inert, but Tab past its last control would leave the document for
// the browser's own UI; wrapping keeps keyboard users inside, as WAI-ARIA's dialog pattern asks.
function keepFocusInside(dialog: HTMLDialogElement, event: { shiftKey: boolean; preventDefault(): void }) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = (dialog.getRootNode() as ShadowRoot | Document).activeElement;
  if (!first || !last) return;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** A modal dialog: Esc, the close button and a click on the backdrop close it. */
export function Dialog({
  title,
  closeLabel,
  onClose,
  returnFocusTo,
  part,
  closePart,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const portal = usePortalContainer();

  // Every render: the <dialog> exists only once the portal container does; showModal is idempotent here.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  });

  useEffect(() => {
    const trigger = returnFocusTo;
    // Runs when the dialog unmounts, i.e. whenever it closes, whatever closed it.
    return () => trigger.current?.focus();
  }, [returnFocusTo]);

  if (!portal) return null;
  return createPortal(
    <dialog
      ref={ref}
      part={part}
      // biome-ignore lint/a11y/noRedundantRoles: the explicit role is part of the tested DOM contract.
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      css={dialogStyle}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab' && ref.current) keepFocusInside(ref.current, event);
      }}
      onClick={(event) => {
        // The inner frame fills the dialog, so a click that lands on the dialog itself is the backdrop.
        if (event.target === ref.current) onClose();
      }}
    >
      <div css={{ padding: '24px', display: 'grid', gap: '16px' }}>
        <div
          css={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '16px' }}
        >
          <h2 id={titleId} css={{ margin: 0, fontSize: '22px', lineHeight: '30px', fontWeight: 700 }}>
            {title}
          </h2>
          <button
            type="button"
            part={closePart}
            aria-label={closeLabel}
            onClick={onClose}
            css={{
              width: '40px',
              height: '40px',
              margin: '-6px -8px 0 0',
              display: 'grid',
              placeItems: 'center',
              borderRadius: vars.radius,
              color: vars.text,
              '&:hover': { background: '#eef0f3' },
            }}
          >
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
    </dialog>,
    portal,
  );
}
