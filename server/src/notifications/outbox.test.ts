import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../test/bookings.ts';
import { type FreshApp, freshApp, TEST_NOW } from '../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../test/rate-limits.ts';
import { staffKey } from '../../test/staff.ts';
import { bookingDeps } from '../app.ts';
import type { Orm } from '../db/database.ts';
import { runTransition } from '../resources/bookings/booking-transition.service.ts';
import { sweepDueBookings } from '../resources/bookings/hold-sweeper.ts';
import { enqueueBookingMessages } from './outbox.ts';

// The outbox on a real database: each committed transition leaves the catalogue's messages (and only a
// committed one does), each visitor message carries a key that opens the booking, and the sweeper's
// reminders are written once. Delivery is the sender's test (outbox-sender.test.ts).

let fresh: FreshApp;
let f: BookingFixture;
let staff: string;
let now = new Date(TEST_NOW);
const clock = { now: () => new Date(now) };
let dayOffset = 0;

beforeAll(async () => {
  fresh = await freshApp({ clock, rateLimits: GENEROUS_BOOKING_LIMITS });
  f = await bookingFixture(fresh.db);
  staff = await staffKey(fresh.db, 'harbour');
});
afterAll(() => fresh.close());

async function newBooking(overrides: Record<string, unknown> = {}) {
  dayOffset++;
  const date = `2030-08-${String(dayOffset).padStart(2, '0')}`;
  const base = bookingPayload(f) as ReturnType<typeof bookingPayload> & {
    meetingRooms: Record<string, unknown>[];
  };
  return createBooking(fresh.app, {
    ...base,
    meetingRooms: [{ ...base.meetingRooms[0], date }],
    hotelRooms: [],
    ...overrides,
  });
}
type Booking = Awaited<ReturnType<typeof newBooking>>;
const move = (b: Booking, body: Record<string, unknown>) =>
  bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, { username: b.username, key: b.key, body });
const staffMove = (b: Booking, body: Record<string, unknown>) =>
  bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, { staff, body });

type OutboxRow = {
  template: string;
  recipient: string;
  to_address: string;
  event: string;
  facts: Record<string, unknown>;
};
const outboxOf = (id: number) =>
  fresh.db.query<OutboxRow>(
    `select template, recipient, to_address, event, facts from outbox_messages where booking_id = $1 order by id`,
    [id],
  );

