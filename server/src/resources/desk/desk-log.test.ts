import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFixture } from '../../../test/bookings.ts';
import { type FreshApp, freshApp, TEST_NOW } from '../../../test/fresh-app.ts';
import { capturingLogger } from '../../../test/logs.ts';
import { createStaffUser } from '../../auth/staff-users.ts';

// Issue 17: desk passwords never reach the server log, not on a sign-in, a wrong guess, nor a database
// failure while one is saved.

const { logger, lines } = capturingLogger();
let fresh: FreshApp;
beforeAll(async () => {
  fresh = await freshApp({ logger });
});
afterAll(() => fresh.close());

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fresh.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...headers },
    body: JSON.stringify(body),
  });

describe('the log of desk sign-ins', () => {
  it('holds no password and no password hash, even when saving one fails in the database', async () => {
    const f = await bookingFixture(fresh.db);
    const { code } = await createStaffUser(
      fresh.db.orm,
      { partnerId: f.partnerId, name: 'Log Test', email: 'log.test@harbourhotels.example', role: 'staff' },
      new Date(TEST_NOW),
    );
    const redeemed = await send('POST', '/api/desk/links/redeem', { code });
    const session = (await redeemed.json()) as { csrfToken: string };
    const desk = {
      Cookie: redeemed.headers.get('set-cookie')!.split(';')[0]!,
      'X-CSRF-Token': session.csrfToken,
    };
    expect((await send('PUT', '/api/desk/password', { password: 'first secret phrase' }, desk)).status).toBe(
      200,
    );
    const email = 'log.test@harbourhotels.example';
    expect((await send('POST', '/api/desk/sign_in', { email, password: 'a wrong guess here' })).status).toBe(
      401,
    );
    expect((await send('POST', '/api/desk/sign_in', { email, password: 'first secret phrase' })).status).toBe(
      200,
    );
    await fresh.db.query('alter table staff_users rename column password_hash to password_gone');
    const failed = await send('PUT', '/api/desk/password', { password: 'second secret phrase' }, desk);
    expect(failed.status).toBe(500);
    const log = lines.join('');
    expect(log).toContain('request failed');
    for (const secret of ['first secret phrase', 'second secret phrase', 'a wrong guess here', 'scrypt$'])
      expect(log).not.toContain(secret);
  });
});
