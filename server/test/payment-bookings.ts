import { bookingDeps } from '../src/app.ts';
import { sweepDueBookings } from '../src/resources/bookings/hold-sweeper.ts';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from './bookings.ts';
import { TEST_NOW } from './fresh-app.ts';
import { type PaymentBed, paymentBed } from './payments.ts';
import { GENEROUS_BOOKING_LIMITS } from './rate-limits.ts';
import { staffKey } from './staff.ts';

// A payment bed with a movable clock, its fixture, a staff key and bookings on days of their own, for
// the payment tests: what a visitor does (create, book now, pay) and what staff read.

/**
 * Resolves once `check` passes: refunds and intent cancellations run after their commit, off the
 * request. Polls every 20 ms and fails after `timeoutMs` with the check's last error.
 */
export async function eventually(check: () => Promise<void> | void, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** The bed, the clock it runs on, and the helpers of the payment tests. */
export type PaymentScene = Awaited<ReturnType<typeof paymentScene>>;

/** Starts the scene; `deliver: 'manual'` keeps Stripe's webhooks until the test sends them. */
export async function paymentScene(deliver: 'auto' | 'manual' = 'manual') {
  let now = new Date(TEST_NOW);
  const clock = { now: () => new Date(now) };
  const bed: PaymentBed = await paymentBed({ clock, rateLimits: GENEROUS_BOOKING_LIMITS }, deliver);
  const f: BookingFixture = await bookingFixture(bed.db);
  const staff = await staffKey(bed.db, 'harbour');
  let day = 0;
  type Booking = Awaited<ReturnType<typeof createBooking>>;
  const as = (b: Booking) => ({ username: b.username, key: b.key });
  return {
    bed,
    f,
    staff,
    advance: (minutes: number) => {
      now = new Date(now.getTime() + minutes * 60_000);
    },
    setRule: (rule: 'full' | 'deposit' | 'guarantee', extra = '') =>
      bed.db.query(
        `update locations set payment_rule = '${rule}'${extra} where id = ${f.location.split('/').pop()}`,
      ),
    /** A meeting on a day of its own in the fixture's location (July 2030: inside free cancellation). */
    booking: (overrides: Record<string, unknown> = {}) => {
      day++;
      const base = bookingPayload(f) as ReturnType<typeof bookingPayload> & { meetingRooms: object[] };
      return createBooking(bed.app, {
        ...base,
        types: ['mice'],
        hotelRooms: [],
        meetingRooms: [{ ...base.meetingRooms[0], date: `2030-07-${String(day).padStart(2, '0')}` }],
        ...overrides,
      });
    },
    move: (b: Booking, body: Record<string, unknown>) =>
      bookingCall(bed.app, 'PUT', `/api/booking/${b.id}/status`, { ...as(b), body }),
    /** Staff's read (with the audit trail). */
    read: (b: Booking) => bookingCall(bed.app, 'GET', `/api/booking/${b.id}`, { staff }),
    /** The visitor's read (their transitions and blockers). */
    visit: (b: Booking) => bookingCall(bed.app, 'GET', `/api/booking/${b.id}`, as(b)),
    billing: (b: Booking) => bookingCall(bed.app, 'GET', `/api/booking/${b.id}/billing`, as(b)),
    /** One round of the hold sweeper (holds, offers, payment jobs) at the scene's time. */
    sweep: () => sweepDueBookings(bookingDeps({ db: bed.db, clock, payments: bed.provider })),
    /** A sweep by a process whose payment jobs have not reached Stripe yet (the intent stays open). */
    sweepHoldsOnly: () => sweepDueBookings(bookingDeps({ db: bed.db, clock })),
    close: () => bed.close(),
  };
}
