/**
 * `npm run seed [-- --reset]`: writes the demo catalogue (idempotent), or with `--reset` empties the
 * catalogue and writes it afresh. Respects the DATA_DIR lock: while the server runs on the same
 * directory it refuses and says so (two processes on one PGlite directory lose writes).
 */
import { parseArgs } from 'node:util';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { readDatabaseEnv } from '../env.ts';

const USAGE = `Usage: npm run seed [-- --reset]

Writes the demo partners (harbour, fjord) into the database the server uses: DATABASE_URL when set,
else the embedded database in DATA_DIR (default ./data). Partners that exist are left as they are.

  --reset   empty every catalogue table first and write the demo catalogue afresh
  --help    show this text`;

async function run(): Promise<number> {
  const { values } = parseArgs({
    options: { reset: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const env = readDatabaseEnv();
  let opened: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    opened = await openConfiguredDatabase(env);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(
      `Cannot seed: the data directory ${error.dataDir} is in use by process ${error.pid} (most likely the running ` +
        'server). Stop it first (Ctrl-C in its terminal), then run this command again. With DATABASE_URL the seed ' +
        'can run while servers are up.',
    );
    return 1;
  }
  try {
    await migrateDatabase(opened.db);
    const report = await seedDatabase(opened.db, { reset: values.reset });
    const what = report.reset ? 'emptied the catalogue and wrote' : 'wrote';
    console.log(
      `Seeded ${opened.description}: ${what} ${report.created.join(', ') || 'nothing'}` +
        (report.skipped.length > 0 ? `; already present, left unchanged: ${report.skipped.join(', ')}` : '') +
        '.',
    );
    return 0;
  } finally {
    await opened.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
