import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesk } from '../desk-context.ts';
import type { DeskRoute } from '../route.ts';
import { ProblemAlert } from '../ui/Problem.tsx';
import { AuditTrail } from './AuditTrail.tsx';
import { BillingTable } from './BillingTable.tsx';
import { BookingActions } from './BookingActions.tsx';
import type { DeskTransition } from './booking-data.ts';
import { ChangeActions } from './ChangeActions.tsx';
import { ContactDetails } from './ContactDetails.tsx';
import { formatDay } from './format.ts';
import { MessageList } from './MessageList.tsx';
import { PendingChange } from './PendingChange.tsx';
import { RequestDetails } from './RequestDetails.tsx';
import { useBooking } from './use-booking.ts';
import { useCatalogueNames } from './use-catalogue-names.ts';

/** `#/bookings/{id}`: one booking in full, what staff may do with it now, its history and e-mails. */
export function BookingPage({ route }: { route: DeskRoute }) {
  const id = route.page === 'booking' ? route.id : 0;
  const { t } = useTranslation('booking');
  const { locale } = useDesk();
  const { view, error, loading, reload } = useBooking(id);
  const booking = view?.booking;
  const name = useCatalogueNames(
    booking ? [booking.location, ...booking.hotelRooms.map((room) => room.location)] : [],
  );
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function done(transition: DeskTransition) {
    await reload();
    setNotice(t(`notices.${transition}`));
  }

  const back = (
    <p>
      <a href="#/inbox">{t('back')}</a>
    </p>
  );
  if (loading) return <p className="desk-loading">{t('loading')}</p>;
  if (!view || !booking) {
    return (
      <>
        <h1>{t('title', { reference: `#${id}` })}</h1>
        <ProblemAlert error={error} />
        {back}
      </>
    );
  }
  return (
    <div className="desk-booking">
      {back}
      <h1>
        {t('title', { reference: booking.reference })}{' '}
        <span className={`desk-status desk-status--${booking.status}`}>
          {t(`statuses.${booking.status}`)}
        </span>
      </h1>
      <p className="desk-booking-summary">
        {[
          booking.company,
          booking.requestKind ? t(`requestKinds.${booking.requestKind}`) : null,
          booking.offerValidUntil
            ? t('offerValidUntil', { day: formatDay(booking.offerValidUntil, locale) })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {notice && (
        <p className="desk-notice" role="status" tabIndex={-1} ref={noticeRef}>
          {notice}
        </p>
      )}
      <ProblemAlert error={error} />
      <BookingActions view={view} locale={locale} name={name} onDone={(n) => void done(n)} />
      <RequestDetails booking={booking} name={name} locale={locale} />
      <PendingChange
        booking={booking}
        name={name}
        locale={locale}
        actions={<ChangeActions booking={booking} name={name} onDone={(n) => void done(n)} />}
      />
      <ContactDetails booking={booking} />
      <BillingTable billing={view.billing} name={name} locale={locale} />
      <AuditTrail entries={booking.auditTrail ?? []} locale={locale} />
      <MessageList messages={view.messages} locale={locale} />
    </div>
  );
}
