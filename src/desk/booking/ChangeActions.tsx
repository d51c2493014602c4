import { useTranslation } from 'react-i18next';
import type { BookingRead } from '../../contracts/booking-read.schema.ts';
import { CHANGE_TRANSITIONS, type ChangeTransition } from './booking-data.ts';
import { ReasonForm } from './ReasonForm.tsx';
import { BlockedReasons, TransitionButtons, useTransitionGroup } from './transition-group.tsx';

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
  const { open, setOpen, toggle, transition, allowed, blocked } = useTransitionGroup(
    booking,
    isChangeTransition,
    onDone,
  );

  return (
    <section className="desk-card desk-booking-change-actions" aria-labelledby="booking-change-actions">
      <h3 id="booking-change-actions">{t('change.answer')}</h3>
      {allowed.length > 0 && (
        <TransitionButtons names={allowed} open={open} controls="booking-change-form" onToggle={toggle} />
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
      {blocked.length > 0 && <BlockedReasons blocked={blocked} status={booking.status} />}
    </section>
  );
}
