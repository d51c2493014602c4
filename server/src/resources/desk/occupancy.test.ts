import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../../test/bookings.ts';
import { type FreshApp, freshApp, TEST_NOW } from '../../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { staffKey } from '../../../test/staff.ts';
import { createStaffUser } from '../../auth/staff-users.ts';

// GET /api/desk/occupancy (issue 17): a location's halls by day and room types by night for a month.
// Bookings are moved into each status through the real transitions, so what shows as held is what the
// booking engine holds (offered, accepted, confirmed), a request shows as asked, and drafts, declined
// and cancelled bookings do not show. Room totals are the seeded room type's inventory.

const now = new Date(TEST_NOW);
let fresh: FreshApp;
let f: BookingFixture;
let key: string;
let otherLocationId: number;
let otherPartnerId: number;
const ids = (iri: string) => Number(iri.split('/').pop());

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS, clock: { now: () => now } });
  f = await bookingFixture(fresh.db);
  key = await staffKey(fresh.db, 'harbour');
  const [other] = await fresh.db.query<{ id: number }>(
    `select id from locations where partner_id = $1 and id <> $2 order by id limit 1`,
    [f.partnerId, ids(f.location)],
  );
  otherLocationId = other!.id;
  const [otherPartner] = await fresh.db.query<{ id: number }>(`select id from partners where slug = 'fjord'`);
  otherPartnerId = otherPartner!.id;
});
afterAll(() => fresh.close());

let emailCounter = 0;

/** A desk user of a partner, signed in through their one-time link: the session cookie. */
async function deskCookie(options: { partnerId?: number; locationIds?: number[] | null } = {}) {
  const created = await createStaffUser(
    fresh.db.orm,
    {
      partnerId: options.partnerId ?? f.partnerId,
      name: 'Olli',
      email: `olli.${++emailCounter}@harbour.example`,
      role: 'staff',
      locationIds: options.locationIds ?? null,
    },
    now,
  );
  const redeemed = await fresh.app.request('http://localhost/api/desk/links/redeem', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify({ code: created.code }),
  });
  expect(redeemed.status).toBe(200);
  return redeemed.headers.get('set-cookie')!.split(';')[0]!;
}

async function occupancy(query: string, cookie?: string, site = 'same-origin', language?: string) {
  const headers: Record<string, string> = { 'Sec-Fetch-Site': site };
  if (language) headers['Accept-Language'] = language;
  if (cookie) headers.Cookie = cookie;
  const response = await fresh.app.request(`http://localhost/api/desk/occupancy?${query}`, { headers });
  return { status: response.status, body: await response.json() };
}

/** A booking with one meeting day in the fixture's hall and one stay of its room type. */
async function booking(day: string, stay: [string, string, number], company: string) {
  const base = bookingPayload(f);
  return createBooking(fresh.app, {
    ...base,
    company,
    meetingRooms: [{ ...base.meetingRooms[0], date: day }],
    hotelRooms: [{ ...base.hotelRooms[0], startDate: stay[0], endDate: stay[1], amount: stay[2] }],
  });
}

type Made = Awaited<ReturnType<typeof booking>>;
async function visitor(b: Made, body: Record<string, unknown>) {
  const answer = await bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, {
    username: b.username,
    key: b.key,
    body,
  });
  expect(answer.status).toBe(200);
}
async function staff(b: Made, body: Record<string, unknown>) {
  const answer = await bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, { staff: key, body });
  expect(answer.status).toBe(200);
}
const offer = { transition: 'send_offer', validUntil: '2030-04-01' };

