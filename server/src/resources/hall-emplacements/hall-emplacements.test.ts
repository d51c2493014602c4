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

type Capacity = { hall: string; emplacement: string; capacity: number };
const pairs = (body: { member: Capacity[] }) =>
  body.member.map((m) => `${m.hall.split('/').pop()}:${m.emplacement.split('/').pop()}:${m.capacity}`);

describe('GET /api/hall_emplacements', () => {
  it('lists the capacities of one hall exactly', async () => {
    const { status, body } = await getJson(ctx.app, '/api/hall_emplacements?hall=/api/halls/6');
    expect(status).toBe(200);
    expect(body.member).toEqual([
      {
        '@id': '/api/hall_emplacements/29',
        '@type': 'HallEmplacement',
        id: 29,
        hall: '/api/halls/6',
        emplacement: '/api/emplacements/1',
        capacity: 12,
      },
      {
        '@id': '/api/hall_emplacements/30',
        '@type': 'HallEmplacement',
        id: 30,
        hall: '/api/halls/6',
        emplacement: '/api/emplacements/6',
        capacity: 9,
      },
    ]);
    expect(body.search.template).toBe(
      '/api/hall_emplacements{?partner,hall,emplacement,hall.location,pax,hall.squareMeters[between],hall.squareMeters[gt],hall.squareMeters[gte],hall.squareMeters[lt],hall.squareMeters[lte],order[capacity]}',
    );
  });

  it('finds the layouts of a location that seat at least pax, with emplacement as IRI or id', async () => {
    const theater = await getJson(
      ctx.app,
      '/api/hall_emplacements?hall.location=/api/locations/1&emplacement=5&pax=100',
    );
    expect(pairs(theater.body)).toEqual(['1:5:218', '5:5:118']);
    const byIri = await getJson(
      ctx.app,
      '/api/hall_emplacements?hall.location=1&emplacement=%2Fapi%2Femplacements%2F5&pax=100',
    );
    expect(byIri.body.member).toEqual(theater.body.member);
  });

  it.each([
    ['between]=60..100', ['2:5:87', '3:5:65']],
    ['gt]=96', ['1:5:218', '5:5:118']],
    ['gte]=96', ['1:5:218', '2:5:87', '5:5:118']],
    ['lt]=72', []],
    ['lte]=72', ['3:5:65']],
  ])('filters by the hall’s floor area: hall.squareMeters[%s', async (range, expected) => {
    const { body } = await getJson(
      ctx.app,
      `/api/hall_emplacements?hall.location=1&emplacement=5&hall.squareMeters[${range}`,
    );
    expect(pairs(body)).toEqual(expected);
  });

  // Issue 20, finding 7: a decimal or a bound beyond the integer column's range answered 500.
  it.each([
    ['gt]=95.5', ['1:5:218', '2:5:87', '5:5:118']],
    ['lt]=72.5', ['3:5:65']],
    ['between]=71.5..96.5', ['2:5:87', '3:5:65']],
    ['gt]=99999999999', []],
    ['lte]=99999999999999999999', ['1:5:218', '2:5:87', '3:5:65', '5:5:118']],
    ['gte]=-2147483649', ['1:5:218', '2:5:87', '3:5:65', '5:5:118']],
  ])('compares decimal and out-of-range bounds as numbers: hall.squareMeters[%s', async (range, expected) => {
    const { status, body } = await getJson(
      ctx.app,
      `/api/hall_emplacements?hall.location=1&emplacement=5&hall.squareMeters[${range}`,
    );
    expect(status).toBe(200);
    expect(pairs(body)).toEqual(expected);
  });

  it('orders by capacity and pages with links that keep every filter', async () => {
    const { body } = await getJson(
      ctx.app,
      '/api/hall_emplacements?hall.location=1&emplacement=1&order[capacity]=desc&itemsPerPage=2',
    );
    expect(pairs(body)).toEqual(['1:1:24', '2:1:24']);
    expect(body.totalItems).toBe(6);
    expect(body.view.next).toBe(
      '/api/hall_emplacements?hall.location=1&emplacement=1&order%5Bcapacity%5D=desc&itemsPerPage=2&page=2',
    );
    const last = await getJson(ctx.app, body.view.last);
    expect(pairs(last.body)).toEqual(['4:1:19', '6:1:12']);
    const ascending = await getJson(ctx.app, '/api/hall_emplacements?hall=6&order[capacity]=asc');
    expect(pairs(ascending.body)).toEqual(['6:6:9', '6:1:12']);
  });

  it.each([
    'hall.squareMeters=50',
    'hall.squareMeters[between]=80..20',
    'hall.squareMeters[between]=20',
    'hall.squareMeters[gt]=big',
    'hall.squareMeters[near]=5',
    'pax=0',
    'pax=ten',
    'order[capacity]=up',
  ])('rejects ?hall=1&%s with a 400 problem', async (query) => {
    const response = await getJson(ctx.app, `/api/hall_emplacements?hall=1&${query}`);
    expect(response.status).toBe(400);
  });

  it('asks the public to name a partner, location or hall, and hides other partners from staff', async () => {
    await expectProblem(ctx.app, '/api/hall_emplacements?pax=10', 400, 'partner_required');
    await expectProblem(ctx.app, '/api/hall_emplacements?hall=27', 404, 'hall_not_found');
    const staff = await call(ctx.app, 'GET', '/api/hall_emplacements?hall=27', { key: fjord });
    expect(staff.body.totalItems).toBe(6);
    expect(
      (await call(ctx.app, 'GET', '/api/hall_emplacements?hall=27', { key: harbour })).body.totalItems,
    ).toBe(0);
  });
});

