import type { PricedLine } from './line.ts';
import { type Currency, type Money, minor, sum, toNumber } from './money.ts';
import type { PricingProduct, PricingTaxLine, PricingTotals } from './pricing.types.ts';
import { fail } from './problem.ts';
import { compareRates, type TaxRateValue } from './tax.ts';

/** The JSON form of a priced line. */
export function toProduct(line: PricedLine): PricingProduct {
  return {
    kind: line.kind,
    scope: line.scope,
    reference: line.reference,
    description: line.description,
    date: line.date,
    nights: line.nights,
    period: line.period,
    includedIn: line.includedIn,
    quantity: quantityOf(line),
    unitPrice: toNumber(line.unitPrice),
    amount: toNumber(line.price),
    taxRate: line.rate.text,
    totalExcludingTaxes: toNumber(line.excl),
    totalIncludingTaxes: toNumber(line.incl),
    taxAmount: toNumber(line.tax),
    rateProduct: line.rateProduct,
  };
}

function quantityOf(line: PricedLine): number {
  const quantity = Number(line.quantity);
  if (!Number.isSafeInteger(quantity))
    fail('amount_too_large', `Quantity ${line.quantity} is too large to send.`);
  return quantity;
}

/** Totals of lines, each summed from the lines themselves so subtotals and totals can never disagree. */
export function totalsOf(currency: Currency, lines: readonly PricedLine[]): PricingTotals {
  const amounts = (part: 'incl' | 'excl' | 'tax') => lines.map((line) => line[part]);
  const total = (part: 'incl' | 'excl' | 'tax') => toNumber(sum(currency, amounts(part)));
  return { totalIncludingTaxes: total('incl'), totalExcludingTaxes: total('excl'), taxAmount: total('tax') };
}

/**
 * Tax per rate: the sums of the lines' own (already rounded) taxes and bases, never a tax recomputed on a
 * rate's total, so the breakdown adds up to the total to the minor unit. Rates whose lines are all zero
 * (only included items, say) are left out. Ordered by rate.
 */
export function taxBreakdown(lines: readonly PricedLine[], currency: Currency): PricingTaxLine[] {
  const byRate = new Map<string, { rate: TaxRateValue; base: Money[]; tax: Money[] }>();
  for (const line of lines) {
    const entry = byRate.get(line.rate.text) ?? { rate: line.rate, base: [], tax: [] };
    entry.base.push(line.excl);
    entry.tax.push(line.tax);
    byRate.set(line.rate.text, entry);
  }
  return [...byRate.values()]
    .sort((a, b) => compareRates(a.rate, b.rate))
    .map(({ rate, base, tax }) => ({ rate, base: sum(currency, base), tax: sum(currency, tax) }))
    .filter(({ base, tax }) => minor(base) !== 0n || minor(tax) !== 0n)
    .map(({ rate, base, tax }) => ({
      rate: rate.text,
      taxableAmount: toNumber(base),
      taxAmount: toNumber(tax),
    }));
}
