/** Dates and moments as the staff user's language writes them. Pure. */

/** A `YYYY-MM-DD` day, e.g. "10 Mar 2027" (read as a calendar day, never shifted by a time zone). */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** An ISO moment in the browser's time zone, date and time. */
export function formatMoment(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The day `days` after `today` as `YYYY-MM-DD` (an offer's default validity). */
export function daysAhead(today: Date, days: number): string {
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + days));
  return date.toISOString().slice(0, 10);
}
