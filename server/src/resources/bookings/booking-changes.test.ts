import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../../test/bookings.ts';
import { type PaymentBed, payHeldBooking, paymentBed } from '../../../test/payments.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { staffKey } from '../../../test/staff.ts';

// Editing a sent booking (change draft + apply_changes, moving held inventory in one transaction),
// idempotent status changes, and staff's /api/reservations list, reads and writes.

let fresh: PaymentBed;
let f: BookingFixture;
let staff: string;
let fjord: string;

beforeAll(async () => {
  // Card payments on (the Stripe provider against the local Stripe test server): book now holds until paid.
  fresh = await paymentBed({ rateLimits: GENEROUS_BOOKING_LIMITS });
  f = await bookingFixture(fresh.db);
  staff = await staffKey(fresh.db, 'harbour');
  fjord = await staffKey(fresh.db, 'fjord');
});
afterAll(() => fresh.close());

type Booking = Awaited<ReturnType<typeof createBooking>>;
const creds = (b: Booking) => ({ username: b.username, key: b.key });
const move = (b: Booking, body: Record<string, unknown>, idempotencyKey?: string) =>
  bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, {
    ...creds(b),
    body,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });

async function heldNights(id: number): Promise<string[]> {
  const rows = await fresh.db.query<{ night: string }>(
    `select n.night::text as night from room_type_nights n join booking_rooms r on r.room_type_id = n.room_type_id
       and n.night >= r.start_date and n.night < r.end_date where r.booking_id = $1 and r.blocking and n.used > 0 order by 1`,
    [id],
  );
  return rows.map((r) => r.night);
}

