import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../../test/bookings.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { getJson } from '../../../test/http.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { call } from '../../../test/staff.ts';

// Issue 12 on the booking write and its billing: package deals per person for the day's guests (12.1),
// breakfast defaults and where it may not be chosen (12.7), empty texts never overwrite (12.8).

let fresh: FreshApp;
let f: BookingFixture;
/** Room type IRIs by "City code", from the seeded catalogue. */
const rooms: Record<string, string> = {};
let fullDay: { iri: string; pricePerPerson: number };

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  f = await bookingFixture(fresh.db);
  const rows = await fresh.db.query<{ city: string; code: string; room: number }>(`
    select l.city, rt.code, rt.id as room from locations l join location_room_types rt on rt.location_id = l.id`);
  for (const row of rows) rooms[`${row.city} ${row.code}`] = `/api/location_room_types/${row.room}`;
  const { body } = await getJson(
    fresh.app,
    '/api/locations/1/package_deals?startTime=09:00&endTime=17:00&date=2030-06-03&pax=40',
  );
  const deal = body.member.find((d: { key: string }) => d.key === 'meeting-full_day');
  fullDay = { iri: deal['@id'], pricePerPerson: deal.pricePerPerson };
});
afterAll(() => fresh.close());

type Booking = Awaited<ReturnType<typeof createBooking>>;
type Line = { kind: string; quantity: number; unitPrice: number; amount: number; date: string | null };
const creds = (b: Booking) => ({ username: b.username, key: b.key });
const billing = async (b: Booking) =>
  (await bookingCall(fresh.app, 'GET', `/api/booking/${b.id}/billing`, creds(b))).body;
const read = async (b: Booking) =>
  (await bookingCall(fresh.app, 'GET', `/api/booking/${b.id}`, creds(b))).body;
const linesOf = (pricing: { products: Line[] }, kind: string) =>
  pricing.products.filter((p) => p.kind === kind).map((p) => [p.date, p.quantity, p.unitPrice, p.amount]);

/** A meeting day at Amsterdam for 40 with the "Full-day meeting" package, `amount` as given. */
function packageDay(date: string, deal: Record<string, unknown>) {
  return {
    date,
    startTime: '09:00',
    endTime: '17:00',
    pax: 40,
    halls: [],
    items: [],
    packageDeals: [{ packageDeal: fullDay.iri, ...deal }],
  };
}

describe('#12.1 a package deal is priced per person for the day’s guests', () => {
  it('reads the seeded "Full-day meeting" of Amsterdam at €69.50 per person', () => {
    // server/src/db/seed/catalogue/package-deals.ts: base 6950, Amsterdam's factor 1.
    expect(fullDay.pricePerPerson).toBe(6950);
  });

  for (const [label, deal] of [
    ['without an amount', {}],
    ['with a null amount', { amount: null }],
  ] as const) {
    it(`bills 40 × €69.50 on each of two days when the package is sent ${label}`, async () => {
      const booking = await createBooking(
        fresh.app,
        bookingPayload(f, {
          types: ['mice'],
          hotelRooms: [],
          meetingRooms: [packageDay('2030-06-03', deal), packageDay('2030-06-04', deal)],
        }),
      );
      const bill = await billing(booking);
      // 40 × 6950 = 278000 a day, two days: 556000, VAT included (21%, no catering package).
      expect(linesOf(bill, 'package_deal')).toEqual([
        ['2030-06-03', 40, 6950, 278000],
        ['2030-06-04', 40, 6950, 278000],
      ]);
      expect(bill.totalPriceIncludingTaxes).toBe(556000);
      // Stored as "follows the day": the booking reads back without a fixed number of persons.
      const stored = await read(booking);
      expect(stored.meetingRooms[0].packageDeals[0].amount ?? null).toBeNull();
    });
  }

  it('follows a later change of the day’s guests, and a quote prices it the same way', async () => {
    const booking = await createBooking(
      fresh.app,
      bookingPayload(f, { types: ['mice'], hotelRooms: [], meetingRooms: [packageDay('2030-06-05', {})] }),
    );
    const changed = await bookingCall(fresh.app, 'PATCH', `/api/booking/${booking.id}`, {
      ...creds(booking),
      body: { meetingRooms: [{ ...packageDay('2030-06-05', {}), pax: 45 }] },
    });
    expect(changed.status).toBe(200);
    // 45 × 6950 = 312750
    expect(linesOf(await billing(booking), 'package_deal')).toEqual([['2030-06-05', 45, 6950, 312750]]);
    const quoted = await call(fresh.app, 'POST', '/api/booking_quotes', {
      body: { location: '/api/locations/1', meetingRooms: [packageDay('2030-06-05', {})] },
    });
    expect(quoted.status).toBe(200);
    expect(linesOf(quoted.body, 'package_deal')).toEqual([['2030-06-05', 40, 6950, 278000]]);
  });
});

