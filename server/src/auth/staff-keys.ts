import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Caller } from '../api/resource.ts';
import type { Orm } from '../db/database.ts';
import { partners, staffKeys } from '../db/schema/index.ts';

/** Every staff key starts with this, so leaked keys are easy to recognise (and to scan for). */
export const KEY_PREFIX = 'bfk_';

const KEY_PATTERN = /^bfk_[A-Za-z0-9_-]{43}$/;

/** A new secret key: 256 random bits, base64url, behind the prefix. */
export function generateKey(): string {
  return `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** SHA-256 of the key: enough for 256-bit random secrets, which cannot be guessed or brute-forced. */
export function hashKey(key: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(key, 'utf8').digest());
}

/** What a new key is for: one partner (by slug), or the platform (creating partners). */
export type KeyRequest = { partner: string; label?: string } | { platform: true; label?: string };

/** A created key; `key` is shown once and never stored. */
export type CreatedKey = {
  key: string;
  hint: string;
  partner: { id: number; slug: string; name: string } | null;
};

/** Thrown when the partner slug names no partner. */
export class UnknownPartnerError extends Error {
  /** The slug asked for. */
  constructor(readonly slug: string) {
    super(`There is no partner with the slug "${slug}".`);
    this.name = 'UnknownPartnerError';
  }
}

/** Creates a key and stores only its hash. */
export async function createStaffKey(db: Orm, request: KeyRequest): Promise<CreatedKey> {
  let partner: CreatedKey['partner'] = null;
  if ('partner' in request) {
    const [row] = await db
      .select({ id: partners.id, slug: partners.slug, name: partners.name })
      .from(partners)
      .where(eq(partners.slug, request.partner));
    if (!row) throw new UnknownPartnerError(request.partner);
    partner = row;
  }
  const key = generateKey();
  const hint = key.slice(0, KEY_PREFIX.length + 6);
  await db.insert(staffKeys).values({
    partnerId: partner?.id ?? null,
    keyHash: hashKey(key),
    hint,
    label: request.label ?? null,
  });
  return { key, hint, partner };
}

/**
 * The caller a bearer key stands for, or null for a key that is malformed, unknown or revoked. The lookup is
 * by hash, so response time says nothing about the secret; the final comparison is constant-time as well.
 */
export async function callerForKey(db: Orm, key: string): Promise<Caller | null> {
  if (!KEY_PATTERN.test(key)) return null;
  const hash = hashKey(key);
  const [row] = await db
    .select({ id: staffKeys.id, partnerId: staffKeys.partnerId, keyHash: staffKeys.keyHash })
    .from(staffKeys)
    .where(and(eq(staffKeys.keyHash, hash), isNull(staffKeys.revokedAt)));
  if (!row || !timingSafeEqual(Buffer.from(row.keyHash), Buffer.from(hash))) return null;
  return row.partnerId === null
    ? { kind: 'platform', keyId: row.id }
    : { kind: 'staff', partnerId: row.partnerId, keyId: row.id };
}
