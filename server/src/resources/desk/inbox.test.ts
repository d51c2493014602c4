import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../../test/bookings.ts';
import { type FreshApp, freshApp, TEST_NOW } from '../../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { createStaffUser } from '../../auth/staff-users.ts';

// Issue 17, the inbox: a desk user sees their partner's bookings (never another's), only those of their
// locations when limited to some, with what needs the venue first (new requests and pending changes, then
// holds awaiting payment, then offers valid for at most 2 more days), the rest newest first; drafts stay
// out; a search over reference, company, names and e-mail; counts per status ignoring the status filter.

const now = { at: new Date(TEST_NOW) }; // 2030-03-14
let fresh: FreshApp;
let f: BookingFixture;
let fjordPartnerId: number;
let firstLocationId: number;
let secondLocationId: number;
const ids: Record<string, number> = {};
const references: Record<string, string> = {};

async function call(path: string, cookie?: string) {
  const response = await fresh.app.request(`http://localhost${path}`, {
    headers: { 'Sec-Fetch-Site': 'same-origin', ...(cookie ? { Cookie: cookie } : {}) },
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

let counter = 0;
/** A desk user of `partnerId` signed in through their one-time link: the session cookie. */
async function deskCookie(partnerId: number, locationIds: number[] | null = null): Promise<string> {
  const created = await createStaffUser(
    fresh.db.orm,
    { partnerId, name: `Sam ${++counter}`, email: `sam.${counter}@desk.example`, role: 'staff', locationIds },
    now.at,
  );
  const answer = await fresh.app.request('http://localhost/api/desk/links/redeem', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify({ code: created.code }),
  });
  expect(answer.status).toBe(200);
  return (answer.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** A booking made through the form, then put in the state the test needs. */
async function booking(
  name: string,
  state: {
    status: string;
    createdAt: string;
    company?: string;
    changePending?: boolean;
    validUntil?: string;
  },
) {
  const made = await createBooking(
    fresh.app,
    bookingPayload(f, { email: `${name}@visitor.example`, company: state.company ?? 'Acme BV' }),
  );
  const [row] = await fresh.db.query<{ reference: string }>(
    `update bookings set status = $2, created_at = $3, updated_at = $3, offer_valid_until = $4,
       flags = flags || jsonb_build_object('changePending', $5::boolean)
     where id = $1 returning reference`,
    [made.id, state.status, state.createdAt, state.validUntil ?? null, state.changePending ?? false],
  );
  ids[name] = made.id;
  references[name] = row!.reference;
}

const order = (body: { member: { id: number }[] }) =>
  body.member.map((m) => Object.entries(ids).find(([, id]) => id === m.id)?.[0]);

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS, clock: { now: () => now.at } });
  f = await bookingFixture(fresh.db);
  firstLocationId = Number(f.location.split('/').pop());
  const [second] = await fresh.db.query<{ id: number }>(
    'select id from locations where partner_id = $1 and id <> $2 order by id limit 1',
    [f.partnerId, firstLocationId],
  );
  secondLocationId = second!.id;
  const [fjord] = await fresh.db.query<{ id: number }>(`select id from partners where slug = 'fjord'`);
  fjordPartnerId = fjord!.id;
  await booking('request', {
    status: 'requested',
    createdAt: '2030-03-01T10:00:00Z',
    company: 'Zeeland Events',
  });
  await booking('newest', { status: 'confirmed', createdAt: '2030-03-13T10:00:00Z' });
  await booking('change', { status: 'confirmed', createdAt: '2030-03-02T10:00:00Z', changePending: true });
  await booking('hold', { status: 'payment_pending', createdAt: '2030-03-03T10:00:00Z' });
  await booking('expiring', {
    status: 'offered',
    createdAt: '2030-03-04T10:00:00Z',
    validUntil: '2030-03-16',
  });
  await booking('offer', { status: 'offered', createdAt: '2030-03-12T10:00:00Z', validUntil: '2030-03-17' });
  await booking('draft', { status: 'draft', createdAt: '2030-03-13T11:00:00Z' });
  await booking('elsewhere', { status: 'confirmed', createdAt: '2030-03-10T10:00:00Z' });
  await fresh.db.query('update bookings set location_id = $2 where id = $1', [
    ids.elsewhere,
    secondLocationId,
  ]);
});
afterAll(() => fresh.close());

