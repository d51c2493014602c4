// Dates stay `YYYY-MM-DD` strings and times `HH:mm` (conventions); these helpers only count with them.

import { dayNumber, isIsoDate } from '../../../../src/domain/dates.ts';

const TIME = /^(\d{2}):(\d{2})$/;

/** Whether a string is a real `YYYY-MM-DD` date. */
export const isDate: (value: unknown) => value is string = isIsoDate;

export { dayNumber };

/** Nights from arrival to departure, or null when either is not a date. */
export function nightsBetween(startDate: string, endDate: string): number | null {
  const start = dayNumber(startDate);
  const end = dayNumber(endDate);
  return start === null || end === null ? null : end - start;
}

/** Minutes since midnight for `HH:mm`; `24:00` only when `endOfDay` (a window that runs to midnight). */
export function minutesOf(time: string, endOfDay = false): number | null {
  const match = TIME.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (endOfDay && hours === 24 && minutes === 0) return 24 * 60;
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** Whether `date` lies within the inclusive range; an open end does not limit. */
export function withinDates(date: string, from?: string | null, until?: string | null): boolean {
  // `YYYY-MM-DD` strings order like the dates they name.
  return (from == null || from <= date) && (until == null || date <= until);
}
