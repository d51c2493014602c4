import { describe, expect, it } from 'vitest';
import { instantBookingBlockers, instantBookingReasons } from './instant-booking.ts';
import { booking, NOW } from './lifecycle.fixtures.ts';

describe('instant booking rules', () => {
  it('allows book now when everything is priced, free, small enough and far enough ahead', () => {
    expect(instantBookingReasons(booking(), NOW)).toEqual([]);
  });

  it.each([
    ['not_priced', booking({ unpricedLines: ['day-1/hall-3'] })],
    ['not_available', booking({ unavailableLines: ['room-type-2'] })],
    ['pax_above_threshold', booking({ pax: 121, partner: { paxMiceThreshold: 120 } })],
    ['lead_time_too_short', booking({ firstDay: '2026-05-02' })],
    ['lead_time_too_short', booking({ firstDay: '2026-04-30' })],
  ])('reports %s', (reason, snapshot) => {
    expect(instantBookingReasons(snapshot, NOW)).toEqual([reason]);
  });

  it('lets a group exactly at the threshold book at once', () => {
    expect(instantBookingReasons(booking({ pax: 120, partner: { paxMiceThreshold: 120 } }), NOW)).toEqual([]);
  });

  it('reports every failing rule with the lines and the day concerned', () => {
    const snapshot = booking({
      unpricedLines: ['day-1/item-4'],
      unavailableLines: ['day-1/hall-3', 'room-type-2'],
      pax: 1000,
      firstDay: '2026-05-01',
    });
    expect(instantBookingBlockers(snapshot, NOW)).toEqual([
      { code: 'instant_booking_not_allowed', reason: 'not_priced', lines: ['day-1/item-4'] },
      {
        code: 'instant_booking_not_allowed',
        reason: 'not_available',
        lines: ['day-1/hall-3', 'room-type-2'],
      },
      { code: 'instant_booking_not_allowed', reason: 'pax_above_threshold' },
      { code: 'instant_booking_not_allowed', reason: 'lead_time_too_short', date: '2026-05-01' },
    ]);
  });

  it('counts the lead time in whole days from the location today', () => {
    // Amsterdam today is 2026-05-01 and two days are needed: the 3rd is the first bookable day.
    expect(instantBookingReasons(booking({ firstDay: '2026-05-03' }), NOW)).toEqual([]);
    const sameDay = booking({
      firstDay: '2026-05-01',
      location: { timeZone: 'Europe/Amsterdam', minLeadDays: 0 },
    });
    expect(instantBookingReasons(sameDay, NOW)).toEqual([]);
  });

  describe('in the location time zone, not the server one', () => {
    // 2026-05-10 13:00 UTC: already 11 May (01:00) in Auckland, still 10 May (06:00) in Los Angeles.
    const now = new Date('2026-05-10T13:00:00Z');

    it('blocks in Auckland what UTC would allow', () => {
      // UTC: 10 → 12 May is two days; Auckland: 11 → 12 May is one.
      const auckland = booking({
        firstDay: '2026-05-12',
        location: { timeZone: 'Pacific/Auckland', minLeadDays: 2 },
      });
      expect(instantBookingReasons(auckland, now)).toEqual(['lead_time_too_short']);
      const utc = booking({ firstDay: '2026-05-12', location: { timeZone: 'UTC', minLeadDays: 2 } });
      expect(instantBookingReasons(utc, now)).toEqual([]);
    });

    it('allows in Los Angeles what Auckland would block', () => {
      const at = (timeZone: string) =>
        booking({ firstDay: '2026-05-11', location: { timeZone, minLeadDays: 1 } });
      expect(instantBookingReasons(at('America/Los_Angeles'), now)).toEqual([]);
      expect(instantBookingReasons(at('Pacific/Auckland'), now)).toEqual(['lead_time_too_short']);
    });
  });
});
