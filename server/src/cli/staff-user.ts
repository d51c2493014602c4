/**
 * `npm run staff-user -- --partner harbour --email anna@harbourhotels.example [--name "Anna de Vries"]
 * [--role manager] [--locale nl-NL]`: creates a staff user of the venue's desk and prints a one-time link
 * (72 hours) with which they set a password and sign in. For an address that already has an account it
 * prints a new link instead (a forgotten password). Like `npm run staff-key`, it writes to PostgreSQL with
 * DATABASE_URL, opens DATA_DIR itself when free, and otherwise asks the server holding it.
 */
import { parseArgs } from 'node:util';
import { LOCALES } from '../../../src/domain/locale.ts';
import { requestStaffUser } from '../admin/admin-client.ts';
import { adminSocketPath } from '../admin/admin-socket.ts';
import {
  inviteStaffUser,
  type StaffInvitation,
  StaffUserElsewhereError,
  type StaffUserRequest,
} from '../auth/staff-invitations.ts';
import { UnknownPartnerError } from '../auth/staff-keys.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { readDatabaseEnv } from '../env.ts';
import { deskLink } from '../notifications/links.ts';

const USAGE = `Usage: npm run staff-user -- --partner <slug> --email <address> [--name <name>]
         [--role staff|manager] [--locale ${LOCALES.join('|')}]

Creates a staff user of the venue's desk and prints a one-time link (valid 72 hours) with which they set
a password and sign in at /desk. A manager also adds colleagues in the desk. For an address that already
has an account, prints a new link (a forgotten password). The link's address comes from PUBLIC_URL
(default http://localhost:$PORT, PORT 8080).`;

async function direct(request: StaffUserRequest): Promise<StaffInvitation> {
  const opened = await openConfiguredDatabase(readDatabaseEnv());
  try {
    await migrateDatabase(opened.db);
    return await inviteStaffUser(opened.db.orm, request, new Date());
  } finally {
    await opened.close();
  }
}

async function throughServer(dataDir: string, request: StaffUserRequest): Promise<StaffInvitation> {
  const answer = await requestStaffUser(adminSocketPath(dataDir), request);
  if (answer.status !== 201) throw new Error(answer.body.error ?? `The server refused (${answer.status}).`);
  return answer.body;
}

function publicUrl(): string {
  return process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 8080}`;
}

async function run(): Promise<number> {
  const { values } = parseArgs({
    options: {
      partner: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      locale: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const badRole = values.role !== undefined && values.role !== 'staff' && values.role !== 'manager';
  const badLocale = values.locale !== undefined && !(LOCALES as readonly string[]).includes(values.locale);
  if (values.help || !values.partner || !values.email || badRole || badLocale) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const request: StaffUserRequest = {
    partner: values.partner,
    email: values.email,
    ...(values.name && { name: values.name }),
    ...(values.role && { role: values.role as 'staff' | 'manager' }),
    ...(values.locale && { locale: values.locale }),
  };
  try {
    let invited: StaffInvitation;
    try {
      invited = await direct(request);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      invited = await throughServer(error.dataDir, request);
    }
    const who = `${invited.user.name} <${invited.user.email}>, ${invited.user.role} at ${invited.partner.name}`;
    console.log(
      `${invited.created ? 'Created' : 'A new link for'} ${who}. The link works once, for 72 hours; ` +
        'it lets them set a password and sign in:\n' +
        deskLink(publicUrl(), invited.code),
    );
    return 0;
  } catch (error) {
    if (error instanceof UnknownPartnerError || error instanceof StaffUserElsewhereError) {
      console.error(error.message);
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
