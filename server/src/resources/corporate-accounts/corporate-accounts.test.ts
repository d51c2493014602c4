import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp, TEST_NOW } from '../../../test/fresh-app.ts';
import { call, violationCodes } from '../../../test/staff.ts';
import { createApp } from '../../app.ts';
import { fixedClock } from '../../clock.ts';
import { DEFAULT_RATE_LIMITS } from '../../http/rate-limit.ts';
import { corporateCodeMatches, hashCorporateCode } from './corporate-code.ts';

let ctx: FreshApp;
beforeAll(async () => {
  ctx = await freshApp();
});
afterAll(() => ctx.close());

const ACME = {
  location: '/api/locations/1',
  companyName: 'Acme Travel B.V.',
  email: 'travel@acme.example',
  corporateCode: 'ACME-2030',
};
const verify = (body: unknown, app = ctx.app) =>
  call(app, 'POST', '/api/corporate_accounts/verify', { body });

describe('POST /api/corporate_accounts/verify', () => {
  it('verifies the demo account (case and spacing forgiven) and carries its negotiated terms', async () => {
    const { status, body } = await verify({
      ...ACME,
      companyName: ' acme  travel b.v. ',
      email: 'Travel@Acme.example',
      corporateCode: 'acme-2030',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      '@type': 'CorporateVerification',
      verified: true,
      reason: null,
      account: {
        companyName: 'Acme Travel B.V.',
        creditAccount: true,
        discount: { kind: 'percentage', value: 1200, currency: null, appliesTo: 'both' },
      },
    });
  });

  // The public hears one reason for what would tell a stranger what exists (the abuse suite checks that
  // staff hear the precise one).
  it.each([
    ['an unknown e-mail', { email: 'someone@acme.example' }, 'invalid_credentials'],
    ['another company name', { companyName: 'Acme Travel Ltd' }, 'invalid_credentials'],
    ['a wrong code', { corporateCode: 'ACME-2029' }, 'invalid_credentials'],
    [
      'an inactive account',
      { companyName: 'Globex Corporation', email: 'events@globex.example', corporateCode: 'GLOBEX-7' },
      'inactive',
    ],
  ])('does not verify %s (%s)', async (_label, change, reason) => {
    const { status, body } = await verify({ ...ACME, ...change });
    expect(status).toBe(200);
    expect(body).toEqual({ '@type': 'CorporateVerification', verified: false, reason, account: null });
  });

  it("does not verify a partner's account at another partner's location", async () => {
    const [fjord] = await ctx.db.query<{ id: number }>(
      "select l.id from locations l join partners p on p.id = l.partner_id where p.slug = 'fjord' and l.available order by l.id limit 1",
    );
    const { status, body } = await verify({ ...ACME, location: `/api/locations/${fjord!.id}` });
    expect(status).toBe(200);
    expect(body.reason).toBe('invalid_credentials');
  });

  it('refuses bad bodies and unknown locations with 422 violations', async () => {
    const bad = await verify({ location: '/api/halls/1', companyName: '', email: 'not-an-address' });
    expect(violationCodes(bad.body)).toEqual(
      expect.arrayContaining([
        'location: invalid_reference',
        'companyName: invalid_length',
        'email: invalid_format',
        'corporateCode: required',
      ]),
    );
    const unknown = await verify({ ...ACME, location: '/api/locations/999' });
    expect(violationCodes(unknown.body)).toEqual(['location: not_found']);
  });

  it('stops guessing one account from one address after 10 attempts in 15 minutes (429 with Retry-After), even with the right code', async () => {
    const target = { ...ACME, email: 'travel@acme.example' };
    // The tests above already spent some attempts of this account at this address (in-process: unknown).
    const [row] = await ctx.db.query<{ count: number }>(
      "select count from rate_limits where bucket = 'corporate_verify:account-ip:1:travel@acme.example|unknown'",
    );
    const used = Number(row!.count);
    expect(used).toBeGreaterThan(0);
    for (let i = used; i < DEFAULT_RATE_LIMITS.corporateVerifyPerAccountAddress.limit; i++) {
      expect((await verify({ ...target, corporateCode: `GUESS-${i}` })).body.reason).toBe(
        'invalid_credentials',
      );
    }
    const blocked = await verify(target);
    expect(blocked.status).toBe(429);
    // The window slides: Retry-After is at least the 15 minutes, and it is honest (checked below).
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(900);
    expect(blocked.body).toMatchObject({
      status: 429,
      code: 'too_many_attempts',
      title: 'Too Many Requests',
    });
    // Another account is not blocked by this one's limit.
    expect((await verify({ ...ACME, email: 'other@acme.example' })).status).toBe(200);
    // At Retry-After the account may try again (every attempt counts, so no probe before it).
    const later = createApp({
      db: ctx.db,
      clock: fixedClock(new Date(Date.parse(TEST_NOW) + retryAfter * 1000)),
    });
    expect((await verify(target, later)).body.verified).toBe(true);
  });

  it('stops one client address after 20 attempts in 15 minutes, whichever accounts it tries', async () => {
    const fresh = await freshApp();
    try {
      for (let i = 0; i < DEFAULT_RATE_LIMITS.corporateVerifyPerAddress.limit; i++) {
        const { status } = await verify({ ...ACME, email: `guess-${i}@acme.example` }, fresh.app);
        expect(status).toBe(200);
      }
      const blocked = await verify(ACME, fresh.app);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });

  it('stores codes as salted scrypt hashes, never in clear', async () => {
    const rows = await ctx.db.query<{ code_hash: string }>('select code_hash from corporate_accounts');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.code_hash).toMatch(/^scrypt\$[\w-]{22}\$[\w-]{43}$/);
    const a = await hashCorporateCode('X-1');
    expect(a).not.toBe(await hashCorporateCode('X-1'));
    expect(await corporateCodeMatches(' x-1 ', a)).toBe(true);
    expect(await corporateCodeMatches('X-2', a)).toBe(false);
  });
});
