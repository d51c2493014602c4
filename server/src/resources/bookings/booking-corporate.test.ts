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

// A booking's corporate client: verified from the credentials a write carries, kept as the account
// (never the code), its discount in the billing, and pay later on account only with a credit account.

let fresh: FreshApp;
let f: BookingFixture;
let day = 0;

const ACME = { companyName: 'Acme Travel B.V.', email: 'travel@acme.example', corporateCode: 'ACME-2030' };

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  f = await bookingFixture(fresh.db);
});
afterAll(() => fresh.close());

/** A meeting-only payload on a day of its own, so no two tests hold the same hall. */
function payload(overrides: Record<string, unknown>) {
  day++;
  const base = bookingPayload(f) as ReturnType<typeof bookingPayload> & { meetingRooms: object[] };
  return {
    ...base,
    types: ['mice'],
    hotelRooms: [],
    meetingRooms: [{ ...base.meetingRooms[0], date: `2030-09-${String(day).padStart(2, '0')}` }],
    ...overrides,
  };
}

const post = (body: unknown) => bookingCall(fresh.app, 'POST', '/api/booking', { body });

describe('a corporate client on a booking', () => {
  it('refuses pay later on account without a verified credit account', async () => {
    const answer = await post(payload({ paymentMethod: 'INVOICE' }));
    expect(answer.status).toBe(422);
    expect(answer.body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'paymentMethod', code: 'pay_later_not_allowed' }),
    ]);
  });

  it('says the credentials do not verify, without saying which one is wrong', async () => {
    const answer = await post(payload({ corporateAccount: { ...ACME, corporateCode: 'WRONG' } }));
    expect(answer.status).toBe(422);
    expect(answer.body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'corporateAccount', code: 'invalid_credentials' }),
    ]);
  });

  it('keeps a verified client: pay later allowed, the negotiated discount billed, kept over edits', async () => {
    const sent = payload({ corporateAccount: ACME, paymentMethod: 'INVOICE' });
    const b = await createBooking(fresh.app, sent);
    const headers = { username: b.username, key: b.key };
    const read = await bookingCall(fresh.app, 'GET', `/api/booking/${b.id}`, headers);
    expect(read.body).toMatchObject({
      paymentMethod: 'INVOICE',
      corporateAccount: { companyName: 'Acme Travel B.V.', creditAccount: true },
    });
    expect(JSON.stringify(read.body)).not.toContain('ACME-2030');
    const billing = await bookingCall(fresh.app, 'GET', `/api/booking/${b.id}/billing`, headers);
    expect(billing.body.discount).toMatchObject({ code: 'corporate:Acme Travel B.V.' });
    // An edit without credentials keeps the client (in a merge-patch null removes a member, so it
    // keeps it too); a PUT with null removes it, and pay later on account goes with it.
    const edited = await bookingCall(fresh.app, 'PATCH', `/api/booking/${b.id}`, {
      ...headers,
      body: { company: 'Acme', corporateAccount: null },
    });
    expect(edited.body.corporateAccount).toMatchObject({ creditAccount: true });
    const whole = { ...sent, company: 'Acme' };
    const removed = await bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}`, {
      ...headers,
      body: { ...whole, corporateAccount: null },
    });
    expect(removed.status).toBe(422);
    expect(removed.body.violations[0]).toMatchObject({ code: 'pay_later_not_allowed' });
    const cleared = await bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}`, {
      ...headers,
      body: { ...whole, corporateAccount: null, paymentMethod: 'AT_LOCATION' },
    });
    expect(cleared.body.corporateAccount).toBeNull();
  });

  it('refuses payment methods outside the spec enumeration', async () => {
    const answer = await post(payload({ paymentMethod: 'pay_later' }));
    expect(answer.status).toBe(422);
    expect(answer.body.violations[0]).toMatchObject({ propertyPath: 'paymentMethod' });
  });
});
