import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../test/fresh-app.ts';
import { expectProblem, getJson } from '../../test/http.ts';
import { call, platformKey, staffKey, violationCodes } from '../../test/staff.ts';
import type { Database } from '../db/database.ts';
import type { PartnerDocument } from '../db/seed/document.ts';
import { harbour as harbourDocument } from '../db/seed/harbour/partner.ts';
import { SYNC_KINDS } from './sync-types.ts';

let ctx: FreshApp;
let harbour: string;
beforeAll(async () => {
  ctx = await freshApp();
  harbour = await staffKey(ctx.db, 'harbour');
});
afterAll(() => ctx.close());

const TABLES = [
  'partners',
  'locations',
  'halls',
  'hall_emplacements',
  'hall_period_pricings',
  'items',
  'package_deals',
  'package_deal_items',
  'package_deal_halls',
  'location_room_types',
  'location_emplacements',
  'media',
];

/** Every catalogue row but timestamps, so "nothing changed" can be checked. */
async function fingerprint(db: Database): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const [row] = await db.query<{ d: string }>(
      `select count(*) || ':' || coalesce(md5(string_agg((to_jsonb(t) - 'created_at' - 'updated_at')::text, '|' order by (to_jsonb(t) - 'created_at' - 'updated_at')::text)), '') as d from ${table} t`,
    );
    parts.push(`${table}=${row!.d}`);
  }
  return parts.join(' ');
}

// Through JSON, not structuredClone: the seed documents share arrays between locations on purpose.
const copy = (): PartnerDocument => JSON.parse(JSON.stringify(harbourDocument));
const zero = Object.fromEntries(SYNC_KINDS.map((kind) => [kind, 0]));
const sync = (doc: unknown, key = harbour, id = 1) =>
  call(ctx.app, 'PUT', `/api/partners/${id}/sync`, { key, body: doc });

