#!/usr/bin/env node
// `npm test`: every suite, in the order a failure is cheapest to find. Each suite runs even when an
// earlier one failed (so one run shows every problem), except those that need the widget build or
// Chromium when that failed.
// A suite that cannot run counts as failed: nothing is skipped silently.
import { spawnSync } from 'node:child_process';

const npx = (args) => ['npx', args];
// A suite runs only when every gate it `needs` passed; a gate that fails skips those suites.
const suites = [
  { name: 'lint and format (biome)', cmd: npx(['biome', 'check', '.']) },
  { name: 'types (tsc)', cmd: npx(['tsc', '--noEmit', '-p', 'tsconfig.json']) },
  { name: 'Chromium present', cmd: ['node', ['scripts/ensure-chromium.mjs']], gate: 'chromium' },
  {
    name: 'components in Chromium (web-test-runner, no build or server)',
    cmd: npx(['web-test-runner', '--config', 'web-test-runner.components.config.mjs']),
    needs: ['chromium'],
  },
  {
    name: 'domain and server (vitest)',
    cmd: npx(['vitest', 'run', '--project', 'domain', '--project', 'server']),
  },
  {
    name: 'test doubles in Chromium (vitest: Stripe.js double)',
    cmd: npx(['vitest', 'run', '--project', 'support']),
    needs: ['chromium'],
  },
  { name: 'widget, desk and onboarding page build', cmd: ['npm', ['run', 'build']], gate: 'build' },
  { name: 'built bundle (vitest)', cmd: npx(['vitest', 'run', '--project', 'packaged']), needs: ['build'] },
  {
    name: 'element in Chromium (web-test-runner)',
    cmd: npx(['web-test-runner']),
    needs: ['build', 'chromium'],
  },
  {
    name: 'journeys end to end (playwright)',
    cmd: npx(['playwright', 'test']),
    needs: ['build', 'chromium'],
  },
];

const results = [];
const failedGates = new Set();
for (const suite of suites) {
  const missing = (suite.needs ?? []).filter((gate) => failedGates.has(gate));
  if (missing.length > 0) {
    results.push({ name: suite.name, status: `not run (${missing.join(' and ')} failed)`, ok: false });
    continue;
  }
  console.log(`\n━━ ${suite.name} ━━`);
  const started = Date.now();
  const [cmd, args] = suite.cmd;
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const ok = status === 0;
  if (!ok && suite.gate) failedGates.add(suite.gate);
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
