import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesOf } from './dates.ts';
import {
  cheapestHallCharges,
  DEFAULT_PERIOD_WINDOWS,
  type Interval,
  type PeriodPrice,
} from './hall-periods.ts';
import { discountedRequest, request } from './pricing.arbitraries.ts';
import { pricingOf } from './pricing.fixtures.ts';
import type { Pricing, PricingProduct, PricingTotals } from './pricing.types.ts';
import { priceQuote } from './quote.ts';
import type { BlockPeriod, PricingTaxScheme } from './types.ts';

const total = (values: number[]) => values.reduce((a, b) => a + b, 0);

// An independent oracle for one line's tax, in plain bigint arithmetic (not dinero.js): half-up division
// of non-negative integers is floor((2n + d) / 2d).
function expectedTax(price: number, rate: string, scheme: PricingTaxScheme): number {
  const [whole = '0', decimals = ''] = rate.split('.');
  const scaled = BigInt(whole + decimals);
  const hundred = 100n * 10n ** BigInt(decimals.length);
  const denominator = scheme === 'VAT' ? hundred + scaled : hundred;
  return Number((2n * BigInt(price) * scaled + denominator) / (2n * denominator));
}

// The amount a line or total has as the location quotes prices (gross under VAT, net under sales tax).
function quoted(
  scheme: PricingTaxScheme,
  totals: { totalIncludingTaxes: number; totalExcludingTaxes: number },
) {
  return scheme === 'VAT' ? totals.totalIncludingTaxes : totals.totalExcludingTaxes;
}

function sumTotals(products: PricingProduct[]): PricingTotals {
  return {
    totalIncludingTaxes: total(products.map((p) => p.totalIncludingTaxes)),
    totalExcludingTaxes: total(products.map((p) => p.totalExcludingTaxes)),
    taxAmount: total(products.map((p) => p.taxAmount)),
  };
}

function checkSums(pricing: Pricing): void {
  const { event, hotel } = pricing.subtotals;
  const charged = pricing.products.filter((p) => p.kind !== 'discount');
  const off = sumTotals(pricing.products.filter((p) => p.kind === 'discount'));
  // Non-discount lines add up to their subtotal; subtotals plus the discount lines to the totals.
  expect(sumTotals(charged.filter((p) => p.scope === 'event'))).toEqual(event);
  expect(sumTotals(charged.filter((p) => p.scope === 'hotel'))).toEqual(hotel);
  expect(event.totalIncludingTaxes + hotel.totalIncludingTaxes + off.totalIncludingTaxes).toBe(
    pricing.totalPriceIncludingTaxes,
  );
  expect(event.totalExcludingTaxes + hotel.totalExcludingTaxes + off.totalExcludingTaxes).toBe(
    pricing.totalPriceExcludingTaxes,
  );
  expect(event.taxAmount + hotel.taxAmount + off.taxAmount).toBe(pricing.totalTaxAmount);
  // subtotal − discount = the total as the location quotes it (with tax under VAT, before it otherwise).
  expect(pricing.subtotal).toBe(total(charged.map((p) => p.amount)));
  expect(pricing.subtotal - (pricing.discount?.amount ?? 0)).toBe(
    quoted(pricing.pricingTaxScheme, {
      totalIncludingTaxes: pricing.totalPriceIncludingTaxes,
      totalExcludingTaxes: pricing.totalPriceExcludingTaxes,
    }),
  );
  // The tax breakdown adds up exactly to the totals.
  expect(total(pricing.taxes.map((t) => t.taxableAmount))).toBe(pricing.totalPriceExcludingTaxes);
  expect(total(pricing.taxes.map((t) => t.taxAmount))).toBe(pricing.totalTaxAmount);
  expect(pricing.totalPriceIncludingTaxes - pricing.totalPriceExcludingTaxes).toBe(pricing.totalTaxAmount);
  for (const p of pricing.products) {
    expect(p.totalExcludingTaxes + p.taxAmount).toBe(p.totalIncludingTaxes);
    expect(p.amount).toBe(p.quantity * p.unitPrice);
    for (const amount of [
      p.quantity,
      p.unitPrice,
      p.totalIncludingTaxes,
      p.totalExcludingTaxes,
      p.taxAmount,
    ]) {
      expect(Number.isSafeInteger(amount)).toBe(true);
    }
  }
}

function checkNeverNegative(pricing: Pricing): void {
  for (const totals of [pricing.subtotals.event, pricing.subtotals.hotel]) {
    expect(totals.taxAmount).toBeGreaterThanOrEqual(0);
    expect(totals.totalExcludingTaxes).toBeGreaterThanOrEqual(0);
    expect(totals.totalExcludingTaxes).toBeLessThanOrEqual(totals.totalIncludingTaxes);
  }
  expect(pricing.totalPriceExcludingTaxes).toBeLessThanOrEqual(pricing.totalPriceIncludingTaxes);
}

