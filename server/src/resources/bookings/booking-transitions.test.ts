import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../../test/bookings.ts';
import { TEST_NOW } from '../../../test/fresh-app.ts';
import { type PaymentBed, payHeldBooking, paymentBed } from '../../../test/payments.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { staffKey } from '../../../test/staff.ts';
import { bookingDeps } from '../../app.ts';
import type { BookingEvent } from '../../notifications/notifier.ts';
import { sweepDueBookings } from './hold-sweeper.ts';

// Every transition through PUT /api/booking/{id}/status on a real database: statuses, flags, the audit
// trail, what is held (blocking day-halls, room-night counters) and the notifier, which hears only
// committed changes. The hold and offer timers run through the sweeper on an injected clock.

let fresh: PaymentBed;
let f: BookingFixture;
let staff: string;
let now = new Date(TEST_NOW);
const events: BookingEvent[] = [];
const clock = { now: () => new Date(now) };
const notifier = { notify: async (event: BookingEvent) => void events.push(event), outboxChanged: () => {} };
let dayOffset = 0;

beforeAll(async () => {
  // Card payments on (the real Stripe provider against the local Stripe test server): book now holds.
  fresh = await paymentBed({ clock, notifier, rateLimits: GENEROUS_BOOKING_LIMITS });
  f = await bookingFixture(fresh.db);
  staff = await staffKey(fresh.db, 'harbour');
});
afterAll(() => fresh.close());

/** A booking on its own day, so tests never hold each other's spaces. */
async function newBooking(overrides: Record<string, unknown> = {}) {
  dayOffset++;
  const date = `2030-07-${String(dayOffset).padStart(2, '0')}`;
  const next = `2030-07-${String(dayOffset + 1).padStart(2, '0')}`;
  const base = bookingPayload(f) as ReturnType<typeof bookingPayload> & {
    meetingRooms: Record<string, unknown>[];
    hotelRooms: Record<string, unknown>[];
  };
  return createBooking(fresh.app, {
    ...base,
    meetingRooms: [{ ...base.meetingRooms[0], date }],
    hotelRooms: [{ ...base.hotelRooms[0], startDate: date, endDate: next }],
    ...overrides,
  });
}

type Booking = Awaited<ReturnType<typeof newBooking>>;
const move = (b: Booking, body: Record<string, unknown>, extra: Record<string, string> = {}) =>
  bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, {
    username: b.username,
    key: b.key,
    body,
    ...extra,
  });
const staffMove = (b: Booking, body: Record<string, unknown>) =>
  bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, { staff, body });

async function held(id: number) {
  const [row] = await fresh.db.query<{ halls: number; rooms: number; nights: number }>(
    `select (select count(*)::int from booking_day_halls where booking_id = $1 and blocking) as halls,
       (select count(*)::int from booking_rooms where booking_id = $1 and blocking) as rooms,
       (select coalesce(sum(n.used), 0)::int from room_type_nights n join booking_rooms r on r.room_type_id = n.room_type_id
          and n.night >= r.start_date and n.night < r.end_date where r.booking_id = $1) as nights`,
    [id],
  );
  return row!;
}

