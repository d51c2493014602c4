import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';
import { expectProblem } from '../../test/http.ts';
import { call } from '../../test/staff.ts';
import { createStaffKey, generateKey } from './staff-keys.ts';

let ctx: FreshApp;
beforeAll(async () => {
  ctx = await freshApp();
});
afterAll(() => ctx.close());

describe('staff keys', () => {
  it('are 256-bit random secrets of which only the SHA-256 is stored', async () => {
    const created = await createStaffKey(ctx.db.orm, { partner: 'harbour', label: 'front office' });
    expect(created.key).toMatch(/^bfk_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(created.key.slice(4), 'base64url')).toHaveLength(32);
    expect(created.partner).toEqual({ id: 1, slug: 'harbour', name: 'Harbour Hotels' });
    const rows = await ctx.db.query<{
      key_hash: Uint8Array;
      hint: string;
      label: string;
      partner_id: number;
    }>('select key_hash, hint, label, partner_id from staff_keys where hint = $1', [created.hint]);
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]!.key_hash).toString('hex')).toBe(
      createHash('sha256').update(created.key).digest('hex'),
    );
    expect(rows[0]).toMatchObject({ label: 'front office', partner_id: 1 });
    const everything = JSON.stringify(await ctx.db.query('select * from staff_keys'));
    expect(everything).not.toContain(created.key.slice(10));
    expect(generateKey()).not.toBe(generateKey());
  });

  it.each([
    ['a malformed key', 'Bearer not-a-key'],
    ['an unknown key', `Bearer ${generateKey()}`],
    ['another scheme', 'Basic aGFyYm91cjpzZWNyZXQ='],
    ['a bare key', generateKey()],
  ])('answer 401 for %s, on reads too', async (_what, header) => {
    const body = await expectProblem(ctx.app, '/api/halls?location=1', 401, 'invalid_key', {
      headers: { Authorization: header },
    });
    expect(body.detail).toContain('Bearer');
    const response = await ctx.app.request('/api/halls?location=1', { headers: { Authorization: header } });
    expect(response.headers.get('www-authenticate')).toBe(
      'Bearer realm="booking-form", error="invalid_token"',
    );
  });

  it('stop working once revoked', async () => {
    const { key, hint } = await createStaffKey(ctx.db.orm, { partner: 'fjord' });
    expect((await call(ctx.app, 'GET', '/api/halls', { key })).status).toBe(200);
    await ctx.db.query('update staff_keys set revoked_at = now() where hint = $1', [hint]);
    expect((await call(ctx.app, 'GET', '/api/halls', { key })).status).toBe(401);
  });

  it('of the platform read like the public and write no partner data', async () => {
    const { key } = await createStaffKey(ctx.db.orm, { platform: true });
    await expectProblem(ctx.app, '/api/halls', 400, 'partner_required', {
      headers: { Authorization: `Bearer ${key}` },
    });
    const write = await call(ctx.app, 'PATCH', '/api/halls/1', { key, body: { name: 'X' } });
    expect([write.status, write.body.code]).toEqual([403, 'partner_key_required']);
  });

  it('may travel cross-origin: preflight allows Authorization and every write method', async () => {
    const preflight = await ctx.app.request('/api/halls/1', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://admin.example',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });
});
