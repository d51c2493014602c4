import { describe, expect, it } from 'vitest';
import { LOCATIONS, lines, pricingOf, room, roomType } from './pricing.fixtures.ts';
import { priceQuote } from './quote.ts';
import type { QuoteOfferLine, QuoteRequest } from './types.ts';

// Issue 17: an offer may set a room's nightly rate and add lines of its own. Both are priced by the
// engine like everything else, so billing, e-mail, PDF and payments agree to the minor unit.
// Rates are the seeded locations' (Amsterdam reduced 9% / standard 21% VAT, New York 8.875% sales tax).

const flipChart: QuoteOfferLine = {
  description: 'Flip chart with markers',
  quantity: 3,
  unitPrice: 2500,
  taxRateCode: 'standard',
};

function quote(request: Partial<QuoteRequest>) {
  return priceQuote({ location: LOCATIONS.amsterdam, days: [], rooms: [], ...request });
}

describe('a room with an offered nightly rate', () => {
  it('charges the offered rate per room per night; breakfast keeps its own price', () => {
    const stay = room({
      startDate: '2026-05-11',
      endDate: '2026-05-13',
      amount: 2,
      paxRoom: 2,
      breakfast: true,
      roomType: roomType({ pricePerNight: 14900, breakfastPricePerPerson: 2250 }),
      priceOverride: 12000,
    });
    const pricing = pricingOf(quote({ rooms: [stay] }));
    expect(lines(pricing)).toEqual([
      // 2 rooms × 2 nights × 120.00 = 480.00; 48000 × 9/109 = 3963.30 → 3963
      ['room', 4, 12000, '9', 48000, 44037, 3963],
      // 22.50 × 2 persons × 2 rooms × 2 nights = 180.00; 18000 × 9/109 = 1486.24 → 1486
      ['breakfast', 8, 2250, '9', 18000, 16514, 1486],
    ]);
    expect(pricing.totalPriceIncludingTaxes).toBe(66000);
  });

  it('may offer a room for nothing', () => {
    const pricing = pricingOf(quote({ rooms: [room({ priceOverride: 0 })] }));
    expect(lines(pricing)).toEqual([['room', 1, 0, '9', 0, 0, 0]]);
  });

  it('refuses a negative or fractional rate as invalid_amount at the stay', () => {
    for (const priceOverride of [-1, 12.5]) {
      const result = quote({ rooms: [room({ priceOverride })] });
      expect(result).toEqual({
        ok: false,
        problem: expect.objectContaining({ code: 'invalid_amount', path: 'rooms[0].priceOverride' }),
      });
    }
  });
});

describe('a line staff added to the offer', () => {
  it('is charged quantity × unit price at the chosen rate (VAT included), with staff’s words', () => {
    const pricing = pricingOf(quote({ rooms: [room()], offerLines: [flipChart] }));
    expect(lines(pricing)).toEqual([
      // 1 room × 1 night × 149.00; 14900 × 9/109 = 1230.28 → 1230
      ['room', 1, 14900, '9', 14900, 13670, 1230],
      // 3 × 25.00 = 75.00; 7500 × 21/121 = 1301.65 → 1302
      ['offer_line', 3, 2500, '21', 7500, 6198, 1302],
    ]);
    expect(pricing.products[1]).toMatchObject({
      kind: 'offer_line',
      scope: 'event',
      reference: 'Flip chart with markers',
      description: 'pricing.offer_line',
      date: null,
    });
    // 149.00 + 75.00; the event part is the added line alone.
    expect(pricing.totalPriceIncludingTaxes).toBe(22400);
    expect(pricing.subtotals.event).toEqual({
      totalIncludingTaxes: 7500,
      totalExcludingTaxes: 6198,
      taxAmount: 1302,
    });
    expect(pricing.taxes).toEqual([
      { rate: '9', taxableAmount: 13670, taxAmount: 1230 },
      { rate: '21', taxableAmount: 6198, taxAmount: 1302 },
    ]);
  });

  it('adds sales tax on top where the location quotes prices without it', () => {
    const line = { ...flipChart, quantity: 2, unitPrice: 10000, taxRateCode: 'sales' as const };
    const pricing = pricingOf(
      priceQuote({ location: LOCATIONS.newYork, days: [], rooms: [], offerLines: [line] }),
    );
    // 2 × $100.00 = $200.00 before tax; 20000 × 8.875% = 1775
    expect(lines(pricing)).toEqual([['offer_line', 2, 10000, '8.875', 21775, 20000, 1775]]);
    expect(pricing.totalPriceIncludingTaxes).toBe(21775);
  });

  it('is reduced by a percentage discount on the event like any other charge', () => {
    const pricing = pricingOf(
      quote({
        offerLines: [flipChart],
        discount: { code: 'TEN', appliesTo: 'event', kind: 'percentage', basisPoints: 1000 },
      }),
    );
    // 10% of 75.00 = 7.50 off.
    expect(pricing.discount?.amount).toBe(750);
    expect(pricing.totalPriceIncludingTaxes).toBe(6750);
  });

  it('refuses a quantity of 0 and a rate the location does not have', () => {
    expect(quote({ offerLines: [{ ...flipChart, quantity: 0 }] })).toEqual({
      ok: false,
      problem: expect.objectContaining({ code: 'invalid_amount', path: 'offerLines[0].quantity' }),
    });
    expect(quote({ offerLines: [{ ...flipChart, taxRateCode: 'sales' }] })).toEqual({
      ok: false,
      problem: expect.objectContaining({ code: 'unknown_tax_rate', path: 'offerLines[0]' }),
    });
  });
});
