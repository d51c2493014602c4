import { describe, expect, it } from 'vitest';
import { hall, item, LOCATIONS, lines, meetingDay, pricingOf, room, roomType } from './pricing.fixtures.ts';
import { priceQuote } from './quote.ts';

// SALES_TAX: prices exclude tax; per line, tax = net × rate / 100 added on top, rounded half-up.

describe('New York: 8.875% sales tax on top, USD', () => {
  const pricing = pricingOf(
    priceQuote({
      location: LOCATIONS.newYork,
      days: [
        meetingDay({
          startTime: '08:00',
          endTime: '19:00',
          pax: 25,
          halls: [hall(130000, { taxRateCode: 'sales' })],
          items: [item(650, { priceType: 'per_guest', taxRateCode: 'sales', amount: 2 })],
        }),
      ],
      rooms: [
        room({
          endDate: '2026-05-13',
          amount: 5,
          breakfast: true,
          roomType: roomType({
            pricePerNight: 24900,
            breakfastPricePerPerson: 2900,
            taxRateCode: 'sales',
            breakfastTaxRateCode: 'sales',
            lateCheckoutTaxRateCode: 'sales',
          }),
        }),
      ],
    }),
  );

  it('adds the tax of each line on top of its price', () => {
    expect(lines(pricing)).toEqual([
      // 08:00–19:00: full day (07:00–18:00) 1,300.00 + 1 hour 234.00 = 1,534.00 < full day + evening 1,690.00
      // 130000 × 8.875% = 11537.5 → 11538 (half a cent rounds up)
      ['hall', 1, 130000, '8.875', 141538, 130000, 11538],
      // 23400 × 8.875% = 2076.75 → 2077
      ['hall', 1, 23400, '8.875', 25477, 23400, 2077],
      // coffee 6.50 × 25 guests × 2 = 325.00; 32500 × 8.875% = 2884.375 → 2884
      ['item', 50, 650, '8.875', 35384, 32500, 2884],
      // 5 rooms × 2 nights × 249.00 = 2,490.00; 249000 × 8.875% = 22098.75 → 22099
      ['room', 10, 24900, '8.875', 271099, 249000, 22099],
      // breakfast 29.00 × 2 persons × 5 rooms × 2 nights = 580.00; 58000 × 8.875% = 5147.5 → 5148
      ['breakfast', 20, 2900, '8.875', 63148, 58000, 5148],
    ]);
    expect(pricing.products.slice(0, 2).map((p) => p.period)).toEqual(['full_day', 'hour']);
  });

  it('sums lines into subtotals and totals; the quoted prices are the amounts before tax', () => {
    // event: 130000 + 23400 + 32500 = 185900 before tax, 11538 + 2077 + 2884 = 16499 tax
    expect(pricing.subtotals.event).toEqual({
      totalIncludingTaxes: 202399,
      totalExcludingTaxes: 185900,
      taxAmount: 16499,
    });
    // hotel: 249000 + 58000 = 307000 before tax, 22099 + 5148 = 27247 tax
    expect(pricing.subtotals.hotel).toEqual({
      totalIncludingTaxes: 334247,
      totalExcludingTaxes: 307000,
      taxAmount: 27247,
    });
    // Per line the tax is 43746; on the 4,929.00 total it would be 43744.875 → 43745. Per line is the rule.
    expect(pricing.taxes).toEqual([{ rate: '8.875', taxableAmount: 492900, taxAmount: 43746 }]);
    expect(pricing.totalPriceExcludingTaxes).toBe(492900);
    expect(pricing.totalPriceIncludingTaxes).toBe(536646);
    // Under sales tax the lines' amounts are before tax: 185900 + 307000 = 492900, no discount.
    expect(pricing.subtotal).toBe(492900);
    // New York charges no tourist tax this form would have to mention.
    expect(pricing).toMatchObject({
      currency: 'USD',
      pricingTaxScheme: 'SALES_TAX',
      touristTaxExcluded: false,
    });
  });
});

describe('currencies with no or three decimals', () => {
  it('prices yen in whole yen under VAT 10%', () => {
    const pricing = pricingOf(
      priceQuote({
        location: { currency: 'JPY', taxRates: [{ code: 'standard', rate: '10' }] },
        days: [meetingDay({ pax: 3, items: [item(1000, { priceType: 'per_guest' })] })],
        rooms: [],
      }),
    );
    // ¥1,000 × 3 guests = ¥3,000 including tax; 3000 × 10/110 = 272.73 → ¥273
    expect(lines(pricing)).toEqual([['item', 3, 1000, '10', 3000, 2727, 273]]);
    expect(pricing.pricingTaxScheme).toBe('VAT');
  });

  it('prices Kuwaiti dinars to the fils under a 5% tax on top', () => {
    const pricing = pricingOf(
      priceQuote({
        location: {
          currency: 'KWD',
          pricingTaxScheme: 'SALES_TAX',
          taxRates: [{ code: 'sales', rate: '5' }],
        },
        days: [meetingDay({ items: [item(1234, { taxRateCode: 'sales', amount: 3 })] })],
        rooms: [],
      }),
    );
    // KWD 1.234 × 3 = 3.702 = 3702 fils; 3702 × 5% = 185.1 → 185 fils
    expect(lines(pricing)).toEqual([['item', 3, 1234, '5', 3887, 3702, 185]]);
  });
});
