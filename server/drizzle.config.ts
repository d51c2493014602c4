import { defineConfig } from 'drizzle-kit';

/** drizzle-kit only generates SQL here; the app applies migrations itself (PGlite cannot load btree_gist in drizzle-kit). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/src/db/migrations',
});
