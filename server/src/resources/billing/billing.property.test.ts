import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCall } from '../../../test/bookings.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { getJson } from '../../../test/http.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { call } from '../../../test/staff.ts';

// Issue 12 "money you can trust", end to end: random bookings across the Harbour demo locations (EUR
// under VAT in Amsterdam, Berlin and Helsinki; USD under sales tax in New York), built from the
// catalogue as the public API lists it, quoted, saved and billed through the app. On PGlite here, on
// PostgreSQL in CI (DATABASE_URL).

const RUNS = 120;
const DATES = ['2031-02-03', '2031-02-04', '2031-02-05'];

type Totals = { totalIncludingTaxes: number; totalExcludingTaxes: number; taxAmount: number };
type Line = {
  kind: string;
  scope: 'event' | 'hotel';
  quantity: number;
  unitPrice: number;
  amount: number;
  totalExcludingTaxes: number;
  totalIncludingTaxes: number;
  taxAmount: number;
};
type Pricing = {
  currency: string;
  pricingTaxScheme: 'VAT' | 'SALES_TAX';
  products: Line[];
  subtotal: number;
  subtotals: { event: Totals; hotel: Totals };
  taxes: { rate: string; taxableAmount: number; taxAmount: number }[];
  totalPriceIncludingTaxes: number;
  totalPriceExcludingTaxes: number;
  totalTaxAmount: number;
  discount: { amount: number } | null;
  touristTaxExcluded: boolean;
};
type Currency = Omit<Pricing, 'products' | 'pricingTaxScheme' | 'discount' | 'taxes'> & {
  locations: string[];
  discountAmount: number;
  taxes: { pricingTaxScheme: string; rate: string; taxableAmount: number; taxAmount: number }[];
};
type Answer = Pricing & { venues: { location: string; pricing: Pricing }[]; currencies: Currency[] };

/** What the public API lists for one location: what a random booking picks from. */
type Catalogue = {
  iri: string;
  breakfastSelectable: boolean;
  breakfastEnabledByDefault: boolean;
  touristTaxApplies: boolean;
  halls: string[];
  items: { iri: string; perGuest: boolean }[];
  deals: string[];
  roomTypes: string[];
};

let ctx: FreshApp;
let catalogue: Catalogue[];
const ACME = { companyName: 'Acme Travel B.V.', email: 'travel@acme.example', corporateCode: 'ACME-2030' };

const members = async (path: string) =>
  (await getJson(ctx.app, path)).body.member as Record<string, unknown>[];

beforeAll(async () => {
  ctx = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  const locations = await members('/api/locations?partner=harbour');
  const meeting = `date=${DATES[0]}&startTime=09:00&endTime=17:00&pax=20`;
  catalogue = await Promise.all(
    locations.map(async (location) => {
      const iri = location['@id'] as string;
      const settings = location.locationSettings as Record<string, boolean>;
      const halls = await members(`/api/halls_suitable?location=${iri}&${meeting}`);
      const items = await members(`/api/items?location=${iri}&itemsPerPage=100`);
      const deals = await members(`/api/locations/${location.id}/package_deals?${meeting}`);
      const roomTypes = await members(`/api/location_room_types?location=${iri}`);
      return {
        iri,
        breakfastSelectable: settings.breakfastSelectable!,
        breakfastEnabledByDefault: settings.breakfastEnabledByDefault!,
        touristTaxApplies: settings.touristTaxApplies!,
        halls: halls.filter((h) => h.state === 'available').map((h) => h['@id'] as string),
        items: items
          .filter((i) => i.available !== false)
          .map((i) => ({ iri: i['@id'] as string, perGuest: i.priceType === 'per_guest' })),
        deals: deals.map((d) => d['@id'] as string),
        roomTypes: roomTypes.filter((r) => r.available !== false).map((r) => r['@id'] as string),
      };
    }),
  );
}, 60_000);
afterAll(() => ctx.close());

const pick = <T>(list: readonly T[]) => fc.constantFrom(...list);

function dayOf(place: Catalogue, date: string) {
  return fc
    .record({
      pax: fc.integer({ min: 8, max: 60 }),
      halls: fc.subarray(place.halls, { maxLength: 1 }),
      items: fc.uniqueArray(pick(place.items), { maxLength: 3, selector: (i) => i.iri }),
      amounts: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 3, maxLength: 3 }),
      guests: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
      deal: fc.option(
        fc.tuple(pick(place.deals), fc.constantFrom<number | null | undefined>(undefined, null, 12)),
      ),
    })
    .map(({ pax, halls, items, amounts, guests, deal }) => ({
      date,
      startTime: '09:00',
      endTime: '17:00',
      pax,
      halls: halls.map((hall) => ({ hall, pax, startTime: '09:00', endTime: '17:00' })),
      items: items.map((item, i) => ({
        item: item.iri,
        amount: amounts[i]!,
        numberOfGuests: item.perGuest ? guests : null,
      })),
      packageDeals: deal
        ? [{ packageDeal: deal[0], ...(deal[1] === undefined ? {} : { amount: deal[1] }) }]
        : [],
    }));
}

