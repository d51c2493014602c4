import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyDecoy, verifyPassword } from './passwords.ts';

describe('staff passwords', () => {
  it('verifies the password it hashed and nothing else, with a fresh salt each time', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse battery ', first)).toBe(false);
    expect(await verifyPassword('Correct horse battery', first)).toBe(false);
  });

  it('never keeps the password in the hash', async () => {
    const hash = await hashPassword('a-very-secret-phrase');
    expect(hash).not.toContain('secret');
    expect(hash).not.toContain(Buffer.from('a-very-secret-phrase').toString('base64url'));
  });

  it('refuses malformed and absurd stored hashes instead of throwing or burning memory', async () => {
    for (const stored of [
      '',
      'bcrypt$x',
      'scrypt$1048577$8$1$AAAA$AAAA',
      'scrypt$a$b$c$d$e',
      'scrypt$16$8$1$AA$AA',
    ])
      expect(await verifyPassword('anything at all', stored)).toBe(false);
    expect(await verifyDecoy('anything at all')).toBe(false);
  });

  it('asks for at least 12 characters, at most 256, and not the e-mail address', () => {
    expect(passwordProblem('short', 'a@b.example')).toBe('too_short');
    expect(passwordProblem('x'.repeat(257), 'a@b.example')).toBe('too_long');
    expect(passwordProblem('Anna@Hotel.example', 'anna@hotel.example')).toBe('is_email');
    expect(passwordProblem('twelve chars', 'a@b.example')).toBeNull();
  });
});
