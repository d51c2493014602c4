import type { Pricing, QuoteResult } from './pricing.types.ts';
import type {
  QuoteDay,
  QuoteHall,
  QuoteItem,
  QuoteLocation,
  QuotePackageDeal,
  QuoteRoom,
  QuoteRoomType,
} from './types.ts';

// Builders for the pricing tests: each returns a complete input with plain defaults the test overrides.

/** The four seeded Harbour locations' currencies, schemes, rates and tourist tax settings. */
export const LOCATIONS = {
  amsterdam: {
    currency: 'EUR',
    pricingTaxScheme: 'VAT',
    taxRates: [
      { code: 'reduced', rate: '9' },
      { code: 'standard', rate: '21' },
    ],
    touristTaxApplies: true,
  },
  berlin: {
    currency: 'EUR',
    pricingTaxScheme: 'VAT',
    taxRates: [
      { code: 'reduced', rate: '7' },
      { code: 'standard', rate: '19' },
    ],
    touristTaxApplies: true,
  },
  helsinki: {
    currency: 'EUR',
    pricingTaxScheme: 'VAT',
    taxRates: [
      { code: 'reduced', rate: '14' },
      { code: 'standard', rate: '25.5' },
    ],
  },
  newYork: { currency: 'USD', pricingTaxScheme: 'SALES_TAX', taxRates: [{ code: 'sales', rate: '8.875' }] },
} satisfies Record<string, QuoteLocation>;

/** A meeting day 09:00–17:00 for 10 on 2026-05-12 with nothing booked yet. */
export function meetingDay(overrides: Partial<QuoteDay> = {}): QuoteDay {
  return {
    date: '2026-05-12',
    startTime: '09:00',
    endTime: '17:00',
    pax: 10,
    halls: [],
    items: [],
    packageDeals: [],
    ...overrides,
  };
}

/** A hall with the seeded price shape: hour 18%, morning and afternoon 60%, evening 70% of a full day. */
export function hall(fullDay: number, overrides: Partial<QuoteHall> = {}): QuoteHall {
  const part = (share: number) => (fullDay * share) / 100;
  return {
    hall: '/api/halls/1',
    taxRateCode: 'standard',
    periodPricings: [
      { period: 'hour', price: part(18) },
      { period: 'morning', price: part(60) },
      { period: 'afternoon', price: part(60) },
      { period: 'evening', price: part(70) },
      { period: 'full_day', price: fullDay },
    ],
    ...overrides,
  };
}

/** An item; `per_unit` unless said otherwise. */
export function item(price: number, overrides: Partial<QuoteItem> = {}): QuoteItem {
  return {
    item: '/api/items/1',
    category: 'other',
    priceType: 'per_unit',
    price,
    taxRateCode: 'standard',
    amount: 1,
    ...overrides,
  };
}

/** A package deal that includes nothing unless said otherwise. */
export function packageDeal(
  pricePerPerson: number,
  overrides: Partial<QuotePackageDeal> = {},
): QuotePackageDeal {
  return {
    packageDeal: '/api/package_deals/1',
    pricePerPerson,
    taxRateCode: 'standard',
    includingHallRental: false,
    includedHalls: [],
    includedItems: [],
    ...overrides,
  };
}

/** A room type; all three parts at the reduced rate unless said otherwise. */
export function roomType(overrides: Partial<QuoteRoomType> = {}): QuoteRoomType {
  return {
    roomType: '/api/location_room_types/1',
    pricePerNight: 14900,
    breakfastPricePerPerson: 2250,
    lateCheckoutPrice: 3500,
    taxRateCode: 'reduced',
    breakfastTaxRateCode: 'reduced',
    lateCheckoutTaxRateCode: 'reduced',
    ...overrides,
  };
}

/** One double room for one night without breakfast. */
export function room(overrides: Partial<QuoteRoom> = {}): QuoteRoom {
  return {
    startDate: '2026-05-11',
    endDate: '2026-05-12',
    amount: 1,
    paxRoom: 2,
    roomType: roomType(),
    breakfast: false,
    ...overrides,
  };
}

/** The pricing of a result the test expects to succeed (fails the test with the problem otherwise). */
export function pricingOf(result: QuoteResult): Pricing {
  if (!result.ok) throw new Error(`expected a pricing, got ${JSON.stringify(result.problem)}`);
  return result.pricing;
}

/** The lines of a pricing as compact tuples: [kind, quantity, unitPrice, taxRate, incl, excl, tax]. */
export function lines(pricing: Pricing): [string, number, number, string, number, number, number][] {
  return pricing.products.map((p) => [
    p.kind,
    p.quantity,
    p.unitPrice,
    p.taxRate,
    p.totalIncludingTaxes,
    p.totalExcludingTaxes,
    p.taxAmount,
  ]);
}
