import { describe, expect, it } from 'vitest';
import { hall, LOCATIONS, meetingDay, room, roomType } from './pricing.fixtures.ts';
import type { Pricing } from './pricing.types.ts';
import type { QuoteDiscount } from './types.ts';
import { type CurrencyTotals, priceVenues, type VenueQuote, type VenuesResult } from './venues.ts';

// A meeting in Amsterdam (a full-day hall, one double room) with more rooms in Helsinki (EUR, other VAT
// rates) or New York (USD, sales tax on top).

const amsterdam: VenueQuote = {
  location: '/api/locations/1',
  name: 'Amsterdam',
  discountable: true,
  request: {
    location: LOCATIONS.amsterdam,
    days: [meetingDay({ halls: [hall(100000)] })],
    rooms: [room()],
  },
};
const helsinki: VenueQuote = {
  location: '/api/locations/3',
  name: 'Helsinki',
  discountable: true,
  request: { location: LOCATIONS.helsinki, days: [], rooms: [room({ endDate: '2026-05-13' })] },
};
const newYork: VenueQuote = {
  location: '/api/locations/4',
  name: 'New York',
  discountable: true,
  request: {
    location: LOCATIONS.newYork,
    days: [],
    rooms: [room({ roomType: roomType({ pricePerNight: 20000, taxRateCode: 'sales' }) })],
  },
};

function ok(result: VenuesResult) {
  if (!result.ok) throw new Error(`expected prices, got ${JSON.stringify(result.problem)}`);
  return result;
}

const discountOf = (pricing: Pricing) => pricing.discount?.amount ?? 0;

/** What a currency entry must be: the plain sums of its venues' pricings. */
function expectSumsOf(entry: CurrencyTotals, pricings: Pricing[]) {
  const add = (pick: (p: Pricing) => number) => pricings.reduce((total, p) => total + pick(p), 0);
  expect(entry.totalPriceIncludingTaxes).toBe(add((p) => p.totalPriceIncludingTaxes));
  expect(entry.totalPriceExcludingTaxes).toBe(add((p) => p.totalPriceExcludingTaxes));
  expect(entry.totalTaxAmount).toBe(add((p) => p.totalTaxAmount));
  expect(entry.subtotals.event.totalIncludingTaxes).toBe(add((p) => p.subtotals.event.totalIncludingTaxes));
  expect(entry.subtotals.hotel.taxAmount).toBe(add((p) => p.subtotals.hotel.taxAmount));
  expect(entry.subtotal).toBe(add((p) => p.subtotal));
  expect(entry.discountAmount).toBe(add((p) => p.discount?.amount ?? 0));
  expect(entry.taxes.reduce((t, line) => t + line.taxAmount, 0)).toBe(entry.totalTaxAmount);
  expect(entry.taxes.reduce((t, line) => t + line.taxableAmount, 0)).toBe(entry.totalPriceExcludingTaxes);
}

describe('pricing a booking per venue', () => {
  it('prices each venue with its own rates and sums one EUR currency exactly', () => {
    const result = ok(priceVenues([amsterdam, helsinki]));
    const [ams, hel] = result.venues.map((v) => v.pricing);
    expect(result.venues.map((v) => v.location)).toEqual(['/api/locations/1', '/api/locations/3']);
    // Amsterdam: hall 1000.00 at 21% (tax 173.55), room 149.00 at 9% (tax 12.30).
    expect(ams!.taxes).toEqual([
      { rate: '9', taxableAmount: 13670, taxAmount: 1230 },
      { rate: '21', taxableAmount: 82645, taxAmount: 17355 },
    ]);
    // Helsinki: two nights of 149.00 at 14% (tax 36.60).
    expect(hel!.taxes).toEqual([{ rate: '14', taxableAmount: 26140, taxAmount: 3660 }]);
    expect(result.currencies).toHaveLength(1);
    const [eur] = result.currencies;
    expect(eur).toMatchObject({
      currency: 'EUR',
      locations: ['/api/locations/1', '/api/locations/3'],
      totalPriceIncludingTaxes: 144700,
      totalTaxAmount: 22245,
      totalPriceExcludingTaxes: 122455,
      taxes: [
        { pricingTaxScheme: 'VAT', rate: '9', taxableAmount: 13670, taxAmount: 1230 },
        { pricingTaxScheme: 'VAT', rate: '14', taxableAmount: 26140, taxAmount: 3660 },
        { pricingTaxScheme: 'VAT', rate: '21', taxableAmount: 82645, taxAmount: 17355 },
      ],
    });
    expect(eur!.subtotals.hotel.totalIncludingTaxes).toBe(44700);
    expectSumsOf(eur!, [ams!, hel!]);
  });

  it('keeps USD apart from EUR without converting anything', () => {
    const result = ok(priceVenues([amsterdam, newYork]));
    expect(result.currencies.map((c) => c.currency)).toEqual(['EUR', 'USD']);
    const [eur, usd] = result.currencies;
    expectSumsOf(eur!, [result.venues[0]!.pricing]);
    // 200.00 plus 8.875% sales tax = 17.75.
    expect(usd).toMatchObject({
      locations: ['/api/locations/4'],
      totalPriceExcludingTaxes: 20000,
      totalTaxAmount: 1775,
      totalPriceIncludingTaxes: 21775,
      taxes: [{ pricingTaxScheme: 'SALES_TAX', rate: '8.875', taxableAmount: 20000, taxAmount: 1775 }],
    });
  });

  it('adds no currency for a venue without lines', () => {
    const empty = { ...newYork, request: { ...newYork.request, rooms: [] } };
    const result = ok(priceVenues([empty, helsinki]));
    expect(result.venues[0]!.pricing.totalPriceIncludingTaxes).toBe(0);
    expect(result.currencies.map((c) => [c.currency, c.locations])).toEqual([['EUR', ['/api/locations/3']]]);
  });

  it('reports a venue that cannot be priced with its index', () => {
    const broken = { ...helsinki, request: { ...helsinki.request, location: LOCATIONS.newYork } };
    const result = priceVenues([amsterdam, broken]);
    expect(result).toMatchObject({ ok: false, venue: 1, problem: { code: 'unknown_tax_rate' } });
  });
});

