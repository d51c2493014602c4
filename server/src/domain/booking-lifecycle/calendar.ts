// Date-only values stay `YYYY-MM-DD` strings (design.md): never `new Date('YYYY-MM-DD')`, which is
// UTC midnight and lands on the previous day west of Greenwich. "Today" is always a location's today.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

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

/** Days since 1970-01-01 for a real calendar date, or null (rejects `2026-02-30` and other non-dates). */
export function dayNumber(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC on integers is exact and free of the local-time-zone trap.
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return ms / DAY_MS;
}

/** Whether a string is a real `YYYY-MM-DD` date. */
export function isDate(date: string): boolean {
  return dayNumber(date) !== null;
}

function requireDay(date: string): number {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return day;
}

/** The calendar date at `now` in an IANA time zone, as `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now: Date): string {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier); throws on a non-date. */
export function daysBetween(from: string, to: string): number {
  return requireDay(to) - requireDay(from);
}

/** The date `days` after `date` (before, when negative); throws on a non-date. */
export function addDays(date: string, days: number): string {
  return new Date((requireDay(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whether the inclusive last day `lastDay` is over at `now` in `timeZone`. */
export function dayIsOver(lastDay: string, timeZone: string, now: Date): boolean {
  return daysBetween(lastDay, todayIn(timeZone, now)) > 0;
}