const stay = fc.integer({ min: 0, max: 3 }).chain((venue) => {
  const place = () => catalogue[venue]!;
  const breakfasts = place().breakfastSelectable
    ? [null, true, false]
    : [null, place().breakfastEnabledByDefault];
  return fc
    .record({
      roomType: pick(place().roomTypes),
      start: fc.integer({ min: 0, max: 1 }),
      nights: fc.integer({ min: 1, max: 3 }),
      amount: fc.integer({ min: 1, max: 3 }),
      paxRoom: fc.integer({ min: 1, max: 2 }),
      breakfast: pick(breakfasts),
      late: fc.integer({ min: 0, max: 3 }),
    })
    .map((r) => ({
      startDate: DATES[r.start]!,
      endDate: `2031-02-${String(3 + r.start + r.nights).padStart(2, '0')}`,
      amount: r.amount,
      paxRoom: r.paxRoom,
      roomType: r.roomType,
      breakfast: r.breakfast,
      lateCheckoutRooms: Math.min(r.late, r.amount),
    }));
});

type Day = ReturnType<typeof dayOf> extends fc.Arbitrary<infer D> ? D : never;

const booking = fc
  .integer({ min: 0, max: 3 })
  .chain((at) =>
    fc.record({
      location: fc.constant(catalogue[at]!.iri),
      meetingRooms: fc
        .subarray(DATES.slice(0, 2), { maxLength: 2 })
        .chain(
          (dates): fc.Arbitrary<Day[]> =>
            catalogue[at]!.halls.length
              ? fc.tuple(...dates.map((d) => dayOf(catalogue[at]!, d)))
              : fc.constant([]),
        ),
      hotelRooms: fc.array(stay, { maxLength: 3 }),
      promoCode: fc.constantFrom(null, 'WELCOME10', 'MEET50', 'STAY15'),
      corporate: fc.boolean(),
    }),
  )
  .filter((b) => b.meetingRooms.length + b.hotelRooms.length > 0);

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const shown = (p: { pricingTaxScheme: string } & Totals) =>
  p.pricingTaxScheme === 'VAT' ? p.totalIncludingTaxes : p.totalExcludingTaxes;

/** The properties of one location's Pricing (a venue, or the top level). */
function checkPricing(p: Pricing): void {
  const charged = p.products.filter((l) => l.kind !== 'discount');
  for (const line of p.products) expect(line.quantity * line.unitPrice).toBe(line.amount);
  expect(sum(p.products.map((l) => l.totalExcludingTaxes))).toBe(p.totalPriceExcludingTaxes);
  expect(p.totalPriceExcludingTaxes + sum(p.taxes.map((t) => t.taxAmount))).toBe(p.totalPriceIncludingTaxes);
  expect(p.subtotal).toBe(sum(charged.map((l) => l.amount)));
  const total = {
    pricingTaxScheme: p.pricingTaxScheme,
    totalIncludingTaxes: p.totalPriceIncludingTaxes,
    totalExcludingTaxes: p.totalPriceExcludingTaxes,
    taxAmount: 0,
  };
  expect(p.subtotal - (p.discount?.amount ?? 0)).toBe(shown(total));
  expect(p.discount?.amount ?? 0).toBe(
    0 - sum(p.products.filter((l) => l.kind === 'discount').map((l) => l.amount)),
  );
  for (const scope of ['event', 'hotel'] as const) {
    const amounts = sum(charged.filter((l) => l.scope === scope).map((l) => l.amount));
    expect(amounts).toBe(shown({ pricingTaxScheme: p.pricingTaxScheme, ...p.subtotals[scope] }));
  }
}

