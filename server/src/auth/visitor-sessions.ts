import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { SIGN_IN_LINK_MINUTES } from '../../../src/contracts/visitor-session.schema.ts';
import type { Orm } from '../db/database.ts';
import { visitorSessions, visitorSignIns } from '../db/schema/index.ts';

// Sign-in links and visitor sessions (issue 21): a link's code and a session's cookie are 256 random
// bits each; only their SHA-256 is stored. A code is redeemed at most once (one conditional UPDATE, so
// two tabs opening the same link race and one loses) and only before it expires.

/** How long a session lasts after the link was used. */
export const SESSION_DAYS = 30;

/** A signed-in visitor: one partner, one proved address, bound to the page origin that signed in. */
export type VisitorSession = {
  id: number;
  partnerId: number;
  provider: string;
  email: string;
  origin: string;
  expiresAt: Date;
};

/** A new secret for a link or a cookie. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a secret, as stored. */
export function hashSecret(secret: string): Uint8Array {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/** An address as sessions and bookings are matched on it. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Writes a sign-in link for `email` (in `tx`, beside its e-mail) and returns the code it carries. */
export async function createSignIn(
  tx: Orm,
  input: { partnerId: number; provider: string; email: string; now: Date },
): Promise<string> {
  const code = newSecret();
  await tx.insert(visitorSignIns).values({
    partnerId: input.partnerId,
    provider: input.provider,
    email: normalEmail(input.email),
    codeHash: hashSecret(code),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + SIGN_IN_LINK_MINUTES * 60_000),
  });
  return code;
}

/**
 * Redeems a link's code for a new session bound to `origin`: the session and its cookie's secret, or
 * null for a code that is unknown, used, expired or of another provider (all alike to the caller).
 */
export async function redeemSignIn(
  db: Orm,
  input: { provider: string; code: string; origin: string; now: Date },
): Promise<{ token: string; session: VisitorSession } | null> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(visitorSignIns)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(visitorSignIns.codeHash, hashSecret(input.code)),
          eq(visitorSignIns.provider, input.provider),
          isNull(visitorSignIns.usedAt),
          gt(visitorSignIns.expiresAt, input.now),
        ),
      )
      .returning({
        partnerId: visitorSignIns.partnerId,
        provider: visitorSignIns.provider,
        email: visitorSignIns.email,
      });
    if (!link) return null;
    const token = newSecret();
    const expiresAt = new Date(input.now.getTime() + SESSION_DAYS * 86_400_000);
    const [row] = await tx
      .insert(visitorSessions)
      .values({
        ...link,
        tokenHash: hashSecret(token),
        origin: input.origin,
        createdAt: input.now,
        expiresAt,
      })
      .returning({ id: visitorSessions.id });
    return { token, session: { id: row!.id, ...link, origin: input.origin, expiresAt } };
  });
}

/** The live session of a cookie's secret, or null (unknown, signed out or expired). */
export async function sessionOfToken(db: Orm, token: string, now: Date): Promise<VisitorSession | null> {
  const [row] = await db
    .select({
      id: visitorSessions.id,
      partnerId: visitorSessions.partnerId,
      provider: visitorSessions.provider,
      email: visitorSessions.email,
      origin: visitorSessions.origin,
      expiresAt: visitorSessions.expiresAt,
    })
    .from(visitorSessions)
    .where(
      and(
        eq(visitorSessions.tokenHash, hashSecret(token)),
        isNull(visitorSessions.signedOutAt),
        gt(visitorSessions.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Ends a session: its cookie opens nothing from now on, even if the browser kept it. */
export async function endSession(db: Orm, sessionId: number, now: Date): Promise<void> {
  await db.update(visitorSessions).set({ signedOutAt: now }).where(eq(visitorSessions.id, sessionId));
}

/** Deletes links and sessions that can no longer be used (the hold sweeper's round calls it). */
export async function pruneVisitorSessions(db: Orm, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db.delete(visitorSignIns).where(lt(visitorSignIns.expiresAt, dayAgo));
  await db
    .delete(visitorSessions)
    .where(or(lt(visitorSessions.expiresAt, now), lt(visitorSessions.signedOutAt, dayAgo)));
}
