import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../../test/bookings.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { staffKey } from '../../../test/staff.ts';

// Issue 20, finding 1: one anonymous booking held 6 halls for 365 days and every room for 365 nights. A
// location bounds what one anonymous booking may hold (days, halls a day, rooms, nights of a stay), on
// creation and on every edit; the venue's staff are not bound.

let fresh: FreshApp;
let staff: string;
let f: BookingFixture;
beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  staff = await staffKey(fresh.db, 'harbour');
  f = await bookingFixture(fresh.db);
});
afterAll(() => fresh.close());

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Meeting days from 2030-07-01 (one hall each), or stays of `amount` rooms and `nights` nights. */
function days(count: number, hallsPerDay = 1) {
  const day = bookingPayload(f).meetingRooms[0]!;
  return Array.from({ length: count }, (_, d) => ({
    ...day,
    date: addDays('2030-07-01', d),
    halls: Array.from({ length: hallsPerDay }, () => day.halls[0]!),
  }));
}
function stays(...sizes: { amount: number; nights: number }[]) {
  const stay = bookingPayload(f).hotelRooms[0]!;
  return sizes.map(({ amount, nights }) => ({
    ...stay,
    startDate: '2030-07-01',
    endDate: addDays('2030-07-01', nights),
    amount,
    lateCheckoutRooms: 0,
  }));
}

type Answer = { status: number; body: { violations?: { propertyPath: string; code: string }[] } };
const refusals = (answer: Answer) => [
  answer.status,
  (answer.body.violations ?? []).map((v) => `${v.propertyPath}: ${v.code}`),
];

describe('the bounds of a location', () => {
  it('are settings with defaults, which staff may change within what any booking may hold', async () => {
    const read = await bookingCall(fresh.app, 'GET', f.location);
    expect(read.body).toMatchObject({
      maxPublicDays: 14,
      maxPublicHallsPerDay: 4,
      maxPublicRooms: 40,
      maxPublicNights: 30,
    });
    const change = (body: object) =>
      bookingCall(fresh.app, 'PATCH', f.location, { staff, body, type: 'application/merge-patch+json' });
    expect((await change({ maxPublicDays: 0 })).status).toBe(422);
    expect((await change({ maxPublicDays: 61 })).status).toBe(422);
    expect((await change({ maxPublicNights: 367 })).status).toBe(422);
    const changed = await change({ maxPublicDays: 20, maxPublicRooms: 100 });
    expect([changed.status, changed.body.maxPublicDays, changed.body.maxPublicRooms]).toEqual([200, 20, 100]);
    await change({ maxPublicDays: 14, maxPublicRooms: 40 });
  });
});

describe('an anonymous booking beyond a bound', () => {
  // Lines are built when the test runs: the fixture is looked up in beforeAll.
  it.each([
    ['15 meeting days', () => ({ meetingRooms: days(15) }), 'meetingRooms[14].date: too_many_days'],
    [
      '5 halls on a day',
      () => ({ meetingRooms: [...days(1), { ...days(2, 5)[1]! }] }),
      'meetingRooms[1].halls[4].hall: too_many_halls',
    ],
    [
      '41 rooms over two stays',
      () => ({ hotelRooms: stays({ amount: 20, nights: 2 }, { amount: 21, nights: 2 }) }),
      'hotelRooms[1].amount: too_many_rooms',
    ],
    [
      'a stay of 31 nights',
      () => ({ hotelRooms: stays({ amount: 1, nights: 31 }) }),
      'hotelRooms[0].endDate: too_many_nights',
    ],
  ])('is refused on creation: %s', async (_label, lines, violation) => {
    const payload = bookingPayload(f, { meetingRooms: days(1), ...lines() });
    const created = await bookingCall(fresh.app, 'POST', '/api/booking', { body: payload });
    expect(refusals(created)).toEqual([422, [violation]]);
  });

  it('is refused on an edit, by PATCH and by PUT', async () => {
    const b = await createBooking(fresh.app, bookingPayload(f, { meetingRooms: days(14, 4) }));
    const visitor = { username: b.username, key: b.key };
    const patched = await bookingCall(fresh.app, 'PATCH', `/api/booking/${b.id}`, {
      ...visitor,
      body: { meetingRooms: days(15, 4) },
    });
    expect(refusals(patched)).toEqual([422, ['meetingRooms[14].date: too_many_days']]);
    const put = await bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}`, {
      ...visitor,
      body: bookingPayload(f, { meetingRooms: days(14, 4), hotelRooms: stays({ amount: 41, nights: 1 }) }),
    });
    expect(refusals(put)).toEqual([422, ['hotelRooms[0].amount: too_many_rooms']]);
    // Up to the bounds, an edit passes.
    const within = await bookingCall(fresh.app, 'PATCH', `/api/booking/${b.id}`, {
      ...visitor,
      body: { hotelRooms: stays({ amount: 40, nights: 30 }) },
    });
    expect(within.status).toBe(200);
  });

  it("follows the location's own setting", async () => {
    const change = (body: object) =>
      bookingCall(fresh.app, 'PATCH', f.location, { staff, body, type: 'application/merge-patch+json' });
    expect((await change({ maxPublicDays: 2 })).status).toBe(200);
    try {
      const created = await bookingCall(fresh.app, 'POST', '/api/booking', {
        body: bookingPayload(f, { meetingRooms: days(3) }),
      });
      expect(refusals(created)).toEqual([422, ['meetingRooms[2].date: too_many_days']]);
    } finally {
      await change({ maxPublicDays: 14 });
    }
  });
});

describe("the venue's staff", () => {
  it('are not bound, and a visitor may keep what staff booked but not ask for more', async () => {
    const large = bookingPayload(f, {
      meetingRooms: days(20, 6),
      hotelRooms: stays({ amount: 50, nights: 45 }),
    });
    const made = await bookingCall(fresh.app, 'POST', '/api/reservations', { staff, body: large });
    expect(made.status).toBe(201);
    const edit = await bookingCall(fresh.app, 'PUT', `/api/reservations/${made.body.id}`, {
      staff,
      body: { ...large, meetingRooms: days(25, 6) },
    });
    expect(edit.status).toBe(200);
    // The visitor holds the booking's key: a change of contact details keeps the larger booking.
    const visitor = { username: made.body.username, key: made.body.key };
    const renamed = await bookingCall(fresh.app, 'PATCH', `/api/booking/${made.body.id}`, {
      ...visitor,
      body: { eventName: 'Annual sales conference' },
    });
    expect(renamed.status).toBe(200);
    const more = await bookingCall(fresh.app, 'PATCH', `/api/booking/${made.body.id}`, {
      ...visitor,
      body: { meetingRooms: days(26, 6) },
    });
    expect(refusals(more)).toEqual([422, ['meetingRooms[25].date: too_many_days']]);
  });
});
