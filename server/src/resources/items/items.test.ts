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

type Item = {
  key: string;
  name: string;
  price: number;
  category: string;
  location: string;
  available: boolean;
};
const keys = (body: { member: Item[] }) => body.member.map((i) => i.key);

const PROJECTOR = {
  '@context': '/api/contexts/Item',
  '@id': '/api/items/1',
  '@type': 'Item',
  id: 1,
  location: '/api/locations/1',
  key: 'projector',
  name: 'Projector with screen',
  category: 'audiovisual',
  priceType: 'per_unit',
  price: 9500,
  currency: 'EUR',
  taxRateCode: 'standard',
  available: true,
  translations: [
    { language: 'nl-NL', name: 'Beamer met scherm' },
    { language: 'en-US', name: 'Projector with screen' },
    { language: 'de-DE', name: 'Beamer mit Leinwand' },
    { language: 'fr-FR', name: 'Vidéoprojecteur avec écran' },
    { language: 'fi-FI', name: 'Dataprojektori ja valkokangas' },
  ],
  descriptions: [
    { language: 'nl-NL', description: 'Full-HD-beamer met HDMI en USB-C, inclusief scherm.' },
    { language: 'en-US', description: 'Full HD projector with HDMI and USB-C, screen included.' },
    { language: 'de-DE', description: 'Full-HD-Beamer mit HDMI und USB-C, inklusive Leinwand.' },
    { language: 'fr-FR', description: 'Vidéoprojecteur Full HD avec HDMI et USB-C, écran inclus.' },
    {
      language: 'fi-FI',
      description: 'Full HD -projektori HDMI- ja USB-C-liitännöin, valkokangas sisältyy.',
    },
  ],
  position: 0,
};

describe('GET /api/items', () => {
  it('returns the exact JSON-LD of an item; its name follows Accept-Language', async () => {
    expect((await getJson(ctx.app, '/api/items/1')).body).toEqual(PROJECTOR);
    const dutch = await call(ctx.app, 'GET', '/api/items/1', { language: 'nl-BE,nl;q=0.9' });
    expect(dutch.body.name).toBe('Beamer met scherm');
    const unknown = await call(ctx.app, 'GET', '/api/items/1', { language: 'sv-SE' });
    expect(unknown.body.name).toBe('Projector with screen');
  });

  it('filters by location, category, translated name (any language) and availability', async () => {
    const av = await getJson(ctx.app, '/api/items?location=/api/locations/1&category=audiovisual');
    expect(keys(av.body)).toEqual(['projector', 'flipchart', 'microphone', 'video-call', 'led-screen']);
    const beamer = await getJson(ctx.app, '/api/items?location=1&translations.name=beamer');
    expect(keys(beamer.body)).toEqual(['projector']);
    const pause = await getJson(ctx.app, '/api/items?location=1&translations.name=PAUSE');
    expect(keys(pause.body)).toEqual(['morning-break', 'afternoon-break']);
    const partner = await getJson(ctx.app, '/api/items?partner=harbour&category=other&itemsPerPage=1');
    expect(partner.body.totalItems).toBe(16);
    expect((await getJson(ctx.app, '/api/items?location=1&available=true')).body.totalItems).toBe(16);
  });

  it.each([
    ['name', 'asc', 'en-US', ['led-screen', 'afternoon-break', 'water']],
    ['name', 'asc', 'nl-NL', ['projector', 'flowers', 'reception']],
    ['name', 'desc', 'en-US', ['microphone', 'video-call', 'coffee']],
    ['category', 'desc', 'en-US', ['parking', 'badges', 'host']],
    ['price', 'asc', 'en-US', ['badges', 'water', 'coffee']],
    ['price', 'desc', 'en-US', ['host', 'led-screen', 'video-call']],
  ])('orders by %s %s (%s)', async (property, direction, language, expected) => {
    const response = await call(
      ctx.app,
      'GET',
      `/api/items?location=1&order[${property}]=${direction}&itemsPerPage=3`,
      {
        language,
      },
    );
    expect(keys(response.body)).toEqual(expected);
  });

  it('orders by location name across the partner and by availability', async () => {
    const byLocation = await getJson(
      ctx.app,
      '/api/items?partner=harbour&order[location.name]=desc&itemsPerPage=1',
    );
    expect(byLocation.body.member[0].location).toBe('/api/locations/4');
    await ctx.db.query("update items set available = false where key = 'host' and location_id = 1");
    const staff = await call(ctx.app, 'GET', '/api/items?location=1&order[available]=asc&itemsPerPage=1', {
      key: harbour,
    });
    expect(keys(staff.body)).toEqual(['host']);
    expect(keys((await getJson(ctx.app, '/api/items?location=1&itemsPerPage=100')).body)).not.toContain(
      'host',
    );
    await expectProblem(ctx.app, '/api/items/15', 404, 'item_not_found');
    await ctx.db.query("update items set available = true where key = 'host' and location_id = 1");
  });

  it.each([
    'category=food',
    'available=maybe',
    'order[colour]=asc',
    'order[name]=sideways',
    'translations.name=',
  ])('rejects ?location=1&%s with a 400 problem', async (query) => {
    expect((await getJson(ctx.app, `/api/items?location=1&${query}`)).status).toBe(400);
  });
});

describe('PUT /api/items/{id}', () => {
  it('replaces an item: price, category, availability and texts', async () => {
    const response = await call(ctx.app, 'PUT', '/api/items/2', {
      key: harbour,
      body: {
        category: 'other',
        priceType: 'per_guest',
        price: 300,
        available: false,
        translations: [{ language: 'en-US', name: 'Notepad and pen' }],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      '@context': '/api/contexts/Item',
      '@id': '/api/items/2',
      '@type': 'Item',
      id: 2,
      location: '/api/locations/1',
      key: 'flipchart',
      name: 'Notepad and pen',
      category: 'other',
      priceType: 'per_guest',
      price: 300,
      currency: 'EUR',
      taxRateCode: 'standard',
      available: false,
      translations: [{ language: 'en-US', name: 'Notepad and pen' }],
      descriptions: [],
      position: 0,
    });
    await expectProblem(ctx.app, '/api/items/2', 404, 'item_not_found');
  });

  it('checks categories, price types, amounts and translations', async () => {
    const response = await call(ctx.app, 'PUT', '/api/items/3', {
      key: harbour,
      body: {
        category: 'drinks',
        priceType: 'per_hour',
        price: 12.5,
        translations: [{ language: 'en-US' }],
        name: 'ignored',
      },
    });
    expect(violationCodes(response.body).sort()).toEqual([
      'category: invalid_choice',
      'price: invalid_type',
      'priceType: invalid_choice',
      'translations[0].name: required',
    ]);
  });

  it('offers no PATCH on items (405) and keeps partners apart', async () => {
    expect((await call(ctx.app, 'PATCH', '/api/items/3', { key: harbour, body: { price: 1 } })).status).toBe(
      405,
    );
    const body = { category: 'other', priceType: 'per_unit', price: 1 };
    expect((await call(ctx.app, 'PUT', '/api/items/3', { key: fjord, body })).status).toBe(404);
    expect((await call(ctx.app, 'PUT', '/api/items/3', { body })).status).toBe(401);
  });
});
