import { describe, expect, it } from 'vitest';
import { hall, item, LOCATIONS, lines, meetingDay, pricingOf, room, roomType } from './pricing.fixtures.ts';
import { priceQuote } from './quote.ts';

// VAT: every price includes tax; per line, tax = gross × rate / (100 + rate), rounded half-up to the cent.
// All amounts are euro cents.

describe('Amsterdam: VAT 9% and 21%, EUR', () => {
  const pricing = pricingOf(
    priceQuote({
      location: LOCATIONS.amsterdam,
      days: [
        meetingDay({
          pax: 12,
          halls: [hall(100000)],
          items: [
            item(350, {
              item: '/api/items/coffee',
              priceType: 'per_guest',
              taxRateCode: 'reduced',
              amount: 2,
            }),
            item(7500, { item: '/api/items/projector' }),
          ],
        }),
      ],
      rooms: [
        room({
          startDate: '2026-05-11',
          endDate: '2026-05-13',
          amount: 3,
          breakfast: true,
          lateCheckoutRooms: 1,
          roomType: roomType({ lateCheckoutTaxRateCode: 'standard' }),
        }),
      ],
    }),
  );

  it('prices every line and takes its tax out of the gross price', () => {
    expect(lines(pricing)).toEqual([
      // hall 09:00–17:00: full day 1000.00; 100000 × 21/121 = 17355.37 → 17355
      ['hall', 1, 100000, '21', 100000, 82645, 17355],
      // coffee per guest: 3.50 × 12 guests × 2 = 84.00; 8400 × 9/109 = 693.58 → 694
      ['item', 24, 350, '9', 8400, 7706, 694],
      // projector per unit: 75.00; 7500 × 21/121 = 1301.65 → 1302
      ['item', 1, 7500, '21', 7500, 6198, 1302],
      // 3 rooms × 2 nights × 149.00 = 894.00; 89400 × 9/109 = 7381.65 → 7382
      ['room', 6, 14900, '9', 89400, 82018, 7382],
      // breakfast 22.50 × 2 persons × 3 rooms × 2 nights = 270.00; 27000 × 9/109 = 2229.36 → 2229
      ['breakfast', 12, 2250, '9', 27000, 24771, 2229],
      // late check-out 35.00 for 1 room; 3500 × 21/121 = 607.44 → 607
      ['late_checkout', 1, 3500, '21', 3500, 2893, 607],
    ]);
  });

  it('adds the lines up into subtotals, a breakdown per rate and totals', () => {
    // event: 100000 + 8400 + 7500 = 115900, tax 17355 + 694 + 1302 = 19351
    expect(pricing.subtotals.event).toEqual({
      totalIncludingTaxes: 115900,
      totalExcludingTaxes: 96549,
      taxAmount: 19351,
    });
    // hotel: 89400 + 27000 + 3500 = 119900, tax 7382 + 2229 + 607 = 10218
    expect(pricing.subtotals.hotel).toEqual({
      totalIncludingTaxes: 119900,
      totalExcludingTaxes: 109682,
      taxAmount: 10218,
    });
    // 9%: base 7706 + 82018 + 24771, tax 694 + 7382 + 2229; 21%: base 82645 + 6198 + 2893, tax 17355 + 1302 + 607
    expect(pricing.taxes).toEqual([
      { rate: '9', taxableAmount: 114495, taxAmount: 10305 },
      { rate: '21', taxableAmount: 91736, taxAmount: 19264 },
    ]);
    expect(pricing.totalPriceIncludingTaxes).toBe(235800);
    expect(pricing.totalPriceExcludingTaxes).toBe(206231);
    expect(pricing.totalTaxAmount).toBe(29569);
    // Under VAT the lines' amounts include tax: 115900 + 119900 = 235800, no discount.
    expect(pricing.subtotal).toBe(235800);
    // Amsterdam charges a tourist tax on stays, and this booking has rooms.
    expect(pricing).toMatchObject({ currency: 'EUR', pricingTaxScheme: 'VAT', touristTaxExcluded: true });
  });

  it('marks only the room nights as rate products', () => {
    expect(pricing.products.filter((p) => p.rateProduct).map((p) => p.kind)).toEqual(['room']);
  });
});

