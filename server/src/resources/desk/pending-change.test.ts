import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../../test/bookings.ts';
import { deskCall, deskSession } from '../../../test/desk-sessions.ts';
import { type FreshApp, freshApp, TEST_NOW } from '../../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { staffKey } from '../../../test/staff.ts';

// Issue 17: staff apply or reject the change a visitor saved to a sent booking, from the desk, through
// PUT /api/booking/{id}/status with the desk session. Applying checks availability again (a conflict is
// a 409 naming what is taken) and recomputes the billing; both write an audit row naming the person and
// an e-mail to the visitor through the outbox, the rejection with its reason.

const now = new Date(TEST_NOW);
let fresh: FreshApp;
let f: BookingFixture;
let session: { cookie: string; csrf: string };

type Booking = Awaited<ReturnType<typeof createBooking>>;
const creds = (b: Booking) => ({ username: b.username, key: b.key });
const meetingOnly = (overrides: Record<string, unknown> = {}) =>
  bookingPayload(f, { types: ['mice'], hotelRooms: [], ...overrides });
/** The fixture's one meeting day, in `hall` on `date`. */
const dayIn = (hall: string, date = '2030-06-03') => {
  const [day] = meetingOnly().meetingRooms;
  // The fixture's layout belongs to its own hall; another hall is taken without a layout.
  const emplacement = hall === f.hall ? f.emplacement : null;
  return [{ ...day, date, halls: [{ ...day!.halls[0]!, hall, emplacement }] }];
};

async function requested(payload: unknown): Promise<Booking> {
  const booking = await createBooking(fresh.app, payload);
  const answer = await bookingCall(fresh.app, 'PUT', `/api/booking/${booking.id}/status`, {
    ...creds(booking),
    body: { transition: 'request' },
  });
  expect(answer.status).toBe(200);
  return booking;
}

