// `npm run fuzz`: fuzzes every operation of the server's own OpenAPI document against the real server
// process, and fails on any 5xx, any lost answer, or any error answer that is not a problem+json.
// Without DATABASE_URL the server runs on PGlite, and its peak resident memory is printed against issue
// 20's 400 MB budget (✓/✗, not a failure: only byte sizes fail; the embedded server peaks near 375 MB
// through 10,000 requests, see CHANGELOG); with DATABASE_URL (an admin URL, as in .ci/run) on a fresh database of that
// PostgreSQL server.
//
//   FUZZ_SEED      the run's seed (default 20_261_124); printed, so any run can be repeated
//   FUZZ_REQUESTS  requests spread over the operations (default 20,000; a full run needs at least 10,000)
//   FUZZ_ONLY      only operations whose label contains this text, e.g. 'PATCH /api/booking/{id}'
//   FUZZ_PATH      fast-check's replay path of a reported failure (with FUZZ_SEED and FUZZ_ONLY)
//   FUZZ_VERBOSE   any value: a line per operation with its answers and most frequent refusals
import { describeFailure, type OperationTally, runCampaign } from './fuzz-campaign.ts';
import { residentMb, startFuzzTarget } from './fuzz-server.ts';
import { discoverWorld } from './fuzz-world.ts';
import { type OpenApiDocument, operationsOf } from './openapi-operations.ts';

const DEFAULT_REQUESTS = 20_000;
const REQUIRED_REQUESTS = 10_000;
const MEMORY_BUDGET_MB = 400;

const seed = Number(process.env.FUZZ_SEED ?? 20_261_124);
const requests = Number(process.env.FUZZ_REQUESTS ?? DEFAULT_REQUESTS);
const only = process.env.FUZZ_ONLY ?? '';
const replayPath = process.env.FUZZ_PATH || undefined;
if (!Number.isInteger(seed) || !Number.isInteger(requests) || requests < 1) {
  console.error('FUZZ_SEED and FUZZ_REQUESTS must be whole numbers.');
  process.exit(2);
}

function tallyLine(t: OperationTally): string {
  const classes = Object.entries(t.byClass)
    .sort()
    .map(([c, n]) => `${n} × ${c}`)
    .join(', ');
  const problems = Object.entries(t.problems)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([code, n]) => `${code} ${n}`)
    .join(', ');
  return `  ${t.operation.padEnd(52)} ${String(t.sent).padStart(5)} sent: ${classes} (${problems})`;
}

async function main(): Promise<number> {
  const target = await startFuzzTarget(process.env.DATABASE_URL || null);
  // What the server holds before the first fuzzed request (PGlite's initdb and the seed included).
  const atStart = residentMb(target.pid);
  console.log(
    `fuzz: seed ${seed} (FUZZ_SEED), ${requests} requests, ${target.database}, server pid ${target.pid}`,
  );
  try {
    const doc = (await (await fetch(`${target.url}/api/docs.json`)).json()) as OpenApiDocument;
    const operations = operationsOf(doc).filter((op) => op.label.includes(only));
    if (operations.length === 0) throw new Error(`no operation matches FUZZ_ONLY='${only}'`);
    const world = await discoverWorld(target.url, doc, operations, target);
    console.log(
      `fuzz: ${operations.length} operations, ${world.visitors.length} bookings to act on, requests with and without a staff key`,
    );
    const result = await runCampaign({
      baseUrl: target.url,
      doc,
      operations,
      world,
      seed,
      requests,
      concurrency: 3,
      timeoutMs: 20_000,
      shrinkBudget: 300,
      ...(replayPath ? { replayPath } : {}),
    });
    const alive = await fetch(`${target.url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    const memory = residentMb(target.pid);
    const byClass: Record<string, number> = {};
    for (const t of result.tallies)
      for (const [c, n] of Object.entries(t.byClass)) byClass[c] = (byClass[c] ?? 0) + n;
    if (process.env.FUZZ_VERBOSE) for (const t of result.tallies) console.log(tallyLine(t));
    const never2xx = result.tallies.filter((t) => !t.byClass['2xx']).map((t) => t.operation);
    console.log(
      `fuzz: ${result.sent} requests in ${(result.ms / 1000).toFixed(1)} s (${(result.sent / (result.ms / 1000)).toFixed(0)}/s): ${Object.entries(
        byClass,
      )
        .sort()
        .map(([c, n]) => `${n} × ${c}`)
        .join(', ')}; ${result.unsendable} refused by the HTTP client`,
    );
    if (never2xx.length > 0) console.log(`fuzz: never a 2xx (only refusals reached): ${never2xx.join('; ')}`);
    const overBudget = target.database === 'PGlite' && memory !== null && memory.peak > MEMORY_BUDGET_MB;
    if (memory !== null) {
      const budget = overBudget ? `✗ over budget ${MEMORY_BUDGET_MB} MB` : `✓ budget ${MEMORY_BUDGET_MB} MB`;
      console.log(
        `fuzz: server resident memory: peak ${memory.peak.toFixed(0)} MB (VmHWM)${target.database === 'PGlite' ? `  ${budget}` : ''}; ` +
          `${atStart?.peak.toFixed(0) ?? '?'} MB peak before the first request, ${memory.now.toFixed(0)} MB now (VmRSS)`,
      );
    }
    for (const f of result.failures) console.log(describeFailure(f, seed));
    let ok = result.failures.length === 0 && alive;
    if (!alive) console.log('✗ the server no longer answers /health after the run');
    if (!only && requests >= REQUIRED_REQUESTS && result.sent < REQUIRED_REQUESTS) {
      console.log(
        `✗ only ${result.sent} requests reached the server; the run needs at least ${REQUIRED_REQUESTS}`,
      );
      ok = false;
    }
    console.log(
      ok
        ? `✓ fuzz on ${target.database}: no 5xx, every error a problem+json`
        : `✗ fuzz on ${target.database} failed (seed ${seed})`,
    );
    return ok ? 0 : 1;
  } finally {
    await target.stop();
  }
}

process.exit(await main());
