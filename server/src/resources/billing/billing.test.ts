import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { expectProblem, getJson } from '../../../test/http.ts';
import { call, staffKey } from '../../../test/staff.ts';
import { insertBooking, insertDay, insertDayHall } from '../halls-suitable/booking-rows.fixtures.ts';

let ctx: FreshApp;
let bookingId: number;
let harbour: string;
let fjord: string;
beforeAll(async () => {
  ctx = await freshApp();
  harbour = await staffKey(ctx.db, 'harbour');
  fjord = await staffKey(ctx.db, 'fjord');
  bookingId = await insertBooking(ctx.db, {
    locationId: 1,
    username: 'visitor-1',
    key: 'secret-key-1',
    promoCode: 'WELCOME10',
  });
  const dayId = await insertDay(ctx.db, bookingId, {
    date: '2030-05-14',
    startTime: '09:00',
    endTime: '12:00',
    pax: 10,
  });
  await insertDayHall(ctx.db, dayId, { hallId: 6, startTime: '09:00', endTime: '12:00', blocking: true });
  await ctx.db.query(
    'insert into booking_day_items (booking_day_id, item_id, amount) values ($1, 1, 1), ($1, 6, 1)',
    [dayId],
  );
  await ctx.db.query(
    `insert into booking_rooms (booking_id, location_id, room_type_id, start_date, end_date, amount, pax_room, breakfast)
     values ($1, 1, 1, '2030-05-14', '2030-05-16', 2, 1, true)`,
    [bookingId],
  );
});
afterAll(() => ctx.close());

const path = () => `/api/booking/${bookingId}/billing`;
const visitor = (username: string, key: string) => ({ headers: { username, key } });

describe('GET /api/booking/{id}/billing', () => {
  it('prices the saved booking for its visitor exactly as the same unsaved payload is quoted', async () => {
    const { status, body } = await getJson(ctx.app, path(), visitor('visitor-1', 'secret-key-1'));
    expect(status).toBe(200);
    const quoted = await call(ctx.app, 'POST', '/api/booking_quotes', {
      body: {
        location: '/api/locations/1',
        meetingRooms: [
          {
            date: '2030-05-14',
            startTime: '09:00',
            endTime: '12:00',
            pax: 10,
            halls: [{ hall: '/api/halls/6' }],
            items: [
              { item: '/api/items/1', amount: 1 },
              { item: '/api/items/6', amount: 1 },
            ],
          },
        ],
        hotelRooms: [
          {
            startDate: '2030-05-14',
            endDate: '2030-05-16',
            amount: 2,
            paxRoom: 1,
            roomType: '/api/location_room_types/1',
            breakfast: true,
          },
        ],
        promoCode: 'WELCOME10',
      },
    });
    const { '@id': _a, '@type': _b, corporateAccount: _c, ...quote } = quoted.body;
    // Nothing paid yet: the whole total is still due.
    expect(body).toEqual({
      '@id': path(),
      '@type': 'Billing',
      ...quote,
      payments: [],
      paymentTotals: [{ currency: 'EUR', total: 91305, paid: 0, refunded: 0, due: 91305 }],
    });
    // 1014.50 before the 10% code (see the quote test), 913.05 after.
    expect(body.totalPriceIncludingTaxes).toBe(91305);
    expect(body.promoCode).toEqual({ code: 'WELCOME10', status: 'applied' });
  });

  it("answers the partner's staff, and nobody else", async () => {
    const staff = await getJson(ctx.app, path(), { headers: { Authorization: `Bearer ${harbour}` } });
    expect(staff.status).toBe(200);
    expect(staff.body.totalPriceIncludingTaxes).toBe(91305);
    await expectProblem(ctx.app, path(), 404, 'booking_not_found', {
      headers: { Authorization: `Bearer ${fjord}` },
    });
  });

  it.each([
    ['no headers', {}, 404, 'booking_not_found'],
    ['a username without a key', { username: 'visitor-1' }, 404, 'booking_not_found'],
    ['a wrong key', { username: 'visitor-1', key: 'secret-key-2' }, 404, 'booking_not_found'],
    ['a key of another username', { username: 'visitor-2', key: 'secret-key-1' }, 404, 'booking_not_found'],
  ])('refuses %s', async (_label, headers, status, code) => {
    await expectProblem(ctx.app, path(), status, code, { headers });
  });

  it('is 404 for a booking that does not exist, with the same answer as a wrong key', async () => {
    await expectProblem(
      ctx.app,
      '/api/booking/99999/billing',
      404,
      'booking_not_found',
      visitor('visitor-1', 'secret-key-1'),
    );
    await expectProblem(
      ctx.app,
      '/api/booking/abc/billing',
      404,
      'booking_not_found',
      visitor('visitor-1', 'secret-key-1'),
    );
  });
});