/** A currency entry is the exact sum of its venues. */
function checkCurrency(entry: Currency, venues: Pricing[]): void {
  const add = (f: (p: Pricing) => number) => sum(venues.map(f));
  expect(entry.subtotal).toBe(add((p) => p.subtotal));
  expect(entry.discountAmount).toBe(add((p) => p.discount?.amount ?? 0));
  expect(entry.totalPriceIncludingTaxes).toBe(add((p) => p.totalPriceIncludingTaxes));
  expect(entry.totalPriceExcludingTaxes).toBe(add((p) => p.totalPriceExcludingTaxes));
  expect(entry.totalTaxAmount).toBe(add((p) => p.totalTaxAmount));
  for (const scope of ['event', 'hotel'] as const) {
    expect(entry.subtotals[scope].totalIncludingTaxes).toBe(
      add((p) => p.subtotals[scope].totalIncludingTaxes),
    );
    expect(entry.subtotals[scope].totalExcludingTaxes).toBe(
      add((p) => p.subtotals[scope].totalExcludingTaxes),
    );
  }
  expect(sum(entry.taxes.map((t) => t.taxAmount))).toBe(add((p) => sum(p.taxes.map((t) => t.taxAmount))));
  expect(sum(entry.taxes.map((t) => t.taxableAmount))).toBe(entry.totalPriceExcludingTaxes);
  // subtotal − discount = total for the currency too, when its venues quote alike (the demo's do).
  const schemes = new Set(venues.map((p) => p.pricingTaxScheme));
  if (schemes.size === 1) {
    const scheme = [...schemes][0]!;
    const total = scheme === 'VAT' ? entry.totalPriceIncludingTaxes : entry.totalPriceExcludingTaxes;
    expect(entry.subtotal - entry.discountAmount).toBe(total);
  }
}

describe('money through the API (issue 12)', () => {
  it(`quotes, saves and bills ${RUNS} random bookings with every sum exact and billing = quote`, async () => {
    let runs = 0;
    // How often the interesting cases came up, so the runs are shown to cover them.
    const seen = {
      discounted: 0,
      severalVenues: 0,
      severalCurrencies: 0,
      salesTax: 0,
      packages: 0,
      corporate: 0,
    };
    await fc.assert(
      fc.asyncProperty(booking, async ({ corporate, ...lines }) => {
        runs++;
        // The verify limit (5 per account per window) guards against guessing, not this test's traffic.
        if (corporate) await ctx.db.query('delete from rate_limits');
        const body = {
          ...lines,
          ...(corporate ? { corporateAccount: ACME } : {}),
          types: [
            ...(lines.meetingRooms.length ? ['mice'] : []),
            ...(lines.hotelRooms.length ? ['hotel'] : []),
          ],
        };
        const quoted = await call(ctx.app, 'POST', '/api/booking_quotes', { body });
        expect([quoted.status, quoted.body.violations]).toEqual([200, undefined]);
        const quote = quoted.body as Answer;
        const saved = await bookingCall(ctx.app, 'POST', '/api/booking', {
          body: { ...body, email: 'prop@example.com', eventName: 'Property run' },
        });
        expect([saved.status, saved.body.violations]).toEqual([201, undefined]);
        const billed = await bookingCall(ctx.app, 'GET', `/api/booking/${saved.body.id}/billing`, {
          username: saved.body.username,
          key: saved.body.key,
        });
        expect(billed.status).toBe(200);

        checkPricing(quote);
        for (const venue of quote.venues) {
          checkPricing(venue.pricing);
          // The tourist tax note: only where the location charges one, and only with hotel lines.
          const place = catalogue.find((c) => c.iri === venue.location)!;
          const stays = venue.pricing.products.some((l) => l.scope === 'hotel' && l.kind !== 'discount');
          expect(venue.pricing.touristTaxExcluded).toBe(place.touristTaxApplies && stays);
        }
        for (const entry of quote.currencies) {
          const venues = quote.venues
            .filter((v) => entry.locations.includes(v.location))
            .map((v) => v.pricing);
          expect(new Set(venues.map((v) => v.currency))).toEqual(new Set([entry.currency]));
          checkCurrency(entry, venues);
        }
        const { '@id': _a, '@type': _b, corporateAccount: _c, ...priced } = quoted.body;
        const { '@id': _d, '@type': _e, payments: _f, paymentTotals: _g, ...billing } = billed.body;
        expect(billing).toEqual(priced);

        const venues = quote.venues.map((v) => v.pricing);
        if (venues.some((v) => v.discount && v.discount.amount > 0)) seen.discounted++;
        if (venues.length > 1) seen.severalVenues++;
        if (quote.currencies.length > 1) seen.severalCurrencies++;
        if (venues.some((v) => v.pricingTaxScheme === 'SALES_TAX')) seen.salesTax++;
        if (venues.some((v) => v.products.some((l) => l.kind === 'package_deal'))) seen.packages++;
        if (corporate && quoted.body.corporateAccount?.verified) seen.corporate++;
      }),
      { numRuns: RUNS },
    );
    expect(runs).toBeGreaterThanOrEqual(RUNS);
    for (const [name, count] of Object.entries(seen)) expect([name, count >= 5]).toEqual([name, true]);
    console.info(`billing.property: ${runs} bookings`, seen);
  }, 120_000);
});
