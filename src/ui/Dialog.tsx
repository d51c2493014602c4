/**
 * A modal dialog in the top layer: a full-viewport `popover` layer (so a host ancestor with
 * `transform` or `overflow: hidden` can neither trap nor clip it) holding the panel that carries
 * role="dialog" and aria-modal. Rendered into the instance's portal inside the shadow root.
 * The panel is not itself fixed, so it keeps normal box metrics (offsetParent) for hosts and tests.
 */
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

// Tab past the last control would leave the dialog for the page behind (or the browser's UI);
// wrapping keeps keyboard users inside, as the WAI-ARIA dialog pattern asks.
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent) {
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = (panel.getRootNode() as ShadowRoot | Document).activeElement;
  if (!first || !last) return;
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

const layerStyle = {
  // The UA gives [popover] a small centred box; this layer is the whole viewport and the backdrop.
  position: 'fixed' as const,
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  border: 0,
  padding: '16px',
  overflow: 'auto',
  background: 'rgba(15, 20, 30, 0.55)',
  color: vars.text,
  font: 'inherit',
  '&:popover-open': { display: 'grid', placeItems: 'center' },
};

const panelStyle = {
  position: 'relative' as const,
  display: 'grid',
  gap: '16px',
  width: 'min(440px, 100%)',
  padding: '24px',
  borderRadius: vars.radius,
  background: vars.surface,
  boxShadow: '0 24px 64px rgba(0, 0, 0, 0.28)',
};

/** A modal dialog: Esc, the close button and a click outside the panel close it. */
export function Dialog({
  title,
  closeLabel,
  onClose,
  returnFocusTo,
  part,
  closePart,
  children,
}: DialogProps) {
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const pressedOutside = useRef(false);
  const titleId = useId();
  const portal = usePortalContainer();

  // Every render: the layer exists only once the portal container does; both calls are idempotent.
  useLayoutEffect(() => {
    const element = layer.current;
    if (!element || element.matches(':popover-open')) return;
    element.showPopover();
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  });

  useEffect(() => {
    const trigger = returnFocusTo;
    // Runs when the dialog unmounts, i.e. whenever it closes, whatever closed it.
    return () => trigger.current?.focus();
  }, [returnFocusTo]);

  if (!portal) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop; keyboards use Esc or the close button.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Esc is handled on the panel, where focus stays.
    <div
      ref={layer}
      popover="manual"
      css={layerStyle}
      onMouseDown={(event) => {
        // A press on the layer itself is outside the panel. Keeping focus where it is lets the
        // unmount hand it back to the trigger, instead of the click moving it to the page body.
        pressedOutside.current = event.target === layer.current;
        if (pressedOutside.current) event.preventDefault();
      }}
      onClick={(event) => {
        if (pressedOutside.current && event.target === layer.current) onClose();
      }}
    >
      <div
        ref={panel}
        part={part}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        css={panelStyle}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          } else if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event);
        }}
      >
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
    </div>,
    portal,
  );
}
