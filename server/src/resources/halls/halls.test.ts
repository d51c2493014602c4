import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMSTERDAM, BERLIN, idOf, seededCatalogue } from '../../../test/catalogue.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { expectProblem, getJson } from '../../../test/http.ts';
import { call, staffKey, violationCodes } from '../../../test/staff.ts';

let ctx: FreshApp;
let harbour: string;
let fjord: string;
// Seeded rows, found by their names in server/src/db/seed/**.
let ams: string;
let berlin: string;
let alesund: string;
let kajuit: string;
let keizersgracht: string;
let herengracht: string;
let jordaan: string;
let zolder: string;
let bergenHall: string;
beforeAll(async () => {
  ctx = await freshApp();
  harbour = await staffKey(ctx.db, 'harbour');
  fjord = await staffKey(ctx.db, 'fjord');
  const seeded = await seededCatalogue(ctx.db);
  ams = seeded.location(AMSTERDAM);
  berlin = seeded.location(BERLIN);
  alesund = seeded.location('Fjord Lodge Ålesund');
  kajuit = seeded.hall(AMSTERDAM, 'kajuit');
  keizersgracht = seeded.hall(AMSTERDAM, 'keizersgracht');
  herengracht = seeded.hall(AMSTERDAM, 'herengracht');
  jordaan = seeded.hall(AMSTERDAM, 'jordaan');
  zolder = seeded.hall(AMSTERDAM, 'zolder');
  bergenHall = seeded.hall('Fjord Lodge Bergen', 'fjordsal');
});
afterAll(() => ctx.close());

/** De Kajuit exactly as the API sends it (server/src/db/seed/harbour/amsterdam.ts). */
const KAJUIT = () => ({
  '@context': '/api/contexts/Hall',
  '@id': kajuit,
  '@type': 'Hall',
  id: idOf(kajuit),
  location: ams,
  key: 'kajuit',
  name: 'De Kajuit',
  available: true,
  squareMeters: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  translations: [],
  descriptions: [
    { language: 'nl-NL', description: 'Zaal van 30 m² met een rustige ligging.' },
    { language: 'en-US', description: 'A 30 m² room with a quiet setting.' },
    { language: 'de-DE', description: 'Raum mit 30 m² und eine ruhige Lage.' },
    { language: 'fr-FR', description: 'Salle de 30 m² avec un cadre calme.' },
    { language: 'fi-FI', description: '30 m²:n tila, jossa on rauhallinen sijainti.' },
  ],
  position: 5,
});
const names = (body: { member: { name: string }[] }) => body.member.map((h) => h.name);

