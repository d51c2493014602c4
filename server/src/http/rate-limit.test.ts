import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingFixture, bookingCall, bookingFixture, bookingPayload } from '../../test/bookings.ts';
import { type FreshApp, freshApp, TEST_NOW } from '../../test/fresh-app.ts';
import { staffKey } from '../../test/staff.ts';
import { createApp } from '../app.ts';
import { fixedClock } from '../clock.ts';

// The one limiter through the booking creation it guards (corporate verification's buckets are tested in
// corporate-accounts.test.ts): counts live in the database, so every app over it sees the same limit.

let fresh: FreshApp;
let f: BookingFixture;

beforeAll(async () => {
  fresh = await freshApp();
  f = await bookingFixture(fresh.db);
});
afterAll(() => fresh.close());

describe('the booking creation limits', () => {
  it('limits creation per e-mail across requests (429 with Retry-After)', async () => {
    // A second app over the same database: the counts live in the database, not in the app.
    const limits = { bookingPerEmail: { limit: 2, seconds: 600 } };
    const limited = createApp({ db: fresh.db, clock: fixedClock(TEST_NOW), rateLimits: limits });
    const body = bookingPayload(f, { email: 'many@example.com' });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await bookingCall(limited, 'POST', '/api/booking', { body }));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 429]);
    expect(answers[2]!.body.code).toBe('too_many_bookings');
    expect(Number(answers[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = createApp({ db: fresh.db, clock: fixedClock(TEST_NOW), rateLimits: limits });
    expect((await bookingCall(other, 'POST', '/api/booking', { body })).status).toBe(429);
    const staff = await bookingCall(limited, 'POST', '/api/booking', {
      body,
      staff: await staffKey(fresh.db, 'harbour'),
    });
    expect(staff.status).toBe(201);
  });
});