describe('discounts across venues', () => {
  const tenPercent: QuoteDiscount = {
    code: 'WELCOME10',
    kind: 'percentage',
    basisPoints: 1000,
    appliesTo: 'both',
  };
  const fixed = (amount: number, currency: string, appliesTo: QuoteDiscount['appliesTo']): QuoteDiscount => ({
    code: 'FIXED',
    kind: 'fixed',
    amount,
    currency,
    appliesTo,
  });

  it('takes a percentage off every venue, in every currency', () => {
    const result = ok(priceVenues([amsterdam, helsinki, newYork], tenPercent));
    // 10% of 1149.00, of 298.00 and of $200.00.
    expect(result.venues.map((v) => discountOf(v.pricing))).toEqual([11490, 2980, 2000]);
    expectSumsOf(result.currencies[0]!, [result.venues[0]!.pricing, result.venues[1]!.pricing]);
  });

  it('leaves a venue the code is not valid at undiscounted', () => {
    const result = ok(priceVenues([amsterdam, { ...helsinki, discountable: false }], tenPercent));
    expect(result.venues.map((v) => discountOf(v.pricing))).toEqual([11490, 0]);
  });

  it('takes a fixed amount off once, split over the venues in its currency by what they charge', () => {
    // €50 off rooms: 149.00 in Amsterdam and 298.00 in Helsinki take one third and two thirds.
    const result = ok(priceVenues([amsterdam, helsinki, newYork], fixed(5000, 'EUR', 'hotel')));
    const taken = result.venues.map((v) => discountOf(v.pricing));
    expect(taken).toEqual([1666, 3334, 0]);
    expect(taken[0]! + taken[1]!).toBe(5000);
    const before = ok(priceVenues([amsterdam, helsinki]));
    expect(result.currencies[0]!.totalPriceIncludingTaxes).toBe(
      before.currencies[0]!.totalPriceIncludingTaxes - 5000,
    );
  });

  it('applies a fixed amount only in its own currency, never converted', () => {
    const result = ok(priceVenues([amsterdam, newYork], fixed(2500, 'USD', 'both')));
    expect(result.venues.map((v) => discountOf(v.pricing))).toEqual([0, 2500]);
    expect(result.currencies[1]!.totalPriceExcludingTaxes).toBe(17500);
  });

  it('caps a fixed amount at what the venues in its currency charge in scope', () => {
    const result = ok(priceVenues([amsterdam, helsinki], fixed(1_000_000, 'EUR', 'hotel')));
    expect(result.venues.map((v) => discountOf(v.pricing))).toEqual([14900, 29800]);
    // Subtotals are before the discount: rooms 14900 + 29800 = 44700, all of it taken off.
    expect(result.currencies[0]!.subtotals.hotel.totalIncludingTaxes).toBe(44700);
    expect(result.currencies[0]!.subtotals.event.totalIncludingTaxes).toBe(100000);
    expect(result.currencies[0]).toMatchObject({ subtotal: 144700, discountAmount: 44700 });
    expect(result.currencies[0]!.totalPriceIncludingTaxes).toBe(100000);
  });

  it('keeps the scope: a meeting-day amount stays with the meeting venue', () => {
    const result = ok(priceVenues([amsterdam, helsinki], fixed(5000, 'EUR', 'event')));
    expect(result.venues.map((v) => discountOf(v.pricing))).toEqual([5000, 0]);
  });
});
