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

// Issue 17: the desk's booking page runs the staff transitions through PUT /api/booking/{id}/status
// with the desk session: only with the session's CSRF token, only for the partner's bookings, and the
// audit trail names the person who acted.

const now = new Date(TEST_NOW);
let fresh: FreshApp;
let f: BookingFixture;
let bookingId: number;

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS, clock: { now: () => now } });
  f = await bookingFixture(fresh.db);
  const booking = await createBooking(fresh.app, bookingPayload(f));
  bookingId = booking.id;
  const requested = await bookingCall(fresh.app, 'PUT', `/api/booking/${booking.id}/status`, {
    username: booking.username,
    key: booking.key,
    body: { transition: 'request' },
  });
  expect(requested.status).toBe(200);
});
afterAll(() => fresh.close());

const decline = (session: { cookie: string; csrf?: string }, reason = 'Fully booked that week') =>
  deskCall(fresh, 'PUT', `/api/booking/${bookingId}/status`, {
    ...session,
    body: { transition: 'decline', reason },
  });

describe('staff transitions from the desk', () => {
  it('refuses a write without the CSRF token and changes nothing', async () => {
    const { cookie } = await deskSession(fresh, now, { partnerId: f.partnerId });
    const refused = await decline({ cookie });
    expect([refused.status, refused.body.code]).toEqual([403, 'csrf_token_invalid']);
    const read = await deskCall(fresh, 'GET', `/api/reservations/${bookingId}`, { cookie });
    expect(read.body.status).toBe('requested');
  });

  it("answers 404 to another partner's desk user", async () => {
    const [other] = await fresh.db.query<{ id: number }>(`select id from partners where slug = 'fjord'`);
    const session = await deskSession(fresh, now, { partnerId: other!.id });
    expect((await decline(session)).status).toBe(404);
  });

  it('puts a missing reason on the reason field, then declines and names the person in the trail', async () => {
    const session = await deskSession(fresh, now, { partnerId: f.partnerId });
    const noReason = await decline(session, '  ');
    expect(noReason.status).toBe(422);
    expect(noReason.body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'reason', code: 'reason_required' }),
    ]);
    const declined = await decline(session);
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('declined');
    expect(declined.body.auditTrail.at(-1)).toMatchObject({
      transition: 'decline',
      reason: 'Fully booked that week',
      actor: { role: 'staff', name: expect.stringMatching(/^Sam \d+$/) },
    });
  });
});
