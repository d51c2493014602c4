/**
 * A modal dialog: the platform's `<dialog>` opened with `showModal()`, rendered into the instance's
 * portal inside the shadow root. The browser puts it in the top layer (no host ancestor's `transform`
 * or `overflow` can trap or clip it), makes everything else inert (Tab never reaches the page behind)
 * and turns Escape into a `cancel` event; we only hand focus back to the trigger when it goes.
 */
import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { vars } from '../theme/theme-vars.ts';
import { Icon } from './Icon.tsx';
import { usePortalContainer } from './portal-context.ts';

/** Which dialog it is: the `data-dialog` value of the `dialog` part (the host's styling contract). */
export type DialogKind =
  | 'help'
  | 'accept'
  | 'turn-down'
  | 'cancel'
  | 'outcome'
  | 'direct-checkout'
  | 'price-calculation'
  | 'date-picker';

/** Props of a dialog that exists only while open. */
export type DialogProps = {
  kind: DialogKind;
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  /** Where focus goes back to when the dialog closes (the trigger). */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
};

const dialogStyle = {
  // No padding on the element itself: a click whose target is the <dialog> is then on its backdrop.
  width: 'min(440px, calc(100% - 32px))',
  maxHeight: 'calc(100% - 32px)',
  padding: 0,
  border: 0,
  borderRadius: vars.radius,
  background: vars.surface,
  color: vars.text,
  font: 'inherit',
  boxShadow: '0 24px 64px rgba(0, 0, 0, 0.28)',
  '&::backdrop': { background: 'rgba(15, 20, 30, 0.55)' },
};

/** A modal dialog: Esc, the close button and a click on the backdrop close it. */
export function Dialog({ kind, title, closeLabel, onClose, returnFocusTo, children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedOutside = useRef(false);
  const titleId = useId();
  const portal = usePortalContainer();

  // Every render: the element exists only once the portal container does; opening is idempotent.
  // showModal() moves focus to the first focusable control (the close button).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  });

  useEffect(() => {
    const trigger = returnFocusTo;
    // Runs when the dialog unmounts, i.e. whenever it closes, whatever closed it.
    return () => trigger.current?.focus();
  }, [returnFocusTo]);

  if (!portal) return null;
  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop; keyboards use Esc or the close button.
    <dialog
      ref={dialog}
      part="dialog"
      data-dialog={kind}
      aria-labelledby={titleId}
      css={dialogStyle}
      onCancel={(event) => {
        // The visitor's Esc: the owner decides (a running action keeps its dialog) and unmounts it.
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => {
        pressedOutside.current = event.target === dialog.current;
      }}
      onClick={(event) => {
        if (pressedOutside.current && event.target === dialog.current) onClose();
      }}
    >
      <div css={{ display: 'grid', gap: '16px', padding: '24px' }}>
        <div
          css={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '16px' }}
        >
          <h2 id={titleId} css={{ margin: 0, fontSize: '22px', lineHeight: '30px', fontWeight: 700 }}>
            {title}
          </h2>
          <button
            type="button"
            aria-label={closeLabel}
            onClick={onClose}
            css={{
              width: '40px',
              height: '40px',
              margin: '-6px -8px 0 0',
              display: 'grid',
              placeItems: 'center',
              flex: 'none',
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
