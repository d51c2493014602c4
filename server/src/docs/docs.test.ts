import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';
import { getJson } from '../../test/http.ts';
import { call, staffKey } from '../../test/staff.ts';
import { RESOURCES } from '../resources/registry.ts';

let ctx: FreshApp;
type Schema = {
  required?: string[];
  additionalProperties?: boolean;
  type?: unknown;
  description?: string;
  properties: Record<string, Schema>;
  items: Schema;
};
type Operation = {
  operationId: string;
  parameters: { name: string; required: boolean }[];
  requestBody: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
};
type OpenApi = {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, unknown> };
};
type HydraProperty = { 'hydra:title': string; 'hydra:property': Record<string, unknown> };
type HydraClass = {
  '@id': string;
  'hydra:supportedProperty': HydraProperty[];
  'hydra:supportedOperation': { 'hydra:method': string }[];
};
let openApi: OpenApi;
beforeAll(async () => {
  ctx = await freshApp();
  openApi = (await getJson(ctx.app, '/api/docs.json')).body;
});
afterAll(() => ctx.close());

// app.request() resolves paths against http://localhost; the real server answers with its own origin.
const LINK = '<http://localhost/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"';

function refs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refs(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refs(value, found);
    }
  }
  return found;
}

describe('/api/docs.json (OpenAPI 3.1)', () => {
  it('documents every API route the app serves, method by method', async () => {
    expect(openApi.openapi).toBe('3.1.0');
    const served = ctx.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api') && !r.path.includes('*'))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = Object.entries(openApi.paths).flatMap(([path, methods]) =>
      Object.keys(methods as object)
        .filter((m) => m !== 'parameters')
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(new Set(documented)).toEqual(new Set(served));
    const ids = documented.map((d) => {
      const [method, path] = d.split(' ');
      return openApi.paths[path!]![method!.toLowerCase()]!.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names every filter, range operator and ordering as a parameter, and resolves every $ref', () => {
    for (const resource of RESOURCES.filter((r) => r.operations.includes('list'))) {
      const names = openApi.paths[`/api/${resource.path}`]!.get!.parameters.map((p) => p.name);
      for (const filter of resource.filters) {
        if (filter.range) expect(names).toContain(`${filter.name}[between]`);
        else expect(names).toContain(filter.name);
      }
      for (const property of Object.keys(resource.orders)) expect(names).toContain(`order[${property}]`);
    }
    const deals = openApi.paths['/api/locations/{id}/package_deals']!.get!.parameters;
    expect(deals.filter((p) => p.required).map((p) => p.name)).toEqual([
      'id',
      'startTime',
      'endTime',
      'date',
      'pax',
    ]);
    for (const ref of refs(openApi)) {
      expect(openApi.components.schemas[ref.replace('#/components/schemas/', '')], ref).toBeDefined();
    }
  });

  it('derives bodies from the schemas that validate them: required fields, merge patch, errors', () => {
    const schemas = openApi.components.schemas;
    expect(schemas['Hall.replace']!.required).toEqual(['name']);
    expect(schemas['Hall.replace']!.additionalProperties).toBe(false);
    expect(schemas['Location.create']!.required).toEqual(['name', 'city', 'abbreviation', 'address']);
    expect(schemas['Hall.patch']!.required).toBeUndefined();
    expect(schemas['Hall.patch']!.properties.squareMeters!.type).toEqual(['integer', 'null']);
    const patch = openApi.paths['/api/halls/{id}']!.patch!;
    expect(Object.keys(patch.requestBody.content)).toEqual(['application/merge-patch+json']);
    expect(Object.keys(patch.responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '422',
    ]);
    expect(schemas.Item!.properties.price!.description).toContain('integer minor units');
    expect(openApi.info.description).toContain('means EUR');
    expect(openApi.components.securitySchemes.staffKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemas.SyncDocument!.properties.locations!.items.properties.halls).toBeDefined();
    // Issue #21: whether the visitor confirms an accepted offer is a documented location setting.
    const settings = schemas.Location!.properties.locationSettings!.properties!;
    expect(settings.visitorConfirmsOffer).toMatchObject({ type: 'boolean' });
    expect(settings.visitorConfirmsOffer!.description).toContain('confirms an accepted offer');
  });
});

describe('/api/docs.jsonld (Hydra) and the /api entrypoint', () => {
  it('describes every resource class with its properties and operations', async () => {
    const { headers, body } = await getJson(ctx.app, '/api/docs.jsonld');
    expect(headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    expect(body).toMatchObject({
      '@id': '/api/docs.jsonld',
      '@type': 'hydra:ApiDocumentation',
      'hydra:entrypoint': '/api',
    });
    const list = body['hydra:supportedClass'] as HydraClass[];
    const classes = new Map(list.map((c) => [c['@id'], c]));
    for (const resource of RESOURCES) {
      const hydraClass = classes.get(`#${resource.type}`)!;
      const properties = hydraClass['hydra:supportedProperty'].map((p) => p['hydra:title']);
      expect(properties).toEqual(resource.fields.filter((f) => f.name !== 'id').map((f) => f.name));
    }
    const hall = classes.get('#Hall')!;
    const location = hall['hydra:supportedProperty'].find((p) => p['hydra:title'] === 'location')!;
    expect(location['hydra:property']).toMatchObject({ '@type': 'hydra:Link', range: '#Location' });
    expect(hall['hydra:supportedOperation'].map((o) => o['hydra:method'])).toEqual([
      'GET',
      'PUT',
      'PATCH',
      'DELETE',
    ]);
    const entry = classes.get('#Entrypoint')!;
    expect(entry['hydra:supportedProperty']).toHaveLength(RESOURCES.length);
  });

  it('links every collection from the entrypoint, with its own context', async () => {
    const { body } = await getJson(ctx.app, '/api');
    expect(body).toEqual({
      '@context': '/api/contexts/Entrypoint',
      '@id': '/api',
      '@type': 'Entrypoint',
      partner: '/api/partners',
      promoCode: '/api/promo_codes',
      location: '/api/locations',
      emplacement: '/api/emplacements',
      locationEmplacement: '/api/location_emplacements',
      hall: '/api/halls',
      hallEmplacement: '/api/hall_emplacements',
      hallPeriodPricing: '/api/hall_period_pricings',
      item: '/api/items',
      packageDeal: '/api/package_deals',
      locationRoomType: '/api/location_room_types',
    });
    const context = await getJson(ctx.app, '/api/contexts/Entrypoint');
    expect(context.body['@context'].hall).toEqual({ '@id': 'Entrypoint/hall', '@type': '@id' });
    for (const resource of RESOURCES)
      expect((await getJson(ctx.app, `/api/contexts/${resource.type}`)).status).toBe(200);
    expect((await getJson(ctx.app, '/api/contexts/SyncSummary')).body['@context'][1].partner['@type']).toBe(
      '@id',
    );
  });

  it('announces the documentation on every API response, errors included', async () => {
    const key = await staffKey(ctx.db, 'harbour');
    const answers = [
      await call(ctx.app, 'GET', '/api/halls?location=1'),
      await call(ctx.app, 'GET', '/api'),
      await call(ctx.app, 'GET', '/api/docs.jsonld'),
      await call(ctx.app, 'GET', '/api/nothing'),
      await call(ctx.app, 'GET', '/api/halls?bad=1'),
      await call(ctx.app, 'DELETE', '/api/items/1'),
      await call(ctx.app, 'PATCH', '/api/halls/1', { body: {} }),
      await call(ctx.app, 'PATCH', '/api/halls/1', { key, body: { name: 1 } }),
      await call(ctx.app, 'GET', '/api/contexts/Hall'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 404, 400, 405, 401, 422, 200]);
    for (const answer of answers) expect(answer.headers.get('link')).toBe(LINK);
    expect((await ctx.app.request('/api/docs')).headers.get('link')).toBe(LINK);
  });
});

describe('/api/docs (readable page)', () => {
  it('is our own HTML: every operation, no scripts, nothing loaded from elsewhere', async () => {
    const response = await ctx.app.request('/api/docs');
    const html = await response.text();
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script|<link |src=|@import|url\(/i);
    expect(html).not.toMatch(/href="https?:/);
    for (const path of Object.keys(openApi.paths)) expect(html).toContain(`<code>${path}</code>`);
    expect(html).toContain('<span class="m patch">PATCH</span>');
  });
});
