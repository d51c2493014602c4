/** Turn the offer down (spec §2, §4): irreversible, so a reason and an explicit acknowledgement. */
import { useState } from 'react';
import { ERROR_COLOUR } from '../../ui/form-styles.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { ConfirmCheckbox, ReasonField } from './DialogFields.tsx';
import { type ActionDialogBaseProps, useActionDialog } from './use-action-dialog.ts';

/** The turn-down dialog. */
export function TurnDownDialog({ view, onClose, returnFocusTo }: ActionDialogBaseProps) {
  const { t, running, failure, common, errorPrefix } = useActionDialog('turn_down', view);
  const [reason, setReason] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [checked, setChecked] = useState(false);
  const reasonError = checked && !reason.trim() ? t('dialog.reasonRequired') : null;
  const ackError = checked && !acknowledged ? t('turnDown.acknowledgeRequired') : null;
  return (
    <ActionDialog
      kind="turn-down"
      title={t('turnDown.title')}
      submitLabel={t('turnDown.submit')}
      danger
      running={running}
      failure={failure}
      validate={() => {
        setChecked(true);
        if (!reason.trim()) return 'bf-turn-down-reason';
        return acknowledged ? null : 'bf-turn-down-acknowledge';
      }}
      onSubmit={() => void view.run('turn_down', { reason: reason.trim(), acknowledged: true })}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      {...common}
    >
      <p css={{ margin: 0, fontWeight: 700, color: ERROR_COLOUR }}>{t('turnDown.warning')}</p>
      <ReasonField
        id="bf-turn-down-reason"
        label={t('turnDown.reason')}
        hint={t('turnDown.reasonHint')}
        error={reasonError}
        errorPrefix={errorPrefix}
        value={reason}
        onChange={setReason}
      />
      <ConfirmCheckbox
        id="bf-turn-down-acknowledge"
        label={t('turnDown.acknowledge')}
        error={ackError}
        errorPrefix={errorPrefix}
        checked={acknowledged}
        onChange={setAcknowledged}
      />
    </ActionDialog>
  );
}
