// `npm run bench -- load`: the speed budgets of issue 20, on PGlite and on PostgreSQL, with the load
// generator in this process on the same machine (loopback, the server's 2 cores shared):
// - availability (halls_suitable and room availabilities, in turn) at 100 req/s: p99 ≤ 50 ms;
// - booking writes (create, edit, send as a request, in turn) at 50 req/s: p99 ≤ 50 ms (PostgreSQL), ≤ 100 ms (PGlite);
// - one slow or oversized request never delays others by more than 50 ms: the availability load again,
//   with the largest booking quote the server accepts sent every 5 s; the p99 with and without it.
// - the embedded server's peak resident memory through all of it: under 400 MB (the fuzz run's budget).
// Budgets are printed beside the figures and never fail the run.
import { rmSync } from 'node:fs';
import { cliStaffKey, raceFixture } from '../server/test/booking-races.ts';
import { residentMb } from '../server/test/fuzz/fuzz-server.ts';
import { startServer } from '../tests/fixtures/server-process.mjs';
import { availabilityUrls, prepareBusyDatabase } from './availability.ts';
import { atFixedRate, figures, row, type Sample } from './fixed-rate.ts';
import { largestBookingWrites } from './largest-booking.ts';
import {
  CONTRACT_MAX,
  describeShape,
  type LargestQuote,
  largestAcceptedQuote,
  type QuoteCatalogue,
  quoteCatalogue,
} from './largest-quote.ts';
import { closedLoop } from './load.ts';
import { processCpuMs } from './process-cpu.ts';
import { writeCpu, writeMix } from './write-mix.ts';

const AVAILABILITY_RATE = 100;
const WRITE_RATE = 50;
const QUOTE_EVERY_MS = 5_000;
const AVAILABILITY_BUDGET_MS = 50;
const DELAY_BUDGET_MS = 50;
const MEMORY_BUDGET_MB = 400;
// Far after every day the write mix books (its runs reach 2045), so the largest booking meets none of them.
const LARGEST_FIRST_DAY = '2046-01-08';
// Booking limits out of the way: this measures speed, not the limiter.
const RATE_ENV = { BOOKING_RATE_LIMIT_PER_IP: '1000000', BOOKING_RATE_LIMIT_PER_EMAIL: '1000000' };
// BENCH_SERVER_NODE_ARGS go to the server's node only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to
// profile it under this load (NODE_OPTIONS does not accept --cpu-prof).
const SERVER_NODE_ARGS = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

