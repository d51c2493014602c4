import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { initdbCachePath, openPgliteFast } from '../src/db/pglite-cache.ts';
import { seedDatabase } from '../src/db/seed/seed.ts';
import { readDatabaseEnv } from '../src/env.ts';
import { withDatabase } from './provided.ts';

/**
 * Builds ONE migrated and seeded database for the whole server suite: a PGlite snapshot file (each test
 * file loads it into a fresh in-memory PGlite), or with DATABASE_URL a PostgreSQL template database
 * (each test file gets `CREATE DATABASE … TEMPLATE …`). Either way no test file runs initdb or migrations.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The offer PDF tests read documents back with poppler-utils: installed (or a clear error) here, so
  // every way of running the server suite has them.
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL('../../scripts/ensure-poppler.mjs', import.meta.url))],
    {
      stdio: 'inherit',
    },
  );
  const { databaseUrl: url, initdbCache } = readDatabaseEnv();
  if (url) {
    const template = `bf_template_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    const db = openPostgres(withDatabase(url, template), 2);
    try {
      await migrateDatabase(db);
      await seedDatabase(db);
    } finally {
      await db.close();
    }
    project.provide('preparedDatabase', { kind: 'postgres', adminUrl: url, template });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(join(tmpdir(), 'booking-form-server-tests-'));
  const db = await openPgliteFast({}, initdbCachePath(initdbCache));
  try {
    await migrateDatabase(db);
    await seedDatabase(db);
    const snapshot = await db.client.dumpDataDir('none');
    const snapshotPath = join(dir, 'seeded.tar');
    writeFileSync(snapshotPath, new Uint8Array(await snapshot.arrayBuffer()));
    project.provide('preparedDatabase', { kind: 'pglite', snapshotPath });
  } finally {
    await db.close();
  }
  return async () => rmSync(dir, { recursive: true, force: true });
}
