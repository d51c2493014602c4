import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMSTERDAM, idOf, seededCatalogue } from '../../../test/catalogue.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { expectProblem, getJson } from '../../../test/http.ts';
import { call, staffKey, violationCodes } from '../../../test/staff.ts';

let ctx: FreshApp;
let harbour: string;
let fjord: string;
// Amsterdam and its items, by the names and keys in server/src/db/seed/**.
let ams: string;
let amsId: number;
let newYork: string;
let projector: string;
let flipchart: string;
let microphone: string;
let host: string;
beforeAll(async () => {
  ctx = await freshApp();
  harbour = await staffKey(ctx.db, 'harbour');
  fjord = await staffKey(ctx.db, 'fjord');
  const seeded = await seededCatalogue(ctx.db);
  ams = seeded.location(AMSTERDAM);
  amsId = idOf(ams);
  newYork = seeded.location('Harbour Hotel New York');
  projector = seeded.item(AMSTERDAM, 'projector');
  flipchart = seeded.item(AMSTERDAM, 'flipchart');
  microphone = seeded.item(AMSTERDAM, 'microphone');
  host = seeded.item(AMSTERDAM, 'host');
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

/** Amsterdam's projector exactly as the API sends it (server/src/db/seed/catalogue/items.ts). */
const PROJECTOR = () => ({
  '@context': '/api/contexts/Item',
  '@id': projector,
  '@type': 'Item',
  id: idOf(projector),
  location: ams,
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
});

describe('GET /api/items', () => {
  it('returns the exact JSON-LD of an item; its name follows Accept-Language', async () => {
    expect((await getJson(ctx.app, projector)).body).toEqual(PROJECTOR());
    const dutch = await call(ctx.app, 'GET', projector, { language: 'nl-BE,nl;q=0.9' });
    expect(dutch.body.name).toBe('Beamer met scherm');
    const unknown = await call(ctx.app, 'GET', projector, { language: 'sv-SE' });
    expect(unknown.body.name).toBe('Projector with screen');
  });

  it('filters by location, category, translated name (any language) and availability', async () => {
    const av = await getJson(ctx.app, `/api/items?location=${ams}&category=audiovisual`);
    expect(keys(av.body)).toEqual(['projector', 'flipchart', 'microphone', 'video-call', 'led-screen']);
    const beamer = await getJson(ctx.app, `/api/items?location=${amsId}&translations.name=beamer`);
    expect(keys(beamer.body)).toEqual(['projector']);
    const pause = await getJson(ctx.app, `/api/items?location=${amsId}&translations.name=PAUSE`);
    expect(keys(pause.body)).toEqual(['morning-break', 'afternoon-break']);
    const partner = await getJson(ctx.app, '/api/items?partner=harbour&category=other&itemsPerPage=1');
    expect(partner.body.totalItems).toBe(16);
    expect((await getJson(ctx.app, `/api/items?location=${amsId}&available=true`)).body.totalItems).toBe(16);
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
      `/api/items?location=${amsId}&order[${property}]=${direction}&itemsPerPage=3`,
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
    expect(byLocation.body.member[0].location).toBe(newYork);
    await ctx.db.query(`update items set available = false where id = ${idOf(host)}`);
    const staff = await call(
      ctx.app,
      'GET',
      `/api/items?location=${amsId}&order[available]=asc&itemsPerPage=1`,
      {
        key: harbour,
      },
    );
    expect(keys(staff.body)).toEqual(['host']);
    expect(
      keys((await getJson(ctx.app, `/api/items?location=${amsId}&itemsPerPage=100`)).body),
    ).not.toContain('host');
    await expectProblem(ctx.app, host, 404, 'item_not_found');
    await ctx.db.query(`update items set available = true where id = ${idOf(host)}`);
  });

  it.each([
    'category=food',
    'available=maybe',
    'order[colour]=asc',
    'order[name]=sideways',
    'translations.name=',
  ])('rejects ?location={Amsterdam}&%s with a 400 problem', async (query) => {
    expect((await getJson(ctx.app, `/api/items?location=${amsId}&${query}`)).status).toBe(400);
  });
});

describe('PUT /api/items/{id}', () => {
  it('replaces an item: price, category, availability and texts', async () => {
    const response = await call(ctx.app, 'PUT', flipchart, {
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
      '@id': flipchart,
      '@type': 'Item',
      id: idOf(flipchart),
      location: ams,
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
    await expectProblem(ctx.app, flipchart, 404, 'item_not_found');
  });

  it('checks categories, price types, amounts and translations', async () => {
    const response = await call(ctx.app, 'PUT', microphone, {
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
    expect((await call(ctx.app, 'PATCH', microphone, { key: harbour, body: { price: 1 } })).status).toBe(405);
    const body = { category: 'other', priceType: 'per_unit', price: 1 };
    expect((await call(ctx.app, 'PUT', microphone, { key: fjord, body })).status).toBe(404);
    expect((await call(ctx.app, 'PUT', microphone, { body })).status).toBe(401);
  });
});
