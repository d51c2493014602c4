/**
 * The lines staff may price in an offer, the IRIs `priceOverrides` takes and the billing charges:
 * each booked hall of each day (`/api/booking_day_halls/{id}`, a price for the whole day's rental)
 * and each stay at the booking's own location (`/api/booking_rooms/{id}`, a price per room per
 * night). Stays at another venue are left out: they price in that venue's currency, not the form's.
 * Each line is prefilled with what the billing charges for it now (an earlier offer's price
 * included). Pure.
 */
import type { BookingRead } from '../../contracts/booking-read.schema.ts';
import type { BillingAnswer } from '../../contracts/pricing.schema.ts';

/** A line of the offer form. */
export type OfferLine = {
  /** The IRI `priceOverrides[].line` names. */
  line: string;
  kind: 'hall' | 'room';
  /** The hall or the room type, to label the field. */
  reference: string;
  /** The meeting day, or the stay's arrival. */
  date: string;
  /** Nights of a stay; null for a hall. */
  nights: number | null;
  /** Minor units; null when the billing has no price for it (the venue must set one). */
  price: number | null;
  /** Whether an earlier offer set its price: a revised offer sends it again or it falls back. */
  overridden: boolean;
};

type Override = { line: string; price: number };

function overridesOf(booking: BookingRead): Map<string, number> {
  const list = Array.isArray(booking.priceOverrides) ? (booking.priceOverrides as Override[]) : [];
  return new Map(list.map((o) => [o.line, o.price]));
}

const nightsBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The offer's lines: the days' halls in the booking's order, then the stays. */
export function offerLines(booking: BookingRead, billing: BillingAnswer): OfferLine[] {
  const overrides = overridesOf(booking);
  const product = (kind: string, reference: string, date: string) =>
    billing.products.find((p) => p.kind === kind && p.reference === reference && p.date === date);
  // A hall a package deal includes stays included whatever price is sent (the pricing's rule), so
  // it gets no field: a price there would change nothing.
  const halls = booking.meetingRooms.flatMap((day) =>
    day.halls
      .filter((hall) => (product('hall', hall.hall, day.date)?.includedIn ?? null) === null)
      .map(
        (hall): OfferLine => ({
          line: hall['@id'],
          kind: 'hall',
          reference: hall.hall,
          date: day.date,
          nights: null,
          price: overrides.get(hall['@id']) ?? product('hall', hall.hall, day.date)?.amount ?? null,
          overridden: overrides.has(hall['@id']),
        }),
      ),
  );
  const rooms = booking.hotelRooms
    .filter((room) => room.location === booking.location && room.amount > 0)
    .map(
      (room): OfferLine => ({
        line: room['@id'],
        kind: 'room',
        reference: room.roomType,
        date: room.startDate,
        nights: nightsBetween(room.startDate, room.endDate),
        // The room line's unit price is one room for one night: what an override sets.
        price:
          overrides.get(room['@id']) ?? product('room', room.roomType, room.startDate)?.unitPrice ?? null,
        overridden: overrides.has(room['@id']),
      }),
    );
  return [...halls, ...rooms];
}
