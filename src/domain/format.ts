/** Money and dates as the visitor reads them, in their locale. Pure (Intl only). */
import { normaliseCurrency } from './payload.ts';

// Intl formatters are costly to build and cheap to use: one per locale and options, kept (a document
// of a hundred price lines would otherwise build hundreds of them).
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

// A currency's minor digits (2 for EUR, 0 for JPY), read once: resolvedOptions() builds a new object
// on every call, and a step of prices asked it hundreds of times per render.
const minorDigits = new Map<string, number>();

/** Minor units as money with the narrow currency symbol (spec §9), e.g. `€ 2.410,00` in nl-NL. */
export function formatMoney(minor: number, currency: string | null | undefined, locale: string): string {
  const code = normaliseCurrency(currency);
  let digits = minorDigits.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits;
    digits ??= 2;
    minorDigits.set(code, digits);
  }
  return kept(
    `money ${locale} ${code}`,
    () =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }),
  ).format(minor / 10 ** digits);
}

/**
 * A `YYYY-MM-DD` day written out, e.g. `Friday 3 March 2027`. Read as a calendar day in UTC on both
 * sides, so no time zone can move it to the day before (the `new Date('YYYY-MM-DD')` trap).
 */
export function formatDay(day: string, locale: string, style: 'long' | 'short' = 'long'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return kept(
    `day ${locale} ${style}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        ...(style === 'long'
          ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
          : { day: 'numeric', month: 'short', year: 'numeric' }),
      }),
  ).format(date);
}

/** A tax rate as text, e.g. `21 %` or `8.875 %` in the visitor's locale. */
export function formatRate(rate: string, locale: string): string {
  const value = Number(rate);
  if (!Number.isFinite(value)) return rate;
  return kept(
    `rate ${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }),
  ).format(value / 100);
}
