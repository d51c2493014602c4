/**
 * Date-only and time-of-day helpers, shared by the widget and the server. Dates stay `YYYY-MM-DD`
 * strings and times `HH:mm` (conventions). Arithmetic runs on whole day numbers from `Date.UTC`, so
 * nothing shifts a day across time zones or daylight-saving changes the way `new Date('YYYY-MM-DD')`
 * (UTC midnight, read back in local time) does.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a real calendar date, or null (rejects `2026-02-30` and other non-dates). */
export function dayNumber(date: unknown): number | null {
  if (typeof date !== 'string') return null;
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  // Date.UTC rolls impossible dates over (Feb 30 becomes Mar 2): a round trip must give the same day.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return ms / DAY_MS;
}

/** Whether a value is a real calendar date written `YYYY-MM-DD` (2025-02-30 and 2025-13-01 are not). */
export function isIsoDate(value: unknown): value is string {
  return dayNumber(value) !== null;
}

function requireDay(date: string): number {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return day;
}

/** The date `days` after (or before, when negative) a `YYYY-MM-DD` date; throws on a non-date. */
export function addDays(date: string, days: number): string {
  return new Date((requireDay(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); throws on a non-date. */
export function daysBetween(from: string, to: string): number {
  return requireDay(to) - requireDay(from);
}

/** Whether a value is a time of day written `HH:mm`, 00:00 to 23:59. */
export function isTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

/** Minutes since midnight of an `HH:mm` time; `24:00` counts as the end of the day; else null. */
export function minutesOfDay(time: string): number | null {
  if (time === '24:00') return 24 * 60;
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Today as `YYYY-MM-DD` in the visitor's own calendar (the date picker's `min`, "a day in the past"). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
