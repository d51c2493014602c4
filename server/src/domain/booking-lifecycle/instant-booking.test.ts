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

  describe('with rooms at other venues of the partner', () => {
    const helsinki = {
      location: '/api/locations/3',
      timeZone: 'Europe/Helsinki',
      minLeadDays: 1,
      firstDay: '2026-06-15',
    };
    const newYork = { location: '/api/locations/4', timeZone: 'America/New_York', minLeadDays: 5 };

    it('allows book now when every venue allows it', () => {
      expect(instantBookingBlockers(booking({ otherVenues: [helsinki] }), NOW)).toEqual([]);
    });

    it('names the venue whose lead time is not met, even when the booking location allows it', () => {
      // Amsterdam needs two days from the 3rd; New York needs five from its first night, the 4th.
      const snapshot = booking({
        firstDay: '2026-05-03',
        otherVenues: [helsinki, { ...newYork, firstDay: '2026-05-04' }],
      });
      expect(instantBookingBlockers(snapshot, NOW)).toEqual([
        {
          code: 'instant_booking_not_allowed',
          reason: 'lead_time_too_short',
          date: '2026-05-04',
          location: '/api/locations/4',
        },
      ]);
    });

    it('counts each venue in its own time zone', () => {
      // 1 May 23:30 UTC: already 2 May in Helsinki, still 1 May in New York; both need two days before the 3rd.
      const now = new Date('2026-05-01T23:30:00Z');
      const at = (timeZone: string) =>
        booking({
          firstDay: '2026-06-15',
          otherVenues: [{ location: '/api/locations/9', timeZone, minLeadDays: 2, firstDay: '2026-05-03' }],
        });
      expect(instantBookingReasons(at('America/New_York'), now)).toEqual([]);
      expect(instantBookingReasons(at('Europe/Helsinki'), now)).toEqual(['lead_time_too_short']);
    });
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