describe('pricing properties', () => {
  it('breakdown, subtotals and totals always add up exactly, and excluding tax ≤ including tax', () => {
    fc.assert(
      fc.property(request, (req) => {
        const pricing = pricingOf(priceQuote(req));
        checkSums(pricing);
        checkNeverNegative(pricing);
        for (const p of pricing.products) {
          expect(p.totalExcludingTaxes).toBeGreaterThanOrEqual(0);
          expect(p.totalExcludingTaxes).toBeLessThanOrEqual(p.totalIncludingTaxes);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('taxes every line at its rate, rounded half-up per line', () => {
    fc.assert(
      fc.property(request, (req) => {
        const pricing = pricingOf(priceQuote(req));
        for (const p of pricing.products) {
          const price = quoted(pricing.pricingTaxScheme, p);
          expect(price).toBe(p.unitPrice * p.quantity);
          expect(p.taxAmount).toBe(expectedTax(price, p.taxRate, pricing.pricingTaxScheme));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a discount never goes below zero, never loses or invents a minor unit, and keeps every sum exact', () => {
    fc.assert(
      fc.property(discountedRequest, (req) => {
        const pricing = pricingOf(priceQuote(req));
        const undiscounted = pricingOf(priceQuote({ ...req, discount: null }));
        const scheme = pricing.pricingTaxScheme;
        checkSums(pricing);
        checkNeverNegative(pricing);

        const discountLines = pricing.products.filter((p) => p.kind === 'discount');
        const taken = 0 - total(discountLines.map((p) => quoted(scheme, p)));
        expect(taken).toBe(pricing.discount?.amount);
        // What the discount took is exactly the difference in the quoted total, to the minor unit.
        expect(
          quoted(scheme, {
            totalIncludingTaxes: pricing.totalPriceIncludingTaxes,
            totalExcludingTaxes: pricing.totalPriceExcludingTaxes,
          }),
        ).toBe(
          quoted(scheme, {
            totalIncludingTaxes: undiscounted.totalPriceIncludingTaxes,
            totalExcludingTaxes: undiscounted.totalPriceExcludingTaxes,
          }) - taken,
        );
        // Never more than what it applies to.
        const scopes = req.discount?.appliesTo === 'both' ? ['event', 'hotel'] : [req.discount?.appliesTo];
        const eligible = total(
          undiscounted.products.filter((p) => scopes.includes(p.scope)).map((p) => quoted(scheme, p)),
        );
        expect(taken).toBeLessThanOrEqual(eligible);
        if (req.discount?.kind === 'fixed') expect(taken).toBe(Math.min(req.discount.amount, eligible));
        // The undiscounted part is untouched.
        for (const scope of ['event', 'hotel'] as const) {
          if (!scopes.includes(scope))
            expect(pricing.subtotals[scope]).toEqual(undiscounted.subtotals[scope]);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('hall period properties', () => {
  const windows = Object.fromEntries(
    Object.entries(DEFAULT_PERIOD_WINDOWS).map(([p, w]) => [
      p,
      { start: minutesOf(w.startTime) ?? 0, end: minutesOf(w.endTime, true) ?? 0 },
    ]),
  ) as Record<BlockPeriod, Interval>;
  const periodPrices = fc
    .tuple(
      fc.integer({ min: 0, max: 100_000 }),
      ...Array.from({ length: 4 }, () => fc.option(fc.integer({ min: 0, max: 200_000 }))),
    )
    .map(([hour, ...blocks]): PeriodPrice[] => [
      { period: 'hour', price: BigInt(hour) },
      ...(['morning', 'afternoon', 'evening', 'full_day'] as const).flatMap((period, i) => {
        const value = blocks[i];
        return value == null ? [] : [{ period, price: BigInt(value) }];
      }),
    ]);
  const booked = fc
    .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 1440 }))
    .map(([start, length]) => ({ start, end: Math.min(start + length, 1440) }));

  it('never costs more than paying by the hour, and covers every booked minute', () => {
    fc.assert(
      fc.property(periodPrices, booked, (prices, span) => {
        const charges = cheapestHallCharges(prices, '2026-05-12', span, windows);
        expect(charges).not.toBeNull();
        const cost = (charges ?? []).reduce((sum, c) => sum + c.unitPrice * c.quantity, 0n);
        const hourly = prices[0]?.price ?? 0n;
        expect(cost <= hourly * BigInt(Math.ceil((span.end - span.start) / 60))).toBe(true);
        const covered = new Set<number>();
        for (const c of charges ?? []) {
          if (c.period === 'hour') continue;
          const w = windows[c.period];
          for (let m = Math.max(w.start, span.start); m < Math.min(w.end, span.end); m++) covered.add(m);
        }
        const hours = (charges ?? []).find((c) => c.period === 'hour')?.quantity ?? 0n;
        expect(covered.size + Number(hours) * 60).toBeGreaterThanOrEqual(span.end - span.start);
      }),
      { numRuns: 500 },
    );
  });
});
