import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { expectProblem, getJson } from '../../../test/http.ts';
import { call, staffKey, violationCodes } from '../../../test/staff.ts';

let ctx: FreshApp;
let harbour: string;
let fjord: string;
beforeAll(async () => {
  ctx = await freshApp();
  harbour = await staffKey(ctx.db, 'harbour');
  fjord = await staffKey(ctx.db, 'fjord');
});
afterAll(() => ctx.close());

const layouts = (body: { member: { emplacement: string }[] }) =>
  body.member.map((m) => Number(m.emplacement.split('/').pop()));

describe('/api/location_emplacements', () => {
  it('lists the layouts a location offers and the locations offering a layout', async () => {
    expect(layouts((await getJson(ctx.app, '/api/location_emplacements?location=5')).body)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    const dinner = await getJson(
      ctx.app,
      '/api/location_emplacements?partner=harbour&emplacement=/api/emplacements/4',
    );
    expect(dinner.body.member.map((m: { location: string }) => m.location)).toEqual([
      '/api/locations/1',
      '/api/locations/2',
      '/api/locations/3',
      '/api/locations/4',
    ]);
    const item = await getJson(ctx.app, dinner.body.member[0]['@id']);
    expect(item.body).toEqual({ '@context': '/api/contexts/LocationEmplacement', ...dinner.body.member[0] });
  });

  it('adds a layout (201), refuses it twice (409), and removes it again (204)', async () => {
    await ctx.db.query('delete from location_emplacements where location_id = 6 and emplacement_id = 5');
    const created = await call(ctx.app, 'POST', '/api/location_emplacements', {
      key: fjord,
      body: { location: '/api/locations/6', emplacement: '/api/emplacements/5' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      '@type': 'LocationEmplacement',
      location: '/api/locations/6',
      emplacement: '/api/emplacements/5',
    });
    const twice = await call(ctx.app, 'POST', '/api/location_emplacements', {
      key: fjord,
      body: { location: 6, emplacement: 5 },
    });
    expect([twice.status, twice.body.violations[0].propertyPath]).toEqual([409, 'emplacement']);
    expect((await call(ctx.app, 'DELETE', created.body['@id'], { key: harbour })).status).toBe(404);
    expect((await call(ctx.app, 'DELETE', created.body['@id'], { key: fjord })).status).toBe(204);
    expect((await call(ctx.app, 'GET', created.body['@id'], { key: fjord })).status).toBe(404);
  });

  it('refuses another partner’s location, a missing layout and any other method', async () => {
    const other = await call(ctx.app, 'POST', '/api/location_emplacements', {
      key: fjord,
      body: { location: 1, emplacement: 9 },
    });
    expect(violationCodes(other.body).sort()).toEqual(['emplacement: not_found', 'location: not_found']);
    const missing = await call(ctx.app, 'POST', '/api/location_emplacements', { key: fjord, body: {} });
    expect(violationCodes(missing.body).sort()).toEqual(['emplacement: required', 'location: required']);
    expect(
      (await call(ctx.app, 'PUT', '/api/location_emplacements/1', { key: harbour, body: {} })).status,
    ).toBe(405);
    await expectProblem(ctx.app, '/api/location_emplacements', 400, 'partner_required');
  });
});
