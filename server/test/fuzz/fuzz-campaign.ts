// One fuzz campaign against one running server: a fast-check property per operation of the document
// ("no request breaks the rules"), each with its own seed derived from the run's seed and the operation,
// run a few operations at a time. A failing operation is shrunk (within a request budget, since every
// try is a real request) and reported with its shrunk request; the other operations carry on.
import fc from 'fast-check';
import { describeRequest, type FuzzRequest, type FuzzWorld } from './fuzz-request.ts';
import type { OpenApiDocument, Operation } from './openapi-operations.ts';
import { requestsFor } from './request-arbitraries.ts';
import { sendAndCheck, type Verdict } from './send-and-check.ts';

/** What a campaign needs. `requests` is spread evenly over the operations. */
export type CampaignOptions = {
  baseUrl: string;
  doc: OpenApiDocument;
  operations: Operation[];
  world: FuzzWorld;
  seed: number;
  requests: number;
  /** Operations fuzzed at the same time. */
  concurrency: number;
  timeoutMs: number;
  /** Requests a failing operation may spend on shrinking. */
  shrinkBudget: number;
  /** fast-check's replay path of one failure (with `seed` and a single operation). */
  replayPath?: string;
};

/** A broken rule, with the smallest request found that still breaks it. */
export type Failure = {
  operation: string;
  seed: number;
  replayPath: string;
  request: FuzzRequest;
  verdict: Extract<Verdict, { kind: 'broken' }>;
  shrinks: number;
};

/** Counts of one operation: requests sent (shrinking included) and answers by status class. */
export type OperationTally = {
  operation: string;
  sent: number;
  unsendable: number;
  byClass: Record<string, number>;
  /** Refusals by problem `code`: shows where the generated requests stop. */
  problems: Record<string, number>;
};

/** The outcome of a campaign. */
export type CampaignResult = {
  sent: number;
  unsendable: number;
  failures: Failure[];
  tallies: OperationTally[];
  ms: number;
};

/** A 32-bit seed per operation, so adding an operation does not change the others' requests. */
export function operationSeed(seed: number, label: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const ch of label) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193);
  return hash | 0;
}

async function fuzzOperation(
  options: CampaignOptions,
  op: Operation,
  runs: number,
): Promise<{ tally: OperationTally; failure: Failure | null }> {
  const tally: OperationTally = { operation: op.label, sent: 0, unsendable: 0, byClass: {}, problems: {} };
  const seed = operationSeed(options.seed, op.label);
  let failed = 0;
  let lastBroken: Extract<Verdict, { kind: 'broken' }> | null = null;
  const property = fc.asyncProperty(requestsFor(options.doc, options.world, op), async (request) => {
    // Past the budget, candidates count as passing without a request, which ends the shrinking.
    if (failed > 0 && failed > options.shrinkBudget) return true;
    if (failed > 0) failed++;
    const verdict = await sendAndCheck(options.baseUrl, request, options.timeoutMs);
    if (verdict.kind === 'unsendable') {
      tally.unsendable++;
      return true;
    }
    tally.sent++;
    const statusClass = verdict.status === null ? 'none' : `${String(verdict.status)[0]}xx`;
    tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
    if (verdict.kind === 'ok') {
      if (verdict.problemCode)
        tally.problems[verdict.problemCode] = (tally.problems[verdict.problemCode] ?? 0) + 1;
      return true;
    }
    if (failed === 0) failed = 1;
    lastBroken = verdict;
    return false;
  });
  const details = await fc.check(property, {
    seed,
    numRuns: runs,
    ...(options.replayPath ? { path: options.replayPath } : {}),
  });
  if (!details.failed || details.counterexample === null || lastBroken === null)
    return { tally, failure: null };
  // The shrunk request is sent once more for its own answer. Should it pass now (the server's state moved
  // on since), the last broken answer seen stands in, and the request is still one that broke the rules.
  const [request] = details.counterexample;
  const verdict = (await sendAndCheck(options.baseUrl, request, options.timeoutMs)) as Verdict;
  return {
    tally,
    failure: {
      operation: op.label,
      seed,
      replayPath: details.counterexamplePath ?? '',
      request,
      verdict: verdict.kind === 'broken' ? verdict : lastBroken,
      shrinks: details.numShrinks,
    },
  };
}

/** Reads first, then writes, then deletions: what deletions remove cannot starve the rest. */
function order(operations: Operation[]): Operation[] {
  const rank = (op: Operation) =>
    op.method === 'GET' ? 0 : op.method === 'DELETE' || op.path.endsWith('/sync') ? 2 : 1;
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

/** Fuzzes every operation and gathers the tallies and failures. */
export async function runCampaign(options: CampaignOptions): Promise<CampaignResult> {
  const started = performance.now();
  const queue = order(options.operations);
  const runs = Math.ceil(options.requests / queue.length);
  const tallies: OperationTally[] = [];
  const failures: Failure[] = [];
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      for (let op = queue.shift(); op; op = queue.shift()) {
        const { tally, failure } = await fuzzOperation(options, op, runs);
        tallies.push(tally);
        if (failure) failures.push(failure);
      }
    }),
  );
  return {
    sent: tallies.reduce((n, t) => n + t.sent, 0),
    unsendable: tallies.reduce((n, t) => n + t.unsendable, 0),
    failures,
    tallies,
    ms: performance.now() - started,
  };
}

/** A failure as the report prints it, with the command that replays it. */
export function describeFailure(f: Failure, runSeed: number): string {
  return [
    `✗ ${f.operation}: ${f.verdict.reason} (after ${f.shrinks} shrinks)`,
    describeRequest(f.request)
      .split('\n')
      .map((l) => `    ${l}`)
      .join('\n'),
    `    answer: ${f.verdict.answer || '(none)'}`,
    `    replay: FUZZ_SEED=${runSeed} FUZZ_ONLY='${f.operation}' FUZZ_PATH='${f.replayPath}' npm run fuzz`,
  ].join('\n');
}