type Target = { url: string; label: 'PGlite' | 'PostgreSQL'; pid: number };
type Interval = { from: number; to: number; ms: number; status: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function drained(response: Response): Promise<number> {
  await response.arrayBuffer();
  return response.status;
}

/** The largest quote, again and again with a pause between, until `stopped()`; one interval per quote. */
async function quoteLoop(url: string, quote: LargestQuote, stopped: () => boolean): Promise<Interval[]> {
  const runs: Interval[] = [];
  await sleep(QUOTE_EVERY_MS / 2);
  while (!stopped()) {
    const from = performance.now();
    const status = await drained(
      await fetch(`${url}/api/booking_quotes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/ld+json' },
        body: quote.body,
      }),
    );
    const to = performance.now();
    runs.push({ from, to, ms: to - from, status });
    await sleep(Math.max(0, QUOTE_EVERY_MS - (to - from)));
  }
  return runs;
}

/** Availability at 100 req/s for `seconds`, with the largest quote alongside when one is given. */
async function availability(
  target: Target,
  urls: [string, string][],
  seconds: number,
  quote: LargestQuote | null,
) {
  let done = false;
  const quotes = quote ? quoteLoop(target.url, quote, () => done) : Promise.resolve([]);
  const samples = await atFixedRate(
    AVAILABILITY_RATE,
    AVAILABILITY_RATE * seconds,
    (n) => urls[n % urls.length]![0],
    async (n) =>
      drained(await fetch(urls[n % urls.length]![1], { headers: { accept: 'application/ld+json' } })),
  );
  done = true;
  return { samples, quotes: await quotes };
}

function printAvailability(label: string, samples: Sample[]): void {
  console.log(`    ${label}`);
  for (const kind of ['halls_suitable', 'availabilities'])
    console.log(
      row(
        `      ${kind}`,
        figures(samples, (l) => l === kind),
        AVAILABILITY_BUDGET_MS,
      ),
    );
  console.log(row('      both', figures(samples), AVAILABILITY_BUDGET_MS));
}

function printWrites(target: Target, samples: Sample[]): void {
  const budget = target.label === 'PGlite' ? 100 : 50;
  for (const kind of ['create', 'edit', 'request'])
    console.log(
      row(
        `      ${kind}`,
        figures(samples, (l) => l === kind),
        budget,
      ),
    );
  console.log(row('      all writes', figures(samples), budget));
}

/**
 * Booking writes at 50 req/s for `seconds`, with their figures per kind; then the largest booking the
 * contract allows, created and edited alone, and the same writes again with it created or edited every
 * 5 s alongside: the p99 with and without it.
 */
async function writes(
  target: Target,
  fx: Awaited<ReturnType<typeof raceFixture>>,
  catalogue: QuoteCatalogue,
  seconds: number,
) {
  const alone = await writeMix(target.url, fx, WRITE_RATE, seconds, 1, () => processCpuMs(target.pid));
  console.log(
    `    booking writes at ${WRITE_RATE} req/s for ${seconds} s (create, edit, send as a request, in turn; each on its own day)`,
  );
  printWrites(target, alone);
  const cpu = writeCpu(alone);
  if (cpu !== null)
    console.log(
      `      server process CPU: ${cpu.toFixed(1)} ms a write (its e-mails included, sent before the figure is taken)`,
    );

  const largest = await largestBookingWrites(target.url, fx.staffKey, catalogue, LARGEST_FIRST_DAY, {
    pairs: 3,
  });
  const ms = (kind: string) =>
    largest
      .filter((w) => w.kind === kind)
      .map((w) => `${w.ms.toFixed(0)}${w.status < 300 ? '' : ` (${w.status})`}`)
      .join(', ');
  console.log(
    `    largest booking (${describeShape(CONTRACT_MAX)}), alone: created in ${ms('create')} ms; edited (PUT) in ${ms('edit')} ms`,
  );
  let done = false;
  const during = sleep(QUOTE_EVERY_MS / 2).then(() =>
    largestBookingWrites(target.url, fx.staffKey, catalogue, LARGEST_FIRST_DAY, {
      pauseMs: QUOTE_EVERY_MS,
      stopped: () => done,
    }),
  );
  const loaded = await writeMix(target.url, fx, WRITE_RATE, seconds, 2);
  done = true;
  const big = await during;
  console.log(
    `    the same writes with the largest booking created or edited every ${QUOTE_EVERY_MS / 1000} s (${big.map((w) => `${w.kind} ${w.ms.toFixed(0)}`).join(', ')} ms)`,
  );
  printWrites(target, loaded);
  const delay = figures(loaded).p99 - figures(alone).p99;
  const verdict = delay <= DELAY_BUDGET_MS ? '✓' : '✗ over';
  console.log(
    `      p99 delay from the largest bookings: ${delay >= 0 ? '+' : ''}${delay.toFixed(1)} ms  ${verdict} budget ≤ ${DELAY_BUDGET_MS} ms`,
  );
}

async function measure(
  target: Target,
  busy: { locationId: number; emplacements: number[] },
  staffKey: string,
  seconds: number,
  onlyWrites: boolean,
) {
  const [halls, rooms] = availabilityUrls(target.url, busy.locationId, busy.emplacements);
  const urls: [string, string][] = halls![1].flatMap((u, i) => [
    ['halls_suitable', u] as [string, string],
    ['availabilities', rooms![1][i]!] as [string, string],
  ]);
  const fx = await raceFixture(target.url, staffKey);
  const catalogue = await quoteCatalogue(target.url, staffKey);
  if (onlyWrites) {
    await writeMix(target.url, fx, WRITE_RATE, 2, 0); // warm-up: JIT, pools, query plans
    console.log(`  ${target.label}`);
    return writes(target, fx, catalogue, seconds);
  }
  // Warm-up (JIT, pools, query plans) on every path measured below.
  await closedLoop(
    urls.map(([, u]) => u),
    4,
    2,
  );
  await writeMix(target.url, fx, WRITE_RATE, 2, 0);
  const quote = await largestAcceptedQuote(target.url, catalogue, '2032-01-05');

  console.log(`  ${target.label}`);
  const alone = await availability(target, urls, seconds, null);
  printAvailability(
    `availability at ${AVAILABILITY_RATE} req/s for ${seconds} s (halls_suitable and availabilities in turn)`,
    alone.samples,
  );

  console.log(
    `    largest accepted booking quote: ${describeShape(quote.shape)}; ${(quote.body.length / 1024).toFixed(0)} KB, answered ${(quote.answerBytes / 1048576).toFixed(1)} MB in ${quote.ms.toFixed(0)} ms alone`,
  );
  const loaded = await availability(target, urls, seconds, quote);
  const quoteMs = loaded.quotes.map((q) => q.ms.toFixed(0)).join(', ');
  printAvailability(
    `the same load with that quote every ${QUOTE_EVERY_MS / 1000} s (${loaded.quotes.length} quotes: ${quoteMs} ms)`,
    loaded.samples,
  );
  const during = (s: Sample) => loaded.quotes.some((q) => s.sentAt + s.ms >= q.from && s.sentAt <= q.to);
  const overlapping = loaded.samples.filter(during);
  console.log(row('      those answered while a quote ran', figures(overlapping)));
  const delay = figures(loaded.samples).p99 - figures(alone.samples).p99;
  const verdict = delay <= DELAY_BUDGET_MS ? '✓' : '✗ over';
  console.log(
    `      p99 delay from the quotes: ${delay >= 0 ? '+' : ''}${delay.toFixed(1)} ms  ${verdict} budget ≤ ${DELAY_BUDGET_MS} ms`,
  );

  await writes(target, fx, catalogue, seconds);
}

/**
 * Runs the section on PGlite and, when `databaseUrl` names a fresh database, on PostgreSQL; with
 * `onlyWrites`, the booking writes alone (on the same busy database, after the same warm-up of writes).
 */
export async function loadBudgets(
  databaseUrl: string | null,
  seconds: number,
  onlyWrites = false,
): Promise<void> {
  console.log(
    '\n## Load budgets (issue 20): fixed-rate load from this process (loopback, the same 2 cores), on 200 halls with a year of bookings and 20 room types × 365 nights',
  );
  for (const env of [null, ...(databaseUrl ? [{ databaseUrl }] : [])]) {
    const { busy, dataDir } = await prepareBusyDatabase(env, false);
    const database: Record<string, string> = env ? { DATABASE_URL: env.databaseUrl } : { DATA_DIR: dataDir! };
    try {
      const server = await startServer({ env: { ...RATE_ENV, ...database }, nodeArgs: SERVER_NODE_ARGS });
      try {
        const staffKey = await cliStaffKey(database);
        await measure(
          { url: server.url, label: env ? 'PostgreSQL' : 'PGlite', pid: server.pid! },
          busy,
          staffKey,
          seconds,
          onlyWrites,
        );
        const memory = env ? null : residentMb(server.pid!);
        if (memory) {
          const verdict = memory.peak <= MEMORY_BUDGET_MB ? '✓' : '✗ over';
          console.log(
            `    server resident memory: peak ${memory.peak.toFixed(0)} MB (VmHWM), ${memory.now.toFixed(0)} MB now  ${verdict} budget ≤ ${MEMORY_BUDGET_MB} MB`,
          );
        }
      } finally {
        await server.stop();
      }
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
