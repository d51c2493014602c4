import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, createApp } from '../src/app.ts';
import { fixedClock } from '../src/clock.ts';
import { type Database, openPglite, openPostgres } from '../src/db/database.ts';
import { withDatabase } from './provided.ts';

/** A fresh app on its own copy of the seeded database. */
export type FreshApp = { app: Hono; db: Database; close: () => Promise<void> };

/** The instant tests run at, so anything date-dependent is reproducible. */
export const TEST_NOW = '2030-03-14T09:30:00Z';

/** A fresh copy of the migrated, seeded database (PGlite, or PostgreSQL with DATABASE_URL); `drop` removes it. */
export async function freshDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const prepared = inject('preparedDatabase');
  if (prepared.kind === 'pglite') {
    const db = await openPglite({ loadDataDir: new Blob([readFileSync(prepared.snapshotPath)]) });
    return { db, drop: async () => {} };
  }
  const name = `bf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: prepared.adminUrl });
  await admin.connect();
  try {
    // Template copies fail while another session is connected to the template; a sibling file may be
    // copying it at this moment, so retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${prepared.template}"`);
        break;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
      }
    }
  } finally {
    await admin.end();
  }
  // DROP … WITH (FORCE) below terminates connections the pool may still be closing (57P01): expected.
  let dropping = false;
  const db = openPostgres(withDatabase(prepared.adminUrl, name), 4, (error) => {
    if (!dropping) throw error;
  });
  return {
    db,
    drop: async () => {
      dropping = true;
      const cleanup = new pg.Client({ connectionString: prepared.adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * Builds `createApp` over a fresh copy of the migrated, seeded database (PGlite, or PostgreSQL with DATABASE_URL), with
 * every contract answer checked against its schema (so each route test is also a contract test).
 */
export async function freshApp(overrides: Partial<Omit<AppDeps, 'db'>> = {}): Promise<FreshApp> {
  const { db, drop } = await freshDatabase();
  const app = createApp({ db, clock: fixedClock(TEST_NOW), checkResponseContracts: true, ...overrides });
  return {
    app,
    db,
    close: async () => {
      await db.close();
      await drop();
    },
  };
}
