import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openPglite, type PgliteOptions } from './database.ts';

// PGlite's initdb takes ~3 s on a small machine, most of a first start. The empty cluster it makes only
// depends on the PGlite version, so we keep one copy and load new data directories from it (~0.6 s).
// Migrations and the seed still run on top, so nothing of ours is cached.

const require = createRequire(import.meta.url);

function pgliteVersion(): string {
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/**
 * Where the empty cluster is kept: `node_modules/.cache/booking-form/`, or `setting` (PGLITE_INITDB_CACHE
 * as env.ts parsed it: a file path, or `off` to always run initdb).
 */
export function initdbCachePath(setting: string | undefined): string | null {
  const configured = setting?.trim();
  if (configured === 'off') return null;
  if (configured) return configured;
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  return join(root, 'node_modules', '.cache', 'booking-form', `pglite-${pgliteVersion()}-initdb.tar`);
}

/** Saves a just-initialised, still empty database as the cached cluster (best effort: a cache). */
export async function rememberCluster(
  db: Database & { client: { dumpDataDir: (c: 'none') => Promise<Blob> } },
  path: string | null,
): Promise<void> {
  if (!path || existsSync(path)) return;
  try {
    const tarball = await db.client.dumpDataDir('none');
    mkdirSync(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(partial, path); // atomic: a concurrent reader sees all of it or nothing
  } catch {
    // Without the cache the next new directory simply runs initdb again.
  }
}

/**
 * Writes the cached cluster's files into `dataDir` (a ustar archive, as PGlite's dumpDataDir makes it:
 * directories and regular files, names from the cluster's root). PGlite could load it itself
 * (`loadDataDir`), but then keeps the 40 MB archive in memory for the process's life (issue 20: the
 * embedded server's memory budget); written here, the archive is garbage once the files are on disk.
 * Throws on anything that is not such an archive.
 */
export function extractCluster(archive: Uint8Array, dataDir: string): void {
  const root = resolve(dataDir);
  const text = (from: number, length: number) => {
    const field = archive.subarray(from, from + length);
    const end = field.indexOf(0);
    return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
  };
  const octal = (from: number, length: number) => {
    const value = Number.parseInt(text(from, length).trim() || '0', 8);
    if (!Number.isSafeInteger(value) || value < 0) throw new Error('not a cluster archive');
    return value;
  };
  let files = 0;
  for (let at = 0; at + 512 <= archive.length; ) {
    if (archive[at] === 0) break; // the two empty blocks that end an archive
    if (text(at + 257, 5) !== 'ustar') throw new Error('not a cluster archive');
    const name = [text(at + 345, 155), text(at + 0, 100)].filter(Boolean).join('/');
    const size = octal(at + 124, 12);
    const type = String.fromCharCode(archive[at + 156] ?? 0);
    const target = resolve(root, `.${sep}${name}`);
    if (target !== root && !target.startsWith(root + sep)) throw new Error('not a cluster archive');
    const body = at + 512;
    if (type === '5') mkdirSync(target, { recursive: true, mode: 0o700 });
    else if (type === '0' || type === '\0') {
      if (body + size > archive.length) throw new Error('not a cluster archive');
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, archive.subarray(body, body + size), { mode: 0o600 });
      files++;
    } else throw new Error('not a cluster archive');
    at = body + Math.ceil(size / 512) * 512;
  }
  if (files === 0 || !existsSync(join(root, 'PG_VERSION'))) throw new Error('not a cluster archive');
}

/**
 * Opens PGlite (in `dataDir`, or in memory), starting a new cluster from the cached empty one at `path`
 * (null: no cache) when possible; a cache that fails to load is dropped and initdb runs as usual.
 */
export async function openPgliteFast(
  options: Omit<PgliteOptions, 'loadDataDir'>,
  path: string | null,
): Promise<Awaited<ReturnType<typeof openPglite>>> {
  const fresh = !options.dataDir || !existsSync(join(options.dataDir, 'PG_VERSION'));
  if (!fresh) return openPglite(options);
  const archive = path && existsSync(path) ? readFileSync(path) : null;
  if (archive) {
    try {
      if (!options.dataDir) return await openPglite({ ...options, loadDataDir: new Blob([archive]) });
      extractCluster(archive, options.dataDir);
      return await openPglite(options);
    } catch {
      // A damaged or incompatible cache: drop it and the half-made directory, then initdb as usual.
      if (path) rmSync(path, { force: true });
      if (options.dataDir) rmSync(options.dataDir, { recursive: true, force: true });
    }
  }
  const db = await openPglite(options);
  await rememberCluster(db, path);
  return db;
}
