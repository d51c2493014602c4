import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../../test/bookings.ts';
import { deskCall, deskSession } from '../../../test/desk-sessions.ts';
import { type FreshApp, freshApp, TEST_NOW } from '../../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { staffKey } from '../../../test/staff.ts';

// Issue 17: before sending an offer, staff see which halls per day and room types per night of the
// request other holding bookings (offered, accepted, payment pending, confirmed) already take beyond
// what the venue has, with those bookings' references. Desk users of the partner and location only.

const now = new Date(TEST_NOW);
let fresh: FreshApp;
let f: BookingFixture;
let waiting: number;
let holderReference: string;
let otherPartnerId: number;
let locationId: number;

async function requested(payload: unknown) {
  const booking = await createBooking(fresh.app, payload);
  const answer = await bookingCall(fresh.app, 'PUT', `/api/booking/${booking.id}/status`, {
    username: booking.username,
    key: booking.key,
    body: { transition: 'request' },
  });
  expect(answer.status).toBe(200);
  return booking.id;
}

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS, clock: { now: () => now } });
  f = await bookingFixture(fresh.db);
  locationId = Number(f.location.split('/').pop());
  const [other] = await fresh.db.query<{ id: number }>(`select id from partners where slug = 'fjord'`);
  otherPartnerId = other!.id;
  // Both ask for the same hall on the same day and rooms of one type over the same two nights.
  waiting = await requested(bookingPayload(f));
  const base = bookingPayload(f);
  const holder = await requested({
    ...base,
    hotelRooms: [{ ...(base.hotelRooms[0] as object), amount: f.inventory }],
  });
  const offered = await bookingCall(fresh.app, 'PUT', `/api/booking/${holder}/status`, {
    staff: await staffKey(fresh.db, 'harbour'),
    body: { transition: 'send_offer', validUntil: '2030-04-01' },
  });
  expect(offered.status).toBe(200);
  holderReference = offered.body.reference;
});
afterAll(() => fresh.close());

const conflicts = (id: number, cookie?: string) =>
  deskCall(fresh, 'GET', `/api/desk/bookings/${id}/conflicts`, { cookie });

describe('GET /api/desk/bookings/{id}/conflicts', () => {
  it('names the hall day and the room nights another offer holds, with its reference', async () => {
    const { cookie } = await deskSession(fresh, now, { partnerId: f.partnerId });
    const answer = await conflicts(waiting, cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.halls).toEqual([
      expect.objectContaining({
        hall: f.hall,
        date: '2030-06-03',
        bookings: [expect.objectContaining({ reference: holderReference })],
      }),
    ]);
    // The stay runs 2030-06-02 to 06-04: two nights, each fully taken by the offer.
    expect(answer.body.rooms.map((r: { night: string }) => r.night)).toEqual(['2030-06-02', '2030-06-03']);
    expect(answer.body.rooms[0]).toMatchObject({
      roomType: f.roomType,
      inventory: f.inventory,
      taken: f.inventory,
      requested: 2,
      bookings: [{ reference: holderReference }],
    });
  });

  it('is empty for the booking that holds them itself', async () => {
    const { cookie } = await deskSession(fresh, now, { partnerId: f.partnerId });
    const own = await fresh.db.query<{ id: number }>(
      `select id from bookings where reference = '${holderReference}'`,
    );
    const answer = await conflicts(own[0]!.id, cookie);
    expect(answer.body).toMatchObject({ halls: [], rooms: [] });
  });

  it('answers 401 without a session, 404 to another partner and to a user of other locations', async () => {
    expect((await conflicts(waiting)).status).toBe(401);
    const other = await deskSession(fresh, now, { partnerId: otherPartnerId });
    expect((await conflicts(waiting, other.cookie)).status).toBe(404);
    const [elsewhere] = await fresh.db.query<{ id: number }>(
      `select id from locations where partner_id = ${f.partnerId} and id <> ${locationId} order by id limit 1`,
    );
    const limited = await deskSession(fresh, now, { partnerId: f.partnerId, locationIds: [elsewhere!.id] });
    expect((await conflicts(waiting, limited.cookie)).status).toBe(404);
    const here = await deskSession(fresh, now, { partnerId: f.partnerId, locationIds: [locationId] });
    expect((await conflicts(waiting, here.cookie)).status).toBe(200);
  });
});
