/**
 * From a stored booking back to the wizard's form (spec §2 edit route: "the home screen with an
 * existingReservation flag"), and whether the form still says what the booking says (spec §4: edits
 * compared with the loaded snapshot give a `changed` flag). Pure.
 */
import { addressParts } from './address.ts';
import type { BookedDay, BookedRoom, BookingDocument } from './booking.types.ts';
import { prepareBookingPayload } from './payload.ts';
import { plainJson } from './plain-json.ts';
import type { Reservation } from './reservation.types.ts';

/**
 * The remarks as the form keeps them: `prepareBookingPayload` sends the meeting remarks first (when a
 * meeting is booked) and the general remarks after, so they are read back in that order.
 */
function remarksOf(booking: Pick<BookingDocument, 'remarks' | 'types'>) {
  const texts = booking.remarks.map((r) => r.description);
  if (!booking.types.includes('mice')) return { miceRemarks: '', remarks: texts.join('\n\n') };
  const [mice = '', ...rest] = texts;
  return { miceRemarks: mice, remarks: rest.join('\n\n') };
}

type PendingChange = Partial<Omit<BookingDocument, 'meetingRooms' | 'hotelRooms'>> & {
  meetingRooms?: Omit<BookedDay, '@id' | 'id'>[];
  hotelRooms?: Omit<BookedRoom, '@id' | 'id'>[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The booking as the visitor last edited it: a sent booking keeps a saved edit as `pendingChange` (a
 * write payload) until `apply_changes`, e.g. when applying it failed. Its lines have no ids yet.
 */
export function withPendingChange(booking: BookingDocument): BookingDocument {
  const change = booking.pendingChange;
  if (!isRecord(change)) return booking;
  const pending = change as PendingChange;
  const changed = typeof pending.address === 'string';
  const address = changed ? (pending.address as string) : booking.address;
  // As the read model splits it: the house number sent apart, else the line's last word.
  const parts = changed
    ? addressParts(address, pending.housenumber)
    : { street: booking.street, housenumber: booking.housenumber };
  return {
    ...booking,
    ...pending,
    address,
    ...parts,
    meetingRooms: (pending.meetingRooms ?? booking.meetingRooms).map((day, i) => ({
      ...day,
      '@id': booking.meetingRooms[i]?.['@id'] ?? '',
      id: booking.meetingRooms[i]?.id ?? 0,
      halls: (day.halls ?? []).map((hall) => ({ ...hall, '@id': '' })),
      items: (day.items ?? []).map((item) => ({ ...item, '@id': '' })),
      packageDeals: (day.packageDeals ?? []).map((deal) => ({ ...deal, '@id': '' })),
    })),
    hotelRooms: (pending.hotelRooms ?? booking.hotelRooms).map((room, i) => ({
      ...room,
      '@id': booking.hotelRooms[i]?.['@id'] ?? '',
      id: booking.hotelRooms[i]?.id ?? 0,
    })),
  };
}

/** The wizard's form filled from a booking; `locale` is the visitor's interface language. */
export function reservationFromBooking(booking: BookingDocument, locale: string): Reservation {
  // Step 2 asks the event's guests and times once and gives them to each day; a stored booking has
  // them per day only, so the event takes the largest group and the first day's times.
  const days = booking.meetingRooms;
  const paxes = days.map((day) => day.pax).filter((pax): pax is number => typeof pax === 'number');
  return {
    location: booking.location,
    types: [...booking.types],
    eventname: booking.eventName ?? '',
    eventType: booking.eventType,
    eventPax: paxes.length > 0 ? Math.max(...paxes) : null,
    eventStartTime: days[0]?.startTime ?? null,
    eventEndTime: days[0]?.endTime ?? null,
    days: booking.meetingRooms.map((day) => ({
      // The day's setup is the layout its spaces were booked in.
      emplacement: day.halls.find((hall) => hall.emplacement)?.emplacement ?? null,
      '@id': day['@id'],
      id: day.id,
      date: day.date,
      startTime: day.startTime,
      endTime: day.endTime,
      pax: day.pax,
      halls: day.halls.map((hall) => ({
        '@id': hall['@id'],
        hall: hall.hall,
        emplacement: hall.emplacement,
        pax: hall.pax,
        // A space booked for the day's own hours follows the day when its times change (as a new day's
        // spaces do); only hours of its own are kept.
        startTime: hall.startTime === day.startTime ? null : hall.startTime,
        endTime: hall.endTime === day.endTime ? null : hall.endTime,
      })),
      items: day.items.map((item) => ({
        '@id': item['@id'],
        item: item.item,
        amount: item.amount,
        numberOfGuests: item.numberOfGuests,
        startTime: item.startTime,
      })),
      packageDeals: day.packageDeals.map((deal) => ({
        '@id': deal['@id'],
        packageDeal: deal.packageDeal,
        amount: deal.amount,
      })),
    })),
    rooms: booking.hotelRooms.map((room) => ({
      '@id': room['@id'],
      id: room.id,
      startDate: room.startDate,
      endDate: room.endDate,
      amount: room.amount,
      paxRoom: room.paxRoom,
      roomType: room.roomType,
      location: room.location ?? booking.location,
      breakfast: room.breakfast,
      lateCheckoutRooms: room.lateCheckoutRooms,
      comments: room.comments,
    })),
    company: booking.company ?? '',
    country: booking.country ?? '',
    street: booking.street ?? '',
    housenumber: booking.housenumber ?? '',
    postalcode: booking.postalcode ?? '',
    city: booking.city ?? '',
    invoiceReference: booking.invoiceReference ?? '',
    firstname: booking.contactPersonFirstname ?? '',
    lastname: booking.contactPersonLastname ?? '',
    phonenumber: booking.contactPersonPhonenumber ?? '',
    emailaddress: booking.email ?? '',
    onsiteContact: {
      firstname: booking.onsiteContact?.firstname ?? '',
      lastname: booking.onsiteContact?.lastname ?? '',
      email: booking.onsiteContact?.email ?? '',
      phonenumber: booking.onsiteContact?.phonenumber ?? '',
    },
    locale,
    discountCode: booking.promoCode ?? '',
    ...remarksOf(booking),
    paymentMethod: booking.paymentMethod,
  };
}

/**
 * Whether the form differs from the snapshot in anything the booking would store: both are compared
 * as the payload they would send, so typing a space, reordering nothing or a client-side id is no change.
 */
export function reservationChanged(snapshot: Reservation, current: Reservation): boolean {
  // The interface language is not part of the booking's content: switching it is not an edit.
  const comparable = (form: Reservation) =>
    plainJson(prepareBookingPayload({ ...form, locale: snapshot.locale }));
  return comparable(snapshot) !== comparable(current);
}
