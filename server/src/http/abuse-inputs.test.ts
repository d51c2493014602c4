import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFixture, bookingPayload, createBooking } from '../../test/bookings.ts';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../test/rate-limits.ts';
import { staffKey } from '../../test/staff.ts';

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
const get = (path: string) => fresh.app.request(path, { headers: { accept: 'application/ld+json' } });

describe('inputs that used to answer 500', () => {
  it('a boolean filter set to __proto__', async () => {
    expect(await problem(await get('/api/locations?available=__proto__'))).toEqual({
      status: 400,
      type: 'application/problem+json',
      code: 'invalid_filter',
    });
  });

  it('a NUL character in a query', async () => {
    for (const path of ['/api/partners?slug=a%00b', '/api/halls?name=%00', '/api/reservations?email=x%00']) {
      expect(await problem(await get(path))).toMatchObject({ status: 400, code: 'invalid_characters' });
    }
  });

  it('a NUL character in a body', async () => {
    const response = await fresh.app.request('/api/booking', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a\u0000b@example.com', location: '/api/locations/1' }),
    });
    expect(await problem(response)).toMatchObject({ status: 400, code: 'invalid_characters' });
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
    expect((await problem(response)).status).toBe(409);
  });
});

describe('hygiene (finding 11)', () => {
  it('every API answer, a problem too, says nosniff', async () => {
    for (const path of ['/api/partners', '/api/nothing-here', '/api/booking/999999']) {
      expect((await get(path)).headers.get('x-content-type-options')).toBe('nosniff');
    }
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
