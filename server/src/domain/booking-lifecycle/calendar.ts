// Date-only values stay `YYYY-MM-DD` strings (design.md): never `new Date('YYYY-MM-DD')`, which is
// UTC midnight and lands on the previous day west of Greenwich. "Today" is always a location's today.
// The day arithmetic itself is shared with the widget (src/domain/dates.ts).
import { addDays, dayNumber, daysBetween, isIsoDate } from '../../../../src/domain/dates.ts';

/** Whether a string is a real `YYYY-MM-DD` date. */
export const isDate: (value: unknown) => value is string = isIsoDate;

export { addDays, dayNumber, daysBetween };

// Building an Intl formatter costs far more than using one; availableTransitions runs on every GET.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws RangeError for an unknown zone: a location with a bad zone is a data error, not a blocker.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date at `now` in an IANA time zone, as `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now: Date): string {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether the inclusive last day `lastDay` is over at `now` in `timeZone`. */
export function dayIsOver(lastDay: string, timeZone: string, now: Date): boolean {
  return daysBetween(lastDay, todayIn(timeZone, now)) > 0;
}
