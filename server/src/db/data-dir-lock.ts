import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

// One process per embedded database directory. The guard is an operating-system lock (flock(2) on a file
// in DATA_DIR), held for the process's whole life by a small `flock` child whose stdin is our pipe: the
// kernel releases it the moment we exit, even after kill -9, and it holds across PID namespaces on one
// filesystem (two containers on one volume, a rolling deploy), where a pid in a file means nothing. The
// pid file beside it only names the holder in the refusal message. Where util-linux's `flock` is
// missing (macOS), the pid file alone guards, as before.

/** Name of the lock file inside DATA_DIR (the holder's pid, host and start time). */
export const LOCK_FILENAME = 'booking-form.lock';
/** The file the operating-system lock is taken on. */
export const FLOCK_FILENAME = 'booking-form.flock';

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  /** The directory and the process that holds it (as its pid file says; 0 when unknown). */
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by ${pid > 0 ? `process ${pid}` : 'another process'}. Two processes on ` +
        'one embedded database silently lose writes, so this one will not open it. Stop that process first, or ' +
        'give this one its own DATA_DIR (or DATABASE_URL for PostgreSQL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** A held lock; `release()` resolves once the lock is free for others, and is idempotent. */
export type DataDirLock = { path: string; release: () => Promise<void> };

type LockRecord = { pid: number; host?: string; startedAt?: string };

const heldHere = new Set<string>();

function readRecord(path: string): LockRecord | null {
  try {
    const record = JSON.parse(readFileSync(path, 'utf8')) as LockRecord;
    return Number.isSafeInteger(record.pid) ? record : { pid: 0 };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return { pid: 0 };
  }
}

function writeRecord(path: string): void {
  const record: LockRecord = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  writeFileSync(path, JSON.stringify(record), { mode: 0o600 });
}

/** Whether util-linux's `flock` can be run here. */
function hasFlock(): boolean {
  return spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** How long a restart waits for a killed holder's lock helper to exit (it takes milliseconds, more under load). */
const KILLED_HOLDER_GRACE_MS = 3000;

/**
 * Whether the pid file names a process of this host that no longer exists. Unknown (no file yet, or
 * another host's, or a pid we may not signal) counts as alive.
 */
function holderIsGone(record: LockRecord | null): boolean {
  if (!record || record.pid <= 0 || (record.host && record.host !== hostname())) return false;
  try {
    process.kill(record.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

const LOCKED = 'locked\n';
const CONFLICT = 75;

/** Takes the OS lock through a `flock` child that holds it until our stdin pipe closes. */
function takeOsLock(path: string, onLost: () => void): Promise<ChildProcess | null> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      'flock',
      [
        '--exclusive',
        '--nonblock',
        '--conflict-exit-code',
        String(CONFLICT),
        path,
        'sh',
        '-c',
        `printf '${LOCKED.trim()}\\n'; exec cat >/dev/null`,
      ],
      {
        stdio: ['pipe', 'pipe', 'ignore'],
        // Its own process group: a signal to ours (Ctrl-C, a supervisor's SIGTERM) must not end the lock
        // before we have closed the database; it ends when our end of its stdin closes.
        detached: true,
      },
    );
    let settled = false;
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!settled && out === LOCKED) {
        settled = true;
        // Neither the child nor its pipes keep a CLI or a test process alive.
        child.unref();
        child.stdout!.destroy();
        (child.stdin as unknown as { unref?: () => void }).unref?.();
        resolvePromise(child);
      }
    });
    child.once('error', (error) => {
      if (!settled) {
        settled = true;
        reject(error);
      }
    });
    child.once('exit', (code) => {
      if (!settled) {
        settled = true;
        if (code === CONFLICT) resolvePromise(null);
        else reject(new Error(`flock exited with ${code} before taking the lock on ${path}`));
        return;
      }
      if (heldHere.has(path)) onLost();
    });
  });
}

/**
 * Takes the exclusive lock on `dataDir`; throws DataDirLockedError when another process holds it, whatever
 * its pid or namespace. `onLost` runs if the OS lock ever ends before `release()` (its holder was killed):
 * the server must stop writing then.
 */
export async function lockDataDir(dataDir: string, onLost: () => void = () => {}): Promise<DataDirLock> {
  const dir = resolve(dataDir);
  // Bookings hold personal data: a new DATA_DIR is for this user only (an existing one keeps its mode).
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, LOCK_FILENAME);
  if (!hasFlock()) return lockWithPidFile(dir, path);
  const flockPath = join(dir, FLOCK_FILENAME);
  closeSync(openSync(flockPath, 'a', 0o600));
  let child = await takeOsLock(flockPath, onLost);
  // A holder killed with -9 drops its own descriptor at once; its lock helper (above) exits only once it
  // reads the end of the dead holder's pipe, a moment later. A restart in that moment waits for it
  // rather than refusing; a holder that lives, or that is not ours to see, is refused at once.
  const waitUntil = Date.now() + KILLED_HOLDER_GRACE_MS;
  while (!child && holderIsGone(readRecord(path)) && Date.now() < waitUntil) {
    await new Promise((resolveSleep) => setTimeout(resolveSleep, 25));
    child = await takeOsLock(flockPath, onLost);
  }
  if (!child) throw new DataDirLockedError(dir, readRecord(path)?.pid ?? 0);
  heldHere.add(flockPath);
  // We hold the directory: whatever pid file is there is a leftover (kill -9, a reused pid, another namespace).
  writeRecord(path);
  return {
    path,
    release: async () => {
      if (!heldHere.delete(flockPath)) return;
      if (readRecord(path)?.pid === process.pid) {
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      }
      // The lock is free once its holder has exited (closing our end of its stdin ends it).
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // Referenced again, so a process with nothing else left to do waits for the lock to be free.
        child.ref();
        // EOF on its stdin ends `cat`, which holds the lock's descriptor too; `flock` exits after it, so
        // its exit means the lock is free. (Killing `flock` first would leave `cat` holding it a moment.)
        child.stdin?.destroy();
        const stuck = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(stuck);
      }
    },
  };
}

// The fallback where no `flock` exists: an O_EXCL pid file, taken over from dead pids (one host, one
// PID namespace only).
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isLive(record: LockRecord, path: string): boolean {
  if (record.pid <= 0) return false;
  if (record.pid === process.pid) return heldHere.has(path);
  return alive(record.pid);
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx', 0o600);
    writeSync(
      fd,
      JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() }),
    );
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function lockWithPidFile(dir: string, path: string): DataDirLock {
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(path)) {
      heldHere.add(path);
      return {
        path,
        release: async () => {
          if (!heldHere.delete(path) || readRecord(path)?.pid !== process.pid) return;
          try {
            unlinkSync(path);
          } catch {
            // already gone
          }
        },
      };
    }
    const record = readRecord(path);
    if (record === null) continue;
    if (isLive(record, path)) throw new DataDirLockedError(dir, record.pid);
    const aside = `${path}.stale-${process.pid}`;
    try {
      renameSync(path, aside);
    } catch {
      continue;
    }
    const moved = readRecord(aside);
    if (moved && isLive(moved, path)) {
      renameSync(aside, path);
      throw new DataDirLockedError(dir, moved.pid);
    }
    unlinkSync(aside);
  }
  throw new Error(`Could not take the lock on ${dir}: it keeps changing hands.`);
}
