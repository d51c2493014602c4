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

// Spec §2/§4 "confirm booking": where the location's setting `visitorConfirmsOffer` is on, the visitor
// confirms an accepted offer through PUT /api/booking/{id}/status (`confirm_booking`); elsewhere the
// venue confirms and the visitor's read says why not. (No card payments on this server: nothing is
// paid before confirmation; the lifecycle's tests cover the money rule.)

let fresh: FreshApp;
let f: BookingFixture;
let staff: string;
let day = 0;

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  f = await bookingFixture(fresh.db);
  staff = await staffKey(fresh.db, 'harbour');
});
afterAll(() => fresh.close());

/** A request on its own day with an accepted offer on it. */
async function acceptedOffer() {
  day++;
  const date = `2030-08-${String(day).padStart(2, '0')}`;
  const base = bookingPayload(f) as { meetingRooms: Record<string, unknown>[] };
  const b = await createBooking(fresh.app, {
    ...base,
    types: ['mice'],
    hotelRooms: [],
    meetingRooms: [{ ...base.meetingRooms[0], date }],
  });
  const visitor = { username: b.username, key: b.key };
  const status = `/api/booking/${b.id}/status`;
  await bookingCall(fresh.app, 'PUT', status, { ...visitor, body: { transition: 'request' } });
  await bookingCall(fresh.app, 'PUT', status, {
    staff,
    body: { transition: 'send_offer', validUntil: '2030-07-01' },
  });
  const accepted = await bookingCall(fresh.app, 'PUT', status, {
    ...visitor,
    body: { transition: 'accept', termsAccepted: true },
  });
  expect(accepted.body.status).toBe('accepted');
  return { id: b.id, visitor, status };
}

const setVisitorConfirms = (on: boolean) =>
  bookingCall(fresh.app, 'PATCH', `/api/locations/${f.location.split('/').pop()}`, {
    staff,
    body: { locationSettings: { visitorConfirmsOffer: on } },
  });

describe('the visitor confirms an accepted offer', () => {
  it('is refused where the venue confirms, with the reason in the read', async () => {
    expect((await setVisitorConfirms(false)).status).toBe(200);
    const offer = await acceptedOffer();
    const read = await bookingCall(fresh.app, 'GET', `/api/booking/${offer.id}`, offer.visitor);
    expect(read.body.transitions).not.toContain('confirm_booking');
    expect(read.body.transitionBlockerList).toContainEqual({
      transition: 'confirm_booking',
      code: 'confirmed_by_venue',
    });
    const refused = await bookingCall(fresh.app, 'PUT', offer.status, {
      ...offer.visitor,
      body: { transition: 'confirm_booking' },
    });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
  });

  it('confirms it where the location lets the visitor, and the audit trail names the visitor', async () => {
    const patched = await setVisitorConfirms(true);
    expect(patched.body.locationSettings.visitorConfirmsOffer).toBe(true);
    const offer = await acceptedOffer();
    const read = await bookingCall(fresh.app, 'GET', `/api/booking/${offer.id}`, offer.visitor);
    expect(read.body.transitions).toContain('confirm_booking');
    const confirmed = await bookingCall(fresh.app, 'PUT', offer.status, {
      ...offer.visitor,
      body: { transition: 'confirm_booking' },
    });
    expect([confirmed.status, confirmed.body.status]).toEqual([200, 'confirmed']);
    const staffRead = await bookingCall(fresh.app, 'GET', `/api/reservations/${offer.id}`, { staff });
    expect(staffRead.body.auditTrail.at(-1)).toMatchObject({
      transition: 'confirm_booking',
      from: 'accepted',
      to: 'confirmed',
      actor: { role: 'visitor' },
    });
  });
});
