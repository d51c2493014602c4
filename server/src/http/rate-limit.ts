import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { ProblemError } from '../hydra/problem.ts';

// Public booking creation is limited per client address and per e-mail address, counted in the shared
// `rate_limits` table (one upsert per bucket) so the limit holds across every server process.

/** How many public bookings one address and one e-mail may create per window. */
export type BookingRateLimits = { perIp: number; perEmail: number; windowSeconds: number };

/** Defaults: generous for a venue's visitors, tight for a script. */
export const DEFAULT_BOOKING_RATE_LIMITS: BookingRateLimits = { perIp: 60, perEmail: 20, windowSeconds: 600 };

/** Counts one creation attempt; throws 429 with Retry-After when a bucket is over its limit. */
export async function countBookingAttempt(
  db: Orm,
  limits: BookingRateLimits,
  ip: string,
  email: string,
  now: Date,
): Promise<void> {
  const windowMs = limits.windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const result = (await db.execute(sql`
    insert into rate_limits (bucket, window_start, count)
    values (${`booking-ip:${ip}`}, ${start.toISOString()}, 1), (${`booking-email:${email.toLowerCase()}`}, ${start.toISOString()}, 1)
    on conflict (bucket, window_start) do update set count = rate_limits.count + 1
    returning bucket, count`)) as unknown as { rows: { bucket: string; count: number }[] };
  const over = result.rows.some(
    (row) => Number(row.count) > (row.bucket.startsWith('booking-ip:') ? limits.perIp : limits.perEmail),
  );
  if (!over) return;
  const retryAfter = Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000));
  throw new ProblemError(
    429,
    'too_many_bookings',
    `Too many bookings from this address or for this e-mail; try again in ${retryAfter} seconds.`,
    { 'Retry-After': String(retryAfter) },
  );
}

/** Deletes windows that ended long ago (the sweeper calls it). */
export async function pruneRateLimits(db: Orm, now: Date): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where window_start < ${new Date(now.getTime() - 86_400_000).toISOString()}`,
  );
}
