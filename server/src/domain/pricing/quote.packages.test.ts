import { describe, expect, it } from 'vitest';
import { hall, item, LOCATIONS, lines, meetingDay, packageDeal, pricingOf } from './pricing.fixtures.ts';
import { priceQuote } from './quote.ts';

const MAIN_HALL = '/api/halls/1';
const BREAKOUT = '/api/halls/2';
const COFFEE = '/api/items/coffee';
const PROJECTOR = '/api/items/projector';
const FLIPCHART = '/api/items/flipchart';

const fullDayMeeting = packageDeal(6950, {
  packageDeal: '/api/package_deals/7',
  includingHallRental: true,
  includedHalls: [MAIN_HALL],
  includedItems: [COFFEE, PROJECTOR],
});

describe('a package deal that includes a hall and items (Amsterdam, VAT 21%)', () => {
  const pricing = pricingOf(
    priceQuote({
      location: LOCATIONS.amsterdam,
      days: [
        meetingDay({
          startTime: '08:30',
          endTime: '17:30',
          pax: 20,
          packageDeals: [fullDayMeeting],
          halls: [
            hall(100000, { hall: MAIN_HALL }),
            hall(40000, { hall: BREAKOUT, startTime: '08:30', endTime: '12:00' }),
          ],
          items: [
            item(350, { item: COFFEE, priceType: 'per_guest', taxRateCode: 'reduced' }),
            item(7500, { item: PROJECTOR }),
            item(2500, { item: FLIPCHART, amount: 2 }),
          ],
        }),
      ],
      rooms: [],
    }),
  );

  it('charges the package per person and not again for what it includes', () => {
    expect(lines(pricing)).toEqual([
      // 69.50 × 20 persons = 1,390.00; 139000 × 21/121 = 24123.97 → 24124
      ['package_deal', 20, 6950, '21', 139000, 114876, 24124],
      // the main hall's rental is in the package
      ['hall', 1, 0, '21', 0, 0, 0],
      // breakout 08:30–12:00: morning 240.00 < 4 started hours × 72.00; 24000 × 21/121 = 4165.29 → 4165
      ['hall', 1, 24000, '21', 24000, 19835, 4165],
      // coffee (20 guests) and the projector are in the package
      ['item', 20, 0, '9', 0, 0, 0],
      ['item', 1, 0, '21', 0, 0, 0],
      // 2 flip charts × 25.00 are not; 5000 × 21/121 = 867.77 → 868
      ['item', 2, 2500, '21', 5000, 4132, 868],
    ]);
  });

  it('says which package includes a line, so the basket can show it as included', () => {
    expect(pricing.products.map((p) => [p.reference, p.description, p.includedIn])).toEqual([
      ['/api/package_deals/7', 'pricing.package_deal', null],
      [MAIN_HALL, 'pricing.hall.included', '/api/package_deals/7'],
      [BREAKOUT, 'pricing.hall.morning', null],
      [COFFEE, 'pricing.item.included', '/api/package_deals/7'],
      [PROJECTOR, 'pricing.item.included', '/api/package_deals/7'],
      [FLIPCHART, 'pricing.item.per_unit', null],
    ]);
  });

  it('totals only what is charged, and leaves the unused 9% rate out of the breakdown', () => {
    // 139000 + 24000 + 5000 = 168000; tax 24124 + 4165 + 868 = 29157
    expect(pricing.totalPriceIncludingTaxes).toBe(168000);
    expect(pricing.totalTaxAmount).toBe(29157);
    expect(pricing.taxes).toEqual([{ rate: '21', taxableAmount: 138843, taxAmount: 29157 }]);
  });
});

describe('what a package does not include', () => {
  function priceDay(deal: ReturnType<typeof packageDeal>, pax = 10) {
    return pricingOf(
      priceQuote({
        location: LOCATIONS.amsterdam,
        days: [meetingDay({ pax, packageDeals: [deal], halls: [hall(100000, { hall: MAIN_HALL })] })],
        rooms: [],
      }),
    );
  }

  it('charges a listed hall when the deal does not include hall rental', () => {
    const pricing = priceDay(packageDeal(4500, { includedHalls: [MAIN_HALL], includingHallRental: false }));
    expect(pricing.products.map((p) => [p.kind, p.totalIncludingTaxes])).toEqual([
      ['package_deal', 45000],
      ['hall', 100000],
    ]);
  });

  it('charges a hall the deal does not list, even with hall rental included', () => {
    const pricing = priceDay(packageDeal(4500, { includedHalls: [BREAKOUT], includingHallRental: true }));
    expect(pricing.products.find((p) => p.kind === 'hall')?.totalIncludingTaxes).toBe(100000);
  });

  it('only includes a hall on the day the package is booked', () => {
    const pricing = pricingOf(
      priceQuote({
        location: LOCATIONS.amsterdam,
        days: [
          meetingDay({
            date: '2026-05-12',
            packageDeals: [fullDayMeeting],
            halls: [hall(100000, { hall: MAIN_HALL })],
          }),
          meetingDay({ date: '2026-05-13', halls: [hall(100000, { hall: MAIN_HALL })] }),
        ],
        rooms: [],
      }),
    );
    expect(
      pricing.products.filter((p) => p.kind === 'hall').map((p) => [p.date, p.totalIncludingTaxes]),
    ).toEqual([
      ['2026-05-12', 0],
      ['2026-05-13', 100000],
    ]);
  });

  it('prices the package for its own pax when given, and a deal for nobody includes nothing', () => {
    const forSix = priceDay({ ...fullDayMeeting, pax: 6 });
    expect(forSix.products[0]).toMatchObject({
      kind: 'package_deal',
      quantity: 6,
      totalIncludingTaxes: 41700,
    });
    const forNobody = priceDay({ ...fullDayMeeting, pax: 0 });
    expect(forNobody.products.map((p) => [p.kind, p.totalIncludingTaxes])).toEqual([['hall', 100000]]);
  });
});

describe('per_guest and per_unit items', () => {
  function itemLine(overrides: Parameters<typeof item>[1], pax = 10) {
    const pricing = pricingOf(
      priceQuote({
        location: LOCATIONS.amsterdam,
        days: [meetingDay({ pax, items: [item(400, overrides)] })],
        rooms: [],
      }),
    );
    return pricing.products.map((p) => [p.quantity, p.totalIncludingTaxes, p.description]);
  }

  it('scales a per_guest item with the guests (the day pax by default) and the amount', () => {
    // 4.00 × 10 pax × 3 = 120.00
    expect(itemLine({ priceType: 'per_guest', amount: 3 })).toEqual([[30, 12000, 'pricing.item.per_guest']]);
    // 4.00 × 8 guests × 2 = 64.00
    expect(itemLine({ priceType: 'per_guest', amount: 2, numberOfGuests: 8 })).toEqual([
      [16, 6400, 'pricing.item.per_guest'],
    ]);
  });

  it('charges a per_unit item by the amount only, whatever the guests', () => {
    // 4.00 × 3 = 12.00
    expect(itemLine({ priceType: 'per_unit', amount: 3, numberOfGuests: 8 })).toEqual([
      [3, 1200, 'pricing.item.per_unit'],
    ]);
  });

  it('leaves out items ordered zero times', () => {
    expect(itemLine({ amount: 0 })).toEqual([]);
    expect(itemLine({ priceType: 'per_guest', numberOfGuests: 0 })).toEqual([]);
  });
});