describe('PATCH and PUT /api/hall_emplacements/{id}', () => {
  it('changes a capacity by merge patch and replaces by PUT', async () => {
    const patched = await call(ctx.app, 'PATCH', '/api/hall_emplacements/30', {
      key: harbour,
      body: { capacity: 10 },
    });
    expect(patched.body).toEqual({
      '@context': '/api/contexts/HallEmplacement',
      '@id': '/api/hall_emplacements/30',
      '@type': 'HallEmplacement',
      id: 30,
      hall: '/api/halls/6',
      emplacement: '/api/emplacements/6',
      capacity: 10,
    });
    const put = await call(ctx.app, 'PUT', '/api/hall_emplacements/30', {
      key: harbour,
      body: { emplacement: '/api/emplacements/3', capacity: 14 },
    });
    expect(put.body).toMatchObject({
      hall: '/api/halls/6',
      emplacement: '/api/emplacements/3',
      capacity: 14,
    });
  });

  it('refuses a layout the hall already has (409), a capacity of 0 and an unknown layout (422)', async () => {
    const duplicate = await call(ctx.app, 'PATCH', '/api/hall_emplacements/29', {
      key: harbour,
      body: { emplacement: 3 },
    });
    expect(duplicate.status).toBe(409);
    const zero = await call(ctx.app, 'PATCH', '/api/hall_emplacements/29', {
      key: harbour,
      body: { capacity: 0 },
    });
    expect(violationCodes(zero.body)).toEqual(['capacity: out_of_range']);
    const unknown = await call(ctx.app, 'PATCH', '/api/hall_emplacements/29', {
      key: harbour,
      body: { emplacement: 99 },
    });
    expect(violationCodes(unknown.body)).toEqual(['emplacement: not_found']);
    expect((await getJson(ctx.app, '/api/hall_emplacements/29')).body.capacity).toBe(12);
  });

  it('lets only the owning partner write', async () => {
    expect(
      (await call(ctx.app, 'PATCH', '/api/hall_emplacements/29', { body: { capacity: 5 } })).status,
    ).toBe(401);
    expect(
      (await call(ctx.app, 'PATCH', '/api/hall_emplacements/29', { key: fjord, body: { capacity: 5 } }))
        .status,
    ).toBe(404);
  });
});
