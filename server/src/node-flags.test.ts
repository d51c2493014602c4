import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/server-build.mjs';

// V8 reads its heap sizes only from node's command line (scripts/server-build.mjs says why the server has
// them): `npm start` must pass them itself, since the server runs in that same process.
describe("the server's node flags", () => {
  it('are on the command line of npm start, before its script', () => {
    const scripts = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts;
    const words: string[] = scripts.start.split(/\s+/);
    const beforeScript = words.slice(0, words.indexOf('scripts/start.mjs'));
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const flag of SERVER_NODE_FLAGS) expect(beforeScript).toContain(flag);
  });
});