describe('the offer flow', () => {
  it('request, send_offer (holds), accept, confirm; the audit trail says who, when, from, to', async () => {
    const b = await newBooking();
    const requested = await move(b, { transition: 'inquire' });
    expect(requested.body).toMatchObject({
      status: 'requested',
      flags: ['requestKind:inquiry'],
      requestKind: 'inquiry',
    });
    expect(requested.body.transitions).toEqual(['turn_down', 'cancel']);
    const visitorOffer = await move(b, { transition: 'send_offer', validUntil: '2030-04-01' });
    expect([visitorOffer.status, visitorOffer.body.blockers[0].code]).toEqual([409, 'staff_only']);
    const noDate = await staffMove(b, { transition: 'send_offer' });
    expect([noDate.status, noDate.body.violations[0].propertyPath]).toEqual([422, 'validUntil']);
    const offered = await staffMove(b, {
      transition: 'send_offer',
      validUntil: '2030-04-01',
      priceOverrides: [{ line: requested.body.meetingRooms[0].halls[0]['@id'], price: 50000 }],
    });
    expect(offered.body).toMatchObject({ status: 'offered', offerValidUntil: '2030-04-01' });
    expect(offered.body.priceOverrides).toHaveLength(1);
    expect(await held(b.id)).toEqual({ halls: 1, rooms: 1, nights: 2 });
    const noTerms = await move(b, { transition: 'accept' });
    expect([noTerms.status, noTerms.body.code]).toEqual([422, 'transition_input_invalid']);
    expect((await move(b, { transition: 'accept', termsAccepted: true })).body.status).toBe('accepted');
    const confirmed = await staffMove(b, { transition: 'confirm' });
    expect(confirmed.body.status).toBe('confirmed');
    expect(
      confirmed.body.auditTrail.map(
        (a: { transition: string; from: string; to: string }) => `${a.transition}:${a.from}>${a.to}`,
      ),
    ).toEqual([
      'inquire:draft>requested',
      'send_offer:requested>offered',
      'accept:offered>accepted',
      'confirm:accepted>confirmed',
    ]);
    expect(confirmed.body.auditTrail[0]).toMatchObject({
      actor: { role: 'visitor', id: b.username },
      at: TEST_NOW.replace('Z', '.000Z'),
    });
    expect(confirmed.body.auditTrail[1].actor.role).toBe('staff');
    expect(events.filter((e) => e.bookingId === b.id).map((e) => e.transition ?? e.kind)).toEqual([
      'created',
      'inquire',
      'send_offer',
      'accept',
      'confirm',
    ]);
  });

  it('turn_down needs a reason and the acknowledgement and is final; decline and reopen are staff’s', async () => {
    const b = await newBooking();
    await move(b, { transition: 'request' });
    const missing = await move(b, { transition: 'turn_down' });
    expect(missing.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'reason',
      'acknowledged',
    ]);
    const down = await move(b, { transition: 'turn_down', reason: 'Too expensive', acknowledged: true });
    expect(down.body).toMatchObject({ status: 'turned_down', transitions: [] });
    const after = await move(b, { transition: 'cancel', reason: 'x', termsAccepted: true });
    expect(after.status).toBe(409);
    const edit = await bookingCall(fresh.app, 'PATCH', `/api/booking/${b.id}`, {
      username: b.username,
      key: b.key,
      body: { company: 'x' },
    });
    expect([edit.status, edit.body.code]).toEqual([409, 'booking_not_editable']);
    const c = await newBooking();
    await move(c, { transition: 'request_proposal' });
    expect((await staffMove(c, { transition: 'decline', reason: 'Full' })).body.status).toBe('declined');
    const reopened = await staffMove(c, { transition: 'reopen' });
    expect(reopened.body).toMatchObject({ status: 'requested', requestKind: 'proposal' });
  });

  it('cancel releases what a confirmed booking held', async () => {
    const b = await newBooking({ paymentMethod: 'AT_LOCATION' });
    expect((await move(b, { transition: 'book_now', termsAccepted: true })).body.status).toBe(
      'payment_pending',
    );
    // Amsterdam takes a 30% deposit by card before book now confirms.
    await payHeldBooking(fresh, b);
    expect((await bookingCall(fresh.app, 'GET', `/api/booking/${b.id}`, { staff })).body.status).toBe(
      'confirmed',
    );
    expect(await held(b.id)).toEqual({ halls: 1, rooms: 1, nights: 2 });
    const cancelled = await move(b, { transition: 'cancel', reason: 'Plans changed', termsAccepted: true });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', transitions: [] });
    expect(await held(b.id)).toEqual({ halls: 0, rooms: 0, nights: 0 });
  });

  it('rejects an unknown transition name with 422 and a system transition with 409', async () => {
    const b = await newBooking();
    const unknown = await move(b, { transition: 'teleport' });
    expect([unknown.status, unknown.body.violations[0].propertyPath]).toEqual([422, 'transition']);
    const system = await move(b, { transition: 'payment_succeeded' });
    expect([system.status, system.body.blockers[0].code]).toEqual([409, 'system_only']);
  });
});

