import { fstatSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './database.ts';
import { type EmscriptenWithNodefs, keepFileSizes } from './pglite-file-sizes.ts';

type OpenStream = { node: { mode: number }; nfd?: number; path?: string };

// The embedded database keeps its files' lengths in memory once read (pglite-file-sizes.ts). A length
// kept wrong would have Postgres read past a relation's end or write over it, so every kept length is
// held to the file's real one after work that grows, shrinks, replaces and removes relation files.
describe('file lengths kept by the embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bf-sizes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('match the files after growing, vacuuming, truncating and dropping tables, and the data is intact', async () => {
    const db = await openPglite({ dataDir: join(dir, 'pglite') });
    const mod = db.client.Module as unknown as EmscriptenWithNodefs & {
      FS: { streams: (OpenStream | null)[] };
    };
    // openPglite installed them on the data directory's module: installing again does nothing.
    expect(keepFileSizes(mod)).toBeNull();
    const probe = keepFileSizesProbe(mod);

    // What Postgres takes a table's length to be (from lseek), and the length of its file on disk.
    const lengths = async (table: string) => {
      const [row] = await db.query<{ size: string; path: string }>(
        'select pg_relation_size($1)::text as size, pg_relation_filepath($1) as path',
        [table],
      );
      return { postgres: Number(row?.size), disk: statSync(join(dir, 'pglite', row?.path ?? '')).size };
    };
    const same = async (table: string) => {
      const { postgres, disk } = await lengths(table);
      expect(postgres).toBe(disk);
      return disk;
    };

    await db.query('create table grow (id int primary key, body text)');
    await db.query("insert into grow select g, repeat('x', 200) from generate_series(1, 20000) g");
    const grown = await same('grow');
    await db.query('create index grow_body on grow (body)');
    await db.query('delete from grow where id > 500');
    await db.query('vacuum grow'); // gives the empty tail of the heap back: the file is truncated
    expect(await same('grow')).toBeLessThan(grown / 10);
    await db.query('create table gone (id int)');
    await db.query('insert into gone select generate_series(1, 5000)');
    await same('gone');
    await db.query('truncate gone'); // a new, empty file for the table
    await db.query('insert into gone values (1), (2)');
    await same('gone');
    await db.query('drop table gone');
    await db.query("insert into grow select g, repeat('y', 100) from generate_series(20001, 23000) g");
    expect(await same('grow')).toBeLessThan(grown / 2);
    await db.query('checkpoint');

    const checked = probe();
    expect(checked.kept).toBeGreaterThan(5);
    expect(checked.mismatches).toEqual([]);
    expect(await db.query('select count(*)::int as n from grow')).toEqual([{ n: 3500 }]);
    await db.close();

    const again = await openPglite({ dataDir: join(dir, 'pglite') });
    expect(await again.query("select count(*)::int as n from grow where body like 'y%'")).toEqual([
      { n: 3000 },
    ]);
    await again.close();
  }, 120_000);
});

/** Compares each open data file's kept length with the file's own, through a second view of the same map. */
function keepFileSizesProbe(mod: EmscriptenWithNodefs & { FS: { streams: (OpenStream | null)[] } }) {
  // The wrapped llseek answers the kept length for SEEK_END; fstat answers the file's.
  const llseek = mod.NODEFS?.stream_ops.llseek;
  if (!llseek) throw new Error('no NODEFS on a data directory');
  return () => {
    let kept = 0;
    const mismatches: string[] = [];
    for (const stream of mod.FS.streams) {
      if (!stream || stream.nfd === undefined || !mod.FS.isFile(stream.node.mode)) continue;
      const answered = llseek(stream, 0, 2);
      const real = fstatSync(stream.nfd).size;
      kept++;
      if (answered !== real) mismatches.push(`${stream.path}: ${answered} kept, ${real} on disk`);
    }
    return { kept, mismatches };
  };
}
