import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCall, bookingFixture, bookingPayload, createBooking } from '../../../test/bookings.ts';
import { BERLIN, seededCatalogue } from '../../../test/catalogue.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { staffKey } from '../../../test/staff.ts';

// Findings of the attack on the booking endpoints (issue 20), each replayed here.

let fresh: FreshApp;
let staff: string;
beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  staff = await staffKey(fresh.db, 'harbour');
});
afterAll(() => fresh.close());

describe('a draft and a location the partner switched off (finding 6)', () => {
  it('a visitor cannot move a draft there', async () => {
    const f = await bookingFixture(fresh.db);
    const berlin = (await seededCatalogue(fresh.db)).location(BERLIN);
    const off = await fresh.app.request(berlin, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ available: false }),
    });
    expect(off.status).toBe(200);
    const b = await createBooking(fresh.app, bookingPayload(f, { types: ['mice'], hotelRooms: [] }));
    const moved = await bookingCall(fresh.app, 'PATCH', `/api/booking/${b.id}`, {
      username: b.username,
      key: b.key,
      body: { location: berlin, meetingRooms: [] },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain('location');
    const read = await bookingCall(fresh.app, 'GET', `/api/booking/${b.id}`, {
      username: b.username,
      key: b.key,
    });
    expect(read.body.location).toBe(f.location);
  });
});

describe('an Idempotency-Key from a second address (finding 9)', () => {
  it('the same key and body from Wi-Fi and then 4G create one booking', async () => {
    const f = await bookingFixture(fresh.db);
    const body = JSON.stringify(
      bookingPayload(f, { types: ['mice'], hotelRooms: [], email: 'roaming@example.com' }),
    );
    const from = (address: string) =>
      fresh.app.request(
        '/api/booking',
        {
          method: 'POST',
          headers: { 'content-type': 'application/ld+json', 'Idempotency-Key': 'roam-1' },
          body,
        },
        { incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: 'IPv4' } } },
      );
    const wifi = await from('198.51.100.7');
    const mobile = await from('203.0.113.40');
    expect([wifi.status, mobile.status]).toEqual([201, 201]);
    expect(mobile.headers.get('idempotent-replayed')).toBe('true');
    expect((await mobile.json()).id).toBe((await wifi.json()).id);
  });
});
