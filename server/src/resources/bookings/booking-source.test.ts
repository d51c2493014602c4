import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingFixture, bookingCall, bookingFixture, bookingPayload } from '../../../test/bookings.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { staffKey } from '../../../test/staff.ts';

// Spec §3 enumerations, "Source: form": a booking the visitor makes through the form (the public
// `POST /api/booking`) carries source `form`, and staff see it on their reads; a booking staff enter
// themselves came through no form and carries none.

let fresh: FreshApp;
let f: BookingFixture;
let staff: string;

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  f = await bookingFixture(fresh.db);
  staff = await staffKey(fresh.db, 'harbour');
});
afterAll(() => fresh.close());

describe('booking source', () => {
  it('is form for a booking made through the form, on both staff reads', async () => {
    const made = await bookingCall(fresh.app, 'POST', '/api/booking', { body: bookingPayload(f) });
    expect(made.status).toBe(201);
    const reservation = await bookingCall(fresh.app, 'GET', `/api/reservations/${made.body.id}`, { staff });
    expect(reservation.status).toBe(200);
    expect(reservation.body.source).toBe('form');
    const booking = await bookingCall(fresh.app, 'GET', `/api/booking/${made.body.id}`, { staff });
    expect(booking.body.source).toBe('form');
  });

  it('is null for a booking staff entered', async () => {
    const made = await bookingCall(fresh.app, 'POST', '/api/reservations', {
      staff,
      body: bookingPayload(f),
    });
    expect(made.status).toBe(201);
    const read = await bookingCall(fresh.app, 'GET', `/api/reservations/${made.body.id}`, { staff });
    expect(read.body).toHaveProperty('source', null);
  });

  it('is staff information: the visitor does not get it', async () => {
    const made = await bookingCall(fresh.app, 'POST', '/api/booking', { body: bookingPayload(f) });
    const read = await bookingCall(fresh.app, 'GET', `/api/booking/${made.body.id}`, {
      username: made.body.username,
      key: made.body.key,
    });
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty('source');
  });
});
