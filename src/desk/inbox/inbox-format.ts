/** How inbox lines write days, periods and moments in the desk's locale. Pure (Intl only). */
import { formatDay } from '../../domain/format.ts';

const ranges = new Map<string, Intl.DateTimeFormat>();

/** `3 Jun 2030`, or a span the locale's way without repeating what both ends share (`3–5 Jun 2030`). */
export function formatSpan(first: string | undefined, last: string | undefined, locale: string): string {
  if (!first) return '';
  if (!last || last === first) return formatDay(first, locale, 'short');
  let format = ranges.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    ranges.set(locale, format);
  }
  // Noon UTC: a calendar day no time zone moves (see formatDay).
  return format.formatRange(new Date(`${first}T12:00:00Z`), new Date(`${last}T12:00:00Z`));
}

/** The meeting days as one span, first to last. */
export const formatDays = (days: readonly string[], locale: string) =>
  formatSpan(days[0], days[days.length - 1], locale);

/** The stays as one span, the first arrival to the last departure. */
export function formatStays(
  stays: readonly { startDate: string; endDate: string }[],
  locale: string,
): string {
  if (stays.length === 0) return '';
  const arrival = stays.map((s) => s.startDate).sort()[0];
  const departure = stays
    .map((s) => s.endDate)
    .sort()
    .at(-1);
  return formatSpan(arrival, departure, locale);
}

const moments = new Map<string, Intl.DateTimeFormat>();

/** An instant (ISO) as a short date and time, e.g. `14 Mar 2030, 10:30`. */
export function formatMoment(iso: string, locale: string): string {
  let format = moments.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    moments.set(locale, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
