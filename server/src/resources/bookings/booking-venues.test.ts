import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../../src/domain/dates.ts';
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
import { call, staffKey, violationCodes } from '../../../test/staff.ts';

// Meetings with rooms at other locations of the partner (issue 7): the event in Amsterdam, guests in
// Amsterdam, Helsinki (EUR, its own VAT) or New York (USD, sales tax). Stored with each stay's venue,
// held and released at every venue, priced per venue and per currency, book now only when every venue
// allows it.

let fresh: PaymentBed;
let f: BookingFixture;
/** Location IRIs by city and room type IRIs by city and code, looked up in the seeded catalogue. */
const at: Record<string, string> = {};
const rooms: Record<string, string> = {};
const today = TEST_NOW.slice(0, 10);

beforeAll(async () => {
  // Card payments on (the Stripe provider against the local Stripe test server): book now holds until paid.
  fresh = await paymentBed({ rateLimits: GENEROUS_BOOKING_LIMITS });
  f = await bookingFixture(fresh.db);
  const rows = await fresh.db.query<{ city: string; location: number; code: string; room: number }>(`
    select l.city, l.id as location, rt.code, rt.id as room
    from locations l join partners p on p.id = l.partner_id join location_room_types rt on rt.location_id = l.id
    where p.slug in ('harbour', 'fjord')`);
  for (const row of rows) {
    at[row.city] = `/api/locations/${row.location}`;
    rooms[`${row.city} ${row.code}`] = `/api/location_room_types/${row.room}`;
  }
});
afterAll(() => fresh.close());

type Booking = Awaited<ReturnType<typeof createBooking>>;
const creds = (b: Booking) => ({ username: b.username, key: b.key });
const move = (b: Booking, body: Record<string, unknown>) =>
  bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, { ...creds(b), body });
const read = (b: Booking) => bookingCall(fresh.app, 'GET', `/api/booking/${b.id}`, creds(b));
const quote = (body: unknown) => call(fresh.app, 'POST', '/api/booking_quotes', { body });

function stay(roomType: string, amount: number, startDate = '2030-06-02', endDate = '2030-06-04') {
  return {
    startDate,
    endDate,
    amount,
    paxRoom: 1,
    roomType,
    breakfast: true,
    lateCheckoutRooms: 0,
    comments: null,
  };
}

/** The Amsterdam meeting of the fixture with these stays. */
function meeting(hotelRooms: object[], overrides: Record<string, unknown> = {}) {
  return bookingPayload(f, { hotelRooms, ...overrides });
}

async function used(roomType: string, night: string): Promise<number> {
  const [row] = await fresh.db.query<{ used: number }>(
    `select coalesce(sum(used), 0)::int as used from room_type_nights where room_type_id = $1 and night = $2`,
    [Number(roomType.split('/').pop()), night],
  );
  return Number(row!.used);
}

type Totals = { totalIncludingTaxes: number; totalExcludingTaxes: number; taxAmount: number };
type Pricing = {
  currency: string;
  pricingTaxScheme: string;
  totalPriceIncludingTaxes: number;
  totalPriceExcludingTaxes: number;
  totalTaxAmount: number;
  subtotals: { event: Totals; hotel: Totals };
  products: { kind: string }[];
  discount: { amount: number } | null;
};
type Venue = { location: string; name: string; pricing: Pricing };

/** Checks one currency entry is exactly the sum of the venues listed in it. */
function expectExactSums(entry: Record<string, unknown>, venues: Venue[]) {
  const add = (pick: (p: Pricing) => number) => venues.reduce((t, v) => t + pick(v.pricing), 0);
  expect(entry).toMatchObject({
    locations: venues.map((v) => v.location),
    totalPriceIncludingTaxes: add((p) => p.totalPriceIncludingTaxes),
    totalPriceExcludingTaxes: add((p) => p.totalPriceExcludingTaxes),
    totalTaxAmount: add((p) => p.totalTaxAmount),
    subtotals: {
      event: {
        totalIncludingTaxes: add((p) => p.subtotals.event.totalIncludingTaxes),
        totalExcludingTaxes: add((p) => p.subtotals.event.totalExcludingTaxes),
        taxAmount: add((p) => p.subtotals.event.taxAmount),
      },
      hotel: {
        totalIncludingTaxes: add((p) => p.subtotals.hotel.totalIncludingTaxes),
        totalExcludingTaxes: add((p) => p.subtotals.hotel.totalExcludingTaxes),
        taxAmount: add((p) => p.subtotals.hotel.taxAmount),
      },
    },
  });
  const taxes = entry.taxes as { taxAmount: number; taxableAmount: number }[];
  expect(taxes.reduce((t, line) => t + line.taxAmount, 0)).toBe(entry.totalTaxAmount);
  expect(taxes.reduce((t, line) => t + line.taxableAmount, 0)).toBe(entry.totalPriceExcludingTaxes);
}

