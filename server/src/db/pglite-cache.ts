import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
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

/** Reads up to `length` bytes of an archive from byte `at` (fewer at its end). */
type ArchiveReader = (at: number, length: number) => Uint8Array;

// The bytes of a file body copied at a time: a cluster's files are up to a few MB.
const COPY_CHUNK = 1 << 20;

/**
 * Writes the cached cluster's files into `dataDir` (a ustar archive, as PGlite's dumpDataDir makes it:
 * directories and regular files, names from the cluster's root): the archive's bytes, or its file read a
 * piece at a time. PGlite could load it itself (`loadDataDir`), but then keeps the 40 MB archive in memory
 * for the process's life (issue 20: the embedded server's memory budget); and read whole, the 40 MB were
 * still resident when PGlite started, raising the process's peak: read from the file piece by piece, a new
 * server's peak before its first request fell from 345 to 321 MB (`FUZZ_REQUESTS=10000 npm run fuzz`).
 * Throws on anything that is not such an archive.
 */
export function extractCluster(archive: Uint8Array | string, dataDir: string): void {
  if (typeof archive !== 'string') {
    extractFrom((at, length) => archive.subarray(at, at + length), dataDir);
    return;
  }
  const fd = openSync(archive, 'r');
  try {
    extractFrom((at, length) => {
      const piece = Buffer.allocUnsafe(length);
      return piece.subarray(0, readSync(fd, piece, 0, length, at));
    }, dataDir);
  } finally {
    closeSync(fd);
  }
}

function extractFrom(read: ArchiveReader, dataDir: string): void {
  const root = resolve(dataDir);
  const decoder = new TextDecoder();
  let files = 0;
  for (let at = 0; ; ) {
    const header = read(at, 512);
    if (header.length < 512 || header[0] === 0) break; // the two empty blocks that end an archive
    const text = (from: number, length: number) => {
      const field = header.subarray(from, from + length);
      const end = field.indexOf(0);
      return decoder.decode(end === -1 ? field : field.subarray(0, end));
    };
    const octal = (from: number, length: number) => {
      const value = Number.parseInt(text(from, length).trim() || '0', 8);
      if (!Number.isSafeInteger(value) || value < 0) throw new Error('not a cluster archive');
      return value;
    };
    if (text(257, 5) !== 'ustar') throw new Error('not a cluster archive');
    const name = [text(345, 155), text(0, 100)].filter(Boolean).join('/');
    const size = octal(124, 12);
    const type = String.fromCharCode(header[156] ?? 0);
    const target = resolve(root, `.${sep}${name}`);
    if (target !== root && !target.startsWith(root + sep)) throw new Error('not a cluster archive');
    const body = at + 512;
    if (type === '5') mkdirSync(target, { recursive: true, mode: 0o700 });
    else if (type === '0' || type === '\0') {
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      copyBody(read, body, size, target);
      files++;
    } else throw new Error('not a cluster archive');
    at = body + Math.ceil(size / 512) * 512;
  }
  if (files === 0 || !existsSync(join(root, 'PG_VERSION'))) throw new Error('not a cluster archive');
}

function copyBody(read: ArchiveReader, from: number, size: number, target: string): void {
  const out = openSync(target, 'w', 0o600);
  try {
    for (let done = 0; done < size; ) {
      const piece = read(from + done, Math.min(COPY_CHUNK, size - done));
      if (piece.length === 0) throw new Error('not a cluster archive'); // cut short
      writeSync(out, piece);
      done += piece.length;
    }
  } finally {
    closeSync(out);
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
  if (path && existsSync(path)) {
    try {
      if (!options.dataDir)
        return await openPglite({ ...options, loadDataDir: new Blob([readFileSync(path)]) });
      extractCluster(path, options.dataDir);
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
