import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { QuoteAnswer } from '../../../../src/contracts/pricing.schema.ts';
import { JSON_TYPES, readJsonObject } from '../../api/body.ts';
import { type ApiEnv, readContext } from '../../api/context.ts';
import type { Caller } from '../../api/resource.ts';
import { unprocessable } from '../../api/violations.ts';
import type { Clock } from '../../clock.ts';
import type { Orm } from '../../db/database.ts';
import { locations } from '../../db/schema/index.ts';
import { clientAddress } from '../../http/client-address.ts';
import { countAttempts, type RateLimits } from '../../http/rate-limit.ts';
import { jsonLd } from '../../hydra/context.ts';
import { ProblemError } from '../../hydra/problem.ts';
import { reasonFor, verifyCorporateAccount } from '../corporate-accounts/corporate-verify.ts';
import { type PricedBooking, priceBooking } from './price-booking.ts';
import { parseQuote } from './quote-shape.ts';

// Reasons that would tell a stranger whether a code exists: the public hears "invalid" for all of them.
const REVEALING = new Set(['unknown', 'not_yet_valid', 'expired', 'exhausted', 'wrong_location']);

/** The promo code's fate as `staff` (every reason) or anyone else (one reason for unknown and spent codes) hears it. */
export function promoOutcomeFor(
  outcome: PricedBooking['promoCode'],
  staff: boolean,
): PricedBooking['promoCode'] {
  if (staff || outcome?.status !== 'rejected' || !REVEALING.has(outcome.reason)) return outcome;
  return { ...outcome, reason: 'invalid' };
}

/** Counts one promo code check of a public caller; over the limit it is a 429 with Retry-After. */
export async function countPromoCheck(
  db: Orm,
  limits: RateLimits,
  attempts: { bucket: 'promoPerAddress' | 'promoPerBooking'; key: string }[],
  now: Date,
): Promise<void> {
  await countAttempts(
    db,
    limits,
    attempts,
    now,
    (retryAfter) =>
      new ProblemError(
        'too_many_attempts',
        `Too many promo code checks; try again in ${retryAfter} seconds.`,
        {
          'Retry-After': String(retryAfter),
        },
      ),
  );
}

/** The JSON-LD answer of a quote or a billing: the Pricing of spec §3, the promo code's fate, venues and currencies. */
export function pricingBody(
  id: string,
  type: string,
  priced: PricedBooking,
  staff = false,
): Omit<QuoteAnswer, 'corporateAccount'> {
  // Typed by the contract (src/contracts/pricing.schema.ts): a field it does not describe fails to compile.
  return {
    '@id': id,
    '@type': type,
    ...priced.pricing,
    promoCode: promoOutcomeFor(priced.promoCode, staff),
    venues: priced.venues,
    currencies: priced.currencies,
  };
}

/** The location's partner when the caller may use it (public: available ones; staff: their own), else null. */
export async function locationVisible(db: Orm, id: number, caller: Caller): Promise<number | null> {
  const [row] = await db
    .select({ partnerId: locations.partnerId })
    .from(locations)
    .where(
      and(
        eq(locations.id, id),
        caller.kind === 'staff' ? eq(locations.partnerId, caller.partnerId) : eq(locations.available, true),
      ),
    );
  return row?.partnerId ?? null;
}

/** `POST /api/booking_quotes`: prices an unsaved booking payload, so the basket works before the e-mail. */
export function bookingQuotesRoutes(db: Orm, clock: Clock, limits: RateLimits): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/', async (c) => {
    const parsed = parseQuote(await readJsonObject(c, JSON_TYPES));
    if (!parsed.ok) throw unprocessable(parsed.violations);
    const { lines } = parsed;
    const { caller } = readContext(c);
    const partnerId = await locationVisible(db, lines.locationId, caller);
    if (partnerId === null) {
      throw unprocessable([
        {
          propertyPath: 'location',
          message: `Location ${lines.locationId} does not exist.`,
          code: 'not_found',
        },
      ]);
    }
    if (caller.kind !== 'staff') {
      // Every quote prices a whole booking: a script sending them back to back would slow everyone.
      const address = clientAddress(c);
      await countAttempts(
        db,
        limits,
        [{ bucket: 'quotePerAddress', key: address }],
        clock.now(),
        (retryAfter) =>
          new ProblemError(
            'too_many_attempts',
            `Too many price quotes; try again in ${retryAfter} seconds.`,
            {
              'Retry-After': String(retryAfter),
            },
          ),
      );
      // Guessing codes costs a quote each: counted per client address.
      if (lines.promoCode) {
        await countPromoCheck(db, limits, [{ bucket: 'promoPerAddress', key: address }], clock.now());
      }
    }
    const credentials = parsed.corporateAccount;
    const corporate = credentials
      ? await verifyCorporateAccount(db, limits, partnerId, credentials, clientAddress(c), clock.now())
      : null;
    // An applied promo code wins over the negotiated discount: the engine takes one discount.
    // Rooms at another venue: any available location of the partner (staff may quote any of theirs).
    const priced = await priceBooking(db, lines, {
      now: clock.now(),
      discount: corporate?.discount ?? null,
      requireAvailable: caller.kind !== 'staff',
    });
    // A quote is not stored: it has no IRI of its own, so it names the collection it was posted to.
    return jsonLd({
      ...pricingBody('/api/booking_quotes', 'BookingQuote', priced, caller.kind === 'staff'),
      corporateAccount: corporate && {
        verified: corporate.verified,
        reason: reasonFor(corporate.reason, caller.kind === 'staff'),
      },
    } satisfies QuoteAnswer);
  });
  return app;
}
