import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { ProblemError } from '../hydra/problem.ts';

// Every rate limit of the server, in one table: sliding windows (two fixed ones, the older weighted),
// counted in the shared `rate_limits` table (one upsert per attempt, whatever the number of buckets), so
// a limit holds across every server process and concurrent attempts are counted, never lost. Each
// action names the buckets it counts in; the caller says which problem a refusal is
// (too_many_bookings, too_many_attempts).

/** A window: at most `limit` attempts in any `seconds` in one bucket. */
export type RateWindow = { limit: number; seconds: number };

/** The named buckets: what is counted, per whom. */
export type RateBucket =
  /** Public booking creations per client address. */
  | 'bookingPerAddress'
  /** Public booking creations per e-mail address (lower case). */
  | 'bookingPerEmail'
  /** Corporate account verifications per client address. */
  | 'corporateVerifyPerAddress'
  /**
   * Corporate account verifications per partner, account e-mail and client address: stops guessing one
   * account's code from one address, while the client itself, elsewhere, is never locked out by it.
   */
  | 'corporateVerifyPerAccountAddress'
  /** Promo code checks (a quote or a booking write naming a code) per client address. */
  | 'promoPerAddress'
  /** Promo code changes per booking. */
  | 'promoPerBooking'
  /** Public price quotes per client address (each prices a whole booking). */
  | 'quotePerAddress'
  /** Visitor sign-in links asked for per client address. */
  | 'signInPerAddress'
  /** Visitor sign-in links asked for per partner and e-mail address: nobody's inbox gets flooded. */
  | 'signInPerEmail'
  /** Sign-in codes redeemed (or guessed) per client address. */
  | 'signInRedeemPerAddress'
  /** Failed desk sign-ins (passwords or links) per client address. */
  | 'deskSignInPerAddress'
  /**
   * Failed desk sign-ins per account e-mail and client address: stops guessing one colleague's password
   * from one address, while the colleague, elsewhere, is never locked out by it.
   */
  | 'deskSignInPerAccountAddress';

/** The window of every bucket (createApp takes it; the booking ones come from the environment). */
export type RateLimits = Record<RateBucket, RateWindow>;

/** Defaults: generous for a venue's visitors, tight for a script. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  bookingPerAddress: { limit: 60, seconds: 600 },
  bookingPerEmail: { limit: 20, seconds: 600 },
  corporateVerifyPerAddress: { limit: 20, seconds: 900 },
  // The client's own typing mistakes, and the widget's check and save (two attempts), fit in ten.
  corporateVerifyPerAccountAddress: { limit: 10, seconds: 900 },
  promoPerAddress: { limit: 30, seconds: 600 },
  promoPerBooking: { limit: 10, seconds: 600 },
  // The basket asks about once a second at most while a visitor types; a script asks far more.
  quotePerAddress: { limit: 600, seconds: 60 },
  // A visitor who mistypes an address asks again; a few links an hour are plenty for one inbox.
  signInPerAddress: { limit: 10, seconds: 900 },
  signInPerEmail: { limit: 5, seconds: 3600 },
  signInRedeemPerAddress: { limit: 20, seconds: 900 },
  deskSignInPerAddress: { limit: 20, seconds: 900 },
  deskSignInPerAccountAddress: { limit: 5, seconds: 900 },
};

// The row key of each bucket in `rate_limits` (kept as they were: windows in flight keep counting).
const PREFIXES: Record<RateBucket, string> = {
  bookingPerAddress: 'booking-ip:',
  bookingPerEmail: 'booking-email:',
  corporateVerifyPerAddress: 'corporate_verify:ip:',
  corporateVerifyPerAccountAddress: 'corporate_verify:account-ip:',
  promoPerAddress: 'promo:ip:',
  promoPerBooking: 'promo:booking:',
  quotePerAddress: 'quote:ip:',
  signInPerAddress: 'sign_in:ip:',
  signInPerEmail: 'sign_in:email:',
  signInRedeemPerAddress: 'sign_in_redeem:ip:',
  deskSignInPerAddress: 'desk_sign_in:ip:',
  deskSignInPerAccountAddress: 'desk_sign_in:account-ip:',
};

/** One attempt to count: the bucket and whose count it is (an address, an e-mail, partner:e-mail). */
export type Attempt = { bucket: RateBucket; key: string };

type Window = { name: string; start: Date; previous: Date; windowMs: number; limit: number; elapsed: number };

function windowsOf(limits: RateLimits, attempts: readonly Attempt[], now: Date): Window[] {
  return attempts.map(({ bucket, key }) => {
    const windowMs = limits[bucket].seconds * 1000;
    const start = Math.floor(now.getTime() / windowMs) * windowMs;
    return {
      name: `${PREFIXES[bucket]}${key}`,
      start: new Date(start),
      previous: new Date(start - windowMs),
      windowMs,
      limit: limits[bucket].limit,
      elapsed: now.getTime() - start,
    };
  });
}

