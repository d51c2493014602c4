import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../test/bookings.ts';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';

let fresh: FreshApp;
let f: BookingFixture;

beforeAll(async () => {
  fresh = await freshApp();
  f = await bookingFixture(fresh.db);
});
afterAll(() => fresh.close());

describe('POST /api/booking', () => {
  it('creates a draft and returns username and key once', async () => {
    const res = await bookingCall(fresh.app, 'POST', '/api/booking', { body: bookingPayload(f) });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/api/booking/${res.body.id}`);
    expect(res.body).toMatchObject({ status: 'draft', email: 'anna@example.com', location: f.location });
    expect(res.body.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(res.body.transitions).toContain('book_now');
    const again = await bookingCall(fresh.app, 'GET', `/api/booking/${res.body.id}`, {
      username: res.body.username,
      key: res.body.key,
    });
    expect(again.status).toBe(200);
    expect(again.body.key).toBeUndefined();
    expect(again.body.meetingRooms[0].halls[0]).toMatchObject({ hall: f.hall, pax: 12, startTime: '09:00' });
    expect(again.body.hotelRooms[0]).toMatchObject({ roomType: f.roomType, amount: 2 });
  });
});
