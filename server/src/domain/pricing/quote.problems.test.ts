import { describe, expect, it } from 'vitest';
import { hall, item, LOCATIONS, meetingDay, pricingOf, room } from './pricing.fixtures.ts';
import { bookingContains, priceQuote } from './quote.ts';
import type { QuoteDay, QuoteLocation } from './types.ts';

function problemOf(location: QuoteLocation, days: QuoteDay[]) {
  const result = priceQuote({ location, days, rooms: [] });
  return result.ok ? null : { code: result.problem.code, path: result.problem.path };
}

describe('requests the engine cannot price', () => {
  it('names an unknown currency', () => {
    expect(problemOf({ ...LOCATIONS.amsterdam, currency: 'XYZ' }, [])).toEqual({
      code: 'unknown_currency',
      path: 'location.currency',
    });
  });

  it('names a rate that is not a percentage and a tax code the location lacks', () => {
    const badRate = { ...LOCATIONS.amsterdam, taxRates: [{ code: 'standard' as const, rate: '21%' }] };
    expect(problemOf(badRate, [])).toEqual({ code: 'invalid_tax_rate', path: 'location.taxRates[0].rate' });
    // New York has only a `sales` rate; an item coded `reduced` cannot be taxed there.
    const day = meetingDay({
      items: [item(100, { taxRateCode: 'sales' }), item(100, { taxRateCode: 'reduced' })],
    });
    expect(problemOf(LOCATIONS.newYork, [day])).toEqual({
      code: 'unknown_tax_rate',
      path: 'days[0].items[1]',
    });
  });

  it('names bad dates, times and amounts with the path of the field', () => {
    expect(problemOf(LOCATIONS.amsterdam, [meetingDay({ date: '12-05-2026' })])).toEqual({
      code: 'invalid_date',
      path: 'days[0].date',
    });
    expect(problemOf(LOCATIONS.amsterdam, [meetingDay({ startTime: '17:00', endTime: '09:00' })])).toEqual({
      code: 'invalid_time',
      path: 'days[0]',
    });
    const hallTimes = meetingDay({ halls: [hall(100000, { startTime: '25:00' })] });
    expect(problemOf(LOCATIONS.amsterdam, [hallTimes])).toEqual({
      code: 'invalid_time',
      path: 'days[0].halls[0]',
    });
    const negative = meetingDay({ items: [item(-100)] });
    expect(problemOf(LOCATIONS.amsterdam, [negative])).toEqual({
      code: 'invalid_amount',
      path: 'days[0].items[0].price',
    });
    const fractional = meetingDay({ items: [item(100, { amount: 1.5 })] });
    expect(problemOf(LOCATIONS.amsterdam, [fractional])).toEqual({
      code: 'invalid_amount',
      path: 'days[0].items[0].amount',
    });
  });

  it('names a hall no period price covers on that date', () => {
    const day = meetingDay({
      halls: [hall(0, { periodPricings: [{ period: 'full_day', price: 100000, validUntil: '2025-12-31' }] })],
    });
    expect(problemOf(LOCATIONS.amsterdam, [day])).toEqual({
      code: 'hall_not_priced',
      path: 'days[0].halls[0]',
    });
  });

  it('refuses a custom day part that is not a span of the day', () => {
    const location = {
      ...LOCATIONS.amsterdam,
      periodWindows: { evening: { startTime: '18:00', endTime: '02:00' } },
    };
    expect(problemOf(location, [])).toEqual({ code: 'invalid_time', path: 'location.periodWindows.evening' });
  });
});

describe('location options', () => {
  it('defaults the tax scheme to VAT', () => {
    const { pricingTaxScheme: _scheme, ...location } = LOCATIONS.amsterdam;
    expect(pricingOf(priceQuote({ location, days: [], rooms: [] })).pricingTaxScheme).toBe('VAT');
  });

  it('uses the venue’s own day parts when it sets them', () => {
    // With a morning that runs to 13:00, 08:00–13:00 is one morning instead of a morning plus an hour.
    const location = {
      ...LOCATIONS.amsterdam,
      periodWindows: { morning: { startTime: '08:00', endTime: '13:00' } },
    };
    const day = meetingDay({ startTime: '08:00', endTime: '13:00', halls: [hall(100000)] });
    const periods = (loc: QuoteLocation) =>
      pricingOf(priceQuote({ location: loc, days: [day], rooms: [] })).products.map((p) => p.period);
    expect(periods(LOCATIONS.amsterdam)).toEqual(['morning', 'hour']);
    expect(periods(location)).toEqual(['morning']);
  });

  it('prices a negotiated hall price instead of the period prices', () => {
    const day = meetingDay({ halls: [hall(100000, { priceOverride: 55000 })] });
    const pricing = pricingOf(priceQuote({ location: LOCATIONS.amsterdam, days: [day], rooms: [] }));
    expect(pricing.products).toMatchObject([
      { description: 'pricing.hall.override', totalIncludingTaxes: 55000 },
    ]);
  });

  it('prices an empty booking at zero, without a tourist tax notice (no stay)', () => {
    expect(pricingOf(priceQuote({ location: LOCATIONS.helsinki, days: [], rooms: [] }))).toEqual({
      currency: 'EUR',
      pricingTaxScheme: 'VAT',
      products: [],
      subtotal: 0,
      subtotals: {
        event: { totalIncludingTaxes: 0, totalExcludingTaxes: 0, taxAmount: 0 },
        hotel: { totalIncludingTaxes: 0, totalExcludingTaxes: 0, taxAmount: 0 },
      },
      taxes: [],
      totalPriceIncludingTaxes: 0,
      totalPriceExcludingTaxes: 0,
      totalTaxAmount: 0,
      discount: null,
      touristTaxExcluded: false,
    });
  });
});

describe('bookingContains', () => {
  it('tells whether a booking has anything on meeting days and any rooms', () => {
    expect(bookingContains({ days: [meetingDay()], rooms: [] })).toEqual({ event: false, hotel: false });
    expect(bookingContains({ days: [meetingDay({ items: [item(100)] })], rooms: [room()] })).toEqual({
      event: true,
      hotel: true,
    });
    expect(bookingContains({ days: [], rooms: [room({ amount: 0 })] })).toEqual({
      event: false,
      hotel: false,
    });
  });
});
