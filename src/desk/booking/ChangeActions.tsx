import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingRead } from '../../contracts/booking-read.schema.ts';
import { CHANGE_TRANSITIONS, type ChangeTransition } from './booking-data.ts';
import { ReasonForm } from './ReasonForm.tsx';
import { useTransition } from './use-transition.ts';

type Props = {
  booking: BookingRead;
  name: (iri: string | null) => string;
  /** After the change was applied or rejected: reload the booking and say so. */
  onDone: (transition: ChangeTransition) => void;
};

const isChangeTransition = (n: string): n is ChangeTransition =>
  (CHANGE_TRANSITIONS as readonly string[]).includes(n);

/**
 * "Apply change" and "Reject change" beside the change the visitor saved: the ones the API allows now
 * (`transitions`) as buttons opening their form, the others with the reason from `transitionBlockerList`.
 */
export function ChangeActions({ booking, name, onDone }: Props) {
  const { t } = useTranslation('booking');
  const [open, setOpen] = useState<ChangeTransition | null>(null);
  const transition = useTransition(booking.id, () => {
    const done = open;
    setOpen(null);
    if (done) onDone(done);
  });
  const allowed = booking.transitions.filter(isChangeTransition);
  const blocked = booking.transitionBlockerList.filter(
    (b) => isChangeTransition(b.transition) && !allowed.includes(b.transition),
  );

  function toggle(n: ChangeTransition) {
    transition.setError(null);
    setOpen((current) => (current === n ? null : n));
  }

  return (
    <section className="desk-card desk-booking-change-actions" aria-labelledby="booking-change-actions">
      <h3 id="booking-change-actions">{t('change.answer')}</h3>
      {allowed.length > 0 && (
        <div className="desk-booking-buttons">
          {allowed.map((n) => (
            <button
              key={n}
              type="button"
              className="desk-button"
              aria-expanded={open === n}
              aria-controls="booking-change-form"
              onClick={() => toggle(n)}
            >
              {t(`transitions.${n}`)}
            </button>
          ))}
        </div>
      )}
      <div id="booking-change-form">
        {open && (
          <ReasonForm
            key={open}
            name={open}
            reason={open === 'reject_pending_change' ? 'optional' : 'none'}
            transition={transition}
            problemNames={(iri) => name(iri)}
            onCancel={() => setOpen(null)}
          />
        )}
      </div>
      {blocked.length > 0 && (
        <ul className="desk-booking-blocked">
          {blocked.map((b) => (
            <li key={`${b.transition}-${b.code}`}>
              <strong>{t(`transitions.${b.transition}`)}:</strong>{' '}
              {b.code === 'not_allowed_in_status'
                ? t(`blocked.${b.transition}`, { status: t(`statuses.${booking.status}`) })
                : t(`blockers.${b.code}`, { defaultValue: b.code, date: b.date ?? '' })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
