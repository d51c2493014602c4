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
  | { code: string; status: 'applied'; discount?: QuoteDiscount; locationIds?: number[] }
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
  return resolvePromoCodeAtVenues(db, input, [where]);
}

/**
 * Checks a code at every venue of a booking (the booking's location first, then the other locations
 * whose rooms it holds), each with its own currency, date and contents. The code applies when at least
 * one venue qualifies, and `locationIds` lists those it may discount (see the rule in
 * domain/pricing/venues.ts); when none does, the booking location's reason is the answer.
 */
export async function resolvePromoCodeAtVenues(
  db: Orm,
  input: string,
  venues: readonly PromoWhere[],
): Promise<PromoOutcome> {
  const code = normalizePromoCode(input);
  const first = venues[0];
  if (code === '' || code.length > 64 || !first) return { code, status: 'rejected', reason: 'invalid' };
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.partnerId, first.partnerId), eq(promoCodes.code, code)));
  const checks = venues.map((where) =>
    checkPromoCode(row && { ...row, locationIds: row.locationIds }, {
      partnerId: where.partnerId,
      locationId: where.locationId,
      currency: where.currency,
      // Validity dates are the venue's days.
      today: todayIn(where.timeZone, where.now),
      contains: where.contains,
    }),
  );
  const applied = checks.flatMap((check, i) =>
    check.ok ? [{ discount: check.discount, locationId: venues[i]!.locationId }] : [],
  );
  const [firstApplied] = applied;
  if (!firstApplied) {
    const own = checks[0]!;
    return { code, status: 'rejected', reason: own.ok ? 'invalid' : own.reason };
  }
  return {
    code,
    status: 'applied',
    discount: firstApplied.discount,
    locationIds: applied.map((a) => a.locationId),
  };
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
