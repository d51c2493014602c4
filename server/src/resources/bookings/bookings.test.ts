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
import { visitorSession } from '../../../test/visitor-session.ts';

// Contract tests of the visitor's booking endpoints: creation, reading, editing, the confirmation, and
// the 404-for-wrong-credentials matrix. Transitions are in booking-transitions.test.ts.

let fresh: FreshApp;
let f: BookingFixture;
let harbourKey: string;
let fjordKey: string;

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  f = await bookingFixture(fresh.db);
  harbourKey = await staffKey(fresh.db, 'harbour');
  fjordKey = await staffKey(fresh.db, 'fjord');
});
afterAll(() => fresh.close());

describe('POST /api/booking', () => {
  it('creates a draft and returns username and key once; the key is stored only as its hash', async () => {
    const res = await bookingCall(fresh.app, 'POST', '/api/booking', { body: bookingPayload(f) });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/api/booking/${res.body.id}`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toMatchObject({
      '@id': `/api/booking/${res.body.id}`,
      '@type': 'Reservation',
      status: 'draft',
      email: 'anna@example.com',
      emailaddress: 'anna@example.com',
      location: f.location,
      types: ['mice', 'hotel'],
      flags: [],
      termsUrl: expect.any(String),
      remarks: [{ description: 'Vegetarian lunch', type: 'internal' }],
      onsiteContact: { firstname: 'Piet', lastname: 'Bakker', email: 'piet@example.com', phonenumber: '' },
      // No card payments on this server: nothing could secure book now, so it is not offered.
      transitions: ['request', 'inquire', 'request_proposal'],
      paymentMethods: ['AT_LOCATION'],
      paymentPlan: null,
    });
    expect(res.body.transitionBlockerList).toContainEqual({
      transition: 'book_now',
      code: 'instant_booking_not_allowed',
      reason: 'payment_unavailable',
    });
    expect(res.body.transitionBlockerList).toContainEqual({
      transition: 'accept',
      code: 'not_allowed_in_status',
    });
    expect(res.body.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [stored] = await fresh.db.query<{ key_hash: Uint8Array }>(
      'select key_hash from bookings where id = $1',
      [res.body.id],
    );
    expect(Buffer.from(stored!.key_hash).toString('base64url')).not.toContain(res.body.key);
    expect(stored!.key_hash.length).toBe(32);
    const again = await bookingCall(fresh.app, 'GET', `/api/booking/${res.body.id}`, {
      username: res.body.username,
      key: res.body.key,
    });
    expect(again.status).toBe(200);
    expect(again.body.key).toBeUndefined();
    expect(again.body.meetingRooms).toEqual([
      expect.objectContaining({
        date: '2030-06-03',
        startTime: '09:00',
        endTime: '17:00',
        pax: 12,
        halls: [
          expect.objectContaining({ hall: f.hall, emplacement: f.emplacement, pax: 12, startTime: '09:00' }),
        ],
        items: [expect.objectContaining({ item: f.item, amount: 2 })],
      }),
    ]);
    expect(again.body.days).toEqual(again.body.meetingRooms);
    expect(again.body.hotelRooms).toEqual([
      expect.objectContaining({ roomType: f.roomType, amount: 2, paxRoom: 1, startDate: '2030-06-02' }),
    ]);
  });

  it('answers 422 with paths the widget maps', async () => {
    const payload = bookingPayload(f) as Record<string, unknown> & {
      meetingRooms: Record<string, unknown>[];
    };
    const day = payload.meetingRooms[0]!;
    const res = await bookingCall(fresh.app, 'POST', '/api/booking', {
      body: {
        ...payload,
        email: 'not-an-email',
        meetingRooms: [
          { ...day, pax: 0, endTime: '08:00' },
          { ...day, halls: [{ hall: f.hall, pax: 1.5, startTime: '09:00', endTime: '10:00' }] },
        ],
        hotelRooms: [
          { startDate: '2030-06-02', endDate: '2030-06-02', amount: 1, paxRoom: 1, roomType: f.roomType },
        ],
      },
    });
    expect(res.status).toBe(422);
    const paths = res.body.violations.map((v: { propertyPath: string }) => v.propertyPath);
    expect(paths).toEqual(
      expect.arrayContaining([
        'email',
        'meetingRooms[0].pax',
        'meetingRooms[0].endTime',
        'meetingRooms[1].halls[0].pax',
        'hotelRooms[0].endDate',
      ]),
    );
  });

  it('refuses IRIs of another partner or location, past dates and missing e-mail', async () => {
    const payload = bookingPayload(f) as ReturnType<typeof bookingPayload> & {
      meetingRooms: { halls: object[] }[];
    };
    const day = payload.meetingRooms[0]!;
    const res = await bookingCall(fresh.app, 'POST', '/api/booking', {
      body: {
        ...payload,
        meetingRooms: [
          {
            ...day,
            date: '2030-03-13',
            halls: [{ hall: f.otherPartnerHall, pax: 2, startTime: '09:00', endTime: '10:00' }],
          },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(
      res.body.violations.map((v: { propertyPath: string; code: string }) => `${v.propertyPath}: ${v.code}`),
    ).toEqual(['meetingRooms[0].date: date_in_past', 'meetingRooms[0].halls[0].hall: invalid_reference']);
    const other = await bookingCall(fresh.app, 'POST', '/api/booking', {
      body: { ...bookingPayload(f), location: '/api/locations/999999' },
    });
    expect(other.body.violations).toEqual([expect.objectContaining({ propertyPath: 'location' })]);
    const noEmail = await bookingCall(fresh.app, 'POST', '/api/booking', {
      body: { ...bookingPayload(f), email: '' },
    });
    expect(noEmail.body.violations).toEqual([expect.objectContaining({ propertyPath: 'email' })]);
  });

  it('drops days and rooms of a type that is not selected, even when they are incomplete', async () => {
    const res = await bookingCall(fresh.app, 'POST', '/api/booking', {
      body: { ...bookingPayload(f), types: ['hotel'], meetingRooms: [{ date: null }] },
    });
    expect(res.status).toBe(201);
    expect(res.body.meetingRooms).toEqual([]);
    expect(res.body.hotelRooms).toHaveLength(1);
  });

  it('replays the first answer for the same Idempotency-Key and body, 422 for another body', async () => {
    const body = bookingPayload(f, { email: 'idem@example.com' });
    const first = await bookingCall(fresh.app, 'POST', '/api/booking', { body, idempotencyKey: 'k-1' });
    const second = await bookingCall(fresh.app, 'POST', '/api/booking', { body, idempotencyKey: 'k-1' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const [count] = await fresh.db.query<{ n: number }>(
      `select count(*)::int as n from bookings where email = 'idem@example.com'`,
    );
    expect(count!.n).toBe(1);
    const other = await bookingCall(fresh.app, 'POST', '/api/booking', {
      body: { ...body, eventName: 'Other' },
      idempotencyKey: 'k-1',
    });
    expect([other.status, other.body.code]).toEqual([422, 'idempotency_key_reused']);
    const [row] = await fresh.db.query<{ response_body: string }>(
      'select response_body from idempotency_keys limit 1',
    );
    expect(row!.response_body).not.toContain(first.body.key);
  });
});

describe('who may read a booking', () => {
  it('answers the same 404 for a missing booking, no credentials, a wrong key, another booking’s key and another partner’s staff', async () => {
    const mine = await createBooking(fresh.app, bookingPayload(f));
    const theirs = await createBooking(fresh.app, bookingPayload(f, { email: 'other@example.com' }));
    const path = `/api/booking/${mine.id}`;
    // Returning visitors (issue 21): another address's session, and this address's session sent from
    // another page than the one that signed in, open nothing.
    const page = 'https://www.harbourhotels.example';
    const otherSession = await visitorSession(fresh, 'other@example.com', page);
    const mySession = await visitorSession(fresh, 'anna@example.com', page);
    const refused = [
      { path, options: { cookie: otherSession, origin: page } },
      { path, options: { cookie: mySession, origin: 'https://evil.example' } },
      { path, options: { cookie: mySession } },
      { path: '/api/booking/999999', options: { username: mine.username, key: mine.key } },
      { path: '/api/booking/abc', options: { username: mine.username, key: mine.key } },
      { path, options: {} },
      { path, options: { username: mine.username } },
      { path, options: { username: mine.username, key: `${mine.key}x` } },
      { path, options: { username: mine.username, key: theirs.key } },
      { path, options: { username: theirs.username, key: theirs.key } },
      { path, options: { staff: fjordKey } },
    ];
    for (const { path: target, options } of refused) {
      for (const [method, suffix] of [
        ['GET', ''],
        ['GET', '/confirmation'],
      ] as const) {
        const res = await bookingCall(fresh.app, method, `${target}${suffix}`, options);
        expect({
          status: res.status,
          code: res.body.code,
          detail: res.body.detail.replace(/\d+|abc/, 'N'),
        }).toEqual({
          status: 404,
          code: 'booking_not_found',
          detail: 'Booking N does not exist.',
        });
      }
      const put = await bookingCall(fresh.app, 'PUT', `${target}/status`, {
        ...options,
        body: { transition: 'request' },
      });
      expect(put.status).toBe(404);
      const patch = await bookingCall(fresh.app, 'PATCH', target, { ...options, body: { eventName: 'x' } });
      expect(patch.status).toBe(404);
    }
    for (const path2 of [path, `/api/bookings/${mine.id}`]) {
      const ok = await bookingCall(fresh.app, 'GET', path2, { username: mine.username, key: mine.key });
      expect(ok.status).toBe(200);
    }
    const signedIn = await bookingCall(fresh.app, 'GET', path, { cookie: mySession, origin: page });
    expect(signedIn.status).toBe(200);
    const staff = await bookingCall(fresh.app, 'GET', path, { staff: harbourKey });
    expect(staff.status).toBe(200);
    expect(staff.body.auditTrail).toEqual([]);
  });
});

describe('editing', () => {
  it('PUT and PATCH rewrite a draft; unknown fields are 422; a merge-patch keeps what it does not name', async () => {
    const mine = await createBooking(fresh.app, bookingPayload(f));
    const path = `/api/booking/${mine.id}`;
    const creds = { username: mine.username, key: mine.key };
    const put = await bookingCall(fresh.app, 'PUT', path, {
      ...creds,
      body: bookingPayload(f, { eventName: 'Retreat', hotelRooms: [] }),
      idempotencyKey: 'put-1',
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ eventName: 'Retreat', hotelRooms: [], status: 'draft' });
    const patch = await bookingCall(fresh.app, 'PATCH', path, {
      ...creds,
      body: { company: 'Globex', onsiteContact: null },
    });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({
      eventName: 'Retreat',
      company: 'Globex',
      meetingRooms: [expect.any(Object)],
    });
    const wrongType = await bookingCall(fresh.app, 'PATCH', path, {
      ...creds,
      body: { company: 'x' },
      type: 'application/json',
    });
    expect(wrongType.status).toBe(415);
    const unknown = await bookingCall(fresh.app, 'PUT', path, {
      ...creds,
      body: { ...bookingPayload(f), price: 1 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'price', code: 'unknown_field' }),
    ]);
  });

  it('reads street and house number back as they were written, also a street without a number', async () => {
    const read = async (overrides: Record<string, unknown>) => {
      const created = await createBooking(fresh.app, bookingPayload(f, overrides));
      const res = await bookingCall(fresh.app, 'GET', `/api/booking/${created.id}`, {
        username: created.username,
        key: created.key,
      });
      return { address: res.body.address, street: res.body.street, housenumber: res.body.housenumber };
    };
    // Spec §3: the reservation has street and housenumber; the write payload's address is both.
    expect(await read({ address: 'Rue de la Paix 12 bis', housenumber: '12 bis' })).toEqual({
      address: 'Rue de la Paix 12 bis',
      street: 'Rue de la Paix',
      housenumber: '12 bis',
    });
    expect(await read({ address: 'Rue de la Paix', housenumber: '' })).toEqual({
      address: 'Rue de la Paix',
      street: 'Rue de la Paix',
      housenumber: '',
    });
    // A client that sends only the address line: its last word is taken for the house number.
    expect(await read({ address: 'Damrak 1' })).toEqual({
      address: 'Damrak 1',
      street: 'Damrak',
      housenumber: '1',
    });
  });

  it('GET …/confirmation is 409 until the booking is accepted, held or confirmed', async () => {
    // A verified client with a credit account paying on account: confirmed at once, nothing to secure.
    const mine = await createBooking(
      fresh.app,
      bookingPayload(f, {
        meetingRooms: [],
        types: ['hotel'],
        paymentMethod: 'INVOICE',
        corporateAccount: {
          companyName: 'Acme Travel B.V.',
          email: 'travel@acme.example',
          corporateCode: 'ACME-2030',
        },
      }),
    );
    const creds = { username: mine.username, key: mine.key };
    const early = await bookingCall(fresh.app, 'GET', `/api/booking/${mine.id}/confirmation`, creds);
    expect([early.status, early.body.code]).toEqual([409, 'booking_not_confirmed']);
    const booked = await bookingCall(fresh.app, 'PUT', `/api/booking/${mine.id}/status`, {
      ...creds,
      body: { transition: 'book_now', termsAccepted: true },
    });
    expect(booked.body).toMatchObject({ status: 'confirmed', flags: ['instant'] });
    const confirmation = await bookingCall(fresh.app, 'GET', `/api/booking/${mine.id}/confirmation`, creds);
    expect(confirmation.status).toBe(200);
    expect(confirmation.body).toMatchObject({
      '@type': 'BookingConfirmation',
      confirmed: true,
      status: 'confirmed',
    });
  });
});
