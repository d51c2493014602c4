import type { Hono } from 'hono';
import type { Database } from '../src/db/database.ts';

/** One location of a seeded partner with a hall, an emplacement of it, an item and a room type. */
export type BookingFixture = {
  partnerId: number;
  location: string;
  hall: string;
  otherHall: string;
  emplacement: string;
  item: string;
  roomType: string;
  inventory: number;
  otherPartnerLocation: string;
  otherPartnerHall: string;
};

/** Looks the fixture up in the seeded catalogue (harbour, first available location with halls and rooms). */
export async function bookingFixture(db: Database): Promise<BookingFixture> {
  const [row] = await db.query<Record<string, number>>(`
    select l.id as location, l.partner_id as partner,
      (select min(h.id) from halls h where h.location_id = l.id) as hall,
      (select max(h.id) from halls h where h.location_id = l.id) as other_hall,
      (select min(he.emplacement_id) from hall_emplacements he where he.hall_id = (select min(h.id) from halls h where h.location_id = l.id)) as emplacement,
      (select min(i.id) from items i where i.location_id = l.id) as item,
      (select min(rt.id) from location_room_types rt where rt.location_id = l.id) as room_type,
      (select rt.inventory from location_room_types rt where rt.location_id = l.id order by rt.id limit 1) as inventory
    from locations l join partners p on p.id = l.partner_id
    where p.slug = 'harbour' and l.available
      and exists (select 1 from halls h where h.location_id = l.id)
      and exists (select 1 from location_room_types rt where rt.location_id = l.id)
    order by l.id limit 1`);
  const [other] = await db.query<Record<string, number>>(`
    select l.id as location, (select min(h.id) from halls h where h.location_id = l.id) as hall
    from locations l join partners p on p.id = l.partner_id where p.slug = 'fjord' order by l.id limit 1`);
  return {
    partnerId: row!.partner!,
    location: `/api/locations/${row!.location}`,
    hall: `/api/halls/${row!.hall}`,
    otherHall: `/api/halls/${row!.other_hall}`,
    emplacement: `/api/emplacements/${row!.emplacement}`,
    item: `/api/items/${row!.item}`,
    roomType: `/api/location_room_types/${row!.room_type}`,
    inventory: Number(row!.inventory),
    otherPartnerLocation: `/api/locations/${other!.location}`,
    otherPartnerHall: `/api/halls/${other!.hall}`,
  };
}

/** A complete write payload (spec §3) for one meeting day in `hall` and one stay, after TEST_NOW. */
export function bookingPayload(f: BookingFixture, overrides: Record<string, unknown> = {}) {
  return {
    location: f.location,
    email: 'anna@example.com',
    types: ['mice', 'hotel'],
    eventName: 'Board meeting',
    eventType: null,
    meetingRooms: [
      {
        date: '2030-06-03',
        startTime: '09:00',
        endTime: '17:00',
        pax: 12,
        halls: [{ hall: f.hall, emplacement: f.emplacement, pax: 12, startTime: '09:00', endTime: '17:00' }],
        items: [{ item: f.item, amount: 2, numberOfGuests: null, startTime: null }],
        packageDeals: [],
      },
    ],
    hotelRooms: [
      {
        startDate: '2030-06-02',
        endDate: '2030-06-04',
        amount: 2,
        paxRoom: 1,
        roomType: f.roomType,
        breakfast: true,
        lateCheckoutRooms: 0,
        comments: null,
      },
    ],
    company: 'Acme BV',
    country: 'NL',
    postalcode: '1011 AB',
    city: 'Amsterdam',
    address: 'Damrak 1',
    invoiceReference: 'PO-1',
    contactPersonFirstname: 'Anna',
    contactPersonLastname: 'Jansen',
    contactPersonPhonenumber: '+31 20 555 0101',
    executorContact: null,
    onsiteContact: { firstname: 'Piet', lastname: 'Bakker', email: 'piet@example.com', phonenumber: '' },
    locale: 'nl',
    remarks: [{ description: 'Vegetarian lunch', type: 'internal' }],
    promoCode: null,
    ...overrides,
  };
}

/** Headers of a booking request: the visitor's credentials, staff key, idempotency key. */
export type BookingCall = {
  username?: string;
  key?: string;
  staff?: string;
  idempotencyKey?: string;
  body?: unknown;
  type?: string;
  /** A returning visitor's session cookie (`bf_visitor=…`), sent with `origin` as the page's Origin. */
  cookie?: string;
  origin?: string;
};

/** Calls the app with booking headers; answers status, headers and parsed body. */
export async function bookingCall(app: Hono, method: string, path: string, options: BookingCall = {}) {
  const headers: Record<string, string> = {};
  if (options.username !== undefined) headers.username = options.username;
  if (options.key !== undefined) headers.key = options.key;
  if (options.staff) headers.Authorization = `Bearer ${options.staff}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.origin) headers.Origin = options.origin;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] =
      options.type ?? (method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json');
    body = JSON.stringify(options.body);
  }
  const response = await app.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** Creates a booking and returns its id and credentials. */
export async function createBooking(app: Hono, payload: unknown) {
  const created = await bookingCall(app, 'POST', '/api/booking', { body: payload });
  if (created.status !== 201)
    throw new Error(`create failed ${created.status}: ${JSON.stringify(created.body)}`);
  return {
    id: created.body.id as number,
    username: created.body.username as string,
    key: created.body.key as string,
    body: created.body,
  };
}
