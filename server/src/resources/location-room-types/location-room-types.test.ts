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

const codes = (body: { member: { code: string }[] }) => body.member.map((r) => r.code);

describe('GET /api/location_room_types', () => {
  it('returns a room type with its inventory and nightly prices', async () => {
    const { body } = await getJson(ctx.app, '/api/location_room_types/2');
    expect(body).toMatchObject({
      '@context': '/api/contexts/LocationRoomType',
      '@id': '/api/location_room_types/2',
      '@type': 'LocationRoomType',
      location: '/api/locations/1',
      code: 'double',
      roomsType: 'double',
      name: 'Standard double room',
      available: true,
      inventory: 80,
      maxGuestsPerRoom: 2,
      pricePerNight: 14900,
      currency: 'EUR',
    });
    expect(Object.keys(body)).toEqual([
      '@context',
      '@id',
      '@type',
      'id',
      'location',
      'code',
      'roomsType',
      'name',
      'available',
      'inventory',
      'maxGuestsPerRoom',
      'pricePerNight',
      'breakfastPricePerPerson',
      'lateCheckoutPrice',
      'currency',
      'translations',
      'descriptions',
      'position',
    ]);
  });

  it('filters by location, exact code and a search over code, type and names', async () => {
    expect(codes((await getJson(ctx.app, '/api/location_room_types?location=1')).body)).toEqual([
      'single',
      'double',
      'twin',
      'junior-suite',
      'family',
    ]);
    expect(
      codes((await getJson(ctx.app, '/api/location_room_types?partner=harbour&code=family')).body),
    ).toEqual(['family', 'family', 'family']);
    expect(codes((await getJson(ctx.app, '/api/location_room_types?location=1&search=suite')).body)).toEqual([
      'junior-suite',
    ]);
    expect(codes((await getJson(ctx.app, '/api/location_room_types?location=1&search=perhe')).body)).toEqual([
      'family',
    ]);
  });

  it.each([
    ['pricePerNight', 'desc', ['junior-suite', 'family', 'twin', 'double', 'single']],
    ['code', 'asc', ['double', 'family', 'junior-suite', 'single', 'twin']],
    ['name', 'asc', ['family', 'junior-suite', 'single', 'double', 'twin']],
    ['maxGuestsPerRoom', 'asc', ['single', 'double', 'twin', 'junior-suite', 'family']],
    ['position', 'desc', ['family', 'junior-suite', 'twin', 'double', 'single']],
  ])('orders by %s %s', async (property, direction, expected) => {
    expect(
      codes(
        (await getJson(ctx.app, `/api/location_room_types?location=1&order[${property}]=${direction}`)).body,
      ),
    ).toEqual(expected);
  });

  it('keeps partners apart and asks the public to name one', async () => {
    await expectProblem(ctx.app, '/api/location_room_types?code=double', 400, 'partner_required');
    expect(
      (await call(ctx.app, 'GET', '/api/location_room_types?code=double', { key: fjord })).body.totalItems,
    ).toBe(2);
    expect((await call(ctx.app, 'GET', '/api/location_room_types/2', { key: fjord })).status).toBe(404);
  });
});

describe('PATCH and PUT /api/location_room_types/{id}', () => {
  it('changes prices by merge patch and replaces by PUT', async () => {
    const patched = await call(ctx.app, 'PATCH', '/api/location_room_types/5', {
      key: harbour,
      body: { pricePerNight: 23900, lateCheckoutPrice: null },
    });
    expect(patched.body).toMatchObject({
      code: 'family',
      pricePerNight: 23900,
      lateCheckoutPrice: 0,
      inventory: 12,
    });
    const put = await call(ctx.app, 'PUT', '/api/location_room_types/5', {
      key: harbour,
      body: { code: 'family', roomsType: 'family', inventory: 10, maxGuestsPerRoom: 5, pricePerNight: 25000 },
    });
    expect(put.body).toMatchObject({
      inventory: 10,
      maxGuestsPerRoom: 5,
      breakfastPricePerPerson: 0,
      translations: [],
      name: null,
    });
  });

  it('refuses a code another room type of the location has (409) and bad values (422)', async () => {
    const taken = await call(ctx.app, 'PATCH', '/api/location_room_types/5', {
      key: harbour,
      body: { code: 'double' },
    });
    expect(taken.status).toBe(409);
    const bad = await call(ctx.app, 'PATCH', '/api/location_room_types/5', {
      key: harbour,
      body: { maxGuestsPerRoom: 0, inventory: -1, code: 'Family Room' },
    });
    expect(violationCodes(bad.body).sort()).toEqual([
      'code: invalid_format',
      'inventory: out_of_range',
      'maxGuestsPerRoom: out_of_range',
    ]);
  });
});
