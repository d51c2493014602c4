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

// Issue 17: the desk sends an offer with prices per line (`priceOverrides`). The billing is the one
// source of the booking's money (design.md "amounts always from the server's billing"), so a hall's
// offered price must be what the billing, and with it the offer e-mail, PDF and payment, charge:
// the whole day-hall at that price, tax included (pricing: "a negotiated rental for this hall").

const now = new Date(TEST_NOW);
let fresh: FreshApp;
let f: BookingFixture;
let staff: string;

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS, clock: { now: () => now } });
  f = await bookingFixture(fresh.db);
  staff = await staffKey(fresh.db, 'harbour');
});
afterAll(() => fresh.close());

type Line = { kind: string; reference: string; quantity: number; unitPrice: number; amount: number };

/** A requested booking of the fixture's hall on `date` (each test its own day: an offer holds the hall). */
async function requestedBooking(date: string) {
  const payload = bookingPayload(f, { types: ['mice'], hotelRooms: [] });
  payload.meetingRooms[0]!.date = date;
  const booking = await createBooking(fresh.app, payload);
  const requested = await bookingCall(fresh.app, 'PUT', `/api/booking/${booking.id}/status`, {
    username: booking.username,
    key: booking.key,
    body: { transition: 'request' },
  });
  expect(requested.status).toBe(200);
  return { id: booking.id, hallLine: requested.body.meetingRooms[0].halls[0]['@id'] as string };
}

const hallLines = async (id: number): Promise<Line[]> => {
  const billing = await bookingCall(fresh.app, 'GET', `/api/booking/${id}/billing`, { staff });
  expect(billing.status).toBe(200);
  return billing.body.products.filter((p: Line) => p.kind === 'hall' && p.reference === f.hall);
};

describe('billing after an offer with a hall price', () => {
  it('charges the offered price for the hall, once for the day', async () => {
    const { id, hallLine } = await requestedBooking('2030-06-10');
    const offered = await bookingCall(fresh.app, 'PUT', `/api/booking/${id}/status`, {
      staff,
      body: {
        transition: 'send_offer',
        validUntil: '2030-04-01',
        priceOverrides: [{ line: hallLine, price: 45000 }],
      },
    });
    expect(offered.status).toBe(200);
    expect(await hallLines(id)).toEqual([
      expect.objectContaining({ quantity: 1, unitPrice: 45000, amount: 45000 }),
    ]);
  });

  it('keeps the catalogue price when the offer sets none', async () => {
    const { id } = await requestedBooking('2030-06-11');
    const before = await hallLines(id);
    const offered = await bookingCall(fresh.app, 'PUT', `/api/booking/${id}/status`, {
      staff,
      body: { transition: 'send_offer', validUntil: '2030-04-01' },
    });
    expect(offered.status).toBe(200);
    expect(await hallLines(id)).toEqual(before);
    expect(before.every((line) => line.amount !== 45000)).toBe(true);
  });
});
