// Availability on a busy location: 200 halls with a year of held and booked day-halls (~70,000) and 20
// room types × 365 nights of counters, written with set-based SQL; then GET /api/halls_suitable and
// GET /api/location_room_types/availabilities at a fixed rate on the real server, and their plans.
//
// What EXPLAIN showed: one statement with a per-hall capacity subquery re-ran it for every reference
// (75 ms on PGlite); one GiST probe of the exclusion constraint per hall cost ~0.05 ms × 200 on PGlite;
// a CTE of busy halls joined back by nested loop cost 15 ms. Now halls_suitable is two plain
// statements: the capacities of the location's halls (hall_emplacements_key; the location check rides
// along), and the halls a blocking line overlaps (one range scan of the partial index
// booking_day_halls_blocking_date_idx, migration 0005); the ranking is done in code. Availabilities read
// room_type_nights by its primary key (room_type_id, night). On PostgreSQL each statement runs in well
// under 1 ms. PGlite runs every statement on the server's one thread and plans each afresh, so 200 halls
// at 100 req/s is at its limit there (see catalogue.ts for what limits PGlite).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../server/src/db/database.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { openConfiguredDatabase } from '../server/src/db/open.ts';
import { seedDatabase } from '../server/src/db/seed/seed.ts';
import {
  busyHallsSql,
  hallCapacitiesSql,
} from '../server/src/resources/halls-suitable/halls-suitable.query.ts';
import { roomAvailabilitiesSql } from '../server/src/resources/room-availabilities/room-availabilities.routes.ts';
import { startServer } from '../tests/fixtures/server-process.mjs';
import { closedLoop, formatLoad, openLoop } from './load.ts';

const HALLS = 200;
const ROOM_TYPES = 20;
const FIRST_DAY = '2031-01-01';
const DAYS = 365;

/** Writes the busy location and its year of bookings; returns the location id and the emplacement ids. */
export async function writeBusyLocation(
  db: Database,
): Promise<{ locationId: number; emplacements: number[] }> {
  const [partner] = await db.query<{ id: number }>(
    "insert into partners (slug, name) values ('busy', 'Busy Hotels') returning id",
  );
  const p = partner!.id;
  const [location] = await db.query<{ id: number }>(
    `insert into locations (partner_id, key, name, city, abbreviation, address)
     values (${p}, 'busy', 'Busy Hotel', 'Rotterdam', 'BSY', 'Kade 1') returning id`,
  );
  const l = location!.id;
  await db.query(`insert into halls (location_id, key, name, square_meters, available, position,
      buffer_before_minutes, buffer_after_minutes)
    select ${l}, 'hall-' || g, 'Hall ' || lpad(g::text, 3, '0'), 20 + (g * 37) % 400, g % 25 <> 0, g,
      (g % 3) * 15, (g % 4) * 15
    from generate_series(1, ${HALLS}) g`);
  // Every hall but every seventh offers every layout; those lack the last one (no_layout answers).
  await db.query(`insert into hall_emplacements (hall_id, emplacement_id, capacity)
    select h.id, e.id, greatest(4, h.square_meters / (1 + e.id % 3))
    from halls h cross join emplacements e
    where h.location_id = ${l} and (h.position % 7 <> 0 or e.id <> (select max(id) from emplacements))`);
  // One booking per day holding every hall once: mornings or afternoons, 1 in 25 released (not blocking).
  await db.query(`insert into bookings (partner_id, location_id, username, key_hash, status, flags, email, reference)
    select ${p}, ${l}, 'busy-' || d, decode(md5('a' || d) || md5('b' || d), 'hex'),
      case when d % 3 = 0 then 'requested' else 'confirmed' end,
      '{"requestKind":"request","instant":false,"paid":false,"changePending":false,"changeNeedsVenue":false,"cancellationCharged":false}'::jsonb,
      'bench@example.com', 'BENCH-' || d
    from generate_series(0, ${DAYS - 1}) d`);
  await db.query(`insert into booking_days (booking_id, date, start_time, end_time, pax)
    select b.id, date '${FIRST_DAY}' + substr(b.username, 6)::int, '08:00', '18:00', 20
    from bookings b where b.location_id = ${l}`);
  await db.query(`insert into booking_day_halls (booking_day_id, booking_id, hall_id, pax, date, start_time,
      end_time, buffer_before_minutes, buffer_after_minutes, blocking)
    select d.id, d.booking_id, h.id, 20, d.date,
      case when (h.position + d.id) % 2 = 0 then time '08:00' else time '13:00' end,
      case when (h.position + d.id) % 2 = 0 then time '12:00' else time '17:00' end,
      h.buffer_before_minutes, h.buffer_after_minutes, (h.position * 7 + d.id) % 25 <> 0
    from booking_days d join bookings b on b.id = d.booking_id cross join halls h
    where b.location_id = ${l} and h.location_id = ${l}`);
  await db.query(`insert into location_room_types (location_id, code, rooms_type, inventory, max_guests_per_room,
      price_per_night, position)
    select ${l}, 'room-' || g, (array['single', 'double', 'twin', 'suite', 'family'])[1 + g % 5], 20 + g * 3,
      1 + g % 4, 9000 + g * 1500, g
    from generate_series(1, ${ROOM_TYPES}) g`);
  await db.query(`insert into room_type_nights (room_type_id, night, capacity, used)
    select t.id, date '${FIRST_DAY}' + n, t.inventory, (t.inventory * ((n * 13 + t.id * 7) % 100)) / 100
    from location_room_types t cross join generate_series(0, ${DAYS - 1}) n where t.location_id = ${l}`);
  await db.query('analyze');
  const emplacements = (await db.query<{ id: number }>('select id from emplacements order by id')).map(
    (r) => r.id,
  );
  return { locationId: l, emplacements };
}

