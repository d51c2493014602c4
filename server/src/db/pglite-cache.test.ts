import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractCluster, initdbCachePath, openPgliteFast } from './pglite-cache.ts';

const dir = mkdtempSync(join(tmpdir(), 'booking-form-initdb-cache-'));
const cache = join(dir, 'cluster.tar');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the cached empty PGlite cluster', () => {
  it('can be turned off or moved with PGLITE_INITDB_CACHE', () => {
    expect(initdbCachePath('off')).toBeNull();
    expect(initdbCachePath('/x/y.tar')).toBe('/x/y.tar');
    expect(initdbCachePath(undefined)).toMatch(
      /node_modules\/\.cache\/booking-form\/pglite-[\d.]+-initdb\.tar$/,
    );
  });

  it('survives a damaged cache: runs initdb, then replaces the cache with a good one', async () => {
    writeFileSync(cache, 'not a tarball');
    const db = await openPgliteFast({ dataDir: join(dir, 'first') }, cache);
    await db.query('create table kept (n int)');
    await db.close();
    expect(statSync(cache).size).toBeGreaterThan(1_000_000);
  });

  it('starts a new data directory from the cache, usable and persistent', async () => {
    const dataDir = join(dir, 'second');
    const db = await openPgliteFast({ dataDir }, cache);
    // The cache holds an empty cluster: nothing the first directory created leaks into it.
    expect(await db.query("select to_regclass('kept') as t")).toEqual([{ t: null }]);
    await db.query('create table t (n int)');
    await db.query('insert into t values (42)');
    await db.close();
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    const again = await openPgliteFast({ dataDir }, cache);
    expect(await again.query('select n from t')).toEqual([{ n: 42 }]);
    await again.close();
  });

  it('writes only inside the data directory, and refuses what is not a cluster archive', () => {
    // A ustar header naming `../escaped`: a damaged or planted cache must not write outside DATA_DIR.
    const header = new Uint8Array(1024);
    const put = (at: number, text: string) => header.set(new TextEncoder().encode(text), at);
    put(0, '../escaped');
    put(124, '00000000000');
    put(156, '0');
    put(257, 'ustar');
    const target = join(dir, 'third');
    expect(() => extractCluster(header, target)).toThrow('not a cluster archive');
    expect(existsSync(join(dir, 'escaped'))).toBe(false);
    expect(() => extractCluster(new TextEncoder().encode('not a tarball'), target)).toThrow();
  });

  it('refuses an archive file cut short inside a file body', () => {
    // A header announcing a 4,000-byte PG_VERSION followed by 512 bytes: the copy runs out of archive.
    const archive = new Uint8Array(1024);
    const put = (at: number, text: string) => archive.set(new TextEncoder().encode(text), at);
    put(0, 'PG_VERSION');
    put(124, (4000).toString(8).padStart(11, '0'));
    put(156, '0');
    put(257, 'ustar');
    const file = join(dir, 'cut.tar');
    writeFileSync(file, archive);
    expect(() => extractCluster(file, join(dir, 'fourth'))).toThrow('not a cluster archive');
  });
});
