import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { locations } from '../db/schema/index.ts';
import { ProblemError } from '../hydra/problem.ts';
import { consumePromoCode, resolvePromoCode } from '../resources/promo-codes/promo-lookup.ts';
import type { BookingLocation } from './booking-references.ts';
import type { BookingRow } from './booking-store.ts';

// A promo code is checked when the quote is made, but it is only USED when the booking is sent: drafts
// are auto-saved many times and must not spend a code. The check and the counted use run in the
// sending transaction, so two bookings racing for a code's last use cannot both get it.

function rejected(reason: string): ProblemError {
  return new ProblemError(
    422,
    'promo_code_rejected',
    `The promo code cannot be used: ${reason}.`,
    {},
    { violations: [{ propertyPath: 'promoCode', message: reason, code: `promo_code_${reason}` }] },
  );
}

/** Checks the booking's promo code again and counts one use; throws a 422 on `promoCode` when it cannot. */
export async function redeemPromoCode(
  tx: Orm,
  row: BookingRow,
  location: BookingLocation,
  now: Date,
): Promise<void> {
  if (!row.promoCode?.trim()) return;
  const [place] = await tx
    .select({
      currency: locations.currency,
      // What the booking holds decides whether a code for event or hotel only applies.
      event: sql<boolean>`exists (select 1 from booking_days where booking_id = ${row.id})`,
      hotel: sql<boolean>`exists (select 1 from booking_rooms where booking_id = ${row.id})`,
    })
    .from(locations)
    .where(eq(locations.id, location.id));
  const outcome = await resolvePromoCode(tx, row.promoCode, {
    partnerId: location.partnerId,
    locationId: location.id,
    currency: place?.currency ?? 'EUR',
    timeZone: location.timeZone,
    now,
    contains: { event: Boolean(place?.event), hotel: Boolean(place?.hotel) },
  });
  if (outcome.status === 'rejected') throw rejected(outcome.reason);
  if (!(await consumePromoCode(tx, location.partnerId, row.promoCode))) throw rejected('exhausted');
}
