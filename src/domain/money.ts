/**
 * Money as the visitor reads it (spec §9): integer minor units from the API, shown with the
 * currency's narrow symbol in the visitor's locale (`€ 1.234,50` in nl-NL, `€1,234.50` in en-US).
 */
import { normaliseCurrency } from './payload.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    formatters.set(key, found);
  }
  return found;
}

/** Formats `minor` units of `currency` (a missing or odd currency is EUR, spec §5). */
export function formatMoney(minor: number, currency: string | null | undefined, locale: string): string {
  const code = normaliseCurrency(currency);
  const format = formatterFor(locale, code);
  // The currency's own minor unit: 2 for EUR and USD, 0 for JPY, 3 for KWD.
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** A tax rate as text for the visitor: "21" becomes "21 %" in the locale's way. */
export function formatRate(rate: string, locale: string): string {
  const value = Number(rate);
  if (!Number.isFinite(value)) return rate;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(value / 100);
}
