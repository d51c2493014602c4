// A catalogue 100× the demo (400 locations, 8,000 halls, 48,000 capacities, 40,000 prices, 40,000 items,
// 4,000 room types), written with set-based SQL beside the demo seed, then the collection endpoints the
// widget and staff tools call, measured on the real server at a fixed rate.
//
// EXPLAIN on this data: every per-location list is index-driven (halls_location_idx, items_location_idx,
// hall_emplacements_key, location_room_types_code_key) and runs in well under 1 ms on PostgreSQL, so the
// latency is HTTP, JSON and three round trips. A partner-wide list ordered by translated name has to compute
// and sort all 40,000 names for the reader's language (no index can hold a per-request language) and count
// them: ~100 ms on PostgreSQL, which is why it is measured one request at a time.
//
// What limits PGlite: it is PostgreSQL compiled to WebAssembly inside the server process. Queries run one at
// a time, on the same thread as HTTP parsing and JSON encoding, with no parallel workers, no shared buffers
// across processes and roughly half native speed; at 16 in flight requests queue behind each other's queries
// and the load generator competes for the same two cores. Scale-out means DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../server/src/db/database.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { openConfiguredDatabase } from '../server/src/db/open.ts';
import { seedDatabase } from '../server/src/db/seed/seed.ts';
import { startServer } from '../tests/fixtures/server-process.mjs';
import { closedLoop, formatLoad, openLoop } from './load.ts';

const LOCATIONS = 400;
const HALLS_PER_LOCATION = 20;
const ITEMS_PER_LOCATION = 100;
const ROOM_TYPES_PER_LOCATION = 10;

const NAME = `jsonb_build_array(
  jsonb_build_object('language', 'nl-NL', 'name', 'Artikel ' || substr(md5(l.id || '-' || g), 1, 8)),
  jsonb_build_object('language', 'en-US', 'name', 'Item ' || substr(md5(g || '-' || l.id), 1, 8)))`;

/** Writes the bench partner's catalogue in a handful of INSERT … SELECT statements; returns its location ids. */
export async function writeBenchCatalogue(db: Database): Promise<number[]> {
  const [partner] = await db.query<{ id: number }>(
    "insert into partners (slug, name) values ('bench', 'Bench Hotels') returning id",
  );
  const p = partner!.id;
  const mine = `l.partner_id = ${p}`;
  await db.query(`insert into locations (partner_id, key, name, city, abbreviation, address, position)
    select ${p}, 'loc-' || g, 'Bench Hotel ' || lpad(g::text, 3, '0'), 'City ' || (g % 50), 'B' || g, 'Street ' || g, g
    from generate_series(1, ${LOCATIONS}) g`);
  await db.query(`insert into halls (location_id, key, name, square_meters, available, position, descriptions)
    select l.id, 'hall-' || g, 'Hall ' || g, 20 + (g * 37 + l.id) % 400, g % 10 <> 0, g,
      jsonb_build_array(jsonb_build_object('language', 'en-US', 'description', 'A meeting room.'))
    from locations l cross join generate_series(1, ${HALLS_PER_LOCATION}) g where ${mine}`);
  await db.query(`insert into hall_emplacements (hall_id, emplacement_id, capacity)
    select h.id, e.id, greatest(4, h.square_meters / (1 + e.id % 3))
    from halls h join locations l on l.id = h.location_id cross join emplacements e where ${mine}`);
  await db.query(`insert into hall_period_pricings (hall_id, period, price)
    select h.id, period, 10000 + h.square_meters * 100 * n
    from halls h join locations l on l.id = h.location_id
    cross join unnest(array['hour', 'morning', 'afternoon', 'evening', 'full_day']) with ordinality as t(period, n)
    where ${mine}`);
  await db.query(`insert into location_emplacements (location_id, emplacement_id)
    select l.id, e.id from locations l cross join emplacements e where ${mine}`);
  await db.query(`insert into items (location_id, key, category, price_type, price, translations, position)
    select l.id, 'item-' || g, (array['audiovisual', 'food_beverage', 'other'])[1 + g % 3],
      (array['per_guest', 'per_unit'])[1 + g % 2], 100 + (g * 7919 + l.id) % 50000, ${NAME}, g
    from locations l cross join generate_series(1, ${ITEMS_PER_LOCATION}) g where ${mine}`);
  await db.query(`insert into location_room_types (location_id, code, rooms_type, inventory, max_guests_per_room,
      price_per_night, translations, position)
    select l.id, 'room-' || g, (array['single', 'double', 'twin', 'suite', 'family'])[1 + g % 5], 10 + g,
      1 + g % 4, 9000 + g * 1500, ${NAME}, g
    from locations l cross join generate_series(1, ${ROOM_TYPES_PER_LOCATION}) g where ${mine}`);
  await db.query('analyze');
  const rows = await db.query<{ id: number }>(`select id from locations l where ${mine} order by id`);
  return rows.map((row) => row.id);
}

