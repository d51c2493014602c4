/**
 * "How is this price calculated?" by the price (spec §3 `direct_checkout_popup_price_calculation`): a
 * link-styled button opening the location's explanation in a dialog.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vars } from '../../theme/theme-vars.ts';
import { LocationTextDialog } from './LocationTextDialog.tsx';

/** The link and, while open, its dialog with the location's `text`. */
export function PriceCalculation({ text }: { text: string }) {
  const { t } = useTranslation('summary');
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const title = t('locationTexts.priceCalculation');
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        css={{ justifySelf: 'start', padding: 0, color: vars.link, textDecoration: 'underline' }}
      >
        {title}
      </button>
      {open && (
        <LocationTextDialog
          kind="price-calculation"
          title={title}
          text={text}
          onClose={() => setOpen(false)}
          returnFocusTo={trigger}
        />
      )}
    </>
  );
}
