import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingFixture, bookingFixture } from '../../../test/bookings.ts';
import { type FreshApp, freshApp, TEST_NOW } from '../../../test/fresh-app.ts';
import { createStaffUser } from '../../auth/staff-users.ts';

// Issue 17, "CSRF on every write": a desk session without its token changes nothing anywhere. The list
// of writes is the API's own OpenAPI document, so an operation added later is covered without a word here.

let fresh: FreshApp;
let f: BookingFixture;
let cookie = '';
let csrf = '';

beforeAll(async () => {
  fresh = await freshApp({ clock: { now: () => new Date(TEST_NOW) } });
  f = await bookingFixture(fresh.db);
  const created = await createStaffUser(
    fresh.db.orm,
    {
      partnerId: f.partnerId,
      name: 'Maria Jansen',
      email: 'maria.csrf@harbourhotels.example',
      role: 'manager',
    },
    new Date(TEST_NOW),
  );
  const redeemed = await fresh.app.request('http://localhost/api/desk/links/redeem', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify({ code: created.code }),
  });
  expect(redeemed.status).toBe(200);
  cookie = (redeemed.headers.get('set-cookie') ?? '').split(';')[0]!;
  csrf = ((await redeemed.json()) as { csrfToken: string }).csrfToken;
});
afterAll(() => fresh.close());

type Operations = Record<string, Record<string, unknown>>;

/** Every unsafe operation of the OpenAPI document, with its path parameters filled in. */
async function writes(): Promise<{ method: string; path: string }[]> {
  const doc = (await (await fresh.app.request('http://localhost/api/docs.json')).json()) as {
    paths: Operations;
  };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '1') })),
  );
}

describe('a desk session without its CSRF token', () => {
  it('is refused by every write of the API before it runs', async () => {
    const operations = await writes();
    expect(operations.length).toBeGreaterThan(30);
    const answered: string[] = [];
    for (const { method, path } of operations) {
      const response = await fresh.app.request(`http://localhost${path}`, {
        method,
        headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' },
        body: '{}',
      });
      const body = (await response.json()) as { code?: string };
      answered.push(`${method} ${path} ${response.status} ${body.code}`);
    }
    expect(answered.filter((line) => !line.endsWith(' 403 csrf_token_invalid'))).toEqual([]);
  });

  it('is not refused with it (the same session writes with its token)', async () => {
    const response = await fresh.app.request('http://localhost/api/desk/sign_out', {
      method: 'POST',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', 'X-CSRF-Token': csrf },
    });
    expect(response.status).toBe(204);
  });
});
