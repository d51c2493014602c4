import { closeSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** Name of the lock file inside DATA_DIR. */
export const LOCK_FILENAME = 'booking-form.lock';

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  /** The directory and the process that holds it, for the message and for callers that report it. */
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${pid}. Two processes on one embedded database ` +
        'silently lose writes, so this one will not open it. Stop that process first, or give this one its ' +
        'own DATA_DIR (or DATABASE_URL for PostgreSQL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** A held lock; `release()` is idempotent and only removes a file that is still ours. */
export type DataDirLock = { path: string; release: () => void };

type LockRecord = { pid: number; host?: string; startedAt?: string };

const heldHere = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readRecord(path: string): LockRecord | null {
  try {
    const record = JSON.parse(readFileSync(path, 'utf8')) as LockRecord;
    return Number.isSafeInteger(record.pid) ? record : { pid: 0 };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return { pid: 0 }; // unreadable or half-written: treated as stale
  }
}

function isLive(record: LockRecord, path: string): boolean {
  if (record.pid <= 0) return false;
  // Our own pid in a file we do not hold is a leftover from a container whose pid numbering restarted.
  if (record.pid === process.pid) return heldHere.has(path);
  return alive(record.pid);
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    const record: LockRecord = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
    writeSync(fd, JSON.stringify(record));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the exclusive lock on `dataDir` with an O_EXCL lock file holding our pid. A lock left by a dead
 * process is taken over: it is first renamed aside (atomic), then checked again, so two processes racing
 * for the same stale lock cannot both win.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  // Bookings hold personal data: a new DATA_DIR is for this user only (an existing one keeps its mode).
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, LOCK_FILENAME);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(path)) {
      heldHere.add(path);
      return { path, release: () => releaseLock(path) };
    }
    const record = readRecord(path);
    if (record === null) continue;
    if (isLive(record, path)) throw new DataDirLockedError(dir, record.pid);
    const aside = `${path}.stale-${process.pid}`;
    try {
      renameSync(path, aside);
    } catch {
      continue; // someone else moved it first
    }
    const moved = readRecord(aside);
    if (moved && isLive(moved, path)) {
      // We moved a lock a live process had just created: put it back and yield to it.
      renameSync(aside, path);
      throw new DataDirLockedError(dir, moved.pid);
    }
    unlinkSync(aside);
  }
  throw new Error(`Could not take the lock on ${dir}: it keeps changing hands.`);
}

function releaseLock(path: string): void {
  if (!heldHere.delete(path)) return;
  const record = readRecord(path);
  if (record?.pid !== process.pid) return;
  try {
    unlinkSync(path);
  } catch {
    // already gone: nothing to release
  }
}
