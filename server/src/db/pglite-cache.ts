import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

/** The cached empty cluster, if there is one. */
export function cachedCluster(path: string | null): Blob | null {
  if (!path || !existsSync(path)) return null;
  return new Blob([readFileSync(path)]);
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
 * Opens PGlite (in `dataDir`, or in memory), starting a new cluster from the cached empty one at `path`
 * (null: no cache) when possible; a cache that fails to load is dropped and initdb runs as usual.
 */
export async function openPgliteFast(
  options: Omit<PgliteOptions, 'loadDataDir'>,
  path: string | null,
): Promise<Awaited<ReturnType<typeof openPglite>>> {
  const fresh = !options.dataDir || !existsSync(join(options.dataDir, 'PG_VERSION'));
  if (!fresh) return openPglite(options);
  const cluster = cachedCluster(path);
  if (cluster) {
    try {
      return await openPglite({ ...options, loadDataDir: cluster });
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
