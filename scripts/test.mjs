#!/usr/bin/env node
// `npm test`: every suite, in the order a failure is cheapest to find. Each suite runs even when an
// earlier one failed (so one run shows every problem), except those that need the widget build.
// A suite that cannot run counts as failed: nothing is skipped silently.
import { spawnSync } from 'node:child_process';

const npx = (args) => ['npx', args];
const suites = [
  { name: 'lint and format (biome)', cmd: npx(['biome', 'check', '.']) },
  { name: 'types (tsc)', cmd: npx(['tsc', '--noEmit', '-p', 'tsconfig.json']) },
  {
    name: 'domain and server (vitest)',
    cmd: npx(['vitest', 'run', '--project', 'domain', '--project', 'server']),
  },
  { name: 'widget build', cmd: ['npm', ['run', 'build:widget']], gate: true },
  { name: 'built bundle (vitest)', cmd: npx(['vitest', 'run', '--project', 'packaged']), needsBuild: true },
  { name: 'Chromium present', cmd: ['node', ['scripts/ensure-chromium.mjs']], gate: true },
  { name: 'element in Chromium (web-test-runner)', cmd: npx(['web-test-runner']), needsBuild: true },
  { name: 'journeys end to end (playwright)', cmd: npx(['playwright', 'test']), needsBuild: true },
];

const results = [];
let gateFailed = false;
for (const suite of suites) {
  if (suite.needsBuild && gateFailed) {
    results.push({ name: suite.name, status: 'not run (build or Chromium failed)', ok: false });
    continue;
  }
  console.log(`\n━━ ${suite.name} ━━`);
  const started = Date.now();
  const [cmd, args] = suite.cmd;
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const ok = status === 0;
  if (!ok && suite.gate) gateFailed = true;
  results.push({
    name: suite.name,
    status: ok ? 'ok' : `FAILED (exit ${status})`,
    ok,
    seconds: (Date.now() - started) / 1000,
  });
}

console.log('\n━━ summary ━━');
for (const r of results)
  console.log(
    `${r.ok ? '✓' : '✗'} ${r.name}: ${r.status}${r.seconds ? ` in ${r.seconds.toFixed(1)} s` : ''}`,
  );
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