describe('a meeting in Amsterdam with rooms in Amsterdam and Helsinki', () => {
  it('stores each stay with its venue and holds, keeps and frees rooms at both', async () => {
    const payload = meeting([stay(f.roomType, 2), stay(rooms['Helsinki double']!, 3)]);
    const b = await createBooking(fresh.app, payload);
    expect(b.body.location).toBe(at.Amsterdam);
    expect(b.body.hotelRooms.map((r: { location: string }) => r.location)).toEqual([
      at.Amsterdam,
      at.Helsinki,
    ]);
    const stored = await fresh.db.query<{ location_id: number }>(
      'select location_id from booking_rooms where booking_id = $1 order by position',
      [b.id],
    );
    expect(stored.map((r) => `/api/locations/${r.location_id}`)).toEqual([at.Amsterdam, at.Helsinki]);

    expect((await move(b, { transition: 'book_now', termsAccepted: true })).body.status).toBe(
      'payment_pending',
    );
    await payHeldBooking(fresh, b);
    expect((await read(b)).body.status).toBe('confirmed');
    expect([
      await used(f.roomType, '2030-06-03'),
      await used(rooms['Helsinki double']!, '2030-06-03'),
    ]).toEqual([2, 3]);
    // A contact change re-writes the lines and holds them again, at both venues.
    await bookingCall(fresh.app, 'PATCH', `/api/booking/${b.id}`, {
      ...creds(b),
      body: { company: 'Initech' },
    });
    expect((await move(b, { transition: 'apply_changes' })).body).toMatchObject({
      status: 'confirmed',
      hotelRooms: [
        expect.objectContaining({ location: at.Amsterdam }),
        expect.objectContaining({ location: at.Helsinki }),
      ],
    });
    expect([
      await used(f.roomType, '2030-06-02'),
      await used(rooms['Helsinki double']!, '2030-06-02'),
    ]).toEqual([2, 3]);
    const staffRead = await bookingCall(fresh.app, 'GET', `/api/reservations/${b.id}`, {
      staff: await staffKey(fresh.db, 'harbour'),
    });
    expect(staffRead.body.rooms.map((r: { location: string }) => r.location)).toEqual([
      at.Amsterdam,
      at.Helsinki,
    ]);

    const cancelled = await move(b, { transition: 'cancel', reason: 'Plans changed', termsAccepted: true });
    expect(cancelled.body.status).toBe('cancelled');
    expect([
      await used(f.roomType, '2030-06-03'),
      await used(rooms['Helsinki double']!, '2030-06-03'),
    ]).toEqual([0, 0]);
  });

  it('quotes two venues with their own VAT and one EUR entry that is their exact sum; billing agrees', async () => {
    const payload = meeting([stay(f.roomType, 2), stay(rooms['Helsinki double']!, 3)]);
    const quoted = await quote(payload);
    expect(quoted.status).toBe(200);
    const venues = quoted.body.venues as Venue[];
    expect(venues.map((v) => [v.location, v.name, v.pricing.currency])).toEqual([
      [at.Amsterdam, 'Harbour Hotel Amsterdam', 'EUR'],
      [at.Helsinki, expect.stringContaining('Helsinki'), 'EUR'],
    ]);
    // Each venue taxes its rooms at its own reduced rate: 9% in Amsterdam, 14% in Helsinki.
    const roomRates = venues.map(
      (v) =>
        (v.pricing.products as unknown as { kind: string; taxRate: string }[]).find((p) => p.kind === 'room')!
          .taxRate,
    );
    expect(roomRates).toEqual(['9', '14']);
    // The top level stays the booking location's Pricing, as before.
    expect(quoted.body).toMatchObject({
      currency: 'EUR',
      totalPriceIncludingTaxes: venues[0]!.pricing.totalPriceIncludingTaxes,
      subtotals: venues[0]!.pricing.subtotals,
    });
    expect(quoted.body.currencies).toHaveLength(1);
    expect(quoted.body.currencies[0].currency).toBe('EUR');
    expectExactSums(quoted.body.currencies[0], venues);
    expect(
      quoted.body.currencies[0].taxes.map((t: { pricingTaxScheme: string; rate: string }) => t.rate),
    ).toEqual(expect.arrayContaining(['9', '14', '21']));

    const b = await createBooking(fresh.app, payload);
    const billing = await bookingCall(fresh.app, 'GET', `/api/booking/${b.id}/billing`, creds(b));
    expect(billing.status).toBe(200);
    expect({ venues: billing.body.venues, currencies: billing.body.currencies }).toEqual({
      venues: quoted.body.venues,
      currencies: quoted.body.currencies,
    });
  });
});

