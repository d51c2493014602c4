/** The outcome dialogs of spec §2: accepted, turned down, cancelled, edited. */
import type { RefObject } from 'react';
import type { OutcomeName } from '../domain/offer-actions.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { useOfferTexts } from './use-offer-texts.ts';
import { primaryButtonCss } from './view-styles.ts';

/** Props: which outcome, and where focus goes when it closes. */
export type OutcomeDialogProps = {
  outcome: OutcomeName;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/** Says what just happened and what comes next. */
export function OutcomeDialog({ outcome, onClose, returnFocusTo }: OutcomeDialogProps) {
  const { t } = useOfferTexts();
  return (
    <Dialog
      kind="outcome"
      title={t(`outcome.${outcome}.title`)}
      closeLabel={t('dialog.close')}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <p data-outcome={outcome} css={{ margin: 0 }}>
        {t(`outcome.${outcome}.text`)}
      </p>
      <div>
        <button type="button" onClick={onClose} css={primaryButtonCss}>
          {t('outcome.ok')}
        </button>
      </div>
    </Dialog>
  );
}
