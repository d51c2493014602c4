import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type EmscriptenWithNodefs, keepFileSizes } from './pglite-file-sizes.ts';
import { oneTripClient, oneTripQuery } from './pglite-one-trip.ts';
import { parseDatesAsText } from './pglite-text-dates.ts';
import * as schema from './schema/index.ts';

/** Drizzle over either driver: repositories only ever see this type. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One row of a raw query. */
export type Row = Record<string, unknown>;

/** The database the app is given: drizzle for queries, raw SQL for migrations, tests and admin tasks. */
export type Database = {
  kind: 'pglite' | 'postgres';
  orm: Orm;
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query: <T extends Row = Row>(text: string, params?: unknown[]) => Promise<T[]>;
  /** Runs `work` while holding a database-wide advisory lock, so many processes start one at a time. */
  exclusive: <T>(key: number, work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** Options for an embedded database: a directory, an in-memory snapshot, or neither (empty, in memory). */
export type PgliteOptions = { dataDir?: string; loadDataDir?: Blob };

/**
 * PostgreSQL settings of the embedded database. PGlite's wasm memory only ever grows (the pages Postgres
 * touched stay resident), so every fixed pool counts against the process's memory budget (issue 20:
 * under 400 MB resident). The defaults (shared_buffers 128 MB, maintenance_work_mem 64 MB) are sized for
 * a server of its own; a venue group's catalogue and a few years of bookings are a few tens of MB on
 * disk, and pages beyond the buffer pool come from the operating system's file cache.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  // An index build (migrations) may take this much once; wasm memory keeps what it took.
  maintenance_work_mem: '16MB',
  temp_buffers: '4MB',
};

/** PGlite's own start parameters followed by our settings (`-c name=value`). */
export function pgliteStartParams(settings: Readonly<Record<string, string>> = PGLITE_SETTINGS): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}

/** Opens (creating if needed) an embedded PGlite with btree_gist, which later exclusion constraints need. */
export async function openPglite(options: PgliteOptions = {}): Promise<Database & { client: PGlite }> {
  // PGlite creates only the last path segment itself.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { btree_gist },
    startParams: pgliteStartParams(),
  });
  // Only a data directory is NODEFS; an in-memory database has none to wrap.
  if (options.dataDir) keepFileSizes(client.Module as unknown as EmscriptenWithNodefs);
  const ownDateParsers = parseDatesAsText(client);
  const orm = drizzlePglite({ client: oneTripClient(client), schema }) as unknown as Orm;
  let closed = false;
  return {
    kind: 'pglite',
    client,
    orm,
    query: async <T extends Row>(text: string, params: unknown[] = []) =>
      (await oneTripQuery<T>(client, text, params, { parsers: ownDateParsers })).rows,
    // PGlite runs one query at a time in one process and the DATA_DIR lock keeps other processes out.
    exclusive: (_key, work) => work(),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/**
 * Connects a pool to PostgreSQL (`DATABASE_URL`). An idle client can lose its connection at any time
 * (server restart, failover, an administrator terminating it): pg then emits `error` on the pool, which
 * would crash the process without a listener. The pool drops that client and opens a new one on demand.
 */
export function openPostgres(
  url: string,
  poolSize = 10,
  onIdleClientError: (error: Error) => void = (error) =>
    console.error(`booking-form: an idle PostgreSQL connection failed and was dropped: ${error.message}`),
): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', onIdleClientError);
  const orm = drizzlePg({ client: pool, schema }) as unknown as Orm;
  let closed = false;
  return {
    kind: 'postgres',
    pool,
    orm,
    query: async <T extends Row>(text: string, params: unknown[] = []) =>
      (await pool.query<T>(text, params)).rows,
    exclusive: async (key, work) => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [key]);
        return await work();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
        lockClient.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
