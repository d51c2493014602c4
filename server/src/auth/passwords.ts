import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// Staff passwords (issue 17) are hashed with scrypt, a memory-hard function: each guess costs an attacker
// 32 MiB of memory as well as time, which is what makes a stolen table expensive to crack on GPUs. The
// parameters are stored with each hash, so they can be raised later and old hashes still verify.

/** scrypt's cost parameters: N = 2^15, r = 8 (128·N·r = 32 MiB per hash), p = 1; about 50–100 ms here. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

/** The shortest password accepted (NIST SP 800-63B asks at least 8; a desk that sends offers wants more). */
export const PASSWORD_MIN_LENGTH = 12;
/** The longest: hashing is costly, so an endless password must not be an easy way to burn CPU. */
export const PASSWORD_MAX_LENGTH = 256;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem above 128·N·r, which node's 32 MiB default does not leave room for.
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_BYTES,
      { ...cost, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** A new hash of `password`: `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches `stored` (a hashPassword result); false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every(Number.isSafeInteger) || N > 2 ** 20 || r > 32 || p > 4) return false;
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length !== KEY_BYTES) return false;
  const key = await derive(password, Buffer.from(parts[4]!, 'base64url'), { N, r, p });
  return timingSafeEqual(key, expected);
}

/** A hash of no password, verified against when the e-mail is unknown: the answer takes as long either way. */
let decoy: Promise<string> | null = null;

/** verifyPassword against a hash that never matches, for unknown users (constant work, constant time). */
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await decoy);
  return false;
}

/** Why a new password is refused, or null when it is fine. */
export function passwordProblem(
  password: string,
  email: string,
): 'too_short' | 'too_long' | 'is_email' | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'is_email';
  return null;
}