describe('GET /api/halls', () => {
  it('lists one location’s halls as a paged Hydra collection with its search template', async () => {
    const { status, headers, body } = await getJson(
      ctx.app,
      `/api/halls?location=${ams}&itemsPerPage=4&page=2`,
    );
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    expect(headers.get('link')).toBe(
      '<http://localhost/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"',
    );
    const { '@context': _c, ...member } = KAJUIT();
    const location = encodeURIComponent(ams);
    expect(body).toEqual({
      '@context': '/api/contexts/Hall',
      '@id': '/api/halls',
      '@type': 'Collection',
      totalItems: 6,
      member: [expect.objectContaining({ name: 'De Zolder' }), member],
      view: {
        '@id': `/api/halls?location=${location}&itemsPerPage=4&page=2`,
        '@type': 'PartialCollectionView',
        first: `/api/halls?location=${location}&itemsPerPage=4&page=1`,
        last: `/api/halls?location=${location}&itemsPerPage=4&page=2`,
        previous: `/api/halls?location=${location}&itemsPerPage=4&page=1`,
      },
      search: {
        '@type': 'IriTemplate',
        template: '/api/halls{?partner,location,name,available}',
        variableRepresentation: 'BasicRepresentation',
        mapping: ['partner', 'location', 'name', 'available'].map((variable) => ({
          '@type': 'IriTemplateMapping',
          variable,
          property: variable,
          required: false,
        })),
      },
    });
  });

  it('filters by location (IRI or bare id), partial name and availability', async () => {
    const byId = await getJson(ctx.app, `/api/halls?location=${idOf(berlin)}`);
    expect(names(byId.body)).toEqual(['Spreesaal', 'Museumsinsel', 'Kreuzberg', 'Mitte', 'Dachterrasse']);
    const named = await getJson(ctx.app, '/api/halls?partner=harbour&name=GRACHT');
    expect(names(named.body)).toEqual(['Keizersgracht', 'Herengracht']);
    const wildcard = await getJson(ctx.app, '/api/halls?partner=harbour&name=%25');
    expect(wildcard.body.totalItems).toBe(0);
    const available = await getJson(ctx.app, `/api/halls?location=${idOf(ams)}&available=true`);
    expect(available.body.totalItems).toBe(6);
  });

  it('shows the public only available halls of available locations; staff see all of their partner', async () => {
    await ctx.db.query("update halls set available = false where key = 'jordaan'");
    const publicList = await getJson(ctx.app, `/api/halls?location=${ams}`);
    expect(names(publicList.body)).not.toContain('Jordaan');
    expect((await getJson(ctx.app, `/api/halls?location=${ams}&available=false`)).body.totalItems).toBe(0);
    const staff = await call(ctx.app, 'GET', '/api/halls?available=false', { key: harbour });
    expect(names(staff.body)).toEqual(['Jordaan']);
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    await expectProblem(ctx.app, jordaan, 404, 'hall_not_found');
    // Ålesund is not open: the public cannot scope a request to it at all.
    await expectProblem(ctx.app, `/api/halls?location=${idOf(alesund)}`, 404, 'location_not_found');
    await ctx.db.query("update halls set available = true where key = 'jordaan'");
  });

  it('keeps each partner’s staff to their own halls, both ways', async () => {
    const harbourList = await call(ctx.app, 'GET', '/api/halls?itemsPerPage=100', { key: harbour });
    expect(harbourList.body.totalItems).toBe(22);
    const fjordList = await call(ctx.app, 'GET', '/api/halls?itemsPerPage=100', { key: fjord });
    expect(fjordList.body.totalItems).toBe(8);
    expect((await call(ctx.app, 'GET', `/api/halls?location=${ams}`, { key: fjord })).body.totalItems).toBe(
      0,
    );
    expect((await call(ctx.app, 'GET', kajuit, { key: fjord })).status).toBe(404);
    expect((await call(ctx.app, 'GET', bergenHall, { key: harbour })).status).toBe(404);
    expect((await call(ctx.app, 'GET', bergenHall, { key: fjord })).status).toBe(200);
  });

  it('asks the public to name a partner', async () => {
    const body = await expectProblem(ctx.app, '/api/halls', 400, 'partner_required');
    expect(body.detail).toContain('partner or location');
  });

  it.each([
    ['available=yes', 'invalid_filter'],
    ['location=/api/halls/1', 'invalid_filter'],
    ['location=abc', 'invalid_filter'],
    ['colour=red', 'unknown_parameter'],
    ['location=1&location=2', 'duplicate_parameter'],
    ['location=1&order[name]=asc', 'invalid_order'],
    ['location=1&itemsPerPage=0', 'invalid_items_per_page'],
  ])('rejects ?%s with a 400 problem', async (query, code) => {
    await expectProblem(ctx.app, `/api/halls?${query}`, 400, code);
  });

  it('lets cache-busting parameters through', async () => {
    expect((await getJson(ctx.app, `/api/halls?location=${idOf(ams)}&_=123`)).status).toBe(200);
  });
});

describe('GET /api/halls/{id}', () => {
  it('returns the exact JSON-LD of a hall', async () => {
    const { status, body } = await getJson(ctx.app, kajuit);
    expect(status).toBe(200);
    expect(body).toEqual(KAJUIT());
  });

  it.each(['999', 'abc', '0'])('answers /api/halls/%s with a 404 problem', async (id) => {
    await expectProblem(ctx.app, `/api/halls/${id}`, 404, 'hall_not_found');
  });
});