describe('#12.7 breakfast: absent or null is the stay location’s default', () => {
  const stay = (roomType: string, breakfast: Record<string, unknown>) => ({
    startDate: '2030-06-02',
    endDate: '2030-06-03',
    amount: 1,
    paxRoom: 1,
    roomType,
    lateCheckoutRooms: 0,
    ...breakfast,
  });

  it('saves breakfast for an Amsterdam stay (default on) and none for a Berlin stay (default off)', async () => {
    const booking = await createBooking(
      fresh.app,
      bookingPayload(f, {
        hotelRooms: [
          stay(rooms['Amsterdam double']!, {}),
          stay(rooms['Berlin double']!, { breakfast: null }),
        ],
      }),
    );
    const bill = await billing(booking);
    const byVenue = Object.fromEntries(
      bill.venues.map((v: { name: string; pricing: { products: Line[] } }) => [
        v.name,
        v.pricing.products.filter((p) => p.kind === 'breakfast').length,
      ]),
    );
    expect(byVenue).toEqual({ 'Harbour Hotel Amsterdam': 1, 'Harbour Hotel Berlin': 0 });
  });

  it('refuses, with a violation at hotelRooms[i].breakfast, a breakfast Helsinki does not let visitors change', async () => {
    // Helsinki: breakfastSelectable false, breakfastEnabledByDefault true (seed).
    const payload = bookingPayload(f, {
      hotelRooms: [
        stay(rooms['Amsterdam double']!, { breakfast: false }),
        stay(rooms['Helsinki double']!, { breakfast: false }),
      ],
    });
    const saved = await bookingCall(fresh.app, 'POST', '/api/booking', { body: payload });
    expect(saved.status).toBe(422);
    expect(saved.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'hotelRooms[1].breakfast',
    ]);
    const quoted = await call(fresh.app, 'POST', '/api/booking_quotes', { body: payload });
    expect(quoted.status).toBe(422);
    expect(quoted.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'hotelRooms[1].breakfast',
    ]);
    // The default itself, or leaving it out, is fine there.
    const fine = await bookingCall(fresh.app, 'POST', '/api/booking', {
      body: { ...payload, hotelRooms: [stay(rooms['Helsinki double']!, { breakfast: true })] },
    });
    expect(fine.status).toBe(201);
  });
});

describe('#12.8 an empty text never overwrites a stored value', () => {
  const TEXTS = [
    'company',
    'country',
    'postalcode',
    'city',
    'address',
    'invoiceReference',
    'contactPersonFirstname',
    'contactPersonLastname',
    'contactPersonPhonenumber',
  ] as const;

  it('keeps every stored contact and address text on a PUT that sends them empty', async () => {
    const payload = bookingPayload(f);
    const booking = await createBooking(fresh.app, payload);
    const empty = Object.fromEntries(TEXTS.map((name) => [name, '']));
    const put = await bookingCall(fresh.app, 'PUT', `/api/booking/${booking.id}`, {
      ...creds(booking),
      body: { ...payload, ...empty },
    });
    expect(put.status).toBe(200);
    const stored = await read(booking);
    for (const name of TEXTS) expect([name, stored[name]]).toEqual([name, payload[name]]);
  });

  it('keeps the stored company on a PATCH with company "", and still takes a new one', async () => {
    const booking = await createBooking(fresh.app, bookingPayload(f));
    const patch = (body: object) =>
      bookingCall(fresh.app, 'PATCH', `/api/booking/${booking.id}`, { ...creds(booking), body });
    expect((await patch({ company: '' })).status).toBe(200);
    expect((await read(booking)).company).toBe('Acme BV');
    expect((await patch({ company: 'Globex' })).status).toBe(200);
    expect((await read(booking)).company).toBe('Globex');
  });
});