describe('rooms in New York for an Amsterdam meeting', () => {
  it('prices two currencies side by side, converting nothing', async () => {
    const quoted = await quote(meeting([stay(rooms['New York double']!, 2)]));
    expect(quoted.status).toBe(200);
    const venues = quoted.body.venues as Venue[];
    expect(venues.map((v) => [v.location, v.pricing.currency, v.pricing.pricingTaxScheme])).toEqual([
      [at.Amsterdam, 'EUR', 'VAT'],
      [at['New York'], 'USD', 'SALES_TAX'],
    ]);
    expect(quoted.body.currencies.map((c: { currency: string }) => c.currency)).toEqual(['EUR', 'USD']);
    expectExactSums(quoted.body.currencies[0], [venues[0]!]);
    expectExactSums(quoted.body.currencies[1], [venues[1]!]);
    expect(quoted.body.currencies[1].taxes).toEqual([
      expect.objectContaining({ pricingTaxScheme: 'SALES_TAX', rate: '8.875' }),
    ]);
    // The booking location's (EUR) top level holds no dollar: the meeting only.
    expect(quoted.body.subtotals.hotel.totalIncludingTaxes).toBe(0);
    expect(quoted.body.totalPriceIncludingTaxes).toBe(venues[0]!.pricing.totalPriceIncludingTaxes);
  });
});

describe('what a stay may not use', () => {
  it("refuses another partner's room type with a 422 on the stay, on a booking and on a quote", async () => {
    const payload = meeting([stay(f.roomType, 1), stay(rooms['Bergen double']!, 1)]);
    const created = await bookingCall(fresh.app, 'POST', '/api/booking', { body: payload });
    expect(created.status).toBe(422);
    expect(violationCodes(created.body)).toEqual(['hotelRooms[1].roomType: invalid_reference']);
    const quoted = await quote(payload);
    expect(violationCodes(quoted.body)).toEqual(['hotelRooms[1].roomType: not_found']);
  });

  it('answers a lost race for the last rooms at the other venue with 409 no_longer_available naming it', async () => {
    const [family] = await fresh.db.query<{ inventory: number }>(
      'select inventory from location_room_types where id = $1',
      [Number(rooms['Helsinki family']!.split('/').pop())],
    );
    const all = stay(rooms['Helsinki family']!, Number(family!.inventory), '2030-07-01', '2030-07-02');
    const winner = await createBooking(fresh.app, meeting([all], { types: ['hotel'], meetingRooms: [] }));
    const loser = await createBooking(
      fresh.app,
      meeting([stay(f.roomType, 1, '2030-07-01', '2030-07-02'), all], { types: ['hotel'], meetingRooms: [] }),
    );
    expect((await move(winner, { transition: 'book_now', termsAccepted: true })).status).toBe(200);
    const lost = await move(loser, { transition: 'book_now', termsAccepted: true });
    expect([lost.status, lost.body.code]).toEqual([409, 'no_longer_available']);
    expect(lost.body.lost).toEqual([loser.body.hotelRooms[1]['@id']]);
    expect(loser.body.hotelRooms[1].location).toBe(at.Helsinki);
    // Nothing of the loser is held, not even its free Amsterdam room.
    expect(await used(f.roomType, '2030-07-01')).toBe(0);
    expect((await read(loser)).body.status).toBe('draft');
  });
});

describe('book now with rooms at another venue', () => {
  const soon = addDays(today, 3);
  const booking = (roomType: string) =>
    createBooking(
      fresh.app,
      bookingPayload(f, {
        meetingRooms: [{ ...(bookingPayload(f).meetingRooms[0] as object), date: soon }],
        hotelRooms: [stay(roomType, 1, soon, addDays(soon, 1))],
      }),
    );

  it('is allowed when every venue allows it (Amsterdam needs 2 days, Helsinki 1)', async () => {
    const b = await booking(rooms['Helsinki double']!);
    expect((await read(b)).body.transitions).toContain('book_now');
  });

  it('is refused with the venue that does not allow it (New York needs 5 days)', async () => {
    const b = await booking(rooms['New York double']!);
    const blocker = {
      transition: 'book_now',
      code: 'instant_booking_not_allowed',
      reason: 'lead_time_too_short',
      date: soon,
      location: at['New York'],
    };
    // Euros in Amsterdam and dollars in New York: one card payment cannot cover both (issue 16).
    const currencies = {
      transition: 'book_now',
      code: 'instant_booking_not_allowed',
      reason: 'several_currencies',
    };
    const state = await read(b);
    expect(state.body.transitions).not.toContain('book_now');
    expect(
      state.body.transitionBlockerList.filter((x: { transition: string }) => x.transition === 'book_now'),
    ).toEqual([currencies, blocker]);
    const refused = await move(b, { transition: 'book_now', termsAccepted: true });
    expect([refused.status, refused.body.code]).toEqual([409, 'transition_blocked']);
    expect(refused.body.blockers).toEqual([currencies, blocker]);
  });
});
