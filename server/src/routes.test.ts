import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../test/fresh-app.ts';
import { CONTRACT_ROUTES } from './docs/contract-routes.ts';
import { allowedMethods } from './http/method-not-allowed.ts';
import { RESOURCES } from './resources/registry.ts';
import { API_ROUTES, SITE_ROUTES } from './routes.ts';

// The route table is the one place that says what is served: the documented contract routes and every
// catalogue resource must be in it, and every entry must say what it serves.

let fresh: FreshApp;
beforeAll(async () => {
  fresh = await freshApp();
});
afterAll(async () => {
  await fresh.close();
});

describe('the route table', () => {
  it('serves every route the contract table (and so the API documentation) describes', () => {
    for (const route of CONTRACT_ROUTES) {
      const concrete = route.path.replace(/\{[^}]+\}/g, '1');
      expect(allowedMethods(fresh.app, concrete), `${route.method} ${route.path}`).toContain(
        route.method.toUpperCase(),
      );
    }
  });

  it('mounts every catalogue resource of the registry', () => {
    const mounted = new Set(API_ROUTES.map((mount) => mount.at));
    for (const resource of RESOURCES) expect(mounted, resource.path).toContain(`/${resource.path}`);
  });

  it('says what each entry serves, naming its own mount path', () => {
    for (const mount of API_ROUTES) expect(mount.serves).toContain(`/api${mount.at.replace(/^\/$/, '')}`);
    for (const mount of SITE_ROUTES) expect(mount.serves.length).toBeGreaterThan(0);
  });

  it('answers the billing route from the table: GET /api/booking/{id}/billing is a 404 problem, not a 405', async () => {
    const response = await fresh.app.request('/api/booking/999999/billing');
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('booking_not_found');
  });

  it('answers the offer PDF route from the table: GET /api/booking/{id}/offer.pdf is a 404 problem, not a 405', async () => {
    const response = await fresh.app.request('/api/booking/999999/offer.pdf');
    expect([response.status, response.headers.get('content-type')]).toEqual([
      404,
      'application/problem+json',
    ]);
    expect((await response.json()).code).toBe('booking_not_found');
    expect(API_ROUTES.some((mount) => mount.serves.includes('GET /api/booking/{id}/offer.pdf'))).toBe(true);
  });
});
