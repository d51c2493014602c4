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
import { call } from '../../../test/staff.ts';

// Discounts on a meeting with rooms at other venues (the rule is in domain/pricing/venues.ts): a
// percentage reduces every venue where the code is valid; a fixed amount is taken once from the venues
// in its currency, never converted; event/hotel scope as for one venue.

let fresh: FreshApp;
let f: BookingFixture;
const at: Record<string, number> = {};
const rooms: Record<string, string> = {};

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  f = await bookingFixture(fresh.db);
  const rows = await fresh.db.query<{ city: string; location: number; code: string; room: number }>(`
    select l.city, l.id as location, rt.code, rt.id as room
    from locations l join partners p on p.id = l.partner_id join location_room_types rt on rt.location_id = l.id
    where p.slug = 'harbour'`);
  for (const row of rows) {
    at[row.city] = Number(row.location);
    rooms[`${row.city} ${row.code}`] = `/api/location_room_types/${row.room}`;
  }
  // Codes the demo does not have: a fixed USD amount, a fixed EUR amount off rooms, and one limited to Helsinki.
  await fresh.db.query(
    `insert into promo_codes (partner_id, code, kind, value, currency, applies_to, location_ids) values
      ($1, 'NYC25', 'fixed', 2500, 'USD', 'both', '{}'),
      ($1, 'ROOMS50', 'fixed', 5000, 'EUR', 'hotel', '{}'),
      ($1, 'HELSINKI20', 'percentage', 2000, null, 'both', $2)`,
    [f.partnerId, `{${at.Helsinki}}`],
  );
});
afterAll(() => fresh.close());

function stay(roomType: string, amount: number) {
  return {
    startDate: '2030-06-02',
    endDate: '2030-06-04',
    amount,
    paxRoom: 1,
    roomType,
    breakfast: true,
    lateCheckoutRooms: 0,
    comments: null,
  };
}

type Venue = {
  location: string;
  pricing: {
    discount: { amount: number } | null;
    totalPriceIncludingTaxes: number;
    totalPriceExcludingTaxes: number;
    pricingTaxScheme: string;
    subtotals: { hotel: { totalIncludingTaxes: number } };
  };
};

async function quote(hotelRooms: object[], promoCode: string | null, overrides: object = {}) {
  const answer = await call(fresh.app, 'POST', '/api/booking_quotes', {
    body: bookingPayload(f, { hotelRooms, promoCode, ...overrides }),
  });
  expect(answer.status).toBe(200);
  return answer.body as {
    venues: Venue[];
    currencies: { totalPriceIncludingTaxes: number }[];
    promoCode: unknown;
  };
}

const taken = (body: { venues: Venue[] }) => body.venues.map((v) => v.pricing.discount?.amount ?? 0);
// Half-up percentage of an integer amount, as the engine rounds it.
const percentOf = (amount: number, basisPoints: number) => Math.floor((amount * basisPoints + 5000) / 10000);
// The base a venue is discounted from: tax-inclusive prices under VAT, before tax under sales tax.
const base = (v: Venue) =>
  v.pricing.pricingTaxScheme === 'VAT'
    ? v.pricing.totalPriceIncludingTaxes
    : v.pricing.totalPriceExcludingTaxes;

describe('discounts on a meeting with rooms at other venues', () => {
  const spread = () => [
    stay(f.roomType, 2),
    stay(rooms['Helsinki double']!, 3),
    stay(rooms['New York double']!, 1),
  ];

  it('takes a percentage code off every venue, in each currency', async () => {
    const plain = await quote(spread(), null);
    const coded = await quote(spread(), 'WELCOME10');
    expect(coded.promoCode).toEqual({ code: 'WELCOME10', status: 'applied' });
    expect(taken(coded)).toEqual(plain.venues.map((v) => percentOf(base(v), 1000)));
    expect(taken(coded).every((amount) => amount > 0)).toBe(true);
  });

  it('applies a hotel code to the venue that has the rooms, even when the meeting venue has none', async () => {
    const coded = await quote([stay(rooms['Helsinki double']!, 3)], 'STAY15');
    expect(coded.promoCode).toEqual({ code: 'STAY15', status: 'applied' });
    const plain = await quote([stay(rooms['Helsinki double']!, 3)], null);
    expect(taken(coded)).toEqual([
      0,
      percentOf(plain.venues[1]!.pricing.subtotals.hotel.totalIncludingTaxes, 1500),
    ]);
  });

  it('keeps a meeting-day amount with the meeting venue', async () => {
    const coded = await quote([stay(rooms['Helsinki double']!, 3)], 'MEET50');
    expect(taken(coded)).toEqual([5000, 0]);
  });

  it('takes a fixed amount once, split over the venues in its currency', async () => {
    const plain = await quote([stay(f.roomType, 2), stay(rooms['Helsinki double']!, 3)], null);
    const coded = await quote([stay(f.roomType, 2), stay(rooms['Helsinki double']!, 3)], 'ROOMS50');
    const [amsterdam, helsinki] = taken(coded);
    expect(amsterdam! + helsinki!).toBe(5000);
    const hotel = plain.venues.map((v) => v.pricing.subtotals.hotel.totalIncludingTaxes);
    // In proportion to what each charges for rooms, to the cent.
    expect(Math.abs(amsterdam! - (5000 * hotel[0]!) / (hotel[0]! + hotel[1]!))).toBeLessThan(1);
    expect(coded.currencies[0]!.totalPriceIncludingTaxes).toBe(
      plain.currencies[0]!.totalPriceIncludingTaxes - 5000,
    );
  });

  it('applies a fixed USD amount to the New York venue only, never converted', async () => {
    const plain = await quote(spread(), null);
    const coded = await quote(spread(), 'NYC25');
    expect(coded.promoCode).toEqual({ code: 'NYC25', status: 'applied' });
    expect(taken(coded)).toEqual([0, 0, 2500]);
    expect(coded.currencies[0]!.totalPriceIncludingTaxes).toBe(plain.currencies[0]!.totalPriceIncludingTaxes);
    // Without a venue in dollars it does not apply, as before.
    const euroOnly = await quote([stay(f.roomType, 2)], 'NYC25');
    expect(euroOnly.promoCode).toEqual({ code: 'NYC25', status: 'rejected', reason: 'invalid' });
  });

  it('reduces only the venues a location-limited code names, and the sent booking spends it once', async () => {
    const coded = await quote(spread(), 'HELSINKI20');
    expect(taken(coded).map((amount) => amount > 0)).toEqual([false, true, false]);
    const amsterdamOnly = await quote([stay(f.roomType, 2)], 'HELSINKI20');
    expect(amsterdamOnly.promoCode).toMatchObject({ status: 'rejected', reason: 'invalid' });

    const b = await createBooking(
      fresh.app,
      bookingPayload(f, { hotelRooms: spread(), promoCode: 'HELSINKI20' }),
    );
    const sent = await bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, {
      username: b.username,
      key: b.key,
      body: { transition: 'request' },
    });
    expect(sent.status).toBe(200);
    const [row] = await fresh.db.query<{ uses: number }>(
      "select uses from promo_codes where code = 'HELSINKI20' and partner_id = $1",
      [f.partnerId],
    );
    expect(Number(row!.uses)).toBe(1);
  });
});
