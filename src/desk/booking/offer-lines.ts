/**
 * The lines staff may price in an offer: each booked hall (`/api/booking_day_halls/{id}`) and each
 * stay (`/api/booking_rooms/{id}`), the line IRIs `priceOverrides` takes. Each is prefilled with the
 * price already set for it in an earlier offer, else with what the billing charges for it now. Pure.
 */
import type { BookingRead } from '../../contracts/booking-read.schema.ts';
import type { BillingAnswer } from '../../contracts/pricing.schema.ts';

/** A line of the offer form. */
export type OfferLine = {
  /** The IRI `priceOverrides[].line` names. */
  line: string;
  kind: 'hall' | 'room';
  /** The catalogue entry (hall or room type) and the day or first night, to label the field. */
  reference: string;
  date: string;
  /** Minor units; null when the billing has no price for it (the venue must set one). */
  price: number | null;
};

type Override = { line: string; price: number };

function overridesOf(booking: BookingRead): Map<string, number> {
  const list = Array.isArray(booking.priceOverrides) ? (booking.priceOverrides as Override[]) : [];
  return new Map(list.map((o) => [o.line, o.price]));
}

/** The offer's lines in the booking's order, days' halls first, then stays. */
export function offerLines(booking: BookingRead, billing: BillingAnswer): OfferLine[] {
  const overrides = overridesOf(booking);
  const billed = (kind: string, reference: string, date: string) =>
    billing.products.find((p) => p.kind === kind && p.reference === reference && p.date === date)?.amount ??
    null;
  const halls = booking.meetingRooms.flatMap((day) =>
    day.halls.map((hall) => ({
      line: hall['@id'],
      kind: 'hall' as const,
      reference: hall.hall,
      date: day.date,
      price: overrides.get(hall['@id']) ?? billed('hall', hall.hall, day.date),
    })),
  );
  const rooms = booking.hotelRooms.map((room) => ({
    line: room['@id'],
    kind: 'room' as const,
    reference: room.roomType,
    date: room.startDate,
    price: overrides.get(room['@id']) ?? billed('room', room.roomType, room.startDate),
  }));
  return [...halls, ...rooms];
}
