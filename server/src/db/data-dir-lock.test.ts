import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILENAME, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'booking-form-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has certainly exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('lockDataDir', () => {
  it('writes our pid into an exclusive lock file and removes it on release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILENAME), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILENAME))).toBe(false);
    lock.release(); // idempotent
  });

  it('refuses a second holder while the first is alive, naming the directory and the pid', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`${dir}.*process ${process.pid}`));
    } finally {
      lock.release();
    }
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    const pid = deadPid();
    writeFileSync(join(dir, LOCK_FILENAME), JSON.stringify({ pid }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILENAME), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('treats a torn, unreadable lock file as stale', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILENAME), '{"pid":');
    lockDataDir(dir).release();
  });

  it('does not remove a lock that another process took after ours was taken over', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    writeFileSync(join(dir, LOCK_FILENAME), JSON.stringify({ pid: 1 }));
    lock.release();
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILENAME), 'utf8')).pid).toBe(1);
  });
});