/** Migrates, seeds the demo and adds the bench catalogue to the database `env` names (DATA_DIR or DATABASE_URL). */
async function prepare(env: { dataDir: string; databaseUrl: string | null }): Promise<number[]> {
  const opened = await openConfiguredDatabase(env);
  try {
    await migrateDatabase(opened.db);
    await seedDatabase(opened.db);
    const started = performance.now();
    const ids = await writeBenchCatalogue(opened.db);
    console.log(`  wrote the 100× catalogue in ${Math.round(performance.now() - started)} ms`);
    return ids;
  } finally {
    await opened.close();
  }
}

function endpoints(base: string, locations: number[]): [string, string[]][] {
  // Spread over many locations so every request plans and reads its own rows, not one cached answer.
  const sample = locations.filter((_, index) => index % 7 === 0);
  const each = (path: (id: number) => string) => sample.map((id) => `${base}${path(id)}`);
  return [
    ['halls?location&available', each((id) => `/api/halls?location=/api/locations/${id}&available=true`)],
    [
      'hall_emplacements?hall.location&pax',
      each((id) => `/api/hall_emplacements?hall.location=${id}&emplacement=5&pax=50`),
    ],
    ['items?location&order[name]', each((id) => `/api/items?location=${id}&order[name]=asc`)],
    [
      'items?location&order[price]=desc',
      each((id) => `/api/items?location=${id}&order[price]=desc&itemsPerPage=100`),
    ],
    ['location_room_types?location', each((id) => `/api/location_room_types?location=${id}`)],
  ];
}

/** Starts the server on the prepared database and measures each endpoint at `rate` requests a second. */
export async function catalogueLoad(
  label: string,
  env: { databaseUrl: string } | null,
  rate: number,
  seconds: number,
): Promise<void> {
  const dataDir = env ? null : mkdtempSync(join(tmpdir(), 'bf-bench-catalogue-'));
  try {
    const locations = await prepare({ dataDir: dataDir ?? '', databaseUrl: env?.databaseUrl ?? null });
    const server = await startServer({
      env: env ? { DATABASE_URL: env.databaseUrl } : { DATA_DIR: dataDir! },
    });
    try {
      const all = endpoints(server.url, locations);
      await closedLoop(
        all.flatMap(([, urls]) => urls),
        4,
        2,
      ); // warm-up: JIT, pool, plans
      for (const [name, urls] of all) {
        console.log(formatLoad(`${label} ${name}`, await openLoop(urls, rate, seconds)));
      }
      const mixed = all.flatMap(([, urls]) => urls);
      console.log(
        formatLoad(`${label} the five above mixed, 16 in flight`, await closedLoop(mixed, 16, seconds)),
      );
      // A staff-style list over the whole partner: every one of the 40,000 names is computed for the reader's
      // language and sorted, and counted. Far too heavy for 100 req/s, so measured one request at a time.
      const wide = [`${server.url}/api/items?partner=bench&order[name]=asc&page=50`];
      console.log(
        formatLoad(
          `${label} items?partner (40,000) order[name], 1 in flight`,
          await closedLoop(wide, 1, seconds),
        ),
      );
    } finally {
      await server.stop();
    }
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
