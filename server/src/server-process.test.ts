import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedEnv, type Finished, finished, listening, runTs } from '../test/processes.ts';
import { LOCK_FILENAME } from './db/data-dir-lock.ts';

// The real server and seed CLI as separate processes on one temporary DATA_DIR: the lock, the seed
// command and graceful shutdown are about processes, so they are tested with processes. They always use
// the embedded database (the lock guards PGlite directories), also in the PostgreSQL run of the suite.
const dataDir = mkdtempSync(join(tmpdir(), 'booking-form-process-'));
let server: ChildProcess;
let serverExit: Promise<Finished>;
let url: string;

function seedCli(...args: string[]): Promise<Finished> {
  return finished(runTs('server/src/cli/seed.ts', args, embeddedEnv(dataDir)));
}

beforeAll(async () => {
  server = runTs('server/src/index.ts', [], embeddedEnv(dataDir, { PORT: '0' }));
  const ready = listening(server, 45_000);
  serverExit = finished(server, 120_000);
  ({ url } = await ready);
}, 60_000);

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process on an embedded database', () => {
  it('migrates, seeds an empty database and answers over HTTP', async () => {
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const locations = await (await fetch(`${url}/api/locations?partner=harbour`)).json();
    expect(locations.totalItems).toBe(4);
  });

  it("keeps an idle connection open past Node's 5 s default, so a proxy's or client's pooled connection is reused", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = request(`${url}/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 20_000);

  it('makes a second server on the same DATA_DIR refuse to start, naming the directory and the holder', async () => {
    const second = await finished(runTs('server/src/index.ts', [], embeddedEnv(dataDir, { PORT: '0' })));
    expect(second.code).not.toBe(0);
    expect(second.stdout).toContain(`The data directory ${dataDir} is in use by process ${server.pid}`);
  });

  it('makes the seed command refuse while the server holds the directory', async () => {
    const seed = await seedCli('--reset');
    expect(seed.code).toBe(1);
    expect(seed.stderr).toContain(
      `Cannot seed: the data directory ${dataDir} is in use by process ${server.pid}`,
    );
  });

  it('stops on SIGTERM: closes idle connections, the database and the lock, and exits 0', async () => {
    // A keep-alive connection left open must not keep the server from stopping.
    await new Promise<void>((resolve, reject) => {
      const agent = request(`${url}/health`, { headers: { Connection: 'keep-alive' } }, (response) => {
        response.resume();
        response.on('end', resolve);
      });
      agent.on('error', reject);
      agent.end();
    });
    server.kill('SIGTERM');
    const exit = await serverExit;
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    expect(exit.stdout).toContain('"msg":"stopped"');
    expect(existsSync(join(dataDir, LOCK_FILENAME))).toBe(false);
  }, 30_000);

  it('lets the seed command reset the catalogue once the server is gone', async () => {
    const seed = await seedCli('--reset');
    expect(seed.stderr).toBe('');
    expect(seed.code).toBe(0);
    expect(seed.stdout).toContain('emptied the catalogue and wrote harbour, fjord');
  }, 30_000);

  it('takes over a lock whose process died', async () => {
    writeFileSync(join(dataDir, LOCK_FILENAME), JSON.stringify({ pid: server.pid }));
    const seed = await seedCli();
    expect(seed.code).toBe(0);
    expect(seed.stdout).toContain('left unchanged: harbour, fjord');
  }, 30_000);
});