describe('PATCH /api/halls/{id}', () => {
  it('merges: an absent key keeps its value, null removes it, a new value replaces', async () => {
    const patched = await call(ctx.app, 'PATCH', zolder, {
      key: harbour,
      body: {
        squareMeters: null,
        bufferBeforeMinutes: 30,
        translations: [{ language: 'en-US', name: 'The Attic' }],
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      '@id': zolder,
      name: 'De Zolder',
      squareMeters: null,
      bufferBeforeMinutes: 30,
      bufferAfterMinutes: 0,
      translations: [{ language: 'en-US', name: 'The Attic' }],
    });
    expect(patched.body.descriptions).toHaveLength(5);
    // null on a field with a default puts the default back
    const reset = await call(ctx.app, 'PATCH', zolder, {
      key: harbour,
      body: { bufferBeforeMinutes: null },
    });
    expect(reset.body.bufferBeforeMinutes).toBe(0);
    expect((await getJson(ctx.app, zolder)).body.squareMeters).toBeNull();
  });

  it('takes only application/merge-patch+json', async () => {
    const response = await call(ctx.app, 'PATCH', zolder, {
      key: harbour,
      body: { name: 'X' },
      type: 'application/json',
    });
    expect(response.status).toBe(415);
    expect(response.body.code).toBe('unsupported_media_type');
    expect(response.headers.get('accept-patch')).toBe('application/merge-patch+json');
  });

  it('refuses unknown fields, wrong types and a changed parent with 422 violations, writing nothing', async () => {
    const response = await call(ctx.app, 'PATCH', keizersgracht, {
      key: harbour,
      body: {
        name: 'Renamed',
        colour: 'red',
        squareMeters: 'big',
        available: 'yes',
        location: berlin,
      },
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.body).toMatchObject({ type: '/errors/422', status: 422, code: 'validation_failed' });
    expect(violationCodes(response.body).sort()).toEqual([
      'available: invalid_type',
      'colour: unknown_field',
      'squareMeters: invalid_type',
    ]);
    const moved = await call(ctx.app, 'PATCH', keizersgracht, {
      key: harbour,
      body: { location: berlin },
    });
    expect(violationCodes(moved.body)).toEqual(['location: immutable']);
    expect((await getJson(ctx.app, keizersgracht)).body.name).toBe('Keizersgracht');
  });

  it('answers 401 without a key, 404 with another partner’s key, 400 for bad JSON', async () => {
    const anonymous = await call(ctx.app, 'PATCH', keizersgracht, { body: { name: 'X' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="booking-form"');
    expect((await call(ctx.app, 'PATCH', keizersgracht, { key: fjord, body: { name: 'X' } })).status).toBe(
      404,
    );
    expect((await call(ctx.app, 'PATCH', bergenHall, { key: harbour, body: { name: 'X' } })).status).toBe(
      404,
    );
    const broken = await call(ctx.app, 'PATCH', keizersgracht, { key: harbour, body: '{"name": ' });
    expect([broken.status, broken.body.code]).toEqual([400, 'invalid_json']);
    const list = await call(ctx.app, 'PATCH', keizersgracht, { key: harbour, body: '[1]' });
    expect([list.status, list.body.code]).toEqual([400, 'invalid_body']);
    expect((await getJson(ctx.app, keizersgracht)).body.name).toBe('Keizersgracht');
  });

  it('refuses a body over 1 MB with 413 before reading it', async () => {
    const huge = { name: 'x'.repeat(1024 * 1024 + 1) };
    const response = await call(ctx.app, 'PATCH', keizersgracht, { key: harbour, body: huge });
    expect([response.status, response.body.code]).toEqual([413, 'payload_too_large']);
  });

  it('refuses a key already used by another hall of the location with 409', async () => {
    const response = await call(ctx.app, 'PATCH', herengracht, { key: harbour, body: { key: 'ij' } });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'conflict',
      violations: [{ propertyPath: 'key', code: 'unique' }],
    });
  });
});

describe('PUT /api/halls/{id}', () => {
  it('replaces: absent keys take their defaults, read-only fields from a GET are ignored', async () => {
    const current = (await call(ctx.app, 'GET', herengracht, { key: harbour })).body;
    const put = await call(ctx.app, 'PUT', herengracht, {
      key: harbour,
      body: {
        '@id': current['@id'],
        '@type': 'Hall',
        id: idOf(herengracht),
        name: 'Herengracht Suite',
        squareMeters: 75,
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      '@context': '/api/contexts/Hall',
      '@id': herengracht,
      '@type': 'Hall',
      id: idOf(herengracht),
      location: ams,
      key: 'herengracht',
      name: 'Herengracht Suite',
      available: true,
      squareMeters: 75,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      translations: [],
      descriptions: [],
      position: 0,
    });
  });

  it('needs the required fields and the right @id', async () => {
    const missing = await call(ctx.app, 'PUT', herengracht, { key: harbour, body: { squareMeters: 75 } });
    expect(violationCodes(missing.body)).toEqual(['name: required']);
    const other = await call(ctx.app, 'PUT', herengracht, {
      key: harbour,
      body: { '@id': jordaan, name: 'X' },
    });
    expect(violationCodes(other.body)).toEqual(['@id: read_only']);
    const wrongType = await call(ctx.app, 'PUT', herengracht, {
      key: harbour,
      body: { name: 'X' },
      type: 'text/plain',
    });
    expect(wrongType.status).toBe(415);
  });

  // Issue 17: the desk's catalogue adds and removes halls (desk/catalogue-access.test.ts covers both).
  it('is offered for POST, which validates the body (422)', async () => {
    const response = await call(ctx.app, 'POST', '/api/halls', { key: harbour, body: {} });
    expect(response.status).toBe(422);
  });
});