describe('book now and holds', () => {
  it('a card payment holds until holdExpiresAt; the sweeper turns it into a request and releases at that moment', async () => {
    const b = await newBooking({ paymentMethod: 'CREDIT_CARD' });
    const pending = await move(b, { transition: 'book_now', termsAccepted: true });
    expect(pending.body).toMatchObject({
      status: 'payment_pending',
      holdExpiresAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
    });
    expect(await held(b.id)).toEqual({ halls: 1, rooms: 1, nights: 2 });
    now = new Date(now.getTime() + 14 * 60_000);
    expect(await sweepDueBookings(bookingDeps({ db: fresh.db, clock, notifier }))).toBe(0);
    now = new Date(now.getTime() + 2 * 60_000);
    expect(await sweepDueBookings(bookingDeps({ db: fresh.db, clock, notifier }))).toBe(1);
    expect(await held(b.id)).toEqual({ halls: 0, rooms: 0, nights: 0 });
    const read = await bookingCall(fresh.app, 'GET', `/api/booking/${b.id}`, { staff });
    expect(read.body).toMatchObject({ status: 'requested', requestKind: 'request', holdExpiresAt: null });
    expect(read.body.auditTrail.at(-1)).toMatchObject({
      transition: 'hold_expired',
      actor: { role: 'system' },
    });
    expect(events.at(-1)).toMatchObject({ bookingId: b.id, transition: 'hold_expired' });
  });

  it('the sweeper expires an offer once its validity day is over in the location’s zone', async () => {
    const b = await newBooking();
    await move(b, { transition: 'request' });
    const validUntil = now.toISOString().slice(0, 10);
    await staffMove(b, { transition: 'send_offer', validUntil });
    expect(await sweepDueBookings(bookingDeps({ db: fresh.db, clock, notifier }))).toBe(0);
    now = new Date(now.getTime() + 26 * 3_600_000);
    expect(await sweepDueBookings(bookingDeps({ db: fresh.db, clock, notifier }))).toBe(1);
    expect(await held(b.id)).toEqual({ halls: 0, rooms: 0, nights: 0 });
    expect((await staffMove(b, { transition: 'reopen', reason: 'Asked again' })).body.status).toBe(
      'requested',
    );
  });

  it('a taken space or the last room answers 409 no_longer_available naming it, and nothing is held', async () => {
    // An hour of tear-down after the first booking reaches into the second one's slot.
    await fresh.db.query('update halls set buffer_after_minutes = 60 where id = $1', [
      Number(f.hall.split('/').pop()),
    ]);
    const first = await newBooking({ paymentMethod: 'AT_LOCATION' });
    // Held while the visitor pays: already taken for everyone else.
    expect((await move(first, { transition: 'book_now', termsAccepted: true })).body.status).toBe(
      'payment_pending',
    );
    const date = `2030-07-${String(dayOffset).padStart(2, '0')}`;
    const base = bookingPayload(f) as ReturnType<typeof bookingPayload> & {
      meetingRooms: Record<string, unknown>[];
    };
    const lateDay = {
      ...base.meetingRooms[0],
      date,
      startTime: '17:30',
      endTime: '19:00',
      halls: [{ hall: f.hall, pax: 2, startTime: '17:30', endTime: '19:00' }],
      items: [],
    };
    const second = await createBooking(fresh.app, { ...base, types: ['mice'], meetingRooms: [lateDay] });
    // Book now sees the taken space in the lifecycle's advice (instant_booking_not_allowed/not_available).
    const lost = await move(second, { transition: 'book_now', termsAccepted: true });
    expect([lost.status, lost.body.code]).toEqual([409, 'no_longer_available']);
    expect(lost.body.lost).toEqual([expect.stringMatching(/^\/api\/booking_day_halls\/\d+$/)]);
    // An offer holds without that advice, so here the exclusion constraint itself refuses (23P01).
    await move(second, { transition: 'request' });
    const refused = await staffMove(second, { transition: 'send_offer', validUntil: '2030-06-01' });
    expect([refused.status, refused.body.code, refused.body.lost]).toEqual([
      409,
      'no_longer_available',
      [f.hall],
    ]);
    const after = await bookingCall(fresh.app, 'GET', `/api/booking/${second.id}`, { staff });
    expect(after.body.status).toBe('requested');
    expect(after.body.auditTrail).toHaveLength(1);
    expect(await held(second.id)).toEqual({ halls: 0, rooms: 0, nights: 0 });
    await fresh.db.query('update halls set buffer_after_minutes = 0 where id = $1', [
      Number(f.hall.split('/').pop()),
    ]);

    const stay = (startDate: string, endDate: string, amount: number) => ({
      ...base,
      types: ['hotel'],
      hotelRooms: [{ startDate, endDate, amount, paxRoom: 1, roomType: f.roomType }],
    });
    const all = await createBooking(fresh.app, stay('2030-08-01', '2030-08-03', f.inventory));
    await move(all, { transition: 'request' });
    expect((await staffMove(all, { transition: 'send_offer', validUntil: '2030-06-01' })).body.status).toBe(
      'offered',
    );
    const one = await createBooking(fresh.app, stay('2030-08-02', '2030-08-04', 1));
    await move(one, { transition: 'request' });
    const full = await staffMove(one, { transition: 'send_offer', validUntil: '2030-06-01' });
    expect([full.status, full.body.code, full.body.lost]).toEqual([409, 'no_longer_available', [f.roomType]]);
    const [night] = await fresh.db.query<{ used: number }>(
      `select used from room_type_nights where room_type_id = $1 and night = '2030-08-03'`,
      [Number(f.roomType.split('/').pop())],
    );
    // The night of 08-02 was full, so nothing was counted on 08-03 either: the statement rolled back whole.
    expect(night).toBeUndefined();
  });
});
