/**
 * What the booking page's action cards share: a group of staff transitions (the offer's, or the
 * pending change's), the ones the API allows now as buttons that open their form below, and the others
 * with the reason from `transitionBlockerList`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingRead } from '../../contracts/booking-read.schema.ts';
import { useTransition } from './use-transition.ts';

/** The open form, the transition it runs, and which of the group's transitions are allowed or blocked. */
export function useTransitionGroup<T extends string>(
  booking: BookingRead,
  inGroup: (name: string) => name is T,
  onDone: (transition: T) => void,
) {
  const [open, setOpen] = useState<T | null>(null);
  const transition = useTransition(booking.id, () => {
    const done = open;
    setOpen(null);
    if (done) onDone(done);
  });
  const allowed = booking.transitions.filter(inGroup);
  const blocked = booking.transitionBlockerList.filter(
    (b) => inGroup(b.transition) && !allowed.includes(b.transition),
  );
  function toggle(name: T) {
    transition.setError(null);
    setOpen((current) => (current === name ? null : name));
  }
  return { open, setOpen, toggle, transition, allowed, blocked };
}

/** One button a transition, each opening (or closing) its form in the element `controls`. */
export function TransitionButtons<T extends string>({
  names,
  open,
  controls,
  onToggle,
}: {
  names: T[];
  open: T | null;
  controls: string;
  onToggle: (name: T) => void;
}) {
  const { t } = useTranslation('booking');
  return (
    <div className="desk-booking-buttons">
      {names.map((name) => (
        <button
          key={name}
          type="button"
          className="desk-button"
          aria-expanded={open === name}
          aria-controls={controls}
          onClick={() => onToggle(name)}
        >
          {t(`transitions.${name}`)}
        </button>
      ))}
    </div>
  );
}

/** Each blocked transition with why: its status, or the blocker's own reason. */
export function BlockedReasons({
  blocked,
  status,
}: {
  blocked: BookingRead['transitionBlockerList'];
  status: string;
}) {
  const { t } = useTranslation('booking');
  return (
    <ul className="desk-booking-blocked">
      {blocked.map((b) => (
        <li key={`${b.transition}-${b.code}`}>
          <strong>{t(`transitions.${b.transition}`)}:</strong>{' '}
          {b.code === 'not_allowed_in_status'
            ? t(`blocked.${b.transition}`, { status: t(`statuses.${status}`) })
            : t(`blockers.${b.code}`, { defaultValue: b.code, date: b.date ?? '' })}
        </li>
      ))}
    </ul>
  );
}
