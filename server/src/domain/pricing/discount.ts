import type { PricedLine, PricingContext } from './line.ts';
import {
  allocateBy,
  fraction,
  type Money,
  minor,
  minus,
  money,
  negate,
  plus,
  sum,
  toNumber,
  zero,
} from './money.ts';
import type { AppliedDiscount, PricingScope } from './pricing.types.ts';
import { fail, wholeNumber } from './problem.ts';
import { compareRates, splitTax, type TaxRateValue } from './tax.ts';
import type { DiscountScope, QuoteDiscount } from './types.ts';

type Group = { scope: PricingScope; rate: TaxRateValue; off: Money[]; taxDelta: Money[] };

/**
 * Takes a discount off the lines it applies to. The amount (a percentage of those lines, rounded half-up
 * once, or a fixed amount capped at their total so nothing goes below zero) is allocated across them in
 * proportion to their prices with dinero.js `allocate`, so the parts sum to the discount exactly. Each
 * line's tax is then recomputed on its reduced price, and the changes come back as one discount line per
 * scope and tax rate: the sum of all lines' taxes is then exactly the tax of the discounted lines.
 */
export function applyDiscount(
  lines: readonly PricedLine[],
  discount: QuoteDiscount,
  context: PricingContext,
): { lines: PricedLine[]; applied: AppliedDiscount } {
  const eligible = lines.filter((line) => covers(discount.appliesTo, line.scope) && minor(line.price) > 0n);
  const prices = eligible.map((line) => line.price);
  const wanted = discountAmount(discount, sum(context.currency, prices), context);
  const shares = allocateBy(wanted, prices.map(minor));

  const groups = new Map<string, Group>();
  eligible.forEach((line, index) => {
    const share = shares[index] ?? zero(context.currency);
    const after = splitTax(minus(line.price, share), line.rate, context.scheme);
    const key = `${line.scope} ${line.rate.text}`;
    const group = groups.get(key) ?? { scope: line.scope, rate: line.rate, off: [], taxDelta: [] };
    group.off.push(share);
    group.taxDelta.push(minus(after.tax, line.tax));
    groups.set(key, group);
  });

  const reference = discount.reference ?? discount.code;
  const discountLines = [...groups.values()]
    .sort((a, b) => (a.scope === b.scope ? compareRates(a.rate, b.rate) : a.scope === 'event' ? -1 : 1))
    .map((group) => discountLine(group, reference, context))
    .filter((line) => minor(line.price) !== 0n);
  const applied = {
    code: discount.code,
    kind: discount.kind,
    appliesTo: discount.appliesTo,
    amount: toNumber(wanted),
  };
  return { lines: [...lines, ...discountLines], applied };
}

function covers(appliesTo: DiscountScope, scope: PricingScope): boolean {
  return appliesTo === 'both' || appliesTo === scope;
}

function discountAmount(discount: QuoteDiscount, base: Money, context: PricingContext): Money {
  if (discount.kind === 'percentage') {
    const points = wholeNumber(discount.basisPoints, 'discount.basisPoints');
    if (points > 10_000n)
      fail('invalid_amount', 'A percentage discount cannot exceed 100%.', 'discount.basisPoints');
    return fraction(base, points, 10_000n);
  }
  if (discount.currency !== context.currency.code) {
    fail(
      'currency_mismatch',
      `A ${discount.currency} discount cannot apply to ${context.currency.code} prices.`,
      'discount.currency',
    );
  }
  const amount = wholeNumber(discount.amount, 'discount.amount');
  // Capped so a fixed discount larger than what it applies to makes that part free, never negative.
  return money(amount < minor(base) ? amount : minor(base), context.currency);
}

function discountLine(group: Group, reference: string, context: PricingContext): PricedLine {
  const off = negate(sum(context.currency, group.off));
  const tax = sum(context.currency, group.taxDelta);
  // Under VAT the discount is taken off tax-inclusive prices, under SALES_TAX off the prices before tax.
  const split =
    context.scheme === 'VAT'
      ? { incl: off, tax, excl: minus(off, tax) }
      : { excl: off, tax, incl: plus(off, tax) };
  return {
    kind: 'discount',
    scope: group.scope,
    reference,
    description: 'pricing.discount',
    date: null,
    nights: null,
    period: null,
    includedIn: null,
    quantity: 1n,
    unitPrice: off,
    price: off,
    rate: group.rate,
    rateProduct: false,
    ...split,
  };
}