async function explain(db: Database, label: string, query: SQL): Promise<void> {
  const { sql, params } = new PgDialect().sqlToQuery(query);
  const plan = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${sql}`, params);
  console.log(`  EXPLAIN ANALYZE ${label}:`);
  for (const row of plan) console.log(`    ${row['QUERY PLAN']}`);
}

/** 50 halls_suitable and 50 availabilities URLs on the busy location: days across the year, four time slots. */
export function availabilityUrls(
  base: string,
  locationId: number,
  emplacements: number[],
): [string, string[]][] {
  const day = (n: number) =>
    new Date(Date.parse(FIRST_DAY) + ((n * 37) % DAYS) * 86_400_000).toISOString().slice(0, 10);
  const halls = Array.from({ length: 50 }, (_, n) => {
    const [start, end] = [
      ['09:00', '11:00'],
      ['12:30', '14:00'],
      ['08:00', '17:30'],
      ['18:00', '22:00'],
    ][n % 4]!;
    const layout = emplacements[n % emplacements.length];
    return `${base}/api/halls_suitable?location=/api/locations/${locationId}&date=${day(n)}&startTime=${start}&endTime=${end}&pax=${10 + ((n * 17) % 150)}&emplacement=/api/emplacements/${layout}&available=true`;
  });
  const rooms = Array.from({ length: 50 }, (_, n) => {
    const arrival = day(n);
    const departure = new Date(Date.parse(arrival) + (1 + (n % 7)) * 86_400_000).toISOString().slice(0, 10);
    return `${base}/api/location_room_types/availabilities?locationId=${locationId}&arrivalDate=${arrival}&departureDate=${departure}&amount=${1 + (n % 5)}`;
  });
  return [
    ['halls_suitable (200 halls)', halls],
    ['location_room_types/availabilities (20 types)', rooms],
  ];
}

/** The busy location written into a migrated, seeded database (a fresh PGlite DATA_DIR, or `databaseUrl`). */
export type BusyDatabase = {
  busy: { locationId: number; emplacements: number[] };
  /** The PGlite directory to start the server on; null on PostgreSQL. Remove it when done. */
  dataDir: string | null;
};

/** Migrates, seeds and writes the busy location; prints its size, and the plans when `printPlans`. */
export async function prepareBusyDatabase(
  env: { databaseUrl: string } | null,
  printPlans: boolean,
): Promise<BusyDatabase> {
  const dataDir = env ? null : mkdtempSync(join(tmpdir(), 'bf-bench-availability-'));
  try {
    const opened = await openConfiguredDatabase({
      dataDir: dataDir ?? '',
      databaseUrl: env?.databaseUrl ?? null,
    });
    try {
      await migrateDatabase(opened.db);
      await seedDatabase(opened.db);
      const started = performance.now();
      const busy = await writeBusyLocation(opened.db);
      const [count] = await opened.db.query<{ n: number }>(
        'select count(*)::int as n from booking_day_halls where blocking',
      );
      console.log(
        `  wrote ${count!.n} held or booked day-halls and ${ROOM_TYPES * DAYS} room nights in ${Math.round(performance.now() - started)} ms`,
      );
      if (printPlans) await explainAll(opened.db, busy);
      return { busy, dataDir };
    } finally {
      await opened.close();
    }
  } catch (error) {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function explainAll(db: Database, busy: BusyDatabase['busy']): Promise<void> {
  const meeting = {
    locationId: busy.locationId,
    date: '2031-06-12',
    startTime: '09:00',
    endTime: '11:00',
    pax: 60,
    emplacementId: busy.emplacements[0]!,
    selfDayHallId: null,
    available: true,
    name: null,
  };
  await explain(db, 'halls_suitable: capacities', hallCapacitiesSql(meeting, { kind: 'public' }));
  await explain(db, 'halls_suitable: held or booked halls', busyHallsSql(meeting));
  await explain(
    db,
    'availabilities',
    roomAvailabilitiesSql(
      { locationId: busy.locationId, arrivalDate: '2031-06-12', departureDate: '2031-06-19', amount: 2 },
      { limit: 30, offset: 0 },
    ),
  );
}

/** Prepares the busy location on a database, prints the plans once, and measures both endpoints at `rate`. */
export async function availabilityLoad(
  label: string,
  env: { databaseUrl: string } | null,
  rate: number,
  seconds: number,
  printPlans: boolean,
): Promise<void> {
  const { busy, dataDir } = await prepareBusyDatabase(env, printPlans);
  try {
    const server = await startServer({
      env: env ? { DATABASE_URL: env.databaseUrl } : { DATA_DIR: dataDir! },
    });
    try {
      const all = availabilityUrls(server.url, busy.locationId, busy.emplacements);
      await closedLoop(
        all.flatMap(([, list]) => list),
        4,
        2,
      ); // warm-up: JIT, pool, plans
      for (const [name, list] of all) {
        console.log(formatLoad(`${label} ${name} at ${rate} req/s`, await openLoop(list, rate, seconds)));
      }
    } finally {
      await server.stop();
    }
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
