import { fraction, type Money, minus, plus, scaledBy } from './money.ts';
import type { PricingTaxScheme } from './types.ts';

/** A tax rate as an exact scaled integer: `25.5` is `{ amount: 255n, scale: 1n }`. */
export type TaxRateValue = { text: string; amount: bigint; scale: bigint };

/** A line amount split into its parts; `incl = excl + tax` always holds exactly. */
export type TaxSplit = { excl: Money; tax: Money; incl: Money };

const RATE = /^(\d{1,3})(?:\.(\d{1,6}))?$/;

/**
 * Parses a decimal percent string ("9", "25.5", "8.875") into an exact scaled integer, never a float.
 * Returns null for anything that is not a percentage from 0 to 100 with at most 6 decimals.
 */
export function parseTaxRate(rate: string): TaxRateValue | null {
  const match = RATE.exec(rate.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  // Trailing zeros carry no meaning, and dropping them makes "21.0" and "21" one rate in the breakdown.
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  const amount = BigInt(whole + decimals);
  const scale = BigInt(decimals.length);
  if (amount > 100n * 10n ** scale) return null;
  const text = decimals ? `${BigInt(whole)}.${decimals}` : `${BigInt(whole)}`;
  return { text, amount, scale };
}

/** Orders rates by value (not by text, where "14" would sort before "9"). */
export function compareRates(a: TaxRateValue, b: TaxRateValue): number {
  const scale = a.scale > b.scale ? a.scale : b.scale;
  const left = a.amount * 10n ** (scale - a.scale);
  const right = b.amount * 10n ** (scale - b.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * Splits the amount of one line as the location quotes it. VAT: `price` includes tax and
 * tax = price × rate / (100 + rate); SALES_TAX: `price` excludes tax and tax = price × rate / 100.
 * Either way the tax is rounded half-up to the minor unit, per line.
 */
export function splitTax(price: Money, rate: TaxRateValue, scheme: PricingTaxScheme): TaxSplit {
  const hundred = 100n * 10n ** rate.scale;
  if (scheme === 'VAT') {
    const tax = fraction(price, rate.amount, hundred + rate.amount);
    return { excl: minus(price, tax), tax, incl: price };
  }
  const tax = scaledBy(price, rate.amount, rate.scale + 2n);
  return { excl: price, tax, incl: plus(price, tax) };
}