describe('the outbox', () => {
  it('a request writes the visitor’s and the venue’s message with the transition that caused them', async () => {
    const b = await newBooking();
    expect(await outboxOf(b.id)).toEqual([]);
    await move(b, { transition: 'request' });
    const rows = await outboxOf(b.id);
    const [venueEmail] = await fresh.db.query<{ email: string }>(
      `select l.email from locations l join bookings b on b.location_id = l.id where b.id = $1`,
      [b.id],
    );
    expect(rows.map((r) => [r.recipient, r.template, r.to_address])).toEqual([
      ['visitor', 'request_received', 'anna@example.com'],
      ['venue', 'venue_new_request', venueEmail!.email],
    ]);
    const [audit] = await fresh.db.query<{ id: number }>(
      `select id from booking_transitions where booking_id = $1 and transition = 'request'`,
      [b.id],
    );
    expect(rows.every((r) => r.facts.transitionId === audit!.id)).toBe(true);
    expect(rows[1]!.facts.linkKey ?? null).toBeNull();
  });

  it('the key in a visitor’s message opens the booking, as the booking’s own key does', async () => {
    const b = await newBooking();
    await move(b, { transition: 'request' });
    const [visitor] = await outboxOf(b.id);
    const linkKey = String(visitor!.facts.linkKey);
    expect(linkKey).not.toBe(b.key);
    const read = await bookingCall(fresh.app, 'GET', `/api/booking/${b.id}`, {
      username: b.username,
      key: linkKey,
    });
    expect(read.status).toBe(200);
    const wrong = await bookingCall(fresh.app, 'GET', `/api/booking/${b.id}`, {
      username: b.username,
      key: `${linkKey.slice(0, -2)}xx`,
    });
    expect(wrong.status).toBe(404);
  });

  it('a transition that rolls back leaves no message', async () => {
    const b = await newBooking();
    const orm = fresh.db.orm;
    const rolledBack = new Error('roll back');
    await expect(
      orm.transaction(async (raw) => {
        const tx = raw as unknown as Orm;
        await runTransition(
          tx,
          bookingDeps({ db: fresh.db, clock }),
          b.id,
          'request',
          {},
          clock.now(),
          () => ({
            role: 'visitor',
            id: b.username,
          }),
        );
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await outboxOf(b.id)).toEqual([]);
  });

  it('an offer, its acceptance, the confirmation and a cancellation: the catalogue’s messages, one calendar sequence', async () => {
    const b = await newBooking();
    await move(b, { transition: 'request' });
    const validUntil = new Date(now.getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    expect((await staffMove(b, { transition: 'send_offer', validUntil })).status).toBe(200);
    expect((await move(b, { transition: 'accept', termsAccepted: true })).status).toBe(200);
    expect((await staffMove(b, { transition: 'confirm' })).status).toBe(200);
    const cancelled = await move(b, { transition: 'cancel', reason: 'Plans changed', termsAccepted: true });
    expect(cancelled.status).toBe(200);
    const rows = await outboxOf(b.id);
    expect(rows.map((r) => `${r.recipient}:${r.template}`)).toEqual([
      'visitor:request_received',
      'venue:venue_new_request',
      'visitor:offer_sent',
      'visitor:offer_accepted',
      'venue:venue_offer_accepted',
      'visitor:booking_confirmed',
      'visitor:booking_cancelled',
      'venue:venue_booking_cancelled',
    ]);
    const confirmed = rows.find((r) => r.template === 'booking_confirmed')!;
    const cancel = rows.find((r) => r.template === 'booking_cancelled')!;
    expect([confirmed.facts.calendarMethod, confirmed.facts.calendarSequence]).toEqual(['PUBLISH', 0]);
    expect([cancel.facts.calendarMethod, cancel.facts.calendarSequence]).toEqual(['CANCEL', 1]);
    expect(cancel.facts.reason).toBe('Plans changed');
  });

  it('the same event enqueued twice is written once', async () => {
    const b = await newBooking();
    const once = await enqueueBookingMessages(fresh.db.orm, b.id, { event: { kind: 'draft_reminder' }, now });
    const twice = await enqueueBookingMessages(fresh.db.orm, b.id, {
      event: { kind: 'draft_reminder' },
      now,
    });
    expect([once, twice]).toEqual([1, 0]);
  });
});

describe('reminders', () => {
  it('an unsent draft with an e-mail address gets one reminder after 60 quiet minutes, never a second', async () => {
    now = new Date(TEST_NOW);
    const b = await newBooking();
    const sweep = () => sweepDueBookings(bookingDeps({ db: fresh.db, clock }));
    now = new Date(now.getTime() + 59 * 60_000);
    await sweep();
    expect((await outboxOf(b.id)).map((r) => r.template)).toEqual([]);
    now = new Date(now.getTime() + 2 * 60_000);
    await sweep();
    expect((await outboxOf(b.id)).map((r) => r.template)).toEqual(['draft_reminder']);
    now = new Date(now.getTime() + 5 * 3_600_000);
    await sweep();
    expect((await outboxOf(b.id)).map((r) => r.template)).toEqual(['draft_reminder']);
  });

  it('an offer is reminded 48 hours before its validity day ends in the venue’s zone, once', async () => {
    now = new Date('2030-03-14T09:30:00Z');
    const b = await newBooking();
    await move(b, { transition: 'request' });
    // Valid until 20 March: it ends at 21 March 00:00 Amsterdam (23:00 UTC on the 20th, winter time).
    await staffMove(b, { transition: 'send_offer', validUntil: '2030-03-20' });
    const sweep = () => sweepDueBookings(bookingDeps({ db: fresh.db, clock }));
    const reminders = async () =>
      (await outboxOf(b.id)).filter((r) => r.template === 'offer_reminder').length;
    now = new Date('2030-03-18T22:59:00Z');
    await sweep();
    expect(await reminders()).toBe(0);
    now = new Date('2030-03-18T23:00:00Z');
    await sweep();
    expect(await reminders()).toBe(1);
    now = new Date('2030-03-19T12:00:00Z');
    await sweep();
    expect(await reminders()).toBe(1);
  });

  it('deleting the draft deletes its reminder; a sent booking is not deleted', async () => {
    const b = await newBooking();
    await enqueueBookingMessages(fresh.db.orm, b.id, { event: { kind: 'draft_reminder' }, now });
    expect((await outboxOf(b.id)).length).toBe(1);
    const stranger = await bookingCall(fresh.app, 'DELETE', `/api/booking/${b.id}`, {
      username: b.username,
      key: 'not-the-key',
    });
    expect(stranger.status).toBe(404);
    const deleted = await bookingCall(fresh.app, 'DELETE', `/api/booking/${b.id}`, {
      username: b.username,
      key: b.key,
    });
    expect(deleted.status).toBe(204);
    expect(await outboxOf(b.id)).toEqual([]);
    expect(
      (await bookingCall(fresh.app, 'GET', `/api/booking/${b.id}`, { username: b.username, key: b.key }))
        .status,
    ).toBe(404);

    const sent = await newBooking();
    await move(sent, { transition: 'request' });
    const refused = await bookingCall(fresh.app, 'DELETE', `/api/booking/${sent.id}`, {
      username: sent.username,
      key: sent.key,
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'booking_not_deletable']);
  });
});
