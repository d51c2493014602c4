/** Why sending from step 5 failed (a lost race, blocked, not accepted, no connection); nothing typed is lost. */
import { useTranslation } from 'react-i18next';
import type { SubmitOutcome } from '../../state/submission.model.ts';
import { ERROR_COLOUR } from '../../ui/form-styles.ts';

/** A send that did not go through. */
export type SendFailureOutcome = Exclude<SubmitOutcome, { status: 'sent' }>;

/** Props: the failed outcome, and for a lost race the names of what was taken. */
export type SendFailureProps = { failure: SendFailureOutcome; lostNames: string };

/** The alert under step 5 after a failed send. */
export function SendFailure({ failure, lostNames }: SendFailureProps) {
  const { t } = useTranslation('summary');
  const text = failure.status === 'lost' ? t('send.lost', { names: lostNames }) : t(`send.${failure.status}`);
  return (
    <div role="alert" css={{ borderLeft: `4px solid ${ERROR_COLOUR}`, paddingLeft: '12px' }}>
      <p css={{ margin: 0 }}>{text}</p>
    </div>
  );
}
