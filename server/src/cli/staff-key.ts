/**
 * `npm run staff-key -- --partner harbour [--label "front office"]` (or `--platform`): creates a secret staff
 * key and prints it once, as the last word of the output; only its hash is stored. Works whether or not the
 * server runs: with DATABASE_URL it writes to PostgreSQL directly; on the embedded database it opens
 * DATA_DIR itself when free, and otherwise asks the server holding DATA_DIR over its admin socket.
 */
import { parseArgs } from 'node:util';
import { requestStaffKey } from '../admin/admin-client.ts';
import { adminSocketPath } from '../admin/admin-socket.ts';
import { type CreatedKey, createStaffKey, type KeyRequest, UnknownPartnerError } from '../auth/staff-keys.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { readDatabaseEnv } from '../env.ts';

const USAGE = `Usage: npm run staff-key -- --partner <slug> [--label <text>]
       npm run staff-key -- --platform [--label <text>]

Creates a secret API key and prints it once (only its hash is stored). Staff send it as
"Authorization: Bearer <key>". A partner key reads and writes everything of that partner; a platform key
may only create partners. Uses DATABASE_URL when set, else the embedded database in DATA_DIR (default
./data), through the running server if it holds that directory.`;

function describe(created: CreatedKey): string {
  const owner = created.partner ? `${created.partner.name} (${created.partner.slug})` : 'the platform';
  return (
    `Created a staff key for ${owner}. It is shown only now and only its hash is stored; ` +
    'send it as "Authorization: Bearer <key>". Key:\n' +
    created.key
  );
}

async function direct(env: ReturnType<typeof readDatabaseEnv>, request: KeyRequest): Promise<CreatedKey> {
  const opened = await openConfiguredDatabase(env);
  try {
    await migrateDatabase(opened.db);
    return await createStaffKey(opened.db.orm, request);
  } finally {
    await opened.close();
  }
}

async function throughServer(dataDir: string, pid: number, request: KeyRequest): Promise<CreatedKey> {
  const socket = adminSocketPath(dataDir);
  let answer: Awaited<ReturnType<typeof requestStaffKey>>;
  try {
    answer = await requestStaffKey(socket, request);
  } catch (error) {
    throw new Error(
      `The data directory ${dataDir} is in use by process ${pid}, which does not answer on ${socket} ` +
        `(${(error as Error).message}). If it is not the server (e.g. npm run seed), wait for it to finish.`,
    );
  }
  if (answer.status === 404) throw new UnknownPartnerError('partner' in request ? request.partner : '');
  if (answer.status !== 201) throw new Error(`The server refused: ${answer.body.error ?? answer.status}`);
  return answer.body;
}

async function run(): Promise<number> {
  const { values } = parseArgs({
    options: {
      partner: { type: 'string' },
      platform: { type: 'boolean', default: false },
      label: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help || (values.partner === undefined) === !values.platform) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const label = values.label ? { label: values.label } : {};
  const request: KeyRequest = values.platform
    ? { platform: true, ...label }
    : { partner: values.partner!, ...label };
  const env = readDatabaseEnv();
  try {
    let created: CreatedKey;
    try {
      created = await direct(env, request);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      created = await throughServer(error.dataDir, error.pid, request);
    }
    console.log(describe(created));
    return 0;
  } catch (error) {
    if (error instanceof UnknownPartnerError) {
      console.error(`${error.message} Partners are created by the seed or by POST /api/partners.`);
      return 1;
    }
    throw error;
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
