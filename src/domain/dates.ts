/**
 * Date-only and time-of-day helpers. Dates stay `YYYY-MM-DD` strings and times `HH:mm` (conventions);
 * dayjs parses date-only strings as local midnight, so nothing shifts a day across time zones the
 * way `new Date('YYYY-MM-DD')` (UTC midnight) does.
 */
import dayjs from 'dayjs';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The `YYYY-MM-DD` format of every date the domain produces. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Whether a value is a real calendar date written `YYYY-MM-DD` (2025-02-30 and 2025-13-01 are not). */
export function isIsoDate(value: unknown): value is string {
  // dayjs rolls impossible dates over (Feb 30 becomes Mar 2), so a round trip must give the same text.
  return typeof value === 'string' && DATE.test(value) && dayjs(value).format(DATE_FORMAT) === value;
}

/** The date `days` after (or before, when negative) a `YYYY-MM-DD` date; calendar days, DST-proof. */
export function addDays(date: string, days: number): string {
  return dayjs(date).add(days, 'day').format(DATE_FORMAT);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayjs(to).diff(dayjs(from), 'day');
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
