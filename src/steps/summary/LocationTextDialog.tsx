/**
 * The location's popups of spec §3 in a dialog: the price-calculation text, and the direct-checkout
 * text that book now shows first, with "Continue booking" and "Go back" (Esc and the backdrop go back).
 */
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { vars } from '../../theme/theme-vars.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { secondaryButtonCss } from '../../ui/form-styles.ts';
import { buttonCss } from '../StepForm.tsx';

/** Props: which popup, its title and the location's text; `onContinue` adds the continue choice. */
export type LocationTextDialogProps = {
  kind: 'direct-checkout' | 'price-calculation';
  title: string;
  text: string;
  onClose: () => void;
  onContinue?: (() => void) | undefined;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/** A modal with the location's text. */
export function LocationTextDialog({
  kind,
  title,
  text,
  onClose,
  onContinue,
  returnFocusTo,
}: LocationTextDialogProps) {
  const { t } = useTranslation(['summary', 'translation']);
  return (
    <Dialog
      kind={kind}
      title={title}
      closeLabel={t('translation:help.close')}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <p css={{ margin: 0 }}>{text}</p>
      {onContinue && (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: '12px' }}>
          <button
            type="button"
            onClick={onContinue}
            css={{ ...buttonCss, background: vars.primary, color: vars.onPrimary }}
          >
            {t('locationTexts.continue')}
          </button>
          <button type="button" onClick={onClose} css={secondaryButtonCss}>
            {t('locationTexts.back')}
          </button>
        </div>
      )}
    </Dialog>
  );
}