/** The counts of each window and the one before it, by bucket name. */
async function countsOf(
  db: Orm,
  windows: Window[],
): Promise<Map<string, { current: number; previous: number }>> {
  const result = (await db.execute(sql`
    select bucket, window_start, count from rate_limits where (bucket, window_start) in (${sql.join(
      windows.flatMap((w) => [
        sql`(${w.name}, ${w.start.toISOString()}::timestamptz)`,
        sql`(${w.name}, ${w.previous.toISOString()}::timestamptz)`,
      ]),
      sql`, `,
    )})`)) as unknown as { rows: { bucket: string; window_start: string | Date; count: number }[] };
  const counts = new Map(windows.map((w) => [w.name, { current: 0, previous: 0 }]));
  for (const row of result.rows) {
    const w = windows.find((x) => x.name === row.bucket)!;
    const at = new Date(row.window_start).getTime();
    const entry = counts.get(w.name)!;
    if (at === w.start.getTime()) entry.current = Number(row.count);
    else entry.previous = Number(row.count);
  }
  return counts;
}

/**
 * A sliding window over two fixed ones: the previous window's count, weighted by how much of it still
 * lies inside the last `seconds`, plus this window's. At a window's edge the last window still counts
 * in full, so twice the limit never passes in a short burst across it.
 */
function estimate(w: Window, counts: { current: number; previous: number }): number {
  return counts.previous * (1 - w.elapsed / w.windowMs) + counts.current;
}

/** Seconds until one more attempt fits (at least 1): what Retry-After promises. */
function secondsUntilRoom(w: Window, counts: { current: number; previous: number }): number {
  const room = w.limit - 1;
  let waitMs: number;
  if (counts.current > room) {
    // This window alone is full: it ends, then weighs as the previous one until enough of it slid out.
    waitMs = w.windowMs - w.elapsed + Math.max(0, w.windowMs * (1 - room / counts.current));
  } else {
    // previous × (1 − (elapsed + x) / window) + current ≤ limit − 1
    waitMs = w.windowMs * (1 - (room - counts.current) / counts.previous) - w.elapsed;
  }
  return Math.max(1, Math.ceil(waitMs / 1000));
}

async function refuseOver(
  db: Orm,
  windows: Window[],
  extra: number,
  refusal: (retryAfter: number) => ProblemError,
): Promise<void> {
  const counts = await countsOf(db, windows);
  let retryAfter = 0;
  for (const w of windows) {
    const c = counts.get(w.name)!;
    if (estimate(w, c) + extra <= w.limit) continue;
    retryAfter = Math.max(retryAfter, secondsUntilRoom(w, c));
  }
  if (retryAfter > 0) throw refusal(retryAfter);
}

async function increment(db: Orm, windows: Window[]): Promise<void> {
  await db.execute(sql`
    insert into rate_limits (bucket, window_start, count)
    values ${sql.join(
      windows.map((w) => sql`(${w.name}, ${w.start.toISOString()}, 1)`),
      sql`, `,
    )}
    on conflict (bucket, window_start) do update set count = rate_limits.count + 1`);
}

/**
 * Counts one attempt in each bucket; when any is then over its limit (sliding window), throws
 * `refusal(retryAfter)` with the seconds until an attempt fits again (also sent as Retry-After).
 */
export async function countAttempts(
  db: Orm,
  limits: RateLimits,
  attempts: readonly Attempt[],
  now: Date,
  refusal: (retryAfter: number) => ProblemError,
): Promise<void> {
  const windows = windowsOf(limits, attempts, now);
  await increment(db, windows);
  await refuseOver(db, windows, 0, refusal);
}

/** Throws `refusal` when one more attempt would pass a limit; counts nothing (see recordAttempts). */
export async function checkAttempts(
  db: Orm,
  limits: RateLimits,
  attempts: readonly Attempt[],
  now: Date,
  refusal: (retryAfter: number) => ProblemError,
): Promise<void> {
  await refuseOver(db, windowsOf(limits, attempts, now), 1, refusal);
}

/** Counts an attempt that was accepted (a booking made): refused or replayed requests never reach it. */
export async function recordAttempts(
  db: Orm,
  limits: RateLimits,
  attempts: readonly Attempt[],
  now: Date,
): Promise<void> {
  await increment(db, windowsOf(limits, attempts, now));
}

/**
 * One person's e-mail address as a rate limit counts it: lower case, without a `+tag` in the local part
 * (`anna+1@example.com` is anna@example.com).
 */
export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  return `${address.slice(0, at).replace(/\+.*$/, '')}${address.slice(at)}`;
}

/** Deletes windows that ended long ago (the hold sweeper calls it). */
export async function pruneRateLimits(db: Orm, now: Date): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where window_start < ${new Date(now.getTime() - 86_400_000).toISOString()}`,
  );
}

/** The refusal of a sign-in or code attempt over its limit: 429 with Retry-After. */
export function tooManyAttempts(retryAfter: number): ProblemError {
  return new ProblemError('too_many_attempts', `Too many attempts; try again in ${retryAfter} seconds.`, {
    'Retry-After': String(retryAfter),
  });
}
