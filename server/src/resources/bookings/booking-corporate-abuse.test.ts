import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingFixture, bookingFixture, bookingPayload } from '../../../test/bookings.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { staffKey } from '../../../test/staff.ts';

// Issue 20, finding 5: knowing a corporate client's e-mail address was enough to lock the client out (5
// wrong codes from anywhere), and the reasons told a stranger whether an address is an account and
// whether a company matches it. Attempts are limited per client address and per account and address;
// the public hears one reason, the partner's staff the precise one.

let fresh: FreshApp;
let staff: string;
let f: BookingFixture;
beforeAll(async () => {
  fresh = await freshApp({
    rateLimits: {
      ...GENEROUS_BOOKING_LIMITS,
      corporateVerifyPerAddress: { limit: 8, seconds: 900 },
      corporateVerifyPerAccountAddress: { limit: 3, seconds: 900 },
    },
  });
  staff = await staffKey(fresh.db, 'harbour');
  f = await bookingFixture(fresh.db);
});
afterAll(() => fresh.close());

const ACME = { companyName: 'Acme Travel B.V.', email: 'travel@acme.example', corporateCode: 'ACME-2030' };

let port = 41_000;
/** A request from `address` (each on its own port, as separate connections are). */
async function from(address: string, path: string, body: unknown, key?: string) {
  const response = await fresh.app.request(
    path,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/ld+json',
        ...(key ? { authorization: `Bearer ${key}` } : {}),
      },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: address, remotePort: port++, remoteFamily: 'IPv4' } } },
  );
  return { status: response.status, body: await response.json() };
}

const verify = (address: string, credentials: object, key?: string) =>
  from(address, '/api/corporate_accounts/verify', { location: f.location, ...ACME, ...credentials }, key);

describe('a stranger who knows the client’s e-mail address', () => {
  it('is stopped at its own address, and the client still verifies from elsewhere', async () => {
    const stranger = '198.51.100.66';
    const statuses = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await verify(stranger, { corporateCode: `GUESS-${i}` })).status);
    // Three guesses on this account from this address, then 429 until the window slides.
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    const client = await verify('203.0.113.10', {});
    expect([client.status, client.body.verified]).toEqual([200, true]);
  });

  it('is stopped per account and address before its address limit: other accounts still answer', async () => {
    const stranger = '198.51.100.67';
    for (let i = 0; i < 3; i++) {
      expect((await verify(stranger, { corporateCode: `GUESS-${i}` })).status).toBe(200);
    }
    expect((await verify(stranger, { corporateCode: 'GUESS-3' })).status).toBe(429);
    // The address has used 4 of its 8: another account may still be tried from it.
    expect((await verify(stranger, { email: 'someone@acme.example' })).status).toBe(200);
  });
});

describe('the reason a verification fails', () => {
  const failures = {
    unknown_account: { email: 'someone@acme.example' },
    company_mismatch: { companyName: 'Acme Travel Ltd' },
    invalid_code: { corporateCode: 'ACME-2029' },
  };

  it('is one reason for the public, whatever failed', async () => {
    const reasons = [];
    for (const [n, credentials] of Object.values(failures).entries()) {
      reasons.push((await verify(`192.0.2.${10 + n}`, credentials)).body.reason);
    }
    expect(reasons).toEqual(['invalid_credentials', 'invalid_credentials', 'invalid_credentials']);
  });

  it('is one reason in a public quote and a public booking write', async () => {
    const { location, meetingRooms } = bookingPayload(f);
    const quoted = [];
    const written = [];
    for (const [n, credentials] of Object.values(failures).entries()) {
      const corporateAccount = { ...ACME, ...credentials };
      const quote = await from(`192.0.2.${20 + n}`, '/api/booking_quotes', {
        location,
        meetingRooms,
        corporateAccount,
      });
      quoted.push(quote.body.corporateAccount?.reason);
      const write = await from(
        `192.0.2.${30 + n}`,
        '/api/booking',
        bookingPayload(f, { types: ['mice'], hotelRooms: [], corporateAccount }),
      );
      expect(write.status).toBe(422);
      written.push(write.body.violations.map((v: { propertyPath: string; code: string }) => v.code));
    }
    expect(quoted).toEqual(['invalid_credentials', 'invalid_credentials', 'invalid_credentials']);
    expect(written).toEqual([['invalid_credentials'], ['invalid_credentials'], ['invalid_credentials']]);
  });

  it("stays precise for the partner's staff", async () => {
    const reasons = [];
    for (const [n, credentials] of Object.values(failures).entries()) {
      reasons.push((await verify(`192.0.2.${40 + n}`, credentials, staff)).body.reason);
    }
    expect(reasons).toEqual(Object.keys(failures));
    const write = await from(
      '192.0.2.50',
      '/api/reservations',
      bookingPayload(f, {
        types: ['mice'],
        hotelRooms: [],
        corporateAccount: { ...ACME, corporateCode: 'X' },
      }),
      staff,
    );
    expect(write.body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'corporateAccount', code: 'invalid_code' }),
    ]);
  });
});
