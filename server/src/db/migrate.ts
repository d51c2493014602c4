import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database.ts';

/** Where drizzle-kit writes the SQL migrations (plus our hand-written ones). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Advisory lock key shared by every process that migrates or seeds, so they never race each other. */
export const SCHEMA_LOCK_KEY = 720_531_001;

/** Applies every pending migration; many processes may call it at once on one PostgreSQL. */
export async function migrateDatabase(db: Database): Promise<void> {
  await db.exclusive(SCHEMA_LOCK_KEY, async () => {
    if (db.kind === 'pglite') {
      await migratePglite(db.orm as unknown as PgliteDatabase<Record<string, never>>, { migrationsFolder });
    } else {
      await migratePg(db.orm as unknown as NodePgDatabase<Record<string, never>>, { migrationsFolder });
    }
  });
}
