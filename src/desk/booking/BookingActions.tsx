import { useTranslation } from 'react-i18next';
import { type BookingView, STAFF_TRANSITIONS, type StaffTransition } from './booking-data.ts';
import { offerLines } from './offer-lines.ts';
import { ReasonForm } from './ReasonForm.tsx';
import { SendOfferForm } from './SendOfferForm.tsx';
import { BlockedReasons, TransitionButtons, useTransitionGroup } from './transition-group.tsx';

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
  const { open, setOpen, toggle, transition, allowed, blocked } = useTransitionGroup(
    booking,
    isStaffTransition,
    onDone,
  );
  const reasonRule = (n: StaffTransition) =>
    booking.transitionInputs[n]?.includes('reason') ? 'required' : n === 'confirm' ? 'none' : 'optional';

  return (
    <section className="desk-card" aria-labelledby="booking-actions">
      <h2 id="booking-actions">{t('actions.title')}</h2>
      {allowed.length === 0 ? (
        <p>{t('actions.none')}</p>
      ) : (
        <TransitionButtons names={allowed} open={open} controls="booking-action-form" onToggle={toggle} />
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
          <BlockedReasons blocked={blocked} status={booking.status} />
        </>
      )}
    </section>
  );
}
