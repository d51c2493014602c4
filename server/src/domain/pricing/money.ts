import {
  add,
  allocate,
  type Dinero,
  type DineroCurrency,
  dinero,
  halfUp,
  multiply,
  subtract,
  toSnapshot,
  transformScale,
} from 'dinero.js/bigint';
import * as currencies from 'dinero.js/bigint/currencies';
import { fail } from './problem.ts';

// The bigint flavour of dinero.js: tax needs amount × scaled rate (e.g. × 8875 for 8.875%), which can pass
// 2^53 on large bookings; bigint keeps every intermediate exact. Numbers appear only at the edges.

/** An amount of money at the currency's minor unit. */
export type Money = Dinero<bigint>;

/** A dinero.js currency (code, base, exponent). */
export type Currency = DineroCurrency<bigint>;

const byCode: ReadonlyMap<string, Currency> = new Map(
  Object.values(currencies).map((currency) => [currency.code, currency]),
);

/** The ISO 4217 currency for a code, or null when dinero.js does not know it. */
export function currencyFor(code: string): Currency | null {
  return byCode.get(code) ?? null;
}

/** Money from an amount of minor units. */
export function money(amount: bigint, currency: Currency): Money {
  return dinero({ amount, currency, scale: currency.exponent });
}

/** The amount in minor units (every Money here stays at the currency's scale). */
export function minor(value: Money): bigint {
  return toSnapshot(value).amount;
}

/** The amount as a JSON number; `amount_too_large` when a number cannot hold it exactly. */
export function toNumber(value: Money): number {
  const amount = minor(value);
  const result = Number(amount);
  if (!Number.isSafeInteger(result)) fail('amount_too_large', `Amount ${amount} is too large to send.`);
  return result;
}

/** Zero in a currency. */
export function zero(currency: Currency): Money {
  return money(0n, currency);
}

/**
 * The sum of amounts in a currency (zero for none). Amounts at the currency's own scale (all of them,
 * here) are added as bigints, one Money made at the end: the largest quote sums thousands of lines, and a
 * dinero.js `add` per line (scale checks, a new object each) was a fifth of its time (issue 20). Anything
 * else goes through dinero.js, which refuses mixed currencies as before.
 */
export function sum(currency: Currency, values: readonly Money[]): Money {
  let total = 0n;
  for (const value of values) {
    const snapshot = toSnapshot(value);
    if (snapshot.currency.code !== currency.code || snapshot.scale !== currency.exponent) {
      return values.reduce((partial, each) => add(partial, each), zero(currency));
    }
    total += snapshot.amount;
  }
  return money(total, currency);
}

/** The sum `a + b`. */
export function plus(a: Money, b: Money): Money {
  return add(a, b);
}

/** The difference `a - b`. */
export function minus(a: Money, b: Money): Money {
  return subtract(a, b);
}

/** A unit price times a whole quantity. */
export function times(unit: Money, quantity: bigint): Money {
  return multiply(unit, quantity);
}

/** The negation of an amount (discount lines). */
export function negate(value: Money): Money {
  return multiply(value, -1n);
}

/** `value × numerator / denominator`, rounded half-up to the minor unit by dinero.js. */
export function fraction(value: Money, numerator: bigint, denominator: bigint): Money {
  const { currency } = toSnapshot(value);
  return money(halfUp(minor(value) * numerator, denominator, value.calculator), currency);
}

/** `value × rate / 10^scale`, rounded half-up to the minor unit (a scaled multiply, then back to scale). */
export function scaledBy(value: Money, rate: bigint, scale: bigint): Money {
  const { currency } = toSnapshot(value);
  return transformScale(multiply(value, { amount: rate, scale }), currency.exponent, halfUp);
}

/**
 * Splits `total` in proportion to `weights` exactly (the parts always sum to `total`), giving leftover
 * minor units to the largest weights first. All-zero weights give all-zero parts.
 */
export function allocateBy(total: Money, weights: readonly bigint[]): Money[] {
  const { currency } = toSnapshot(total);
  if (weights.every((weight) => weight === 0n)) return weights.map(() => zero(currency));
  // Integer ratios keep the parts at the currency's scale (scaled ratios would raise it).
  return allocate(total, weights);
}