describe('PUT /api/partners/{id}/sync', () => {
  it('changes nothing when the catalogue already matches (the demo seed went through the same sync)', async () => {
    const before = await fingerprint(ctx.db);
    const { status, headers, body } = await sync(copy());
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    expect(body).toMatchObject({
      '@context': '/api/contexts/SyncSummary',
      '@id': '/api/partners/1/sync',
      '@type': 'SyncSummary',
      partner: '/api/partners/1',
      partnerUpdated: false,
      created: zero,
      updated: zero,
      deactivated: zero,
      removed: zero,
    });
    expect(body.unchanged).toMatchObject({ locations: 4, halls: 22, items: 64, packageDeals: 16, media: 5 });
    expect(await fingerprint(ctx.db)).toBe(before);
  });

  it('creates, updates, deactivates and removes to match, then is idempotent', async () => {
    const doc = copy();
    const amsterdam = doc.locations[0]!;
    doc.name = 'Harbour Hotels Group';
    amsterdam.items[0]!.price = 9900; // projector
    amsterdam.items.push({ ...amsterdam.items[1]!, key: 'whiteboard', price: 2000 });
    amsterdam.halls = amsterdam.halls.filter((hall) => hall.key !== 'kajuit');
    amsterdam.halls[0]!.capacities = { ...amsterdam.halls[0]!.capacities, theater: 230 };
    delete amsterdam.halls[0]!.capacities.dinner;
    for (const deal of amsterdam.packageDeals) deal.halls = deal.halls.filter((key) => key !== 'kajuit');
    amsterdam.packageDeals = amsterdam.packageDeals.filter((deal) => deal.type !== 'dinner');
    doc.locations.push({
      ...structuredClone(amsterdam),
      name: 'Harbour Hotel Rotterdam',
      city: 'Rotterdam',
      abbreviation: 'RTM',
    });

    const first = await sync(doc);
    expect(first.status).toBe(200);
    expect(first.body.partnerUpdated).toBe(true);
    expect(first.body.created).toEqual({
      ...zero,
      locations: 1,
      locationEmplacements: 6,
      halls: 5,
      hallEmplacements: 27,
      hallPeriodPricings: 25,
      items: 18,
      packageDeals: 3,
      locationRoomTypes: 5,
    });
    // The two meeting deals lose the Kajuit from their halls.
    expect(first.body.updated).toEqual({ ...zero, items: 1, hallEmplacements: 1, packageDeals: 2 });
    expect(first.body.deactivated).toEqual({ ...zero, halls: 1, packageDeals: 1 });
    expect(first.body.removed).toEqual({ ...zero, hallEmplacements: 1 });

    expect((await getJson(ctx.app, '/api/items/1')).body.price).toBe(9900);
    await expectProblem(ctx.app, '/api/halls/6', 404, 'hall_not_found');
    expect((await call(ctx.app, 'GET', '/api/halls/6', { key: harbour })).body.available).toBe(false);
    expect((await call(ctx.app, 'GET', '/api/package_deals/4', { key: harbour })).body.deleted).toBe(true);
    expect((await getJson(ctx.app, '/api/partners/1')).body.name).toBe('Harbour Hotels Group');
    const rotterdam = await getJson(ctx.app, '/api/locations?partner=harbour&search=rotterdam');
    expect(rotterdam.body.member[0]).toMatchObject({ key: 'rtm', city: 'Rotterdam', position: 4 });

    const before = await fingerprint(ctx.db);
    const second = await sync(doc);
    expect([second.body.created, second.body.updated, second.body.deactivated, second.body.removed]).toEqual([
      zero,
      zero,
      zero,
      zero,
    ]);
    expect(await fingerprint(ctx.db)).toBe(before);
  });

  it('brings deactivated rows back when the document lists them again', async () => {
    const doc = copy();
    const restored = await sync(doc);
    expect(restored.body.deactivated).toEqual({ ...zero, locations: 1, items: 1 });
    expect(restored.body.updated).toMatchObject({ halls: 1, packageDeals: 3, items: 1, hallEmplacements: 1 });
    expect(restored.body.created).toMatchObject({ hallEmplacements: 1 });
    expect((await getJson(ctx.app, '/api/halls/6')).status).toBe(200);
    expect((await getJson(ctx.app, '/api/package_deals/4')).status).toBe(200);
    expect((await getJson(ctx.app, '/api/locations?partner=harbour')).body.totalItems).toBe(4);
  });

  it('rolls everything back when a write fails part-way', async () => {
    const before = await fingerprint(ctx.db);
    const doc = copy();
    doc.name = 'Should not stick';
    doc.locations[0]!.items[0]!.price = 1;
    doc.images = [{ ...doc.images[0]!, filename: 'fjord-logo.svg' }];
    const response = await sync(doc);
    expect([response.status, response.body.code]).toEqual([409, 'media_taken']);
    expect(await fingerprint(ctx.db)).toBe(before);
  });

  it('refuses a bad document with every violation, writing nothing', async () => {
    const before = await fingerprint(ctx.db);
    const doc = copy() as unknown as Record<string, unknown> & PartnerDocument;
    const berlin = doc.locations[1]!;
    berlin.roomTypes[1]!.code = berlin.roomTypes[0]!.code;
    (berlin.halls[2]!.capacities as Record<string, number>).banquet = 40;
    berlin.packageDeals[0]!.items.push({ key: 'champagne', quantity: 1 });
    (berlin.items[0] as unknown as Record<string, unknown>).price = '12.50';
    doc.colour = 'blue';
    const response = await sync(doc);
    expect(response.status).toBe(422);
    expect(violationCodes(response.body).sort()).toEqual([
      'colour: unknown_field',
      'locations[1].items[0].price: invalid_type',
    ]);
    delete doc.colour;
    berlin.items[0]!.price = 1250;
    const second = await sync(doc);
    expect(violationCodes(second.body).sort()).toEqual([
      'locations[1].halls[2].capacities.banquet: not_found',
      'locations[1].packageDeals[0].items[4].key: not_found',
      'locations[1].roomTypes[1].code: duplicate',
    ]);
    expect(await fingerprint(ctx.db)).toBe(before);
  });

  it('syncs only the key’s own partner', async () => {
    const fjord = await staffKey(ctx.db, 'fjord');
    expect((await sync(copy(), fjord)).status).toBe(404);
    expect((await call(ctx.app, 'PUT', '/api/partners/1/sync', { body: copy() })).status).toBe(401);
    expect(
      (await call(ctx.app, 'PUT', '/api/partners/1/sync', { key: harbour, body: 'x', type: 'text/plain' }))
        .status,
    ).toBe(415);
  });

  it('fills a new partner’s empty catalogue', async () => {
    const platform = await platformKey(ctx.db);
    const created = await call(ctx.app, 'POST', '/api/partners', {
      key: platform,
      body: { slug: 'lakeside', name: 'Lakeside' },
    });
    const key = await staffKey(ctx.db, 'lakeside');
    const doc = {
      slug: 'lakeside',
      name: 'Lakeside Inns',
      locations: [
        {
          name: 'Lakeside Como',
          city: 'Como',
          abbreviation: 'COM',
          address: 'Via Lungo Lario 1',
          currency: 'null',
          halls: [
            {
              key: 'lago',
              name: 'Sala Lago',
              capacities: { theater: 80 },
              prices: { full_day: 120000 },
              seasonalPrices: [
                { period: 'full_day', price: 150000, validFrom: '2031-06-01', validUntil: '2031-08-31' },
              ],
            },
          ],
          items: [
            {
              key: 'espresso',
              category: 'food_beverage',
              priceType: 'per_guest',
              price: 300,
              name: { 'it-IT': 'Espresso' },
            },
          ],
          packageDeals: [
            {
              type: 'meeting',
              period: 'full_day',
              pricePerPerson: 5500,
              name: { 'en-US': 'Day' },
              items: [{ key: 'espresso' }],
              halls: ['lago'],
            },
          ],
        },
      ],
    };
    const response = await sync(doc, key, created.body.id);
    expect(response.status).toBe(200);
    expect(response.body.created).toEqual({
      ...zero,
      locations: 1,
      locationEmplacements: 1,
      halls: 1,
      hallEmplacements: 1,
      hallPeriodPricings: 2,
      items: 1,
      packageDeals: 1,
    });
    const items = await getJson(ctx.app, '/api/items?partner=lakeside');
    expect(items.body.member[0]).toMatchObject({ key: 'espresso', currency: 'EUR', name: 'Espresso' });
  });
});
