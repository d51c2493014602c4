import { and, eq, isNull } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { staffUsers } from '../db/schema/index.ts';
import { DEMO_MANAGERS } from '../db/seed/demo-managers.ts';
import { deskLink } from '../notifications/links.ts';
import { createStaffLink } from './staff-users.ts';

// The start banner (issue 17): `npm start` on a laptop prints the desk's address and a fresh one-time
// link for the first demo manager, so the desk opens without a command line step. A link is a key to
// the desk, so it is printed only where nothing but the demo can be: the embedded database, no public
// https address, and the demo manager still without a password (once she chose one, her password is
// the way in and the banner shows only the address). A real deployment (DATABASE_URL, or PUBLIC_URL on
// https) never gets a link in its logs.

/** What decides whether a start may print a sign-in link. */
export type BannerSetting = { database: 'pglite' | 'postgres'; publicUrl: string | null };

/** Whether this server is a local demo, where a sign-in link in the log is harmless. Pure. */
export function deskBannerAllowed(setting: BannerSetting): boolean {
  if (setting.database !== 'pglite') return false;
  return setting.publicUrl === null || !setting.publicUrl.toLowerCase().startsWith('https:');
}

/** The banner's lines: the desk's address, and who a new link signs in (when one is due). */
export type DeskBanner = { desk: string; manager: { name: string; email: string; link: string | null } };

/**
 * The banner for a local demo, with a new one-time link while the first demo manager has no password;
 * null on a real deployment or when the demo manager is gone (a database that is not the demo's).
 */
export async function deskBanner(
  db: Orm,
  setting: BannerSetting & { baseUrl: string },
  now: Date,
): Promise<DeskBanner | null> {
  if (!deskBannerAllowed(setting)) return null;
  const first = DEMO_MANAGERS[0]!;
  const [user] = await db
    .select({ id: staffUsers.id, name: staffUsers.name, hasPassword: staffUsers.passwordHash })
    .from(staffUsers)
    .where(and(eq(staffUsers.email, first.email), isNull(staffUsers.disabledAt)));
  if (!user) return null;
  const desk = `${setting.baseUrl.replace(/\/+$/, '')}/desk/`;
  const link = user.hasPassword ? null : deskLink(setting.baseUrl, await createStaffLink(db, user.id, now));
  return { desk, manager: { name: user.name, email: first.email, link } };
}
