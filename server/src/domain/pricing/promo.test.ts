import { describe, expect, it } from 'vitest';
import { LOCATIONS, meetingDay, pricingOf, room } from './pricing.fixtures.ts';
import { checkPromoCode, normalizePromoCode, type PromoCode, type PromoContext } from './promo.ts';
import { bookingContains, priceQuote } from './quote.ts';

const SPRING: PromoCode = {
  code: 'SPRING10',
  partnerId: 1,
  locationIds: [2, 3],
  kind: 'percentage',
  value: 1000,
  validFrom: '2026-03-01',
  validUntil: '2026-05-31',
  maxUses: 100,
  uses: 99,
  appliesTo: 'both',
};

const HOTEL25: PromoCode = {
  code: 'HOTEL25',
  partnerId: 1,
  kind: 'fixed',
  value: 2500,
  currency: 'EUR',
  uses: 0,
  appliesTo: 'hotel',
};

const CONTEXT: PromoContext = {
  partnerId: 1,
  locationId: 2,
  currency: 'EUR',
  today: '2026-04-15',
  contains: { event: true, hotel: true },
};

describe('checkPromoCode', () => {
  it('accepts a valid percentage code as a discount in basis points', () => {
    expect(checkPromoCode(SPRING, CONTEXT)).toEqual({
      ok: true,
      discount: { code: 'SPRING10', kind: 'percentage', basisPoints: 1000, appliesTo: 'both' },
    });
  });

  it('accepts a fixed code for any location of its partner, in its currency', () => {
    expect(checkPromoCode(HOTEL25, { ...CONTEXT, locationId: 9 })).toEqual({
      ok: true,
      discount: { code: 'HOTEL25', kind: 'fixed', amount: 2500, currency: 'EUR', appliesTo: 'hotel' },
    });
  });

  it('calls a missing code, or another partner’s, unknown', () => {
    expect(checkPromoCode(undefined, CONTEXT)).toEqual({ ok: false, reason: 'unknown' });
    expect(checkPromoCode(SPRING, { ...CONTEXT, partnerId: 2 })).toEqual({ ok: false, reason: 'unknown' });
  });

  it('refuses a code at a location it is not for, and a fixed amount in another currency', () => {
    expect(checkPromoCode(SPRING, { ...CONTEXT, locationId: 4 })).toEqual({
      ok: false,
      reason: 'wrong_location',
    });
    expect(checkPromoCode(HOTEL25, { ...CONTEXT, currency: 'USD' })).toEqual({
      ok: false,
      reason: 'wrong_location',
    });
    // An empty list means every location, like none.
    expect(checkPromoCode({ ...SPRING, locationIds: [] }, { ...CONTEXT, locationId: 4 }).ok).toBe(true);
  });

  it('refuses a code before its first day and after its last day, both days included', () => {
    expect(checkPromoCode(SPRING, { ...CONTEXT, today: '2026-02-28' })).toEqual({
      ok: false,
      reason: 'not_yet_valid',
    });
    expect(checkPromoCode(SPRING, { ...CONTEXT, today: '2026-03-01' }).ok).toBe(true);
    expect(checkPromoCode(SPRING, { ...CONTEXT, today: '2026-05-31' }).ok).toBe(true);
    expect(checkPromoCode(SPRING, { ...CONTEXT, today: '2026-06-01' })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a code whose uses are all taken', () => {
    expect(checkPromoCode({ ...SPRING, uses: 100 }, CONTEXT)).toEqual({ ok: false, reason: 'exhausted' });
    expect(checkPromoCode({ ...SPRING, maxUses: null, uses: 10_000 }, CONTEXT).ok).toBe(true);
  });

  it('refuses a code the booking has nothing for', () => {
    const meetingOnly = { ...CONTEXT, contains: { event: true, hotel: false } };
    expect(checkPromoCode(HOTEL25, meetingOnly)).toEqual({ ok: false, reason: 'not_applicable' });
    expect(checkPromoCode({ ...SPRING, appliesTo: 'event' }, meetingOnly).ok).toBe(true);
    const nothing = { ...CONTEXT, contains: { event: false, hotel: false } };
    expect(checkPromoCode(SPRING, nothing)).toEqual({ ok: false, reason: 'not_applicable' });
  });

  it('gives the first reason that applies: location before dates before uses', () => {
    const everythingWrong = { ...SPRING, uses: 100, validUntil: '2026-01-31' };
    expect(checkPromoCode(everythingWrong, { ...CONTEXT, locationId: 4 })).toEqual({
      ok: false,
      reason: 'wrong_location',
    });
    expect(checkPromoCode(everythingWrong, CONTEXT)).toEqual({ ok: false, reason: 'expired' });
  });

  it('throws on a today that is not a date, which is the caller’s bug', () => {
    expect(() => checkPromoCode(SPRING, { ...CONTEXT, today: '15/04/2026' })).toThrow(RangeError);
  });

  it('gives a discount the engine prices with', () => {
    const request = { location: LOCATIONS.amsterdam, days: [meetingDay()], rooms: [room()] };
    const check = checkPromoCode(HOTEL25, { ...CONTEXT, contains: bookingContains(request) });
    if (!check.ok) throw new Error(check.reason);
    const pricing = pricingOf(priceQuote({ ...request, discount: check.discount }));
    // room 149.00 − 25.00 = 124.00
    expect(pricing.totalPriceIncludingTaxes).toBe(12400);
  });
});

describe('normalizePromoCode', () => {
  it('compares codes however the visitor typed them', () => {
    expect(normalizePromoCode('  spring 10 ')).toBe('SPRING10');
    expect(normalizePromoCode('Spring10')).toBe(normalizePromoCode('SPRING10'));
  });
});