describe('GET /api/desk/inbox', () => {
  it('needs a desk session (401)', async () => {
    const answer = await call('/api/desk/inbox');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('desk_sign_in_required');
    expect((await call('/api/desk/inbox/counts')).status).toBe(401);
  });

  it('lists what needs the venue first, then the newest; drafts stay out', async () => {
    const cookie = await deskCookie(f.partnerId);
    const answer = await call('/api/desk/inbox', cookie);
    expect(answer.status).toBe(200);
    expect(order(answer.body)).toEqual([
      'change', // new requests and pending changes, newest first among them
      'request',
      'hold',
      'expiring',
      'newest',
      'offer',
      'elsewhere',
    ]);
    expect(answer.body.totalItems).toBe(7);
    expect(answer.body['@context']).toBeUndefined(); // no context document to point at
    const urgencies = Object.fromEntries(
      answer.body.member.map((m: { id: number; urgency: string }) => [m.id, m.urgency]),
    );
    expect(urgencies[ids.request!]).toBe('new_request');
    expect(urgencies[ids.change!]).toBe('change_pending');
    expect(urgencies[ids.hold!]).toBe('payment_pending');
    expect(urgencies[ids.expiring!]).toBe('offer_expiring');
    expect(urgencies[ids.offer!]).toBeNull();
  });

  it("an offer expires by its location's calendar, not by UTC's", async () => {
    const [zone] = await fresh.db.query<{ time_zone: string }>(
      'select time_zone from locations where id = $1',
      [firstLocationId],
    );
    expect(zone!.time_zone).toBe('Europe/Amsterdam');
    // 23:30 UTC on the 14th is already the 15th in Amsterdam: valid until the 17th is 2 days away there.
    now.at = new Date('2030-03-14T23:30:00Z');
    try {
      const cookie = await deskCookie(f.partnerId); // signed in then: a session lasts 12 hours
      const answer = await call('/api/desk/inbox?status=offered', cookie);
      expect(answer.body.member.map((m: { urgency: string }) => m.urgency)).toEqual([
        'offer_expiring',
        'offer_expiring',
      ]);
      expect(order((await call('/api/desk/inbox', cookie)).body).slice(3, 6)).toEqual([
        'offer', // the newer of the two expiring offers first
        'expiring',
        'newest',
      ]);
    } finally {
      now.at = new Date(TEST_NOW);
    }
  });

  it('lists a draft only when asked for by status', async () => {
    const cookie = await deskCookie(f.partnerId);
    expect(order((await call('/api/desk/inbox?status=draft', cookie)).body)).toEqual(['draft']);
  });

  it('a line carries the visitor, the days and stays, guests and the billing total', async () => {
    const cookie = await deskCookie(f.partnerId);
    const answer = await call(`/api/desk/inbox?reference=${references.request}`, cookie);
    const [line] = answer.body.member;
    expect(line).toMatchObject({
      '@id': `/api/reservations/${ids.request}`,
      reference: references.request,
      status: 'requested',
      company: 'Zeeland Events',
      firstname: 'Anna',
      lastname: 'Jansen',
      email: 'request@visitor.example',
      days: ['2030-06-03'],
      stays: [{ startDate: '2030-06-02', endDate: '2030-06-04' }],
      guests: 12,
      rooms: 2,
      location: f.location,
    });
    const billing = await call(`/api/booking/${ids.request}/billing`, cookie);
    expect(billing.status).toBe(200);
    expect(line.total).toEqual({
      currency: billing.body.currencies[0].currency,
      amount: billing.body.currencies[0].totalPriceIncludingTaxes,
    });
  });

  it('searches reference, company, first and last name, full name and e-mail, ignoring case', async () => {
    const cookie = await deskCookie(f.partnerId);
    const search = async (q: string) =>
      order((await call(`/api/desk/inbox?q=${encodeURIComponent(q)}`, cookie)).body);
    expect(await search('zeeLAND')).toEqual(['request']);
    expect(await search(references.hold!.toLowerCase())).toEqual(['hold']);
    expect(await search('EXPIRING@visitor')).toEqual(['expiring']);
    expect((await search('anna jansen')).length).toBe(7);
    expect(await search('jansen%')).toEqual([]); // a typed % is a character, not a wildcard
  });

  it('filters by status and by a period the days or stays touch', async () => {
    const cookie = await deskCookie(f.partnerId);
    expect(order((await call('/api/desk/inbox?status=offered', cookie)).body)).toEqual(['expiring', 'offer']);
    // The stay departs 2030-06-04: a period from that day still touches it; one from the day after does not.
    expect((await call('/api/desk/inbox?from=2030-06-04', cookie)).body.totalItems).toBe(7);
    expect((await call('/api/desk/inbox?from=2030-06-05', cookie)).body.totalItems).toBe(0);
    expect((await call('/api/desk/inbox?to=2030-06-01', cookie)).body.totalItems).toBe(0);
    expect((await call('/api/desk/inbox?from=bad', cookie)).status).toBe(400);
    expect((await call('/api/desk/inbox?status=lost', cookie)).status).toBe(400);
  });

  it('pages with the collection view', async () => {
    const cookie = await deskCookie(f.partnerId);
    const answer = await call('/api/desk/inbox?itemsPerPage=3&page=2', cookie);
    expect(order(answer.body)).toEqual(['expiring', 'newest', 'offer']);
    expect(answer.body.view.next).toBe('/api/desk/inbox?itemsPerPage=3&page=3');
  });

  it('a user limited to a location sees only its bookings, and no other location by filter', async () => {
    const cookie = await deskCookie(f.partnerId, [secondLocationId]);
    expect(order((await call('/api/desk/inbox', cookie)).body)).toEqual(['elsewhere']);
    const counts = await call('/api/desk/inbox/counts', cookie);
    expect(counts.body.total).toBe(1);
    expect(counts.body.counts.confirmed).toBe(1);
    const other = await call(`/api/desk/inbox?location=${firstLocationId}`, cookie);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('location_not_found');
    expect((await call(`/api/desk/inbox/counts?location=${firstLocationId}`, cookie)).status).toBe(404);
  });

  it('the reservations list keeps to the same location limits', async () => {
    const cookie = await deskCookie(f.partnerId, [secondLocationId]);
    const answer = await call('/api/reservations', cookie);
    expect(answer.status).toBe(200);
    expect(order(answer.body)).toEqual(['elsewhere']);
  });

  it("another partner's session sees none of these bookings and cannot name their locations", async () => {
    const cookie = await deskCookie(fjordPartnerId);
    const answer = await call('/api/desk/inbox', cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.member.filter((m: { id: number }) => Object.values(ids).includes(m.id))).toEqual([]);
    expect((await call(`/api/desk/inbox?location=${f.location}`, cookie)).status).toBe(404);
    expect((await call(`/api/desk/inbox?q=${references.request}`, cookie)).body.totalItems).toBe(0);
  });
});

describe('GET /api/desk/inbox/counts', () => {
  it('counts every status for the filters but the status one', async () => {
    const cookie = await deskCookie(f.partnerId);
    const answer = await call('/api/desk/inbox/counts?status=offered', cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.counts).toEqual({
      requested: 1,
      offered: 2,
      accepted: 0,
      payment_pending: 1,
      confirmed: 3,
      declined: 0,
      expired: 0,
      turned_down: 0,
      cancelled: 0,
    });
    expect(answer.body.total).toBe(7);
    const searched = await call('/api/desk/inbox/counts?q=zeeland', cookie);
    expect(searched.body.total).toBe(1);
    expect(searched.body.counts.requested).toBe(1);
    const located = await call(`/api/desk/inbox/counts?location=${secondLocationId}`, cookie);
    expect(located.body.total).toBe(1);
  });
});
