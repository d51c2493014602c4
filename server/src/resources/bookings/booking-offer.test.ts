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

// Issue 17: send_offer carries a note to the visitor, lines staff add, and prices for stays as well as
// halls. The billing is the one source of money (design.md), so what the offer sets must be what it
// charges; bad input is a 422 problem naming the field, and nothing is written.
// The fixture is Harbour Amsterdam: VAT, rooms 9% (reduced), services 21% (standard).

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

/** A requested booking of the fixture's hall on `date` with the payload's stay (2 rooms, 2 nights). */
async function requestedBooking(date: string) {
  const payload = bookingPayload(f);
  payload.meetingRooms[0]!.date = date;
  const booking = await createBooking(fresh.app, payload);
  const requested = await bookingCall(fresh.app, 'PUT', `/api/booking/${booking.id}/status`, {
    username: booking.username,
    key: booking.key,
    body: { transition: 'request' },
  });
  expect(requested.status).toBe(200);
  return { ...booking, roomLine: requested.body.hotelRooms[0]['@id'] as string };
}

const sendOffer = (id: number, body: Record<string, unknown>) =>
  bookingCall(fresh.app, 'PUT', `/api/booking/${id}/status`, {
    staff,
    body: { transition: 'send_offer', validUntil: '2030-04-01', ...body },
  });

const billingOf = async (id: number) => {
  const billing = await bookingCall(fresh.app, 'GET', `/api/booking/${id}/billing`, { staff });
  expect(billing.status).toBe(200);
  return billing.body as { products: Line[]; totalPriceIncludingTaxes: number };
};

const drinks = { description: '  Welcome drinks  ', quantity: 12, unitPrice: 650, taxRateCode: 'standard' };

describe('send_offer with a room price, an added line and a note', () => {
  it('bills the offered nightly rate and the added line, and shows the note to the visitor', async () => {
    const booking = await requestedBooking('2030-07-01');
    const before = await billingOf(booking.id);
    const offered = await sendOffer(booking.id, {
      priceOverrides: [{ line: booking.roomLine, price: 11000 }],
      offerLines: [drinks],
      note: '  Dear Anna, the terrace is yours from 17:00.  ',
    });
    expect(offered.status).toBe(200);
    expect(offered.body.offerNote).toBe('Dear Anna, the terrace is yours from 17:00.');
    expect(offered.body.offerLines).toEqual([
      { description: 'Welcome drinks', quantity: 12, unitPrice: 650, taxRateCode: 'standard' },
    ]);

    const after = await billingOf(booking.id);
    const rooms = after.products.filter((p) => p.kind === 'room');
    // 2 rooms × 2 nights at 110.00 = 440.00, tax 9%: 44000 × 9/109 = 3633.03 → 3633.
    expect(rooms).toEqual([
      expect.objectContaining({
        quantity: 4,
        unitPrice: 11000,
        amount: 44000,
        taxRate: '9',
        taxAmount: 3633,
      }),
    ]);
    // 12 × 6.50 = 78.00, tax 21%: 7800 × 21/121 = 1353.72 → 1354.
    expect(after.products.filter((p) => p.kind === 'offer_line')).toEqual([
      expect.objectContaining({
        reference: 'Welcome drinks',
        quantity: 12,
        unitPrice: 650,
        amount: 7800,
        taxRate: '21',
        taxAmount: 1354,
      }),
    ]);
    // Breakfast keeps its price; the total moves by exactly the room difference and the new line.
    const roomBefore = before.products.find((p) => p.kind === 'room')!;
    expect(after.products.find((p) => p.kind === 'breakfast')).toEqual(
      before.products.find((p) => p.kind === 'breakfast'),
    );
    expect(after.totalPriceIncludingTaxes).toBe(
      before.totalPriceIncludingTaxes - roomBefore.amount + 44000 + 7800,
    );

    // The visitor reads the same note and pays the same total.
    const read = await bookingCall(fresh.app, 'GET', `/api/booking/${booking.id}`, {
      username: booking.username,
      key: booking.key,
    });
    expect(read.body.offerNote).toBe('Dear Anna, the terrace is yours from 17:00.');
    const visitorBilling = await bookingCall(fresh.app, 'GET', `/api/booking/${booking.id}/billing`, {
      username: booking.username,
      key: booking.key,
    });
    expect(visitorBilling.body.totalPriceIncludingTaxes).toBe(after.totalPriceIncludingTaxes);
  });

  it('a revised offer without the line and the note removes both', async () => {
    const booking = await requestedBooking('2030-07-02');
    expect((await sendOffer(booking.id, { offerLines: [drinks], note: 'See you' })).status).toBe(200);
    const revised = await sendOffer(booking.id, {});
    expect(revised.status).toBe(200);
    expect(revised.body.offerNote).toBeNull();
    expect(revised.body.offerLines).toEqual([]);
    expect((await billingOf(booking.id)).products.some((p) => p.kind === 'offer_line')).toBe(false);
  });
});

describe('send_offer refuses bad input with a 422 naming the field', () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    ['a note over 2000 characters', { note: 'x'.repeat(2001) }, ['note']],
    ['a note that is no text', { note: 42 }, ['note']],
    [
      'an empty description',
      { offerLines: [{ ...drinks, description: '   ' }] },
      ['offerLines[0].description'],
    ],
    [
      'a description over 200 characters',
      { offerLines: [{ ...drinks, description: 'd'.repeat(201) }] },
      ['offerLines[0].description'],
    ],
    ['a quantity of 0', { offerLines: [{ ...drinks, quantity: 0 }] }, ['offerLines[0].quantity']],
    ['a fractional quantity', { offerLines: [{ ...drinks, quantity: 1.5 }] }, ['offerLines[0].quantity']],
    ['a negative unit price', { offerLines: [{ ...drinks, unitPrice: -1 }] }, ['offerLines[0].unitPrice']],
    [
      'a price given as text',
      { offerLines: [{ ...drinks, unitPrice: '6.50' }] },
      ['offerLines[0].unitPrice'],
    ],
    [
      'a tax rate the location does not have',
      { offerLines: [drinks, { ...drinks, taxRateCode: 'sales' }] },
      ['offerLines[1].taxRateCode'],
    ],
    ['a line that is no object', { offerLines: [null] }, ['offerLines[0]']],
    ['lines that are no list', { offerLines: 'drinks' }, ['offerLines']],
    ['more than 20 lines', { offerLines: Array.from({ length: 21 }, () => drinks) }, ['offerLines']],
  ];
  it.each(cases)('%s', async (_, body, paths) => {
    const booking = await requestedBooking('2030-07-03');
    const refused = await sendOffer(booking.id, body);
    expect(refused.status).toBe(422);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(paths);
    // Nothing was written: still a request, without note or lines.
    const read = await bookingCall(fresh.app, 'GET', `/api/booking/${booking.id}`, { staff });
    expect(read.body.status).toBe('requested');
    expect(read.body.offerNote).toBeNull();
    expect(read.body.offerLines).toEqual([]);
  });

  it('refuses a NUL in the note as any text is refused (400 invalid_characters)', async () => {
    const booking = await requestedBooking('2030-07-04');
    const refused = await sendOffer(booking.id, { note: 'before\u0000after' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
  });
});
