import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bookingPayloadSchema, quotePayloadSchema } from './booking-payload.schema.ts';

// The write payload as both sides read it (issue 12, defects 1 and 7): a stay's breakfast left out or
// null stays null ("the location's default", resolved by the server), never false ("no"); a package's
// persons left out or null stay null ("the day's guests"), never a refusal or 1.

const stay = (extra: Record<string, unknown> = {}) => ({
  startDate: '2030-05-14',
  endDate: '2030-05-15',
  amount: 1,
  paxRoom: 2,
  roomType: '/api/location_room_types/1',
  ...extra,
});
const day = (deal: Record<string, unknown>) => ({
  date: '2030-05-14',
  startTime: '09:00',
  endTime: '17:00',
  pax: 40,
  packageDeals: [{ packageDeal: '/api/package_deals/2', ...deal }],
});
const payload = (extra: Record<string, unknown>) => ({
  location: '/api/locations/1',
  email: 'planner@example.com',
  types: ['mice', 'hotel'],
  ...extra,
});

describe('booking payload contract', () => {
  it('keeps a breakfast left out or null as null, and a chosen one as chosen', () => {
    const parsed = v.parse(
      bookingPayloadSchema,
      payload({ hotelRooms: [stay(), stay({ breakfast: null }), stay({ breakfast: false })] }),
    );
    expect(parsed.hotelRooms.map((r) => r.breakfast)).toEqual([null, null, false]);
    const quoted = v.parse(quotePayloadSchema, { location: '/api/locations/1', hotelRooms: [stay()] });
    expect(quoted.hotelRooms[0]!.breakfast).toBeNull();
  });

  it('accepts a package without persons or with null persons, and refuses 0', () => {
    const parsed = v.parse(bookingPayloadSchema, payload({ meetingRooms: [day({}), day({ amount: null })] }));
    expect(parsed.meetingRooms.map((d) => d.packageDeals[0]!.amount)).toEqual([null, null]);
    const zero = v.safeParse(bookingPayloadSchema, payload({ meetingRooms: [day({ amount: 0 })] }));
    expect(zero.success).toBe(false);
  });
});

describe('a stay with a malformed date', () => {
  // Found by the fuzz run: the stay-length check ran on dates that had already failed and threw (a 500).
  it.each([
    ['true', '2030-06-04'],
    ['2030-06-02', 'soon'],
  ])('is a violation of the date, never an exception (%s → %s)', (startDate, endDate) => {
    const stay = { startDate, endDate, amount: 1, paxRoom: 1, roomType: '/api/location_room_types/1' };
    const payload = { location: '/api/locations/1', types: ['hotel'], hotelRooms: [stay] };
    expect(() => v.safeParse(quotePayloadSchema, payload)).not.toThrow();
    expect(v.safeParse(quotePayloadSchema, payload).success).toBe(false);
    expect(() => v.safeParse(bookingPayloadSchema, { ...payload, email: 'a@example.com' })).not.toThrow();
  });
});