describe('changes to a sent booking', () => {
  it('an edit of a confirmed booking waits as a change; apply_changes moves the held rooms in one step', async () => {
    const b = await createBooking(fresh.app, bookingPayload(f, { paymentMethod: 'AT_LOCATION' }));
    expect((await move(b, { transition: 'book_now', termsAccepted: true })).body.status).toBe(
      'payment_pending',
    );
    await payHeldBooking(fresh, b);
    expect(await heldNights(b.id)).toEqual(['2030-06-02', '2030-06-03']);
    const contactOnly = await bookingCall(fresh.app, 'PATCH', `/api/booking/${b.id}`, {
      ...creds(b),
      body: { company: 'Initech' },
    });
    expect(contactOnly.body).toMatchObject({
      status: 'confirmed',
      company: 'Acme BV',
      flags: ['instant', 'paid', 'changePending'],
    });
    expect(contactOnly.body.pendingChange.company).toBe('Initech');
    expect(contactOnly.body.transitions).toContain('apply_changes');
    const applied = await move(b, { transition: 'apply_changes' });
    expect(applied.body).toMatchObject({
      status: 'confirmed',
      company: 'Initech',
      pendingChange: null,
      flags: ['instant', 'paid'],
    });
    expect(await heldNights(b.id)).toEqual(['2030-06-02', '2030-06-03']);

    const payload = bookingPayload(f, { company: 'Initech' }) as ReturnType<typeof bookingPayload> & {
      hotelRooms: Record<string, unknown>[];
    };
    const later = { ...payload.hotelRooms[0], startDate: '2030-06-10', endDate: '2030-06-11' };
    const moved = await bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}`, {
      ...creds(b),
      body: { ...payload, hotelRooms: [later] },
    });
    expect(moved.body.flags).toEqual(['instant', 'paid', 'changePending', 'changeNeedsVenue']);
    const back = await move(b, { transition: 'apply_changes' });
    // The venue agreed to other dates, so the change goes back to it as a request and frees what was held.
    expect(back.body).toMatchObject({
      status: 'requested',
      hotelRooms: [expect.objectContaining({ startDate: '2030-06-10' })],
    });
    expect(await heldNights(b.id)).toEqual([]);
  });

  it('a status change with an Idempotency-Key runs once and replays its answer', async () => {
    const b = await createBooking(fresh.app, bookingPayload(f, { types: ['mice'] }));
    const first = await move(b, { transition: 'request' }, 'st-1');
    const again = await move(b, { transition: 'request' }, 'st-1');
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await move(b, { transition: 'cancel', reason: 'x', termsAccepted: true }, 'st-1');
    expect([other.status, other.body.code]).toEqual([422, 'idempotency_key_reused']);
    const staffRead = await bookingCall(fresh.app, 'GET', `/api/reservations/${b.id}`, { staff });
    expect(staffRead.body.auditTrail).toHaveLength(1);
    // A refused transition is replayed as refused, not run again.
    const blocked1 = await move(b, { transition: 'accept', termsAccepted: true }, 'st-2');
    const blocked2 = await move(b, { transition: 'accept', termsAccepted: true }, 'st-2');
    expect([blocked1.status, blocked2.status, blocked2.headers.get('idempotent-replayed')]).toEqual([
      409,
      409,
      'true',
    ]);
  });

  it('a replay is not served to someone with the username, the Idempotency-Key and the body but not the key', async () => {
    const b = await createBooking(fresh.app, bookingPayload(f, { types: ['mice'] }));
    expect((await move(b, { transition: 'request' }, 'st-3')).status).toBe(200);
    const stranger = await bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, {
      username: b.username,
      key: 'guessed',
      body: { transition: 'request' },
      idempotencyKey: 'st-3',
    });
    expect([stranger.status, stranger.body.code]).toEqual([404, 'booking_not_found']);
    expect(stranger.body.email).toBeUndefined();
  });
});

describe('/api/reservations (staff)', () => {
  it('needs a staff key; lists only the partner’s bookings with filters and paging', async () => {
    expect((await bookingCall(fresh.app, 'GET', '/api/reservations')).status).toBe(401);
    const created = await bookingCall(fresh.app, 'POST', '/api/reservations', {
      staff,
      body: bookingPayload(f, { company: 'Filterco', email: 'filter@example.com', types: ['mice'] }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/reservations/${created.body.id}`);
    expect(created.body.key).toEqual(expect.any(String));
    const foreign = await bookingCall(fresh.app, 'POST', '/api/reservations', {
      staff: fjord,
      body: bookingPayload(f),
    });
    expect(foreign.body.violations).toEqual([expect.objectContaining({ propertyPath: 'location' })]);
    const list = async (query: string, key = staff) =>
      (await bookingCall(fresh.app, 'GET', `/api/reservations${query}`, { staff: key })).body;
    const all = await list('');
    expect(all['@type']).toBe('Collection');
    expect(all.totalItems).toBeGreaterThan(1);
    expect((await list('', fjord)).totalItems).toBe(0);
    const ids = async (query: string) => (await list(query)).member.map((m: { id: number }) => m.id);
    expect(await ids('?company=filterc')).toEqual([created.body.id]);
    expect(await ids('?email=FILTER@')).toEqual([created.body.id]);
    expect(await ids('?user.email=filter@example.com')).toEqual([created.body.id]);
    expect(await ids('?company=filterco&status=draft&active=true')).toEqual([created.body.id]);
    expect(await ids('?company=filterco&status=requested')).toEqual([]);
    expect(await ids('?company=filterco&active=false')).toEqual([]);
    expect(await ids(`?company=filterco&location=${f.location}`)).toEqual([created.body.id]);
    expect(await ids('?company=filterco&days.date=2030-06-03')).toEqual([created.body.id]);
    expect(await ids('?company=filterco&days.date[strictly_after]=2030-06-03')).toEqual([]);
    expect(await ids('?company=filterco&rooms.startDate[after]=2030-01-01')).toEqual([]);
    expect(await ids('?company=filterco&createdAt[before]=2030-03-14&updatedAt[after]=2030-03-14')).toEqual([
      created.body.id,
    ]);
    const paged = await list('?itemsPerPage=1&page=2');
    expect(paged.member).toHaveLength(1);
    expect(paged.view.previous).toBe('/api/reservations?itemsPerPage=1&page=1');
    const bad = await bookingCall(fresh.app, 'GET', '/api/reservations?createdAt[after]=soon', { staff });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_filter']);
    const status = await bookingCall(fresh.app, 'GET', '/api/reservations?status=lost', { staff });
    expect(status.status).toBe(400);
  });

  it('GET and PUT /api/reservations/{id} for the partner’s staff only', async () => {
    const b = await createBooking(fresh.app, bookingPayload(f, { types: ['hotel'] }));
    const read = await bookingCall(fresh.app, 'GET', `/api/reservations/${b.id}`, { staff });
    expect(read.body).toMatchObject({ '@id': `/api/reservations/${b.id}`, status: 'draft' });
    expect(read.body.transitions).toEqual([]);
    expect(read.body.transitionBlockerList).toContainEqual({ transition: 'request', code: 'visitor_only' });
    expect((await bookingCall(fresh.app, 'GET', `/api/reservations/${b.id}`, { staff: fjord })).status).toBe(
      404,
    );
    expect((await bookingCall(fresh.app, 'GET', `/api/reservations/${b.id}`, creds(b))).status).toBe(401);
    const put = await bookingCall(fresh.app, 'PUT', `/api/reservations/${b.id}`, {
      staff,
      body: bookingPayload(f, { types: ['hotel'], eventName: 'Staff edit' }),
    });
    expect(put.body).toMatchObject({ eventName: 'Staff edit', status: 'draft' });
    expect((await bookingCall(fresh.app, 'DELETE', `/api/reservations/${b.id}`, { staff })).status).toBe(405);
  });
});
