import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { ProblemError } from '../../hydra/problem.ts';
import { consumePromoCode, resolvePromoCodeAtVenues } from '../promo-codes/promo-lookup.ts';
import type { BookingRow } from './booking.repository.ts';
import type { BookingLocation } from './booking-references.ts';

// A promo code is checked when the quote is made, but it is only USED when the booking is sent: drafts
// are auto-saved many times and must not spend a code. The check and the counted use run in the
// sending transaction, so two bookings racing for a code's last use cannot both get it.

function rejected(reason: string): ProblemError {
  return new ProblemError(
    'promo_code_rejected',
    `The promo code cannot be used: ${reason}.`,
    {},
    { violations: [{ propertyPath: 'promoCode', message: reason, code: `promo_code_${reason}` }] },
  );
}

type Venue = { id: number; currency: string; timeZone: string; event: boolean; hotel: boolean };

/** Checks the booking's promo code again and counts one use; throws a 422 on `promoCode` when it cannot. */
export async function redeemPromoCode(
  tx: Orm,
  row: BookingRow,
  location: BookingLocation,
  now: Date,
): Promise<void> {
  if (!row.promoCode?.trim()) return;
  // Every venue of the booking, its own location first, with what is booked there: the code is checked
  // at each as the quote checked it (see domain/pricing/venues.ts), so a quote's answer holds when sent.
  const venues = (await tx.execute(sql`
    select l.id, l.currency, l.time_zone as "timeZone",
      (l.id = ${location.id} and exists (select 1 from booking_days where booking_id = ${row.id})) as event,
      exists (select 1 from booking_rooms r where r.booking_id = ${row.id} and r.location_id = l.id) as hotel
    from locations l
    where l.id = ${location.id}
      or l.id in (select r.location_id from booking_rooms r where r.booking_id = ${row.id})
    order by l.id <> ${location.id}, (select min(r.position) from booking_rooms r
      where r.booking_id = ${row.id} and r.location_id = l.id)`)) as unknown as { rows: Venue[] };
  const outcome = await resolvePromoCodeAtVenues(
    tx,
    row.promoCode,
    venues.rows.map((venue) => ({
      partnerId: location.partnerId,
      locationId: Number(venue.id),
      currency: venue.currency,
      timeZone: venue.timeZone,
      now,
      contains: { event: Boolean(venue.event), hotel: Boolean(venue.hotel) },
    })),
  );
  if (outcome.status === 'rejected') throw rejected(outcome.reason);
  if (!(await consumePromoCode(tx, location.partnerId, row.promoCode))) throw rejected('exhausted');
}
