import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../../test/bookings.ts';
import { deskSession } from '../../../test/desk-sessions.ts';
import { type FreshApp, freshApp, TEST_NOW } from '../../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';

// Issue 17: the desk's booking page lists the e-mails sent about a booking, read from the outbox:
// when, to whom, subject, kind, delivered or not, never the body. Only desk users of the booking's
// partner (and of its location, when they are limited to some) may see them.

const now = new Date(TEST_NOW);
let fresh: FreshApp;
let f: BookingFixture;
let bookingId: number;
let otherPartnerId: number;
let otherLocationId: number;

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS, clock: { now: () => now } });
  f = await bookingFixture(fresh.db);
  const booking = await createBooking(fresh.app, bookingPayload(f, { email: 'visitor@example.com' }));
  bookingId = booking.id;
  const requested = await bookingCall(fresh.app, 'PUT', `/api/booking/${booking.id}/status`, {
    username: booking.username,
    key: booking.key,
    body: { transition: 'request' },
  });
  expect(requested.status).toBe(200);
  const [other] = await fresh.db.query<{ id: number }>(`select id from partners where slug = 'fjord'`);
  otherPartnerId = other!.id;
  const [otherLocation] = await fresh.db.query<{ id: number }>(
    `select l.id from locations l join partners p on p.id = l.partner_id
     where p.slug = 'harbour' and l.id <> ${Number(f.location.split('/').pop())} order by l.id limit 1`,
  );
  otherLocationId = otherLocation!.id;
});
afterAll(() => fresh.close());

const deskCookie = async (options: { partnerId?: number; locationIds?: number[] } = {}) =>
  (await deskSession(fresh, now, { partnerId: f.partnerId, ...options })).cookie;

async function messages(id: number, cookie?: string) {
  const response = await fresh.app.request(`http://localhost/api/desk/bookings/${id}/messages`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe('GET /api/desk/bookings/{id}/messages', () => {
  it('lists the request e-mails to the visitor and to the venue, without their bodies', async () => {
    const answer = await messages(bookingId, await deskCookie());
    expect(answer.status).toBe(200);
    const visitor = answer.body.member.find((m: { recipient: string }) => m.recipient === 'visitor');
    expect(visitor).toMatchObject({
      '@type': 'BookingMessage',
      to: 'visitor@example.com',
      event: 'request',
      delivery: 'pending',
      sentAt: null,
    });
    expect(answer.body.member.some((m: { recipient: string }) => m.recipient === 'venue')).toBe(true);
    for (const message of answer.body.member) {
      expect(Object.keys(message)).not.toContain('rendered');
      expect(Object.keys(message)).not.toContain('facts');
      expect(JSON.stringify(message)).not.toContain('linkKey');
    }
  });

  it('answers 401 without a desk session', async () => {
    expect((await messages(bookingId)).status).toBe(401);
  });

  it("answers 404 for another partner's desk user, as for a missing booking", async () => {
    expect((await messages(bookingId, await deskCookie({ partnerId: otherPartnerId }))).status).toBe(404);
    expect((await messages(999_999, await deskCookie())).status).toBe(404);
  });

  it("answers 404 for a desk user limited to other locations, 200 for one limited to the booking's", async () => {
    const elsewhere = await deskCookie({ locationIds: [otherLocationId] });
    expect((await messages(bookingId, elsewhere)).status).toBe(404);
    const here = await deskCookie({ locationIds: [Number(f.location.split('/').pop())] });
    expect((await messages(bookingId, here)).status).toBe(200);
  });
});
