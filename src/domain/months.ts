/**
 * Calendar months written `YYYY-MM`, shared by the desk's occupancy page and its endpoint. Built on the
 * day arithmetic of dates.ts, so no month shifts across time zones.
 */
import { addDays, isIsoDate } from './dates.ts';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether a value is a month written `YYYY-MM` (years 1000 to 9999, as dates allow). */
export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH.test(value) && isIsoDate(`${value}-01`);
}

/** The month `count` months after (or before, when negative) `month`. */
export function shiftMonth(month: string, count: number): string {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a YYYY-MM month: ${JSON.stringify(month)}`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first day of the month and the first day of the next one: the month is `[from, until)`. */
export function monthRange(month: string): { from: string; until: string } {
  return { from: `${month}-01`, until: `${shiftMonth(month, 1)}-01` };
}

/** Every day of the month, `YYYY-MM-DD`, in order. */
export function daysOfMonth(month: string): string[] {
  const { from, until } = monthRange(month);
  const days: string[] = [];
  for (let day = from; day < until; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The month a `YYYY-MM-DD` date falls in. */
export const monthOf = (date: string): string => date.slice(0, 7);
