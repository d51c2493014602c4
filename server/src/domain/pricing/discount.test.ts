import { describe, expect, it } from 'vitest';
import { hall, item, LOCATIONS, lines, meetingDay, pricingOf, room } from './pricing.fixtures.ts';
import { priceQuote } from './quote.ts';
import type { QuoteDiscount, QuoteRequest } from './types.ts';

// Amsterdam: a hall at a negotiated 1,000.00 (21%) and one room for one night at 149.00 (9%).
const AMSTERDAM: QuoteRequest = {
  location: LOCATIONS.amsterdam,
  days: [meetingDay({ halls: [hall(100000, { priceOverride: 100000 })] })],
  rooms: [room()],
};

function withDiscount(discount: QuoteDiscount, request: QuoteRequest = AMSTERDAM) {
  return pricingOf(priceQuote({ ...request, discount }));
}

describe('a percentage discount on event and hotel (VAT)', () => {
  const pricing = withDiscount({
    code: 'SPRING10',
    kind: 'percentage',
    basisPoints: 1000,
    appliesTo: 'both',
  });

  it('takes 10% off, split over the lines in proportion, with each line’s tax recomputed', () => {
    expect(lines(pricing)).toEqual([
      // before: hall 100000, tax 100000 × 21/121 = 17355.37 → 17355; room 14900, tax 14900 × 9/109 = 1230.28 → 1230
      ['hall', 1, 100000, '21', 100000, 82645, 17355],
      ['room', 1, 14900, '9', 14900, 13670, 1230],
      // 10% of 114900 = 11490, split 100000 : 14900 → 10000 and 1490.
      // hall after: 90000, tax 90000 × 21/121 = 15619.83 → 15620, so the discount takes 17355 − 15620 = 1735 tax
      ['discount', 1, -10000, '21', -10000, -8265, -1735],
      // room after: 13410, tax 13410 × 9/109 = 1107.25 → 1107, so 1230 − 1107 = 123 tax
      ['discount', 1, -1490, '9', -1490, -1367, -123],
    ]);
    expect(pricing.products.slice(2).map((p) => [p.scope, p.reference, p.description])).toEqual([
      ['event', 'SPRING10', 'pricing.discount'],
      ['hotel', 'SPRING10', 'pricing.discount'],
    ]);
  });

  it('reports subtotals before the discount, the discount once, and the totals after it', () => {
    // Each line's amount is quantity × unit price, tax included (VAT); the discount lines' are negative.
    expect(pricing.products.map((p) => p.amount)).toEqual([100000, 14900, -10000, -1490]);
    // The subtotals are the hall and the room lines above, before the discount.
    expect(pricing.subtotals).toEqual({
      event: { totalIncludingTaxes: 100000, totalExcludingTaxes: 82645, taxAmount: 17355 },
      hotel: { totalIncludingTaxes: 14900, totalExcludingTaxes: 13670, taxAmount: 1230 },
    });
    // 100000 + 14900 = 114900; 114900 − 11490 = 103410, the total below.
    expect(pricing.subtotal).toBe(114900);
    expect(pricing.taxes).toEqual([
      { rate: '9', taxableAmount: 12303, taxAmount: 1107 },
      { rate: '21', taxableAmount: 74380, taxAmount: 15620 },
    ]);
    expect(pricing.totalPriceIncludingTaxes).toBe(103410);
    expect(pricing.discount).toEqual({
      code: 'SPRING10',
      kind: 'percentage',
      appliesTo: 'both',
      amount: 11490,
    });
  });

  it('rounds the percentage half-up once, on the total it applies to', () => {
    const small: QuoteRequest = {
      location: LOCATIONS.amsterdam,
      days: [meetingDay({ items: [item(1005)] })],
      rooms: [],
    };
    const result = withDiscount(
      { code: 'P', kind: 'percentage', basisPoints: 1000, appliesTo: 'event' },
      small,
    );
    // 10% of 10.05 = 1.005 → 1.01 off; 904 × 21/121 = 156.89 → 157 after, 1005 × 21/121 = 174.42 → 174 before
    expect(lines(result)[1]).toEqual(['discount', 1, -101, '21', -101, -84, -17]);
  });
});

