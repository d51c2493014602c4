import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFixture, bookingPayload, createBooking } from '../../../test/bookings.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { call, staffKey } from '../../../test/staff.ts';

// Deleting a hall a booking holds (issue 17's DELETE /api/halls, found by the fuzz run): the database
// refuses (a RESTRICT foreign key), and the client hears a 409 problem, never a 500.

let ctx: FreshApp;
let key: string;
beforeAll(async () => {
  ctx = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  key = await staffKey(ctx.db, 'harbour');
});
afterAll(() => ctx.close());

describe('DELETE /api/halls/{id}', () => {
  it('answers 409 still_referenced for a hall a booking has, and leaves it', async () => {
    const f = await bookingFixture(ctx.db);
    await createBooking(ctx.app, bookingPayload(f));
    const refused = await call(ctx.app, 'DELETE', f.hall, { key });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.body.code).toBe('still_referenced');
    expect((await call(ctx.app, 'GET', f.hall, { key })).status).toBe(200);
  });
});
