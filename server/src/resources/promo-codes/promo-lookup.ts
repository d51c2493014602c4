import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { promoCodes } from '../../db/schema/index.ts';
import { todayIn } from '../../domain/booking-lifecycle/index.ts';
import {
  checkPromoCode,
  normalizePromoCode,
  type PromoRejection,
  type QuoteDiscount,
} from '../../domain/pricing/index.ts';

/** What happened to the code a visitor entered: applied, or refused with a reason the widget shows. */
export type PromoOutcome =
  | { code: string; status: 'applied'; discount?: QuoteDiscount }
  | { code: string; status: 'rejected'; reason: PromoRejection | 'invalid' };

/** Where and when the code is entered; `now` is turned into the location's date. */
export type PromoWhere = {
  partnerId: number;
  locationId: number;
  currency: string;
  timeZone: string;
  now: Date;
  contains: { event: boolean; hotel: boolean };
};

/** Looks a code up within the location's partner and checks it; an empty code is `invalid`. */
export async function resolvePromoCode(db: Orm, input: string, where: PromoWhere): Promise<PromoOutcome> {
  const code = normalizePromoCode(input);
  if (code === '' || code.length > 64) return { code, status: 'rejected', reason: 'invalid' };
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.partnerId, where.partnerId), eq(promoCodes.code, code)));
  const check = checkPromoCode(row && { ...row, locationIds: row.locationIds }, {
    partnerId: where.partnerId,
    locationId: where.locationId,
    currency: where.currency,
    // Validity dates are the venue's days.
    today: todayIn(where.timeZone, where.now),
    contains: where.contains,
  });
  if (!check.ok) return { code, status: 'rejected', reason: check.reason };
  return { code, status: 'applied', discount: check.discount };
}

/**
 * Counts one use of a code when a booking is made. One statement whose WHERE holds `uses < max_uses`,
 * so two bookings racing for the last use cannot both get it: false means exhausted (or unknown).
 */
export async function consumePromoCode(db: Orm, partnerId: number, input: string): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(promoCodes.partnerId, partnerId),
        eq(promoCodes.code, normalizePromoCode(input)),
        sql`(${promoCodes.maxUses} is null or ${promoCodes.uses} < ${promoCodes.maxUses})`,
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length === 1;
}
