import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp, TEST_NOW } from '../../test/fresh-app.ts';
import { deskBanner, deskBannerAllowed } from './desk-banner.ts';
import { redeemStaffLink } from './staff-users.ts';

// Issue 17: the demo seed gives each demo partner a manager without a password, and `npm start` on the
// embedded database prints the desk's address with a one-time link for the first of them. A real
// deployment (DATABASE_URL, or PUBLIC_URL on https) never prints a link.

describe('when the start may print a sign-in link', () => {
  it('on the embedded database without a public address, or one on plain http', () => {
    expect(deskBannerAllowed({ database: 'pglite', publicUrl: null })).toBe(true);
    expect(deskBannerAllowed({ database: 'pglite', publicUrl: 'http://192.168.1.20:8080' })).toBe(true);
  });

  it('never with DATABASE_URL, nor with PUBLIC_URL on https', () => {
    expect(deskBannerAllowed({ database: 'postgres', publicUrl: null })).toBe(false);
    expect(deskBannerAllowed({ database: 'pglite', publicUrl: 'https://book.example.com' })).toBe(false);
    expect(deskBannerAllowed({ database: 'pglite', publicUrl: 'HTTPS://book.example.com' })).toBe(false);
  });
});

describe('the demo managers and the banner', () => {
  let fresh: FreshApp;
  const now = new Date(TEST_NOW);
  const local = { database: 'pglite' as const, publicUrl: null, baseUrl: 'http://localhost:4325' };
  beforeAll(async () => {
    fresh = await freshApp();
  });
  afterAll(() => fresh.close());

  it('the seed gives each demo partner one manager, without a password', async () => {
    const rows = await fresh.db.query<{
      slug: string;
      name: string;
      email: string;
      role: string;
      pw: boolean;
    }>(
      `select p.slug, u.name, u.email, u.role, u.password_hash is not null as pw
         from staff_users u join partners p on p.id = u.partner_id order by p.id`,
    );
    expect(rows).toEqual([
      {
        slug: 'harbour',
        name: 'Maria Jansen',
        email: 'maria@harbourhotels.example',
        role: 'manager',
        pw: false,
      },
      { slug: 'fjord', name: 'Ingrid Berg', email: 'ingrid@fjordlodges.example', role: 'manager', pw: false },
    ]);
  });

  it('prints nothing for a real deployment, and writes no link for it', async () => {
    const before = await fresh.db.query<{ n: number }>('select count(*)::int as n from staff_sign_in_links');
    expect(await deskBanner(fresh.db.orm, { ...local, database: 'postgres' }, now)).toBeNull();
    expect(
      await deskBanner(fresh.db.orm, { ...local, publicUrl: 'https://book.example.com' }, now),
    ).toBeNull();
    const after = await fresh.db.query<{ n: number }>('select count(*)::int as n from staff_sign_in_links');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('prints the desk and a link that signs Maria Jansen in once; none once she has a password', async () => {
    const banner = await deskBanner(fresh.db.orm, local, now);
    expect(banner?.desk).toBe('http://localhost:4325/desk/');
    expect(banner?.manager.name).toBe('Maria Jansen');
    const code = /^http:\/\/localhost:4325\/desk\/#\/link\/([\w-]+)$/.exec(banner?.manager.link ?? '')?.[1];
    expect(code).toBeDefined();
    expect(await redeemStaffLink(fresh.db.orm, code!, now)).not.toBeNull();
    expect(await redeemStaffLink(fresh.db.orm, code!, now)).toBeNull();
    await fresh.db.query(
      `update staff_users set password_hash = 'set' where email = 'maria@harbourhotels.example'`,
    );
    const later = await deskBanner(fresh.db.orm, local, now);
    expect(later).toEqual({
      desk: 'http://localhost:4325/desk/',
      manager: { name: 'Maria Jansen', email: 'maria@harbourhotels.example', link: null },
    });
  });
});