describe('a fixed discount', () => {
  it('comes off the part it applies to only', () => {
    const pricing = withDiscount({
      code: 'HOTEL50',
      kind: 'fixed',
      amount: 5000,
      currency: 'EUR',
      appliesTo: 'hotel',
    });
    // room 14900 − 5000 = 9900; tax 9900 × 9/109 = 817.43 → 817, was 1230: the discount takes 413 of tax
    expect(lines(pricing)[2]).toEqual(['discount', 1, -5000, '9', -5000, -4587, -413]);
    expect(pricing.subtotals.event.totalIncludingTaxes).toBe(100000);
    // The hotel subtotal is the room before the discount; the discount is shown once, on its own.
    expect(pricing.subtotals.hotel).toEqual({
      totalIncludingTaxes: 14900,
      totalExcludingTaxes: 13670,
      taxAmount: 1230,
    });
    // 100000 + 14900 − 5000 = 109900
    expect([pricing.subtotal, pricing.discount?.amount]).toEqual([114900, 5000]);
    expect(pricing.totalPriceIncludingTaxes).toBe(109900);
  });

  it('is capped at what it applies to, so the part becomes free and never negative', () => {
    const pricing = withDiscount({
      code: 'BIG',
      kind: 'fixed',
      amount: 50000,
      currency: 'EUR',
      appliesTo: 'hotel',
    });
    // The hotel part (14900) minus the capped discount (14900) is 0.
    expect(pricing.subtotals.hotel.totalIncludingTaxes).toBe(14900);
    expect(pricing.discount?.amount).toBe(14900);
    expect(pricing.totalPriceIncludingTaxes).toBe(100000);
  });

  it('is allocated to the cent: 0.10 over three equal lines is 0.04 + 0.03 + 0.03', () => {
    const threeLines: QuoteRequest = {
      location: LOCATIONS.amsterdam,
      days: [meetingDay({ items: [1, 2, 3].map((n) => item(1000, { item: `/api/items/${n}` })) })],
      rooms: [],
    };
    const pricing = withDiscount(
      { code: 'DIME', kind: 'fixed', amount: 10, currency: 'EUR', appliesTo: 'event' },
      threeLines,
    );
    // before: 1000 × 21/121 = 173.55 → 174 each. After 996, 997, 997: 172.86 → 173, 173.03 → 173, 173.
    expect(lines(pricing)[3]).toEqual(['discount', 1, -10, '21', -10, -7, -3]);
    expect(pricing.totalPriceIncludingTaxes).toBe(2990);
    expect(pricing.totalTaxAmount).toBe(519);
  });

  it('refuses a fixed amount in another currency', () => {
    const result = priceQuote({
      ...AMSTERDAM,
      discount: { code: 'USD10', kind: 'fixed', amount: 1000, currency: 'USD', appliesTo: 'both' },
    });
    expect(result).toMatchObject({
      ok: false,
      problem: { code: 'currency_mismatch', path: 'discount.currency' },
    });
  });
});

describe('a discount under sales tax (New York)', () => {
  it('comes off the price before tax, and the tax is recomputed on what is left', () => {
    const request: QuoteRequest = {
      location: LOCATIONS.newYork,
      days: [
        meetingDay({
          pax: 25,
          halls: [hall(130000, { priceOverride: 130000, taxRateCode: 'sales' })],
          items: [item(650, { priceType: 'per_guest', amount: 2, taxRateCode: 'sales' })],
        }),
      ],
      rooms: [],
    };
    const pricing = withDiscount(
      { code: 'NY10', kind: 'percentage', basisPoints: 1000, appliesTo: 'event' },
      request,
    );
    // 10% of 130000 + 32500 = 16250, split 13000 + 3250.
    // hall: 117000 × 8.875% = 10383.75 → 10384 (was 11538: −1154); coffee: 29250 × 8.875% = 2595.94 → 2596
    // (was 2884.375 → 2884: −288). One discount line: −16250 before tax, −1442 tax.
    expect(lines(pricing)[2]).toEqual(['discount', 1, -16250, '8.875', -17692, -16250, -1442]);
    expect(pricing.totalPriceExcludingTaxes).toBe(146250);
    expect(pricing.totalTaxAmount).toBe(12980);
    expect(pricing.totalPriceIncludingTaxes).toBe(159230);
  });
});

describe('discount edge cases', () => {
  it('adds nothing when the booking has nothing the discount applies to', () => {
    const hotelOnly: QuoteRequest = { location: LOCATIONS.amsterdam, days: [], rooms: [room()] };
    const pricing = withDiscount(
      { code: 'EVENT', kind: 'percentage', basisPoints: 2000, appliesTo: 'event' },
      hotelOnly,
    );
    expect(pricing.products.map((p) => p.kind)).toEqual(['room']);
    expect(pricing.discount).toMatchObject({ code: 'EVENT', amount: 0 });
  });

  it('makes everything free at 100% and refuses more', () => {
    const free = withDiscount({ code: 'FREE', kind: 'percentage', basisPoints: 10_000, appliesTo: 'both' });
    expect([free.totalPriceIncludingTaxes, free.totalPriceExcludingTaxes, free.totalTaxAmount]).toEqual([
      0, 0, 0,
    ]);
    const tooMuch = priceQuote({
      ...AMSTERDAM,
      discount: { code: 'X', kind: 'percentage', basisPoints: 10_001, appliesTo: 'both' },
    });
    expect(tooMuch).toMatchObject({
      ok: false,
      problem: { code: 'invalid_amount', path: 'discount.basisPoints' },
    });
  });

  it('uses the given reference for the discount lines', () => {
    const pricing = withDiscount({
      code: 'SPRING10',
      reference: '/api/promo_codes/4',
      kind: 'percentage',
      basisPoints: 1000,
      appliesTo: 'hotel',
    });
    expect(pricing.products.at(-1)?.reference).toBe('/api/promo_codes/4');
  });
});
