import { describe, expect, it } from 'vitest';
import { item, LOCATIONS, lines, meetingDay, pricingOf, room, roomType } from './pricing.fixtures.ts';
import { priceQuote } from './quote.ts';
import type { QuoteRoom } from './types.ts';

function priceRooms(...rooms: QuoteRoom[]) {
  return priceQuote({ location: LOCATIONS.berlin, days: [], rooms });
}

describe('hotel rooms (Berlin: room 7%, breakfast and late check-out 19%)', () => {
  const germanRoom = roomType({
    pricePerNight: 14900,
    breakfastPricePerPerson: 2400,
    lateCheckoutPrice: 4000,
    breakfastTaxRateCode: 'standard',
    lateCheckoutTaxRateCode: 'standard',
  });

  it('prices rooms per room per night, breakfast per person per night, late check-out per room', () => {
    const pricing = pricingOf(
      priceRooms(
        room({
          startDate: '2026-05-11',
          endDate: '2026-05-14',
          amount: 2,
          paxRoom: 2,
          breakfast: true,
          lateCheckoutRooms: 1,
          roomType: germanRoom,
        }),
      ),
    );
    expect(lines(pricing)).toEqual([
      // 2 rooms × 3 nights × 149.00 = 894.00; 89400 × 7/107 = 5848.60 → 5849
      ['room', 6, 14900, '7', 89400, 83551, 5849],
      // 24.00 × 2 persons × 2 rooms × 3 nights = 288.00; 28800 × 19/119 = 4598.32 → 4598
      ['breakfast', 12, 2400, '19', 28800, 24202, 4598],
      // 40.00 × 1 room, once; 4000 × 19/119 = 638.66 → 639
      ['late_checkout', 1, 4000, '19', 4000, 3361, 639],
    ]);
    expect(pricing.products.map((p) => [p.kind, p.date, p.nights, p.rateProduct])).toEqual([
      ['room', '2026-05-11', 3, true],
      ['breakfast', '2026-05-11', 3, false],
      ['late_checkout', '2026-05-14', null, false],
    ]);
    // 89400 + 28800 + 4000 = 122200; tax 5849 + 4598 + 639 = 11086
    expect(pricing.subtotals.hotel).toEqual({
      totalIncludingTaxes: 122200,
      totalExcludingTaxes: 111114,
      taxAmount: 11086,
    });
    expect(pricing.subtotals.event).toEqual({ totalIncludingTaxes: 0, totalExcludingTaxes: 0, taxAmount: 0 });
  });

  it('counts nights across month ends and leap days', () => {
    const nights = (startDate: string, endDate: string) =>
      pricingOf(priceRooms(room({ startDate, endDate }))).products[0]?.quantity;
    expect(nights('2026-02-27', '2026-03-02')).toBe(3);
    expect(nights('2028-02-28', '2028-03-01')).toBe(2);
    expect(nights('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('leaves breakfast out when it is off or nobody sleeps in the room, and rooms out when none are booked', () => {
    const kinds = (overrides: Partial<QuoteRoom>) =>
      pricingOf(priceRooms(room({ breakfast: true, ...overrides }))).products.map((p) => p.kind);
    expect(kinds({ breakfast: false })).toEqual(['room']);
    expect(kinds({ paxRoom: 0 })).toEqual(['room']);
    expect(kinds({ amount: 0 })).toEqual([]);
  });

  it('keeps a free breakfast as a line, so the basket can show it is included', () => {
    const pricing = pricingOf(
      priceRooms(room({ breakfast: true, roomType: roomType({ breakfastPricePerPerson: 0 }) })),
    );
    expect(pricing.products[1]).toMatchObject({ kind: 'breakfast', quantity: 2, totalIncludingTaxes: 0 });
  });

  it('refuses a stay that does not last a night and more late check-outs than rooms', () => {
    expect(priceRooms(room({ startDate: '2026-05-12', endDate: '2026-05-12' }))).toEqual({
      ok: false,
      problem: {
        code: 'invalid_date',
        message: 'The departure must be after the arrival.',
        path: 'rooms[0].endDate',
      },
    });
    expect(priceRooms(room({ startDate: '2026-02-30' }))).toMatchObject({
      ok: false,
      problem: { code: 'invalid_date', path: 'rooms[0].startDate' },
    });
    expect(priceRooms(room({ amount: 2, lateCheckoutRooms: 3 }))).toMatchObject({
      ok: false,
      problem: { code: 'invalid_amount', path: 'rooms[0].lateCheckoutRooms' },
    });
  });
});

describe('the tourist tax note (issue 12.4)', () => {
  const meeting = meetingDay({ items: [item(1000)] });

  it('is on where the location charges a tourist tax and there are hotel lines', () => {
    const stay = priceQuote({ location: LOCATIONS.amsterdam, days: [], rooms: [room()] });
    expect(pricingOf(stay).touristTaxExcluded).toBe(true);
  });

  it('is off for meeting-only pricing, even where the city charges one', () => {
    const meetingOnly = priceQuote({ location: LOCATIONS.amsterdam, days: [meeting], rooms: [] });
    expect(pricingOf(meetingOnly).touristTaxExcluded).toBe(false);
  });

  it('is off where the location charges none (Helsinki, New York), stays or not', () => {
    const sales = roomType({
      taxRateCode: 'sales',
      breakfastTaxRateCode: 'sales',
      lateCheckoutTaxRateCode: 'sales',
    });
    const helsinki = priceQuote({ location: LOCATIONS.helsinki, days: [], rooms: [room()] });
    const newYork = priceQuote({ location: LOCATIONS.newYork, days: [], rooms: [room({ roomType: sales })] });
    expect([pricingOf(helsinki).touristTaxExcluded, pricingOf(newYork).touristTaxExcluded]).toEqual([
      false,
      false,
    ]);
  });
});
