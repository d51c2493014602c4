import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freshApp } from '../../test/fresh-app.ts';
import { embeddedEnv, finished, listening, runTs } from '../../test/processes.ts';
import { withDatabase } from '../../test/provided.ts';
import { adminSocketPath } from '../admin/admin-socket.ts';
import { createApp } from '../app.ts';
import { openPglite } from '../db/database.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const lastWord = (text: string) => text.trim().split(/\s+/).pop()!;

describe('npm run staff-key', () => {
  it('reaches the running server over its private socket, and writes DATA_DIR itself once it is free', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bf-key-'));
    dirs.push(dataDir);
    const server = runTs('server/src/index.ts', [], embeddedEnv(dataDir, { PORT: '0' }));
    try {
      const { url } = await listening(server);
      expect(statSync(adminSocketPath(dataDir)).mode & 0o777).toBe(0o600);
      const cli = await finished(
        runTs('server/src/cli/staff-key.ts', ['--partner', 'harbour'], embeddedEnv(dataDir)),
      );
      expect(cli.code).toBe(0);
      expect(cli.stdout).toContain('Harbour Hotels (harbour)');
      const key = lastWord(cli.stdout);
      expect(key).toMatch(/^bfk_/);
      const staff = await fetch(`${url}/api/locations`, { headers: { Authorization: `Bearer ${key}` } });
      expect(staff.status).toBe(200);
      expect(((await staff.json()) as { totalItems: number }).totalItems).toBe(4);
      const unknown = await finished(
        runTs('server/src/cli/staff-key.ts', ['--partner', 'nobody'], embeddedEnv(dataDir)),
      );
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('no partner with the slug "nobody"');
    } finally {
      server.kill('SIGTERM');
      await finished(server);
    }
    expect(() => statSync(adminSocketPath(dataDir))).toThrow();

    const offline = await finished(
      runTs('server/src/cli/staff-key.ts', ['--partner', 'fjord'], embeddedEnv(dataDir)),
    );
    expect(offline.code).toBe(0);
    const db = await openPglite({ dataDir: join(dataDir, 'pglite') });
    try {
      const app = createApp({ db });
      const response = await app.request('/api/locations', {
        headers: { Authorization: `Bearer ${lastWord(offline.stdout)}` },
      });
      const body = (await response.json()) as { member: { city: string }[] };
      expect(body.member.map((l) => l.city)).toEqual(['Bergen', 'Ålesund']);
    } finally {
      await db.close();
    }
  });

  it('explains its options when asked wrongly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bf-key-'));
    dirs.push(dataDir);
    const both = await finished(
      runTs('server/src/cli/staff-key.ts', ['--partner', 'x', '--platform'], embeddedEnv(dataDir)),
    );
    expect(both.code).toBe(2);
    expect(both.stdout).toContain('Usage: npm run staff-key');
  });

  // Only the PostgreSQL run has a server to write to; CI runs it in .ci/run's PostgreSQL pass.
  it.runIf(inject('preparedDatabase').kind === 'postgres')(
    'writes to PostgreSQL directly with DATABASE_URL',
    async () => {
      const ctx = await freshApp();
      try {
        const prepared = inject('preparedDatabase');
        const name = (await ctx.db.query<{ db: string }>('select current_database() as db'))[0]!.db;
        const env = {
          ...process.env,
          DATABASE_URL: prepared.kind === 'postgres' ? withDatabase(prepared.adminUrl, name) : '',
        };
        const cli = await finished(runTs('server/src/cli/staff-key.ts', ['--platform'], env));
        expect(cli.code).toBe(0);
        expect(cli.stdout).toContain('for the platform');
        const response = await ctx.app.request('/api/partners', {
          method: 'POST',
          headers: { Authorization: `Bearer ${lastWord(cli.stdout)}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ slug: 'cli-made', name: 'CLI' }),
        });
        expect(response.status).toBe(201);
      } finally {
        await ctx.close();
      }
    },
  );
});