describe('Berlin: VAT 7% and 19%, EUR', () => {
  it('prices a morning meeting with lunch and a three-night stay with breakfast at the standard rate', () => {
    const pricing = pricingOf(
      priceQuote({
        location: LOCATIONS.berlin,
        days: [
          meetingDay({
            startTime: '08:00',
            endTime: '12:00',
            pax: 20,
            halls: [hall(150000)],
            items: [
              item(2950, { priceType: 'per_guest', category: 'food_beverage', taxRateCode: 'reduced' }),
            ],
          }),
        ],
        rooms: [
          room({
            startDate: '2026-05-11',
            endDate: '2026-05-14',
            paxRoom: 1,
            breakfast: true,
            // Germany: the night at 7%, breakfast at 19%.
            roomType: roomType({
              pricePerNight: 11900,
              breakfastPricePerPerson: 1800,
              breakfastTaxRateCode: 'standard',
            }),
          }),
        ],
      }),
    );
    expect(lines(pricing)).toEqual([
      // 08:00–12:00: morning 900.00 < 4 hours × 270.00; 90000 × 19/119 = 14369.75 → 14370
      ['hall', 1, 90000, '19', 90000, 75630, 14370],
      // lunch 29.50 × 20 guests = 590.00; 59000 × 7/107 = 3859.81 → 3860
      ['item', 20, 2950, '7', 59000, 55140, 3860],
      // 1 room × 3 nights × 119.00 = 357.00; 35700 × 7/107 = 2335.51 → 2336
      ['room', 3, 11900, '7', 35700, 33364, 2336],
      // breakfast 18.00 × 1 person × 3 nights = 54.00; 5400 × 19/119 = 862.18 → 862
      ['breakfast', 3, 1800, '19', 5400, 4538, 862],
    ]);
    expect(pricing.taxes).toEqual([
      { rate: '7', taxableAmount: 88504, taxAmount: 6196 },
      { rate: '19', taxableAmount: 80168, taxAmount: 15232 },
    ]);
    // 90000 + 59000 + 35700 + 5400 = 190100; tax 14370 + 3860 + 2336 + 862 = 21428
    expect(pricing.totalPriceIncludingTaxes).toBe(190100);
    expect(pricing.totalTaxAmount).toBe(21428);
    expect(pricing.totalPriceExcludingTaxes).toBe(168672);
  });
});

describe('Helsinki: VAT 14% and 25.5% (a half-percent rate), EUR', () => {
  it('prices an evening dinner with wine and rooms', () => {
    const pricing = pricingOf(
      priceQuote({
        location: LOCATIONS.helsinki,
        days: [
          meetingDay({
            startTime: '18:00',
            endTime: '23:00',
            pax: 30,
            halls: [hall(110000)],
            items: [
              item(6500, { priceType: 'per_guest', category: 'food_beverage', taxRateCode: 'reduced' }),
              item(4800, { item: '/api/items/wine', category: 'food_beverage', amount: 10 }),
            ],
          }),
        ],
        rooms: [room({ amount: 4, roomType: roomType({ pricePerNight: 19900 }) })],
      }),
    );
    expect(lines(pricing)).toEqual([
      // 18:00–23:00: evening 770.00 < 5 hours × 198.00; 77000 × 25.5/125.5 = 77000 × 255/1255 = 15645.42 → 15645
      ['hall', 1, 77000, '25.5', 77000, 61355, 15645],
      // dinner 65.00 × 30 guests = 1950.00; 195000 × 14/114 = 23947.37 → 23947
      ['item', 30, 6500, '14', 195000, 171053, 23947],
      // wine 48.00 × 10 bottles = 480.00; 48000 × 255/1255 = 9752.99 → 9753
      ['item', 10, 4800, '25.5', 48000, 38247, 9753],
      // 4 rooms × 1 night × 199.00 = 796.00; 79600 × 14/114 = 9775.44 → 9775
      ['room', 4, 19900, '14', 79600, 69825, 9775],
    ]);
    expect(pricing.taxes).toEqual([
      { rate: '14', taxableAmount: 240878, taxAmount: 33722 },
      { rate: '25.5', taxableAmount: 99602, taxAmount: 25398 },
    ]);
    // 77000 + 195000 + 48000 + 79600 = 399600; tax 15645 + 23947 + 9753 + 9775 = 59120
    expect(pricing.totalPriceIncludingTaxes).toBe(399600);
    expect(pricing.totalTaxAmount).toBe(59120);
    expect(pricing.totalPriceExcludingTaxes).toBe(340480);
  });
});

describe('rounding over many small lines', () => {
  it('rounds each line, so the total tax is the sum of the line taxes, not the tax of the total', () => {
    // 100 lines of 0.05 at 21%: each 5 × 21/121 = 0.87 → 1 cent, so 100 cents of tax in all. Taxing the
    // 5.00 total once would give 86.78 → 87; per line is the rule, and the breakdown follows the lines.
    const items = Array.from({ length: 100 }, (_, i) => item(5, { item: `/api/items/${i + 1}` }));
    const pricing = pricingOf(
      priceQuote({ location: LOCATIONS.amsterdam, days: [meetingDay({ items })], rooms: [] }),
    );
    expect(pricing.products.every((p) => p.taxAmount === 1 && p.totalExcludingTaxes === 4)).toBe(true);
    expect(pricing.taxes).toEqual([{ rate: '21', taxableAmount: 400, taxAmount: 100 }]);
    expect(pricing.totalPriceIncludingTaxes).toBe(500);
    expect(pricing.totalPriceExcludingTaxes).toBe(400);
  });
});
