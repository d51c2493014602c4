import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base-62 text of this length, the alphabet Stripe's ids use. */
export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let token = '';
  for (const byte of bytes) token += ALPHABET[byte % ALPHABET.length];
  return token;
}

/** A new object id with Stripe's prefix (`pi`, `seti`, `ch`, `re`, `pm`, `evt`, `req` …). */
export function newId(prefix: string): string {
  return `${prefix}_${randomToken(24)}`;
}

/** A client secret in Stripe's documented form: the intent's id, `_secret_`, then random text. */
export function newClientSecret(intentId: string): string {
  return `${intentId}_secret_${randomToken(25)}`;
}

/** Seconds since the epoch, the unit of every `created` field. */
export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
