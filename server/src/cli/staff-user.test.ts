import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedEnv, finished, listening, runTs } from '../../test/processes.ts';

// Issue 17: `npm run staff-user` creates a desk user and prints a one-time link that signs them in; run
// while the server holds DATA_DIR (through its admin socket) and with the directory free.

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const linkIn = (text: string) => /(http:\/\/\S+\/desk\/#\/link\/([\w-]+))\s*$/.exec(text.trim());

describe('npm run staff-user', () => {
  it('prints a one-time desk link that signs the new user in once; asking again gives a new link', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bf-staff-user-'));
    dirs.push(dataDir);
    const server = runTs('server/src/index.ts', [], embeddedEnv(dataDir, { PORT: '0' }));
    try {
      const { url } = await listening(server);
      const args = [
        '--partner',
        'harbour',
        '--email',
        'Anna@HarbourHotels.example',
        '--name',
        'Anna de Vries',
      ];
      const cli = await finished(
        runTs(
          'server/src/cli/staff-user.ts',
          [...args, '--role', 'manager'],
          embeddedEnv(dataDir, { PUBLIC_URL: url }),
        ),
      );
      expect([cli.code, cli.stderr]).toEqual([0, '']);
      expect(cli.stdout).toContain(
        'Created Anna de Vries <anna@harbourhotels.example>, manager at Harbour Hotels',
      );
      const link = linkIn(cli.stdout);
      expect(link?.[1]).toMatch(new RegExp(`^${url}/desk/#/link/`));
      const redeem = () =>
        fetch(`${url}/api/desk/links/redeem`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
          body: JSON.stringify({ code: link![2] }),
        });
      const first = await redeem();
      expect(first.status).toBe(200);
      expect(((await first.json()) as { user: { role: string } }).user.role).toBe('manager');
      expect((await redeem()).status).toBe(400);
      const again = await finished(
        runTs('server/src/cli/staff-user.ts', args, embeddedEnv(dataDir, { PUBLIC_URL: url })),
      );
      expect(again.stdout).toContain('A new link for Anna de Vries');
      expect(linkIn(again.stdout)?.[2]).not.toBe(link![2]);
      const unknown = await finished(
        runTs(
          'server/src/cli/staff-user.ts',
          ['--partner', 'nobody', '--email', 'a@b.example'],
          embeddedEnv(dataDir),
        ),
      );
      expect([unknown.code, unknown.stderr]).toEqual([
        1,
        expect.stringContaining('no partner with the slug "nobody"'),
      ]);
    } finally {
      server.kill('SIGTERM');
      await finished(server);
    }
    const offline = await finished(
      runTs(
        'server/src/cli/staff-user.ts',
        ['--partner', 'fjord', '--email', 'ola@fjord.example'],
        embeddedEnv(dataDir),
      ),
    );
    expect([offline.code, offline.stdout]).toEqual([
      0,
      expect.stringContaining('Created ola <ola@fjord.example>, staff at'),
    ]);
    const bad = await finished(
      runTs(
        'server/src/cli/staff-user.ts',
        ['--partner', 'fjord', '--email', 'x@y.example', '--role', 'boss'],
        embeddedEnv(dataDir),
      ),
    );
    expect([bad.code, bad.stdout]).toEqual([2, expect.stringContaining('Usage: npm run staff-user')]);
    // Seven processes start here, each loading TypeScript: on a loaded machine that takes a while.
  }, 120_000);
});