describe('GET /api/desk/occupancy', () => {
  it('shows held bookings and asked requests per hall day and room night; others not', async () => {
    const draft = await booking('2030-06-03', ['2030-06-03', '2030-06-04', 1], 'Draft Co');
    const asked = await booking('2030-06-03', ['2030-06-02', '2030-06-04', 2], 'Asking BV');
    await visitor(asked, { transition: 'inquire' });
    const offered = await booking('2030-06-10', ['2030-06-09', '2030-06-11', 2], 'Offered AG');
    await visitor(offered, { transition: 'request' });
    await staff(offered, offer);
    const confirmed = await booking('2030-06-11', ['2030-06-10', '2030-06-12', 1], '');
    await visitor(confirmed, { transition: 'request' });
    await staff(confirmed, offer);
    await visitor(confirmed, { transition: 'accept', termsAccepted: true });
    await staff(confirmed, { transition: 'confirm' });
    const cancelled = await booking('2030-06-12', ['2030-06-12', '2030-06-13', 3], 'Gone Oy');
    await visitor(cancelled, { transition: 'request' });
    await staff(cancelled, offer);
    await visitor(cancelled, { transition: 'cancel', reason: 'Plans changed', termsAccepted: true });
    const declined = await booking('2030-06-13', ['2030-06-13', '2030-06-14', 1], 'No Thanks');
    await visitor(declined, { transition: 'request_proposal' });
    await staff(declined, { transition: 'decline', reason: 'Full' });
    // A stay from May into June: only its June night shows in June.
    const across = await booking('2030-05-30', ['2030-05-30', '2030-06-02', 1], 'Across Ltd');
    await visitor(across, { transition: 'request' });
    await staff(across, offer);

    const cookie = await deskCookie();
    const { status, body } = await occupancy(
      `location=${encodeURIComponent(f.location)}&month=2030-06`,
      cookie,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ '@type': 'Occupancy', location: f.location, month: '2030-06' });
    expect(body.days).toHaveLength(30);
    expect([body.days[0], body.days.at(-1)]).toEqual(['2030-06-01', '2030-06-30']);

    const hall = body.halls.find((h: { '@id': string }) => h['@id'] === f.hall);
    const onDay = (date: string) =>
      hall.days
        .find((d: { date: string }) => d.date === date)
        .bookings.map((b: { id: number; hold: string }) => [b.id, b.hold]);
    expect(hall.days).toHaveLength(30);
    expect(onDay('2030-06-03')).toEqual([[asked.id, 'asked']]);
    expect(onDay('2030-06-10')).toEqual([[offered.id, 'held']]);
    expect(onDay('2030-06-11')).toEqual([[confirmed.id, 'held']]);
    expect(onDay('2030-06-12')).toEqual([]);
    expect(onDay('2030-06-13')).toEqual([]);
    const tenth = hall.days.find((d: { date: string }) => d.date === '2030-06-10').bookings[0];
    expect(tenth).toMatchObject({
      '@id': `/api/bookings/${offered.id}`,
      reference: offered.body.reference,
      status: 'offered',
      name: 'Offered AG',
      startTime: '09:00',
      endTime: '17:00',
    });
    // Without a company the contact person's name (the fixture's Anna Jansen) names the booking.
    expect(hall.days.find((d: { date: string }) => d.date === '2030-06-11').bookings[0]).toMatchObject({
      status: 'confirmed',
      name: 'Anna Jansen',
    });
    // A draft was never sent; declined and cancelled bookings hold and ask nothing.
    for (const gone of [draft, cancelled, declined])
      expect(JSON.stringify(body)).not.toContain(`"/api/bookings/${gone.id}"`);

    const roomType = body.roomTypes.find((t: { '@id': string }) => t['@id'] === f.roomType);
    const night = (date: string) => {
      const n = roomType.nights.find((x: { date: string }) => x.date === date);
      return {
        total: n.total,
        held: n.held,
        bookings: n.bookings.map((b: { id: number; hold: string; rooms: number }) => [b.id, b.hold, b.rooms]),
      };
    };
    expect(night('2030-06-01')).toEqual({ total: f.inventory, held: 1, bookings: [[across.id, 'held', 1]] });
    expect(night('2030-06-02')).toEqual({ total: f.inventory, held: 0, bookings: [[asked.id, 'asked', 2]] });
    expect(night('2030-06-09')).toEqual({ total: f.inventory, held: 2, bookings: [[offered.id, 'held', 2]] });
    expect(night('2030-06-10')).toEqual({
      total: f.inventory,
      held: 3,
      bookings: [
        [offered.id, 'held', 2],
        [confirmed.id, 'held', 1],
      ],
    });
    expect(night('2030-06-11')).toEqual({
      total: f.inventory,
      held: 1,
      bookings: [[confirmed.id, 'held', 1]],
    });
    expect(night('2030-06-12')).toEqual({ total: f.inventory, held: 0, bookings: [] });
    expect(night('2030-06-13')).toEqual({ total: f.inventory, held: 0, bookings: [] });

    // The same stay in May: its two May nights.
    const may = await occupancy(`location=${encodeURIComponent(f.location)}&month=2030-05`, cookie);
    const mayType = may.body.roomTypes.find((t: { '@id': string }) => t['@id'] === f.roomType);
    expect(mayType.nights).toHaveLength(31);
    expect(
      mayType.nights.filter((n: { held: number }) => n.held > 0).map((n: { date: string }) => n.date),
    ).toEqual(['2030-05-30', '2030-05-31']);
  });

  it('lists every hall and room type of the location, free ones included', async () => {
    const [counts] = await fresh.db.query<{ halls: number; types: number }>(
      `select (select count(*)::int from halls where location_id = $1) as halls,
        (select count(*)::int from location_room_types where location_id = $1) as types`,
      [ids(f.location)],
    );
    const { body } = await occupancy(
      `location=${ids(f.location)}&month=2031-02`,
      await deskCookie(),
      undefined,
      'de-DE',
    );
    expect(body.halls).toHaveLength(counts!.halls);
    expect(body.roomTypes).toHaveLength(counts!.types);
    expect(body.halls[0].days).toHaveLength(28);
    // Names in the reader's language, with every language's name for the desk's own choice.
    const single = body.roomTypes.find((t: { code: string }) => t.code === 'single');
    expect(single.name).toBe('Einzelzimmer');
    expect(single.translations).toContainEqual({ language: 'fi-FI', name: 'Yhden hengen huone' });
    expect(
      body.halls.every((h: { days: { bookings: unknown[] }[] }) =>
        h.days.every((d) => d.bookings.length === 0),
      ),
    ).toBe(true);
  });

  it('needs a desk session: none, or one sent from another site, is a 401', async () => {
    const query = `location=${encodeURIComponent(f.location)}&month=2030-06`;
    expect((await occupancy(query)).status).toBe(401);
    expect((await occupancy(query, await deskCookie(), 'cross-site')).status).toBe(401);
  });

  it('answers 404 for another partner’s location, and for one outside the user’s locations', async () => {
    const ownQuery = `location=${encodeURIComponent(f.location)}&month=2030-06`;
    const other = await occupancy(
      `location=${encodeURIComponent(f.otherPartnerLocation)}&month=2030-06`,
      await deskCookie(),
    );
    expect([other.status, other.body.code]).toEqual([404, 'location_not_found']);
    const fjordUser = await deskCookie({ partnerId: otherPartnerId });
    expect((await occupancy(ownQuery, fjordUser)).status).toBe(404);

    const elsewhere = await deskCookie({ locationIds: [otherLocationId] });
    expect((await occupancy(ownQuery, elsewhere)).status).toBe(404);
    expect((await occupancy(`location=${otherLocationId}&month=2030-06`, elsewhere)).status).toBe(200);
    const here = await deskCookie({ locationIds: [ids(f.location)] });
    expect((await occupancy(ownQuery, here)).status).toBe(200);
  });

  it('answers 400 naming a bad or missing parameter', async () => {
    const cookie = await deskCookie();
    const location = encodeURIComponent(f.location);
    const badMonth = await occupancy(`location=${location}&month=2030-13`, cookie);
    expect([badMonth.status, badMonth.body.code]).toEqual([400, 'invalid_date']);
    const noMonth = await occupancy(`location=${location}`, cookie);
    expect([noMonth.status, noMonth.body.code]).toEqual([400, 'missing_parameter']);
    const badLocation = await occupancy('location=/api/halls/1&month=2030-06', cookie);
    expect([badLocation.status, badLocation.body.code]).toEqual([400, 'invalid_filter']);
  });
});
