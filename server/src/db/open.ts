import { join } from 'node:path';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { type Database, openPostgres } from './database.ts';
import { initdbCachePath, openPgliteFast } from './pglite-cache.ts';

/** Subdirectory of DATA_DIR holding the PGlite cluster; the lock file sits beside it. */
export const PGLITE_SUBDIR = 'pglite';

/** An opened database plus, for PGlite, the DATA_DIR lock; `close` closes the database then releases the lock. */
export type OpenedDatabase = { db: Database; description: string; close: () => Promise<void> };

/**
 * Opens what the environment asks for: PostgreSQL when `databaseUrl` is set, else the embedded database in
 * `dataDir` under an exclusive lock (throws DataDirLockedError when another process holds it).
 */
export async function openConfiguredDatabase(config: {
  dataDir: string;
  databaseUrl: string | null;
  /** PGLITE_INITDB_CACHE (see pglite-cache.ts); unset: the default cache. */
  initdbCache?: string | undefined;
  /** Called if the DATA_DIR lock ends while the database is open (its holder was killed): stop writing. */
  onLockLost?: () => void;
}): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const db = openPostgres(config.databaseUrl);
    const url = new URL(config.databaseUrl);
    return { db, description: `postgres ${url.host}${url.pathname}`, close: () => db.close() };
  }
  const lock: DataDirLock = await lockDataDir(config.dataDir, config.onLockLost);
  try {
    const db = await openPgliteFast(
      { dataDir: join(config.dataDir, PGLITE_SUBDIR) },
      initdbCachePath(config.initdbCache),
    );
    return {
      db,
      description: `pglite ${config.dataDir}`,
      close: async () => {
        try {
          await db.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
