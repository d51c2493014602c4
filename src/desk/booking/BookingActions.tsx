import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BookingView, STAFF_TRANSITIONS, type StaffTransition } from './booking-data.ts';
import { offerLines } from './offer-lines.ts';
import { ReasonForm } from './ReasonForm.tsx';
import { SendOfferForm } from './SendOfferForm.tsx';
import { useTransition } from './use-transition.ts';

type Props = {
  view: BookingView;
  locale: string;
  name: (iri: string | null) => string;
  /** After a transition ran: reload the booking and say what happened. */
  onDone: (transition: StaffTransition) => void;
};

const isStaffTransition = (name: string): name is StaffTransition =>
  (STAFF_TRANSITIONS as readonly string[]).includes(name);

/**
 * The staff transitions the API allows now (`transitions`), each opening its form inline, and those it
 * does not, with the reason from `transitionBlockerList`.
 */
export function BookingActions({ view, locale, name, onDone }: Props) {
  const { t } = useTranslation('booking');
  const { booking, billing } = view;
  const [open, setOpen] = useState<StaffTransition | null>(null);
  const transition = useTransition(booking.id, () => {
    const done = open;
    setOpen(null);
    if (done) onDone(done);
  });
  const allowed = booking.transitions.filter(isStaffTransition);
  const blocked = booking.transitionBlockerList.filter(
    (b) => isStaffTransition(b.transition) && !allowed.includes(b.transition),
  );
  const reasonRule = (n: StaffTransition) =>
    booking.transitionInputs[n]?.includes('reason') ? 'required' : n === 'confirm' ? 'none' : 'optional';

  function toggle(n: StaffTransition) {
    transition.setError(null);
    setOpen((current) => (current === n ? null : n));
  }

  return (
    <section className="desk-card" aria-labelledby="booking-actions">
      <h2 id="booking-actions">{t('actions.title')}</h2>
      {allowed.length === 0 ? (
        <p>{t('actions.none')}</p>
      ) : (
        <div className="desk-booking-buttons">
          {allowed.map((n) => (
            <button
              key={n}
              type="button"
              className="desk-button"
              aria-expanded={open === n}
              aria-controls="booking-action-form"
              onClick={() => toggle(n)}
            >
              {t(`transitions.${n}`)}
            </button>
          ))}
        </div>
      )}
      <div id="booking-action-form">
        {open === 'send_offer' && (
          <SendOfferForm
            // Prices are typed in the shown language: a new language starts the form again.
            key={locale}
            booking={booking}
            lines={offerLines(booking, billing)}
            currency={billing.currency}
            locale={locale}
            name={name}
            transition={transition}
            onCancel={() => setOpen(null)}
          />
        )}
        {open && open !== 'send_offer' && (
          <ReasonForm
            key={open}
            name={open}
            reason={reasonRule(open)}
            transition={transition}
            onCancel={() => setOpen(null)}
          />
        )}
      </div>
      {blocked.length > 0 && (
        <>
          <h3>{t('actions.blockedTitle')}</h3>
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
        </>
      )}
    </section>
  );
}
