/**
 * Book now behind the location's direct-checkout popup (spec §3 `direct_checkout_popup_checkout`):
 * the visitor reads what booking now means at this location, then continues or goes back.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationTextDialog } from './LocationTextDialog.tsx';

/**
 * `ask(submitter)` opens the popup when the location has a `text` (else books at once); `dialog` is the
 * popup while it is open. Continuing runs `bookNow`; going back books nothing.
 */
export function useDirectCheckout(text: string, bookNow: () => void) {
  const { t } = useTranslation('summary');
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const ask = (submitter: HTMLElement | null) => {
    if (!text) return bookNow();
    trigger.current = submitter;
    setOpen(true);
  };
  const dialog = open && (
    <LocationTextDialog
      kind="direct-checkout"
      title={t('locationTexts.directCheckoutTitle')}
      text={text}
      onClose={() => setOpen(false)}
      onContinue={() => {
        setOpen(false);
        bookNow();
      }}
      returnFocusTo={trigger}
    />
  );
  return { ask, dialog };
}