/** The visitor edits the sent booking: the edit waits as a pending change. */
async function saveChange(b: Booking, payload: unknown) {
  const saved = await bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}`, { ...creds(b), body: payload });
  expect(saved.status).toBe(200);
  expect(saved.body.flags).toContain('changePending');
  return saved.body;
}

const staffMove = (
  b: Booking,
  body: Record<string, unknown>,
  as: { cookie?: string; csrf?: string } = session,
) => deskCall(fresh, 'PUT', `/api/booking/${b.id}/status`, { ...as, body });

async function visitorMail(bookingId: number) {
  return fresh.db.query<{ template: string; recipient: string; facts: { reason: string | null } }>(
    `select template, recipient, facts from outbox_messages where booking_id = $1 and template like 'change_%' order by id`,
    [bookingId],
  );
}

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS, clock: { now: () => now } });
  f = await bookingFixture(fresh.db);
  session = await deskSession(fresh, now, { partnerId: f.partnerId });
});
afterAll(() => fresh.close());

describe('staff apply a pending change', () => {
  it('makes the change the booking, recomputes the billing, names the person and e-mails the visitor', async () => {
    const b = await requested(meetingOnly());
    const before = await bookingCall(fresh.app, 'GET', `/api/booking/${b.id}/billing`, creds(b));
    const itemsBefore = before.body.products.filter((p: { kind: string }) => p.kind === 'item');
    const [day] = meetingOnly().meetingRooms;
    const moreItems = [{ ...day, items: [{ ...day!.items[0]!, amount: 5 }] }];
    const saved = await saveChange(b, meetingOnly({ meetingRooms: moreItems }));
    expect(saved.transitions).not.toContain('apply_pending_change');

    const read = await deskCall(fresh, 'GET', `/api/reservations/${b.id}`, session);
    expect(read.body.transitions).toEqual(
      expect.arrayContaining(['apply_pending_change', 'reject_pending_change']),
    );

    const applied = await staffMove(b, { transition: 'apply_pending_change' });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ status: 'requested', pendingChange: null });
    expect(applied.body.flags).not.toContain('changePending');
    expect(applied.body.meetingRooms[0].items[0].amount).toBe(5);
    expect(applied.body.auditTrail.at(-1)).toMatchObject({
      transition: 'apply_pending_change',
      from: 'requested',
      to: 'requested',
      actor: { role: 'staff', name: expect.stringMatching(/^Sam \d+$/) },
    });

    // The billing is priced from the lines as they are now: the item line counts five, not two.
    const after = await bookingCall(fresh.app, 'GET', `/api/booking/${b.id}/billing`, creds(b));
    const itemsAfter = after.body.products.filter((p: { kind: string }) => p.kind === 'item');
    expect(itemsBefore.map((p: { quantity: number }) => p.quantity)).toEqual([2]);
    expect(itemsAfter.map((p: { quantity: number }) => p.quantity)).toEqual([5]);
    expect(itemsAfter[0].amount).toBe(itemsBefore[0].unitPrice * 5);

    expect(await visitorMail(b.id)).toEqual([
      { template: 'change_accepted', recipient: 'visitor', facts: expect.objectContaining({ reason: null }) },
    ]);
  });

  it('answers 409 naming the hall another booking holds that day, and changes nothing', async () => {
    // Another visitor's offer holds the other hall on 10 June.
    const holder = await requested(meetingOnly({ meetingRooms: dayIn(f.otherHall, '2030-06-10') }));
    const offered = await bookingCall(fresh.app, 'PUT', `/api/booking/${holder.id}/status`, {
      staff: await staffKey(fresh.db, 'harbour'),
      body: { transition: 'send_offer', validUntil: '2030-04-01' },
    });
    expect(offered.status).toBe(200);

    const b = await requested(meetingOnly());
    await saveChange(b, meetingOnly({ meetingRooms: dayIn(f.otherHall, '2030-06-10') }));
    const refused = await staffMove(b, { transition: 'apply_pending_change' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'change_not_available',
      conflicts: [{ resource: f.otherHall, date: '2030-06-10' }],
    });
    expect(refused.body.detail).toContain(f.otherHall);
    const still = await deskCall(fresh, 'GET', `/api/reservations/${b.id}`, session);
    expect(still.body.flags).toContain('changePending');
    expect(still.body.meetingRooms[0].halls[0].hall).toBe(f.hall);
    expect(still.body.auditTrail.map((a: { transition: string }) => a.transition)).toEqual(['request']);
    expect(await visitorMail(b.id)).toEqual([]);
  });

  it('on an offer: a contact change keeps the offer and its hold; a new hall sends it back as a request', async () => {
    const staff = await staffKey(fresh.db, 'harbour');
    const offer = async (date: string) => {
      const b = await requested(meetingOnly({ meetingRooms: dayIn(f.hall, date) }));
      const sent = await bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, {
        staff,
        body: { transition: 'send_offer', validUntil: '2030-04-01' },
      });
      expect(sent.body.status).toBe('offered');
      return b;
    };
    const held = async (id: number) =>
      (
        await fresh.db.query<{ hall: number }>(
          `select hall_id as hall from booking_day_halls where booking_id = $1 and blocking`,
          [id],
        )
      ).map((r) => `/api/halls/${r.hall}`);

    const contact = await offer('2030-09-17');
    await saveChange(contact, meetingOnly({ meetingRooms: dayIn(f.hall, '2030-09-17'), company: 'Initech' }));
    const kept = await staffMove(contact, { transition: 'apply_pending_change' });
    expect(kept.body).toMatchObject({ status: 'offered', company: 'Initech', offerValidUntil: '2030-04-01' });
    expect(await held(contact.id)).toEqual([f.hall]);

    const moved = await offer('2030-09-20');
    await saveChange(moved, meetingOnly({ meetingRooms: dayIn(f.otherHall, '2030-09-18') }));
    const back = await staffMove(moved, { transition: 'apply_pending_change' });
    expect(back.body).toMatchObject({ status: 'requested', offerValidUntil: null });
    expect(back.body.meetingRooms[0].halls[0].hall).toBe(f.otherHall);
    expect(back.body.auditTrail.at(-1)).toMatchObject({ from: 'offered', to: 'requested' });
    // A request holds nothing: the offer's hall is free again.
    expect(await held(moved.id)).toEqual([]);
  });

  it('is refused without a pending change, in a status that allows none, and to the visitor', async () => {
    const b = await requested(meetingOnly());
    const nothing = await staffMove(b, { transition: 'apply_pending_change' });
    expect([nothing.status, nothing.body.code]).toEqual([409, 'transition_blocked']);
    expect(nothing.body.blockers).toEqual([
      { transition: 'apply_pending_change', code: 'no_pending_changes' },
    ]);

    await saveChange(b, meetingOnly({ company: 'Initech' }));
    const byVisitor = await bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, {
      ...creds(b),
      body: { transition: 'apply_pending_change' },
    });
    expect(byVisitor.body.blockers).toEqual([{ transition: 'apply_pending_change', code: 'staff_only' }]);

    const declined = await staffMove(b, { transition: 'decline', reason: 'Closed for works' });
    expect(declined.body.status).toBe('declined');
    const late = await staffMove(b, { transition: 'reject_pending_change' });
    expect([late.status, late.body.blockers]).toEqual([
      409,
      [{ transition: 'reject_pending_change', code: 'not_allowed_in_status' }],
    ]);
  });
});

describe('staff reject a pending change', () => {
  it('drops the change, keeps the booking as it was, and e-mails the visitor the reason', async () => {
    const b = await requested(meetingOnly());
    await saveChange(b, meetingOnly({ meetingRooms: dayIn(f.otherHall, '2030-06-11') }));
    const rejected = await staffMove(b, {
      transition: 'reject_pending_change',
      reason: '  The other hall is being renovated.  ',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'requested', pendingChange: null });
    expect(rejected.body.flags).not.toContain('changePending');
    expect(rejected.body.meetingRooms[0]).toMatchObject({ date: '2030-06-03' });
    expect(rejected.body.meetingRooms[0].halls[0].hall).toBe(f.hall);
    expect(rejected.body.auditTrail.at(-1)).toMatchObject({
      transition: 'reject_pending_change',
      reason: 'The other hall is being renovated.',
      actor: { role: 'staff', name: expect.stringMatching(/^Sam \d+$/) },
    });
    expect(await visitorMail(b.id)).toEqual([
      {
        template: 'change_rejected',
        recipient: 'visitor',
        facts: expect.objectContaining({ reason: 'The other hall is being renovated.' }),
      },
    ]);
  });
});

describe('who may answer a pending change', () => {
  it("answers 404 to another partner's desk user and changes nothing", async () => {
    const b = await requested(meetingOnly());
    await saveChange(b, meetingOnly({ company: 'Initech' }));
    const [other] = await fresh.db.query<{ id: number }>(`select id from partners where slug = 'fjord'`);
    const stranger = await deskSession(fresh, now, { partnerId: other!.id });
    for (const transition of ['apply_pending_change', 'reject_pending_change']) {
      expect((await staffMove(b, { transition }, stranger)).status).toBe(404);
    }
    const read = await deskCall(fresh, 'GET', `/api/reservations/${b.id}`, session);
    expect(read.body.flags).toContain('changePending');
  });

  it('answers 401 to a desk write without a session, and 403 to one without the CSRF token', async () => {
    const b = await requested(meetingOnly());
    await saveChange(b, meetingOnly({ company: 'Initech' }));
    const signedOut = await staffMove(b, { transition: 'apply_pending_change' }, { csrf: session.csrf });
    expect([signedOut.status, signedOut.body.code]).toEqual([401, 'desk_sign_in_required']);
    const noToken = await staffMove(b, { transition: 'reject_pending_change' }, { cookie: session.cookie });
    expect([noToken.status, noToken.body.code]).toEqual([403, 'csrf_token_invalid']);
    const read = await deskCall(fresh, 'GET', `/api/reservations/${b.id}`, session);
    expect(read.body.flags).toContain('changePending');
    expect(read.body.auditTrail).toHaveLength(1);
  });
});
