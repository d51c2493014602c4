import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../test/processes.ts';
import { DataDirLockedError, FLOCK_FILENAME, LOCK_FILENAME, lockDataDir } from './data-dir-lock.ts';

// One process per embedded database directory (issue 20): an operating-system lock that the kernel drops
// when its holder dies, so kill -9 or a reused pid never blocks a restart, and that holds across PID
// namespaces, where the old pid file let a second server in another container take a live directory.

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'booking-form-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A script that takes the lock on `dir`, prints `held` (or the refusal) and waits. */
const holder = (dir: string) =>
  `import('./server/src/db/data-dir-lock.ts').then(async (m) => { try { await m.lockDataDir(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000); } catch (e) { console.log(e.name); process.exit(3); } })`;

/** Starts a process holding the lock (optionally in a new PID namespace) and resolves once it holds it. */
async function holdInChild(dir: string, prefix: string[] = []): Promise<ChildProcess> {
  const [cmd, ...args] = [...prefix, process.execPath, '--import', 'tsx', '-e', holder(dir)];
  const child = spawn(cmd!, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      if (out.includes('held')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`holder exited ${code}: ${out}`)));
  });
  return child;
}

/** Resolves once some process holds the OS lock on `path` (a non-blocking try fails). */
async function waitUntilLocked(path: string): Promise<void> {
  while (spawnSync('flock', ['--exclusive', '--nonblock', path, 'true']).status === 0) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Runs a process that tries the lock once, in a new PID namespace; answers what it printed. */
function tryInNewPidNamespace(dir: string): string {
  const run = spawnSync(
    'unshare',
    [
      '--pid',
      '--fork',
      '--mount-proc',
      process.execPath,
      '--import',
      'tsx',
      '-e',
      holder(dir).replace('setInterval(() => {}, 1000);', 'process.exit(0);'),
    ],
    { cwd: ROOT, encoding: 'utf8', timeout: 30_000 },
  );
  if (run.error) throw run.error;
  return `${run.stdout}${run.stderr}`.trim();
}

describe('lockDataDir', () => {
  it('writes our pid beside the lock and removes it on release', async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILENAME), 'utf8')).pid).toBe(process.pid);
    await lock.release();
    expect(existsSync(join(dir, LOCK_FILENAME))).toBe(false);
    await lock.release(); // idempotent
    await (await lockDataDir(dir)).release(); // and free again
  });

  it('refuses a second holder while the first lives, naming the directory and the pid', async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir);
    try {
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
      await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`${dir}.*process ${process.pid}`));
    } finally {
      await lock.release();
    }
  });

  it('refuses while another process holds it, and takes it at once after that process is killed -9', async () => {
    const dir = tempDir();
    const child = await holdInChild(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // The pid file still names the dead process; the kernel has dropped its lock.
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILENAME), 'utf8')).pid).toBe(child.pid);
    const lock = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILENAME), 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });

  // After kill -9 the kernel drops the dead server's own descriptor at once, but its lock helper (which
  // holds the lock until its stdin, the dead server's pipe, ends) exits a moment later: a restart in
  // that moment must wait for it, not refuse. Here a helper keeps the lock for 600 ms after its holder,
  // named in the pid file, is gone.
  it('waits a moment for a killed holder’s lock to be let go, and refuses a live holder at once', async () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(join(dir, LOCK_FILENAME), JSON.stringify({ pid: gone, host: hostname() }));
    const lingering = spawn('flock', ['--exclusive', join(dir, FLOCK_FILENAME), 'sleep', '0.6']);
    children.push(lingering);
    await waitUntilLocked(join(dir, FLOCK_FILENAME));
    await (await lockDataDir(dir)).release();

    const alive = spawn('sleep', ['5']);
    children.push(alive);
    writeFileSync(join(dir, LOCK_FILENAME), JSON.stringify({ pid: alive.pid, host: hostname() }));
    const held = spawn('flock', ['--exclusive', join(dir, FLOCK_FILENAME), 'sleep', '5']);
    children.push(held);
    await waitUntilLocked(join(dir, FLOCK_FILENAME));
    const asked = performance.now();
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    // At once: not after the 3 s a killed holder's helper is given. Spawning flock alone can take a few
    // hundred ms on a loaded 2-core machine, so the bound is half the grace, not a tight figure.
    expect(performance.now() - asked).toBeLessThan(1500);
  });

  it('is not fooled by a pid file naming a live process that holds nothing (a reused pid)', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILENAME), JSON.stringify({ pid: 1 }));
    await (await lockDataDir(dir)).release();
    writeFileSync(join(dir, LOCK_FILENAME), '{"pid":');
    await (await lockDataDir(dir)).release();
  });

  it('refuses a process in another PID namespace while this one holds the directory', async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir);
    try {
      // Our pid means nothing in the new namespace: only the OS lock can stop it.
      expect(tryInNewPidNamespace(dir)).toContain('DataDirLockedError');
    } finally {
      await lock.release();
    }
    expect(tryInNewPidNamespace(dir)).toContain('held');
  });

  it('refuses here while a process in another PID namespace holds the directory', async () => {
    const dir = tempDir();
    await holdInChild(dir, ['unshare', '--pid', '--fork', '--kill-child', '--mount-proc']);
    // The pid it wrote is its namespace's (1 or 2 there), which here is some other process or none.
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
  });
});
