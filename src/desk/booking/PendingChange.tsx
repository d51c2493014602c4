import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingRead } from '../../contracts/booking-read.schema.ts';
import { RequestDetails } from './RequestDetails.tsx';

type Line = Record<string, unknown>;
type Day = Line & { halls?: Line[]; items?: Line[]; packageDeals?: Line[] };
/** The saved change as the read model carries it: the visitor's whole write payload. */
type ChangePayload = { meetingRooms?: Day[]; hotelRooms?: Line[] };

// The payload's lines have no IRIs yet; the list only needs keys that are stable for one render.
const keyed = <T extends Line>(lines: T[] | undefined, prefix: string) =>
  (lines ?? []).map((line, i) => ({ ...line, '@id': `${prefix}-${i}` }));

/** The change as a booking the request section can show: its days and stays, the rest kept. */
function asBooking(booking: BookingRead, change: ChangePayload): BookingRead {
  return {
    ...booking,
    meetingRooms: keyed(change.meetingRooms, 'change-day').map((day, d) => ({
      ...day,
      halls: keyed(day.halls, `change-hall-${d}`),
      items: keyed(day.items, `change-item-${d}`),
      packageDeals: keyed(day.packageDeals, `change-deal-${d}`),
    })) as unknown as BookingRead['meetingRooms'],
    hotelRooms: keyed(change.hotelRooms, 'change-room').map((room) => ({
      ...room,
      location: (room.location as string | undefined) ?? booking.location,
    })) as unknown as BookingRead['hotelRooms'],
  };
}

/**
 * A change the visitor saved on the sent booking and has not applied yet (`pendingChange`), shown
 * beside the booking as it stands, with staff's answer to it (`actions`): apply it or reject it.
 */
export function PendingChange({
  booking,
  name,
  locale,
  actions,
}: {
  booking: BookingRead;
  name: (iri: string | null) => string;
  locale: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('booking');
  if (!booking.pendingChange || typeof booking.pendingChange !== 'object') return null;
  return (
    <div className="desk-booking-change">
      <p className="desk-booking-change-note">{t('change.intro')}</p>
      <RequestDetails
        booking={asBooking(booking, booking.pendingChange as ChangePayload)}
        name={name}
        locale={locale}
        title={t('change.title')}
        headingId="booking-change"
      />
      {actions}
    </div>
  );
}
