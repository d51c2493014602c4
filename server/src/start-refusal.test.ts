import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedEnv, finished, runTs } from '../test/processes.ts';

// A bad setting must stop the real server process before it opens anything, with a message an operator
// can act on: a mistyped TRUSTED_PROXIES would otherwise start a server that believes the wrong proxies.
const dataDir = mkdtempSync(join(tmpdir(), 'booking-form-refusal-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process with a bad TRUSTED_PROXIES', () => {
  it('refuses to start, names the entry and opens no database', async () => {
    const run = await finished(
      runTs(
        'server/src/index.ts',
        [],
        embeddedEnv(dataDir, { PORT: '0', TRUSTED_PROXIES: '10.0.0.0/8,nginx' }),
      ),
      // A server that starts anyway is killed before the test's own time runs out.
      20_000,
    );
    expect(run.code).toBe(1);
    const fatal = JSON.parse(run.stdout.trim().split('\n').at(-1)!);
    expect([fatal.level, fatal.msg]).toEqual([
      60,
      'TRUSTED_PROXIES: "nginx" is not an address, a CIDR range such as 10.0.0.0/8 or fd00::/8, loopback or private.',
    ]);
    expect(run.stdout).not.toContain('"msg":"listening"');
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
