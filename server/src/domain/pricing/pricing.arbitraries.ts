import fc from 'fast-check';
import type {
  QuoteDay,
  QuoteDiscount,
  QuoteHall,
  QuoteItem,
  QuoteLocation,
  QuotePackageDeal,
  QuoteRequest,
  QuoteRoom,
  TaxRateCode,
} from './types.ts';

// fast-check generators of whole quote requests for the property tests: any currency precision, either
// scheme, odd rates, packages that include some of what is booked, and discounts of every kind.

const CODES: readonly TaxRateCode[] = ['reduced', 'standard', 'sales'];
const HALLS = ['/api/halls/1', '/api/halls/2', '/api/halls/3'];
const ITEMS = ['/api/items/1', '/api/items/2', '/api/items/3', '/api/items/4'];

// Mostly everyday prices, sometimes tiny (rounding) or huge (large events), in minor units.
const price = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 50_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 50_000_000 }) },
);

/** A tax rate string such as "0", "9", "25.5" or "8.875". */
export const rateText = fc
  .tuple(fc.integer({ min: 0, max: 30 }), fc.constantFrom('', '5', '25', '875', '1'))
  .map(([whole, decimals]) => (decimals ? `${whole}.${decimals}` : `${whole}`));

/** A location with any supported precision (0, 2 or 3 decimals), either scheme and a rate for every code. */
export const location: fc.Arbitrary<QuoteLocation> = fc.record({
  currency: fc.constantFrom('EUR', 'USD', 'JPY', 'KWD', 'GBP'),
  pricingTaxScheme: fc.constantFrom('VAT' as const, 'SALES_TAX' as const),
  taxRates: fc
    .tuple(rateText, rateText, rateText)
    .map((rates) => CODES.map((code, i) => ({ code, rate: rates[i] ?? '0' }))),
});

const code = fc.constantFrom(...CODES);

const hall: fc.Arbitrary<QuoteHall> = fc.record({
  hall: fc.constantFrom(...HALLS),
  taxRateCode: code,
  // Always an hourly price, so every span can be priced; day parts come and go.
  periodPricings: fc
    .tuple(price, fc.option(price), fc.option(price), fc.option(price), fc.option(price))
    .map(([hour, morning, afternoon, evening, fullDay]) => [
      { period: 'hour' as const, price: hour },
      ...(morning === null ? [] : [{ period: 'morning' as const, price: morning }]),
      ...(afternoon === null ? [] : [{ period: 'afternoon' as const, price: afternoon }]),
      ...(evening === null ? [] : [{ period: 'evening' as const, price: evening }]),
      ...(fullDay === null ? [] : [{ period: 'full_day' as const, price: fullDay }]),
    ]),
  priceOverride: fc.option(price, { freq: 4 }),
});

const item: fc.Arbitrary<QuoteItem> = fc.record({
  item: fc.constantFrom(...ITEMS),
  category: fc.constantFrom('audiovisual' as const, 'food_beverage' as const, 'other' as const),
  priceType: fc.constantFrom('per_guest' as const, 'per_unit' as const),
  price,
  taxRateCode: code,
  amount: fc.integer({ min: 0, max: 20 }),
  numberOfGuests: fc.option(fc.integer({ min: 0, max: 300 })),
});

const packageDeal: fc.Arbitrary<QuotePackageDeal> = fc.record({
  packageDeal: fc.constantFrom('/api/package_deals/1', '/api/package_deals/2'),
  pricePerPerson: price,
  taxRateCode: code,
  includingHallRental: fc.boolean(),
  includedHalls: fc.subarray(HALLS),
  includedItems: fc.subarray(ITEMS),
  pax: fc.option(fc.integer({ min: 0, max: 300 })),
});

const span = fc
  .tuple(fc.integer({ min: 0, max: 23 * 4 }), fc.integer({ min: 1, max: 24 * 4 }))
  .map(([start, length]) => [start * 15, Math.min(start * 15 + length * 15, 24 * 60)] as const)
  .map(([start, end]) => ({ startTime: hhmm(start), endTime: hhmm(end) }));

const day: fc.Arbitrary<QuoteDay> = fc
  .record({
    date: fc.constantFrom('2026-01-05', '2026-05-12', '2026-12-31'),
    span,
    pax: fc.integer({ min: 0, max: 300 }),
    halls: fc.array(hall, { maxLength: 3 }),
    items: fc.array(item, { maxLength: 5 }),
    packageDeals: fc.array(packageDeal, { maxLength: 2 }),
  })
  .map(({ span: { startTime, endTime }, ...rest }) => ({ ...rest, startTime, endTime }));

const room: fc.Arbitrary<QuoteRoom> = fc
  .record({
    nights: fc.integer({ min: 1, max: 21 }),
    amount: fc.integer({ min: 0, max: 30 }),
    paxRoom: fc.integer({ min: 0, max: 4 }),
    breakfast: fc.boolean(),
    late: fc.integer({ min: 0, max: 30 }),
    roomType: fc.record({
      roomType: fc.constantFrom('/api/location_room_types/1', '/api/location_room_types/2'),
      pricePerNight: price,
      breakfastPricePerPerson: price,
      lateCheckoutPrice: price,
      taxRateCode: code,
      breakfastTaxRateCode: code,
      lateCheckoutTaxRateCode: code,
    }),
  })
  .map(({ nights, late, ...rest }) => ({
    ...rest,
    startDate: '2026-05-11',
    endDate: addDays('2026-05-11', nights),
    lateCheckoutRooms: Math.min(late, rest.amount),
  }));

/** A discount in the given currency: a percentage up to 100% or a fixed amount up to far above the total. */
export function discount(currency: string): fc.Arbitrary<QuoteDiscount> {
  const appliesTo = fc.constantFrom('event' as const, 'hotel' as const, 'both' as const);
  return fc.oneof(
    fc.record({
      code: fc.constant('PCT'),
      kind: fc.constant('percentage' as const),
      basisPoints: fc.integer({ min: 0, max: 10_000 }),
      appliesTo,
    }),
    fc.record({
      code: fc.constant('FIXED'),
      kind: fc.constant('fixed' as const),
      amount: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 100_000_000 })),
      currency: fc.constant(currency),
      appliesTo,
    }),
  );
}

/** A whole quote request without a discount. */
export const request: fc.Arbitrary<QuoteRequest> = fc.record({
  location,
  days: fc.array(day, { maxLength: 3 }),
  rooms: fc.array(room, { maxLength: 3 }),
});

/** A whole quote request with a discount in its location's currency. */
export const discountedRequest: fc.Arbitrary<QuoteRequest> = request.chain((base) =>
  discount(base.location.currency).map((d) => ({ ...base, discount: d })),
);

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}
