import { getConnInfo } from '@hono/node-server/conninfo';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Orm } from '../db/database.ts';
import type { ProblemError } from '../hydra/problem.ts';

// Every rate limit of the server, in one table: fixed windows counted in the shared `rate_limits` table
// (one upsert statement per attempt, whatever the number of buckets), so a limit holds across every
// server process and concurrent attempts are counted, never lost. Each action names the buckets it
// counts in; the caller says which problem a refusal is (too_many_bookings, too_many_attempts).

/** A fixed window: at most `limit` attempts per `seconds` in one bucket. */
export type RateWindow = { limit: number; seconds: number };

/** The named buckets: what is counted, per whom. */
export type RateBucket =
  /** Public booking creations per client address. */
  | 'bookingPerAddress'
  /** Public booking creations per e-mail address (lower case). */
  | 'bookingPerEmail'
  /** Corporate account verifications per client address. */
  | 'corporateVerifyPerAddress'
  /** Corporate account verifications per partner and account e-mail (stops guessing one code). */
  | 'corporateVerifyPerAccount'
  /** Promo code checks (a quote or a booking write naming a code) per client address. */
  | 'promoPerAddress'
  /** Promo code changes per booking. */
  | 'promoPerBooking'
  /** Public price quotes per client address (each prices a whole booking). */
  | 'quotePerAddress';

/** The window of every bucket (createApp takes it; the booking ones come from the environment). */
export type RateLimits = Record<RateBucket, RateWindow>;

/** Defaults: generous for a venue's visitors, tight for a script. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  bookingPerAddress: { limit: 60, seconds: 600 },
  bookingPerEmail: { limit: 20, seconds: 600 },
  corporateVerifyPerAddress: { limit: 20, seconds: 900 },
  corporateVerifyPerAccount: { limit: 5, seconds: 900 },
  promoPerAddress: { limit: 30, seconds: 600 },
  promoPerBooking: { limit: 10, seconds: 600 },
  // The basket asks about once a second at most while a visitor types; a script asks far more.
  quotePerAddress: { limit: 600, seconds: 60 },
};

// The row key of each bucket in `rate_limits` (kept as they were: windows in flight keep counting).
const PREFIXES: Record<RateBucket, string> = {
  bookingPerAddress: 'booking-ip:',
  bookingPerEmail: 'booking-email:',
  corporateVerifyPerAddress: 'corporate_verify:ip:',
  corporateVerifyPerAccount: 'corporate_verify:account:',
  promoPerAddress: 'promo:ip:',
  promoPerBooking: 'promo:booking:',
  quotePerAddress: 'quote:ip:',
};

// Behind a proxy every client shares its address; the per-e-mail and per-account buckets still hold.
/** The client's address as the Node server saw it, or `unknown` (in-process requests: app.request()). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** One attempt to count: the bucket and whose count it is (an address, an e-mail, partner:e-mail). */
export type Attempt = { bucket: RateBucket; key: string };

/**
 * Counts one attempt in each bucket; when any is over its limit, throws `refusal(retryAfter)`, the
 * seconds until the last full bucket's window ends (also sent as Retry-After).
 */
export async function countAttempts(
  db: Orm,
  limits: RateLimits,
  attempts: readonly Attempt[],
  now: Date,
  refusal: (retryAfter: number) => ProblemError,
): Promise<void> {
  const rows = attempts.map(({ bucket, key }) => {
    const windowMs = limits[bucket].seconds * 1000;
    const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    return { name: `${PREFIXES[bucket]}${key}`, start, windowMs, limit: limits[bucket].limit };
  });
  const result = (await db.execute(sql`
    insert into rate_limits (bucket, window_start, count)
    values ${sql.join(
      rows.map((row) => sql`(${row.name}, ${row.start.toISOString()}, 1)`),
      sql`, `,
    )}
    on conflict (bucket, window_start) do update set count = rate_limits.count + 1
    returning bucket, count`)) as unknown as { rows: { bucket: string; count: number }[] };
  let retryAfter = 0;
  for (const counted of result.rows) {
    const row = rows.find((r) => r.name === counted.bucket)!;
    if (Number(counted.count) <= row.limit) continue;
    const left = Math.ceil((row.start.getTime() + row.windowMs - now.getTime()) / 1000);
    retryAfter = Math.max(retryAfter, left, 1);
  }
  if (retryAfter > 0) throw refusal(retryAfter);
}

/** Deletes windows that ended long ago (the hold sweeper calls it). */
export async function pruneRateLimits(db: Orm, now: Date): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where window_start < ${new Date(now.getTime() - 86_400_000).toISOString()}`,
  );
}
