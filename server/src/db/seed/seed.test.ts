import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import type { Database } from '../database.ts';
import { seedDatabase } from './seed.ts';

const TABLES = [
  'emplacements',
  'partners',
  'locations',
  'location_emplacements',
  'halls',
  'hall_emplacements',
  'hall_period_pricings',
  'items',
  'package_deals',
  'package_deal_items',
  'package_deal_halls',
  'location_room_types',
  'media',
];

/** A fingerprint of every catalogue row (timestamps left out), so "changes nothing" can be checked. */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await db.query<{ digest: string }>(
      `select count(*)::text || ':' || coalesce(md5(string_agg((to_jsonb(t) - 'created_at' - 'updated_at')::text, '|' order by (to_jsonb(t) - 'created_at' - 'updated_at')::text)), '') as digest from ${table} t`,
    );
    result[table] = row!.digest;
  }
  return result;
}

let ctx: FreshApp;
beforeAll(async () => {
  ctx = await freshApp();
});
afterAll(() => ctx.close());

describe('the demo seed', () => {
  it('holds the catalogue issue 2 asks for', async () => {
    const [counts] = await ctx.db.query<Record<string, number>>(`
      select (select count(*)::int from locations l join partners p on p.id = l.partner_id where p.slug = 'harbour') as harbour_locations,
             (select min(n)::int from (select count(*) n from halls group by location_id) h) as min_halls,
             (select max(n)::int from (select count(*) n from halls group by location_id) h) as max_halls,
             (select count(distinct code)::int from emplacements e join hall_emplacements he on he.emplacement_id = e.id) as layouts,
             (select count(distinct category || price_type)::int from items) as item_kinds,
             (select count(*)::int from package_deals) as deals,
             (select count(*)::int from location_room_types) as room_types,
             (select count(*)::int from media where content_type = 'image/svg+xml') as images`);
    expect(counts).toMatchObject({ harbour_locations: 4, layouts: 6, item_kinds: 5 });
    expect(counts!.min_halls).toBeGreaterThanOrEqual(4);
    expect(counts!.max_halls).toBeLessThanOrEqual(8);
    expect(counts!.deals).toBeGreaterThan(0);
    expect(counts!.room_types).toBeGreaterThan(0);
    expect(counts!.images).toBeGreaterThanOrEqual(9);
  });

  it('stores every price as integer minor units with the location’s currency', async () => {
    const mismatches = await ctx.db.query(`
      select i.id from items i join locations l on l.id = i.location_id where i.currency <> l.currency
      union all select r.id from location_room_types r join locations l on l.id = r.location_id where r.currency <> l.currency
      union all select d.id from package_deals d join locations l on l.id = d.location_id where d.currency <> l.currency`);
    expect(mismatches).toEqual([]);
  });

  it('changes nothing when run a second time', async () => {
    const before = await fingerprint(ctx.db);
    const report = await seedDatabase(ctx.db);
    expect(report).toEqual({ reset: false, created: [], skipped: ['harbour', 'fjord'] });
    expect(await fingerprint(ctx.db)).toEqual(before);
  });

  it('puts the demo back exactly, with the same ids, on --reset', async () => {
    const before = await fingerprint(ctx.db);
    await ctx.db.query("update partners set name = 'Renamed' where slug = 'harbour'");
    await ctx.db.query("delete from locations where city = 'Berlin'");
    expect(await fingerprint(ctx.db)).not.toEqual(before);
    const report = await seedDatabase(ctx.db, { reset: true });
    expect(report).toEqual({ reset: true, created: ['harbour', 'fjord'], skipped: [] });
    expect(await fingerprint(ctx.db)).toEqual(before);
  });
});
