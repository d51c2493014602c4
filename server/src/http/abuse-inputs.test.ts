import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFixture, bookingPayload, createBooking } from '../../test/bookings.ts';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../test/rate-limits.ts';
import { staffKey } from '../../test/staff.ts';
import { RESOURCES } from '../resources/registry.ts';

// Inputs an attack found answering 500 (issue 20, finding 7): each is a 400, 409 or 422 problem now.

let fresh: FreshApp;
let staff: string;
beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  staff = await staffKey(fresh.db, 'harbour');
});
afterAll(() => fresh.close());

async function problem(response: Response) {
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    code: (await response.json()).code,
  };
}
const get = (path: string, key?: string) =>
  fresh.app.request(path, {
    headers: { accept: 'application/ld+json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
  });

describe('inputs that used to answer 500', () => {
  it('a boolean filter set to __proto__, on every boolean filter', async () => {
    expect(await problem(await get('/api/locations?available=__proto__'))).toEqual({
      status: 400,
      type: 'application/problem+json',
      code: 'invalid_filter',
    });
    const flags = RESOURCES.flatMap((r) =>
      r.filters.filter((f) => f.schema?.type === 'boolean').map((f) => `/api/${r.path}?${f.name}=`),
    );
    expect(flags.length).toBeGreaterThan(1);
    for (const query of flags) {
      for (const value of ['__proto__', 'constructor']) {
        expect(await problem(await get(`${query}${value}`, staff)), `${query}${value}`).toMatchObject({
          status: 400,
          code: 'invalid_filter',
        });
      }
    }
  });

  it('an ordering named after a property every object inherits, on every collection', async () => {
    for (const { path } of RESOURCES) {
      for (const inherited of ['__proto__', 'constructor', 'toString']) {
        const query = `/api/${path}?order[${inherited}]=asc`;
        // The public and the partner's staff read the same collections.
        for (const key of [undefined, staff]) {
          expect(await problem(await get(query, key)), `${query} ${key ? 'staff' : 'public'}`).toEqual({
            status: 400,
            type: 'application/problem+json',
            code: 'invalid_order',
          });
        }
      }
    }
  });

  it('a range filter given a fraction or a number beyond its column, on every range filter', async () => {
    const ranges = RESOURCES.flatMap((r) => r.filters.filter((f) => f.range).map((f) => [r.path, f.name]));
    expect(ranges.length).toBeGreaterThan(0);
    for (const [path, name] of ranges) {
      for (const [operator, value] of [
        ['gt', '1.5'],
        ['gte', '99999999999'],
        ['lt', '-99999999999'],
        ['lte', '0.25'],
        ['between', '1..99999999999'],
        ['between', '0.5..2'],
      ]) {
        const query = `/api/${path}?partner=harbour&${name}[${operator}]=${value}`;
        expect(await problem(await get(query)), query).toEqual({
          status: 400,
          type: 'application/problem+json',
          code: 'invalid_filter',
        });
      }
    }
  });

  it('a range filter still takes whole numbers within its column', async () => {
    const response = await get('/api/hall_emplacements?partner=harbour&hall.squareMeters[between]=0..100000');
    expect(response.status).toBe(200);
    expect((await response.json()).totalItems).toBeGreaterThan(0);
  });

  it('a NUL character in a query', async () => {
    for (const path of ['/api/partners?slug=a%00b', '/api/halls?name=%00', '/api/reservations?email=x%00']) {
      expect(await problem(await get(path))).toMatchObject({ status: 400, code: 'invalid_characters' });
    }
    for (const { path } of RESOURCES) {
      expect(await problem(await get(`/api/${path}?partner=harbour&name=%00`)), path).toEqual({
        status: 400,
        type: 'application/problem+json',
        code: 'invalid_characters',
      });
    }
  });

  it('a NUL character in a body, in a text, a nested text or a key', async () => {
    for (const body of [
      { email: 'a\u0000b@example.com', location: '/api/locations/1' },
      { location: '/api/locations/1', remarks: [{ description: 'late\u0000', type: 'internal' }] },
      { location: '/api/locations/1', 'email\u0000': 'a@example.com' },
    ]) {
      const response = await fresh.app.request('/api/booking', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(await problem(response)).toEqual({
        status: 400,
        type: 'application/problem+json',
        code: 'invalid_characters',
      });
    }
  });

  it('a merge-patch nested 5,000 deep', async () => {
    const deep = `{"translations":${'{"a":'.repeat(5000)}1${'}'.repeat(5001)}`;
    const response = await fresh.app.request('/api/partners/1', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/merge-patch+json' },
      body: deep,
    });
    expect(await problem(response)).toMatchObject({ status: 400, code: 'body_too_deep' });
  });

  it('deleting a location that has bookings', async () => {
    const f = await bookingFixture(fresh.db);
    await createBooking(fresh.app, bookingPayload(f));
    const response = await fresh.app.request(f.location, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(await problem(response)).toEqual({
      status: 409,
      type: 'application/problem+json',
      code: 'location_in_use',
    });
  });
});

describe('hygiene (finding 11)', () => {
  it('every API answer, a problem too, says nosniff', async () => {
    for (const path of ['/api/partners', '/api/nothing-here', '/api/booking/999999']) {
      expect((await get(path)).headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("the hosted page never hands a script nonce to the widget, so a partner's tag manager cannot run there", async () => {
    // fjord has a tag manager (analyticsKey): the widget loads it with the nonce the element carries.
    const response = await fresh.app.request('/en-US/reservation/anna/12?key=k&partner=fjord');
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([first]) => first === name)
        ?.slice(1) ?? [];
    const nonces = (name: string) =>
      directive(name).flatMap((source) => /^'nonce-(.+)'$/.exec(source)?.[1] ?? []);
    const html = await response.text();
    const elementNonce = /<booking-form [^>]*nonce="([^"]+)"/.exec(html)?.[1];
    expect(elementNonce).toBeDefined();
    // The element's nonce styles the widget and nothing else: no script carrying it may run.
    expect(nonces('style-src')).toContain(elementNonce);
    expect(nonces('script-src')).not.toContain(elementNonce);
    // Nor may a script from a partner's origin: only the page's own and Stripe.js's.
    expect(directive('script-src').filter((s) => !s.startsWith("'nonce-"))).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    // The page's own scripts still run: each carries the script nonce.
    const scriptNonces = [...html.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scriptNonces).toHaveLength(2);
    for (const nonce of scriptNonces) expect(nonces('script-src')).toContain(nonce);
  });

  it('a new DATA_DIR is readable by its owner only', async () => {
    const { mkdtempSync, rmSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { lockDataDir } = await import('../db/data-dir-lock.ts');
    const parent = mkdtempSync(join(tmpdir(), 'bf-mode-'));
    const dir = join(parent, 'data');
    const lock = await lockDataDir(dir);
    try {
      expect(statSync(dir).mode & 0o777).toBe(0o700);
    } finally {
      await lock.release();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
