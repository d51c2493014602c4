import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCall, bookingFixture, bookingPayload } from '../../../test/bookings.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { staffKey } from '../../../test/staff.ts';

// Found by the fuzz run of the OpenAPI document: a stay of 100,000 rooms × 100,000 guests a room (the
// contract's largest) overflowed int4 while the booking's line facts were read, and answered 500.

let fresh: FreshApp;
beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
});
afterAll(() => fresh.close());

describe('a stay whose guests pass 2^31', () => {
  it('is created and read back as a draft', async () => {
    const f = await bookingFixture(fresh.db);
    const stay = {
      startDate: '2030-06-02',
      endDate: '2030-06-04',
      amount: 100_000,
      paxRoom: 100_000,
      roomType: f.roomType,
      breakfast: null,
      lateCheckoutRooms: 0,
      comments: null,
    };
    // Staff are not bound by a location's limits for anonymous bookings, so the contract's largest is theirs.
    const staff = await staffKey(fresh.db, 'harbour');
    const created = await bookingCall(fresh.app, 'POST', '/api/reservations', {
      staff,
      body: bookingPayload(f, { types: ['hotel'], meetingRooms: [], hotelRooms: [stay] }),
    });
    expect(created.status).toBe(201);
    const read = await bookingCall(fresh.app, 'GET', `/api/reservations/${created.body.id}`, { staff });
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('draft');
    expect(read.body.hotelRooms).toMatchObject([{ amount: 100_000, paxRoom: 100_000 }]);
  });
});
