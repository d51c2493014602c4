import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingConflicts } from '../../contracts/desk-booking.schema.ts';
import { useDesk } from '../desk-context.ts';
import { deskHref } from '../route.ts';
import { ProblemAlert } from '../ui/Problem.tsx';
import { formatDay } from './format.ts';

type Conflicts = BookingConflicts;
type Holder = Conflicts['halls'][number]['bookings'][number];

function HolderLinks({ holders }: { holders: readonly Holder[] }) {
  return (
    <>
      {holders.map((h, i) => (
        <span key={h['@id']}>
          {i > 0 && ', '}
          <a href={deskHref({ page: 'booking', id: Number(h['@id'].split('/').pop()) })}>{h.reference}</a>
        </span>
      ))}
    </>
  );
}

/** Above the offer form: what other holding bookings already take of this one's halls and rooms. */
export function OfferConflicts({
  bookingId,
  name,
  locale,
}: {
  bookingId: number;
  name: (iri: string | null) => string;
  locale: string;
}) {
  const { t } = useTranslation('booking');
  const { api } = useDesk();
  const [conflicts, setConflicts] = useState<Conflicts | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const controller = new AbortController();
    api.get<Conflicts>(`/desk/bookings/${bookingId}/conflicts`, controller.signal).then(setConflicts, (e) => {
      if (!controller.signal.aborted) setError(e);
    });
    return () => controller.abort();
  }, [api, bookingId]);

  if (error) return <ProblemAlert error={error} />;
  if (!conflicts) return <p className="desk-loading">{t('conflicts.checking')}</p>;
  if (conflicts.halls.length === 0 && conflicts.rooms.length === 0)
    return <p className="desk-notice">{t('conflicts.none')}</p>;
  return (
    <section className="desk-booking-conflicts" aria-labelledby="booking-conflicts">
      <h4 id="booking-conflicts">{t('conflicts.title')}</h4>
      <ul>
        {conflicts.halls.map((c) => (
          <li key={c.line}>
            {t('conflicts.hall', { hall: name(c.hall), day: formatDay(c.date, locale) })}{' '}
            <HolderLinks holders={c.bookings} />
          </li>
        ))}
        {conflicts.rooms.map((c) => (
          <li key={`${c.line}-${c.night}`}>
            {t('conflicts.room', {
              roomType: name(c.roomType),
              night: formatDay(c.night, locale),
              taken: c.taken,
              inventory: c.inventory,
              requested: c.requested,
            })}{' '}
            <HolderLinks holders={c.bookings} />
          </li>
        ))}
      </ul>
    </section>
  );
}
