import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../../src/domain/dates.ts';
import { idFromIri } from '../../../../src/domain/iri.ts';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../../test/bookings.ts';
import { TEST_NOW } from '../../../test/fresh-app.ts';
import { type PaymentBed, paymentBed } from '../../../test/payments.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';

// The location's booking terms decide two things the visitor notices: "book now" turns into a request
// when the first day is closer than the minimum lead time, and cancelling costs a fee once the free
// cancellation period before the first day has passed.

let fresh: PaymentBed;
let f: BookingFixture;
let terms: { lead: number; free: number };
const today = TEST_NOW.slice(0, 10);

beforeAll(async () => {
  // Card payments on (the Stripe provider against the local Stripe test server): book now holds until paid.
  fresh = await paymentBed({ rateLimits: GENEROUS_BOOKING_LIMITS });
  f = await bookingFixture(fresh.db);
  const [row] = await fresh.db.query<{ lead: number; free: number }>(
    'select minimum_lead_time_days as lead, free_cancellation_days as free from locations where id = $1',
    [idFromIri(f.location)],
  );
  terms = row!;
});
afterAll(() => fresh.close());

/** A meeting-only booking whose one day is `daysAhead` days after today. */
async function bookingIn(daysAhead: number) {
  const base = bookingPayload(f) as ReturnType<typeof bookingPayload> & { meetingRooms: object[] };
  return createBooking(fresh.app, {
    ...base,
    types: ['mice'],
    hotelRooms: [],
    meetingRooms: [{ ...base.meetingRooms[0], date: addDays(today, daysAhead) }],
  });
}

type Booking = Awaited<ReturnType<typeof bookingIn>>;
const as = (b: Booking) => ({ username: b.username, key: b.key });
const move = (b: Booking, body: Record<string, unknown>) =>
  bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, { ...as(b), body });

describe("the location's booking terms", () => {
  it('seeds terms that make both rules observable', () => {
    expect(terms.lead).toBeGreaterThan(1);
    expect(terms.free).toBeGreaterThan(1);
  });

  it('refuses "book now" closer than the minimum lead time, and says why', async () => {
    const soon = await bookingIn(terms.lead - 1);
    const read = await bookingCall(fresh.app, 'GET', `/api/booking/${soon.id}`, as(soon));
    expect(read.body.transitions).not.toContain('book_now');
    expect(read.body.transitionBlockerList).toContainEqual(
      expect.objectContaining({
        transition: 'book_now',
        code: 'instant_booking_not_allowed',
        reason: 'lead_time_too_short',
      }),
    );
    const tried = await move(soon, { transition: 'book_now', termsAccepted: true });
    expect(tried.status).toBe(409);
    const later = await bookingIn(terms.lead + 30);
    const booked = await move(later, { transition: 'book_now', termsAccepted: true });
    expect(booked.status).toBe(200);
    expect(['payment_pending', 'confirmed']).toContain(booked.body.status);
  });

  it('shows the free cancellation deadline and asks for the fee once it has passed', async () => {
    const far = await bookingIn(terms.free + 10);
    const farRead = await bookingCall(fresh.app, 'GET', `/api/booking/${far.id}`, as(far));
    expect(farRead.body.cancellationDeadline).toBe(addDays(today, 10));
    await move(far, { transition: 'request' });
    const freeCancel = await move(far, {
      transition: 'cancel',
      reason: 'Plans changed',
      termsAccepted: true,
    });
    expect([freeCancel.status, freeCancel.body.status]).toEqual([200, 'cancelled']);

    const near = await bookingIn(terms.free - 1);
    await move(near, { transition: 'request' });
    const noFee = await move(near, { transition: 'cancel', reason: 'Plans changed', termsAccepted: true });
    expect(noFee.status).toBe(422);
    expect(noFee.body.violations).toContainEqual(
      expect.objectContaining({ propertyPath: 'feeAccepted', code: 'cancellation_deadline_passed' }),
    );
    const withFee = await move(near, {
      transition: 'cancel',
      reason: 'Plans changed',
      termsAccepted: true,
      feeAccepted: true,
    });
    expect([withFee.status, withFee.body.status]).toEqual([200, 'cancelled']);
  });
});
