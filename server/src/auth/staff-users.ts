import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { type STAFF_ROLES, staffSessions, staffSignInLinks, staffUsers } from '../db/schema/index.ts';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords.ts';
import { hashSecret, newSecret, normalEmail } from './visitor-sessions.ts';

// Staff users of the venue's desk (issue 17): created with a one-time link (by the command line or a
// manager), which lets them set a password and signs them in; then e-mail and password. A session lasts
// a working day. Every secret (link code, session cookie) is 256 random bits stored as SHA-256.

/** A staff user's role. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How long an invitation or reset link works: long enough to be opened the next working day. */
export const STAFF_LINK_HOURS = 72;
/** How long a desk session lasts after signing in: a working day with its overtime. */
export const STAFF_SESSION_HOURS = 12;

/** A signed-in staff user as requests see them. */
export type StaffIdentity = {
  sessionId: number;
  staffUserId: number;
  partnerId: number;
  name: string;
  email: string;
  role: StaffRole;
  locale: string;
  /** null: every location of the partner. */
  locationIds: number[] | null;
  hasPassword: boolean;
  expiresAt: Date;
};

/** What a new staff user needs. */
export type NewStaffUser = {
  partnerId: number;
  name: string;
  email: string;
  role: StaffRole;
  locale?: string;
  locationIds?: number[] | null;
  createdBy?: number | null;
};

/** Thrown when the address already has a desk account. */
export class StaffEmailTakenError extends Error {
  constructor(readonly email: string) {
    super(`${email} already has a desk account.`);
    this.name = 'StaffEmailTakenError';
  }
}

/** Writes a one-time link for a staff user and returns its code. */
export async function createStaffLink(db: Orm, staffUserId: number, now: Date): Promise<string> {
  const code = newSecret();
  await db.insert(staffSignInLinks).values({
    staffUserId,
    codeHash: hashSecret(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + STAFF_LINK_HOURS * 3_600_000),
  });
  return code;
}

/** Creates a staff user without a password and returns them with the code of their first link. */
export async function createStaffUser(
  db: Orm,
  input: NewStaffUser,
  now: Date,
): Promise<{ id: number; email: string; code: string }> {
  const email = normalEmail(input.email);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, email));
    if (taken) throw new StaffEmailTakenError(email);
    const [row] = await tx
      .insert(staffUsers)
      .values({
        partnerId: input.partnerId,
        name: input.name.trim(),
        email,
        role: input.role,
        locale: input.locale ?? 'en-US',
        locationIds: input.locationIds ?? null,
        createdBy: input.createdBy ?? null,
        createdAt: now,
      })
      .returning({ id: staffUsers.id });
    const code = await createStaffLink(tx, row!.id, now);
    return { id: row!.id, email, code };
  });
}

async function openSession(db: Orm, staffUserId: number, now: Date): Promise<string> {
  const token = newSecret();
  await db.insert(staffSessions).values({
    staffUserId,
    tokenHash: hashSecret(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000),
  });
  return token;
}

/** Redeems a one-time link for a session (the cookie's secret), or null for an unknown, used or old code. */
export async function redeemStaffLink(db: Orm, code: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(staffSignInLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffSignInLinks.codeHash, hashSecret(code)),
          isNull(staffSignInLinks.usedAt),
          gt(staffSignInLinks.expiresAt, now),
        ),
      )
      .returning({ staffUserId: staffSignInLinks.staffUserId });
    if (!link) return null;
    const [user] = await tx
      .select({ disabledAt: staffUsers.disabledAt })
      .from(staffUsers)
      .where(eq(staffUsers.id, link.staffUserId));
    if (!user || user.disabledAt) return null;
    return openSession(tx, link.staffUserId, now);
  });
}

/**
 * Signs in with e-mail and password: the session cookie's secret, or null. An unknown address, a user
 * without a password yet, a disabled user and a wrong password all take the same work and get null.
 */
export async function signInStaff(
  db: Orm,
  email: string,
  password: string,
  now: Date,
): Promise<string | null> {
  const [user] = await db
    .select({ id: staffUsers.id, passwordHash: staffUsers.passwordHash, disabledAt: staffUsers.disabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.email, normalEmail(email)));
  const matches = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyDecoy(password);
  if (!user || !matches || user.disabledAt) return null;
  return openSession(db, user.id, now);
}

/** The live session of a cookie's secret with its user, or null (unknown, ended, expired, disabled). */
export async function staffOfToken(db: Orm, token: string, now: Date): Promise<StaffIdentity | null> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      staffUserId: staffUsers.id,
      partnerId: staffUsers.partnerId,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
      locale: staffUsers.locale,
      locationIds: staffUsers.locationIds,
      passwordHash: staffUsers.passwordHash,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashSecret(token)),
        isNull(staffSessions.signedOutAt),
        gt(staffSessions.expiresAt, now),
        isNull(staffUsers.disabledAt),
      ),
    );
  if (!row) return null;
  const { passwordHash, ...identity } = row;
  return { ...identity, hasPassword: passwordHash !== null };
}

/**
 * The CSRF token of a session: derived from the cookie's secret, which only the server and the desk's
 * own page (through GET /api/desk/session) ever learn; a forged request from another site has neither.
 */
export function csrfTokenOf(token: string): string {
  return createHash('sha256').update(`bf-desk-csrf:${token}`, 'utf8').digest('base64url');
}

/** Sets a staff user's password; every other session of theirs ends (a changed password locks others out). */
export async function setStaffPassword(
  db: Orm,
  identity: Pick<StaffIdentity, 'staffUserId' | 'sessionId'>,
  password: string,
  now: Date,
): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash: hash }).where(eq(staffUsers.id, identity.staffUserId));
    await tx
      .update(staffSessions)
      .set({ signedOutAt: now })
      .where(
        and(
          eq(staffSessions.staffUserId, identity.staffUserId),
          isNull(staffSessions.signedOutAt),
          // The session that changed it stays signed in.
          ne(staffSessions.id, identity.sessionId),
        ),
      );
  });
}

/** Ends a session. */
export async function endStaffSession(db: Orm, sessionId: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ signedOutAt: now }).where(eq(staffSessions.id, sessionId));
}

/** Deletes links and sessions that can no longer be used (the sweeper's round calls it). */
export async function pruneStaffSessions(db: Orm, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db.delete(staffSignInLinks).where(lt(staffSignInLinks.expiresAt, dayAgo));
  await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.signedOutAt, dayAgo)));
}
