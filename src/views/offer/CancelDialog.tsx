/**
 * Cancel (spec §2, §4): the cancellation terms (free until the deadline, then a charge that must be
 * accepted), a reason and the terms checkbox.
 */
import { useState } from 'react';
import { formatDay } from '../../domain/format.ts';
import { cancellationChargeApplies } from '../../domain/offer-actions.ts';
import { totalsText } from '../../ui/prices/totals-text.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { ConfirmCheckbox, ReasonField } from './DialogFields.tsx';
import { type ActionDialogBaseProps, useActionDialog } from './use-action-dialog.ts';

/** The cancel dialog. */
export function CancelDialog({ view, onClose, returnFocusTo }: ActionDialogBaseProps) {
  const { t, locale, running, failure, common, errorPrefix } = useActionDialog('cancel', view);
  const booking = view.booking.value;
  const billing = view.billing.value;
  const [reason, setReason] = useState('');
  const [terms, setTerms] = useState(false);
  const [fee, setFee] = useState(false);
  const [checked, setChecked] = useState(false);
  const charged = booking ? cancellationChargeApplies(booking) : false;
  const deadline = booking?.cancellationDeadline ? formatDay(booking.cancellationDeadline, locale) : null;
  const reasonError = checked && !reason.trim() ? t('dialog.reasonRequired') : null;
  const feeError = checked && charged && !fee ? t('cancel.feeRequired') : null;
  const termsError = checked && !terms ? t('form:validation.termsAccept') : null;
  const termsText = charged
    ? t('cancel.termsCharged', { date: deadline })
    : deadline
      ? t('cancel.termsFree', { date: deadline })
      : t('cancel.termsNoDeadline');
  return (
    <ActionDialog
      kind="cancel"
      title={t('cancel.title')}
      submitLabel={t('cancel.submit')}
      danger
      running={running}
      failure={failure}
      validate={() => {
        setChecked(true);
        if (!reason.trim()) return 'bf-cancel-reason';
        if (charged && !fee) return 'bf-cancel-fee';
        return terms ? null : 'bf-cancel-terms';
      }}
      onSubmit={() =>
        void view.run('cancel', {
          reason: reason.trim(),
          termsAccepted: true,
          ...(charged ? { feeAccepted: true } : {}),
        })
      }
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      {...common}
    >
      {billing && <p css={{ margin: 0 }}>{t('cancel.total', { total: totalsText(billing, locale) })}</p>}
      <p css={{ margin: 0 }}>{termsText}</p>
      <ReasonField
        id="bf-cancel-reason"
        label={t('cancel.reason')}
        error={reasonError}
        errorPrefix={errorPrefix}
        value={reason}
        onChange={setReason}
      />
      {charged && (
        <ConfirmCheckbox
          id="bf-cancel-fee"
          label={t('cancel.feeLabel')}
          error={feeError}
          errorPrefix={errorPrefix}
          checked={fee}
          onChange={setFee}
        />
      )}
      <ConfirmCheckbox
        id="bf-cancel-terms"
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
