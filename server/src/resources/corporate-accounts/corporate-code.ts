import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

/** The stored form of a corporate code: `scrypt$<salt>$<hash>` (base64url); codes are compared trimmed, upper case. */
export async function hashCorporateCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(code.trim().toUpperCase(), salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** Whether `code` matches the stored hash, compared in constant time. */
export async function corporateCodeMatches(code: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(
    code.trim().toUpperCase(),
    Buffer.from(salt, 'base64url'),
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}
