import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskTransition } from './booking-data.ts';
import { TransitionAlert } from './TransitionAlert.tsx';
import type { useTransition } from './use-transition.ts';

type Props = {
  name: Exclude<DeskTransition, 'send_offer'>;
  /** Whether the API demands a reason now (`transitionInputs`); else the field is optional or absent. */
  reason: 'required' | 'optional' | 'none';
  transition: ReturnType<typeof useTransition>;
  /** Names the catalogue IRIs a failure mentions (a change's taken hall), where the page knows them. */
  problemNames?: (iri: string) => string;
  onCancel: () => void;
};

// Saying no to what the visitor asked for is styled as the step that cannot be taken back for them.
const DANGEROUS: ReadonlySet<DeskTransition> = new Set(['decline', 'reject_pending_change']);

/**
 * Confirm, decline (a reason required), reopen or reject a change (a reason optional), or apply a change,
 * with the API's messages inline.
 */
export function ReasonForm({ name, reason, transition, problemNames, onCancel }: Props) {
  const { t } = useTranslation('booking');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  const apiError = transition
    .violationsOf('reason')
    .map((code) => t(`violations.${code}`, { defaultValue: code }))
    .join(' ');
  const error = missing ? t('violations.reason_required') : apiError || null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason === 'required' && text.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    void transition.run({ transition: name, ...(reason !== 'none' && text.trim() ? { reason: text } : {}) });
  }

  return (
    <form className="desk-booking-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(`transitions.${name}`)}</h3>
      <p>{t(`actions.explain.${name}`)}</p>
      <TransitionAlert error={transition.general} name={problemNames} />
      {reason !== 'none' && (
        <div className={`desk-field${error ? ' desk-field--invalid' : ''}`}>
          <label htmlFor={`${id}-reason`}>
            {reason === 'required' ? t('actions.reason') : t('actions.reasonOptional')}
          </label>
          {error && (
            <span className="desk-error" id={`${id}-error`}>
              {error}
            </span>
          )}
          <textarea
            id={`${id}-reason`}
            value={text}
            required={reason === 'required'}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      )}
      <div className="desk-booking-buttons">
        <button
          type="submit"
          className={`desk-button ${DANGEROUS.has(name) ? 'desk-button--danger' : 'desk-button--primary'}`}
          disabled={transition.busy}
        >
          {t(`actions.submit.${name}`)}
        </button>
        <button type="button" className="desk-button" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
