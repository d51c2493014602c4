/** What the three action dialogs share: the running flag, the refusal text, and running the action. */
import { useSignals } from '@preact/signals-react/runtime';
import type { RefObject } from 'react';
import type { OfferAction } from '../../domain/offer-actions.ts';
import type { BookingView } from '../booking-view.model.ts';
import { useOfferTexts } from '../use-offer-texts.ts';

/** Props every action dialog takes. */
export type ActionDialogBaseProps = {
  view: BookingView;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/** Binds one action of the view to its dialog. */
export function useActionDialog(action: OfferAction, view: BookingView) {
  useSignals();
  const texts = useOfferTexts();
  const { t } = texts;
  const result = view.result.value;
  const failure =
    result?.kind === 'failed' && result.action === action
      ? t(`actionError.${result.code ?? 'generic'}`, { defaultValue: t('actionError.generic') })
      : null;
  return {
    ...texts,
    running: view.running.value === action,
    failure,
    common: {
      closeLabel: t('dialog.close'),
      backLabel: t('dialog.back'),
      runningLabel: t(`running.${action}`),
    },
    errorPrefix: t('form:errors.prefix'),
  };
}
