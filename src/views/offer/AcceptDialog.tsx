/** Accept the offer (spec §2): the total and validity once more, and the terms checkbox. */
import { useState } from 'react';
import { formatDay } from '../../domain/format.ts';
import { totalsText } from '../../ui/prices/totals-text.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { ConfirmCheckbox } from './DialogFields.tsx';
import { type ActionDialogBaseProps, useActionDialog } from './use-action-dialog.ts';

/** The accept dialog. */
export function AcceptDialog({ view, onClose, returnFocusTo }: ActionDialogBaseProps) {
  const { t, locale, running, failure, common, errorPrefix } = useActionDialog('accept', view);
  const [terms, setTerms] = useState(false);
  const [checked, setChecked] = useState(false);
  const booking = view.booking.value;
  const billing = view.billing.value;
  const termsError = checked && !terms ? t('form:validation.termsAccept') : null;
  return (
    <ActionDialog
      kind="accept"
      title={t('accept.title')}
      submitLabel={t('accept.submit')}
      running={running}
      failure={failure}
      validate={() => {
        setChecked(true);
        return terms ? null : 'bf-accept-terms';
      }}
      onSubmit={() => void view.run('accept', { termsAccepted: true })}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      {...common}
    >
      <p css={{ margin: 0 }}>
        {billing
          ? t('accept.textWithTotal', {
              total: totalsText(billing, locale),
            })
          : t('accept.text')}
      </p>
      {booking?.offerValidUntil && (
        <p css={{ margin: 0 }}>
          {t('accept.validUntil', { date: formatDay(booking.offerValidUntil, locale) })}
        </p>
      )}
      <ConfirmCheckbox
        id="bf-accept-terms"
        label={t('dialog.termsLabel')}
        details={
          booking?.termsUrl ? (
            <a href={booking.termsUrl} target="_blank" rel="noopener noreferrer">
              {t('dialog.termsLink')}
            </a>
          ) : undefined
        }
        error={termsError}
        errorPrefix={errorPrefix}
        checked={terms}
        onChange={setTerms}
      />
    </ActionDialog>
  );
}
