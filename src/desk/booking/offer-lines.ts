/**
 * The lines staff may price in an offer: each booked hall of each day (`/api/booking_day_halls/{id}`),
 * the line IRIs `priceOverrides` takes and the billing charges (a hall's price is its whole day's
 * rental). Stays are left out: the API accepts a stay's IRI, but the pricing has no room override, so
 * a price typed there would change nothing the visitor pays. Each line is prefilled with what the
 * billing charges for it now (an earlier offer's price included). Pure.
 */
import type { BookingRead } from '../../contracts/booking-read.schema.ts';
import type { BillingAnswer } from '../../contracts/pricing.schema.ts';

/** A line of the offer form. */
export type OfferLine = {
  /** The IRI `priceOverrides[].line` names. */
  line: string;
  kind: 'hall';
  /** The hall and the day, to label the field. */
  reference: string;
  date: string;
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

/** The offer's lines in the booking's order of days and halls. */
export function offerLines(booking: BookingRead, billing: BillingAnswer): OfferLine[] {
  const overrides = overridesOf(booking);
  const billed = (reference: string, date: string) =>
    billing.products.find((p) => p.kind === 'hall' && p.reference === reference && p.date === date)?.amount ??
    null;
  // A hall a package deal includes stays included whatever price is sent (the pricing's rule), so
  // it gets no field: a price there would change nothing.
  const included = (reference: string, date: string) =>
    billing.products.some(
      (p) => p.kind === 'hall' && p.reference === reference && p.date === date && p.includedIn !== null,
    );
  return booking.meetingRooms.flatMap((day) =>
    day.halls
      .filter((hall) => !included(hall.hall, day.date))
      .map((hall) => ({
        line: hall['@id'],
        kind: 'hall' as const,
        reference: hall.hall,
        date: day.date,
        price: overrides.get(hall['@id']) ?? billed(hall.hall, day.date),
        overridden: overrides.has(hall['@id']),
      })),
  );
}
