import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';
import { expectProblem, getJson } from '../../test/http.ts';

let ctx: FreshApp;
beforeAll(async () => {
  ctx = await freshApp();
});
afterAll(() => ctx.close());

describe('errors are application/problem+json', () => {
  it('404 for a route nothing serves, API or not', async () => {
    await expectProblem(ctx.app, '/api/nothing-here', 404, 'route_not_found');
    await expectProblem(ctx.app, '/no/such/page', 404, 'route_not_found');
  });

  it('405 with an Allow header for a wrong method on a known path', async () => {
    const body = await expectProblem(ctx.app, '/api/emplacements', 405, 'method_not_allowed', {
      method: 'POST',
    });
    expect(body.detail).toContain('POST');
    const response = await ctx.app.request('/api/partners/1', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS, PATCH, PUT');
  });

  it('500 without internals when the database fails, still readable cross-origin', async () => {
    const broken = await freshApp();
    await broken.db.close();
    const { status, headers, body } = await getJson(broken.app, '/api/emplacements', {
      headers: { Origin: 'https://hotel.example' },
    });
    await broken.close();
    expect(status).toBe(500);
    expect(headers.get('content-type')).toBe('application/problem+json');
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(body).toEqual({
      type: '/errors/500',
      title: 'Internal Server Error',
      status: 500,
      detail: 'Something went wrong on our side; it has been logged.',
      code: 'internal_error',
    });
  });
});

describe('health, contexts and CORS', () => {
  it('reports healthy once the database answers', async () => {
    const { status, body } = await getJson(ctx.app, '/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', database: ctx.db.kind });
  });

  it('serves a minimal JSON-LD context per resource', async () => {
    const { status, headers, body } = await getJson(ctx.app, '/api/contexts/Location');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    const [hydra, terms] = body['@context'];
    expect(hydra).toBe('http://www.w3.org/ns/hydra/context.jsonld');
    expect(terms).toMatchObject({
      '@vocab': '/api/docs.jsonld#',
      partner: { '@id': 'Location/partner', '@type': '@id' },
    });
    await expectProblem(ctx.app, '/api/contexts/Nothing', 404, 'context_not_found');
  });

  it('lets any origin read the public API without credentials, preflight included', async () => {
    const simple = await ctx.app.request('/api/emplacements', {
      headers: { Origin: 'https://hotel.example' },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBe('*');
    expect(simple.headers.get('access-control-allow-credentials')).toBeNull();
    expect(simple.headers.get('set-cookie')).toBeNull();
    const preflight = await ctx.app.request('/api/locations?partner=harbour', {
      method: 'OPTIONS',
      headers: { Origin: 'https://hotel.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('asks the injected CORS policy, the seam for partner allow-lists', async () => {
    const strict = await freshApp({
      corsPolicy: (origin) => (origin === 'https://harbour.example' ? origin : null),
    });
    try {
      const allowed = await strict.app.request('/api/emplacements', {
        headers: { Origin: 'https://harbour.example' },
      });
      const refused = await strict.app.request('/api/emplacements', {
        headers: { Origin: 'https://evil.example' },
      });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://harbour.example');
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await strict.close();
    }
  });
});
