// Booking writes: creation and status changes at a fixed rate (p50/p99, 5xx), and the double-booking
// races of the concurrency tests as counts, on PGlite (one process) and PostgreSQL (two processes).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bookNowRace,
  cliStaffKey,
  createDrafts,
  idempotencyRace,
  type RaceFixture,
  raceFixture,
  racePayload,
} from '../server/test/booking-races.ts';
import { startServer } from '../tests/fixtures/server-process.mjs';

const ENV = { BOOKING_RATE_LIMIT_PER_IP: '1000000', BOOKING_RATE_LIMIT_PER_EMAIL: '1000000' };

type WriteResult = {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  errors5xx: number;
  other: number;
};

/** Sends `total` writes at `rate` per second, on schedule whatever the answers take. */
async function writeLoop(
  send: (n: number) => Promise<number>,
  rate: number,
  total: number,
): Promise<WriteResult> {
  const latencies: number[] = [];
  let errors5xx = 0;
  let other = 0;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const wait = started + (n * 1000) / rate - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const t0 = performance.now();
    pending.push(
      send(n).then(
        (status) => {
          latencies.push(performance.now() - t0);
          if (status >= 500) errors5xx++;
          else if (status >= 300) other++;
        },
        () => {
          errors5xx++;
        },
      ),
    );
  }
  await Promise.all(pending);
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { requests: total, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN, errors5xx, other };
}

function format(label: string, r: WriteResult): string {
  const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
  const verdict = r.p99 <= 50 && r.errors5xx === 0 ? '✓' : '✗ over goal';
  return `${label.padEnd(44)} p50${ms(r.p50)}  p99${ms(r.p99)}  max${ms(r.max)}  ${r.requests} req, ${r.errors5xx} × 5xx, ${r.other} other non-2xx ${verdict}`;
}

// Reads the whole answer, so the latency includes the body, and gives the status.
async function drained(response: Response): Promise<number> {
  await response.arrayBuffer();
  return response.status;
}

const dayAfter = (n: number) => new Date(Date.UTC(2031, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

async function writes(label: string, urls: string[], fx: RaceFixture, seconds: number): Promise<void> {
  const total = 50 * seconds;
  const at = (n: number) => urls[n % urls.length]!;
  const post = (n: number, payload: unknown) =>
    fetch(`${at(n)}/api/booking`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    }).then(drained);
  // Warm-up (JIT, query plans, pools) on both paths, so the figures are of a running server.
  const warm = await createDrafts(
    urls,
    Array.from({ length: 100 }, (_, n) =>
      racePayload(fx, 'hall', dayAfter(3000 + n), `warm${n}@example.com`),
    ),
  );
  await bookNowRace(urls, warm);
  const created = await writeLoop(
    (n) => post(n, racePayload(fx, 'hall', dayAfter(100 + n), `bench${n}@example.com`)),
    50,
    total,
  );
  console.log(format(`${label} POST /api/booking at 50/s`, created));
  // Book now on its own day each: every change holds a space (the acquire path), none conflicts.
  const payloads = Array.from({ length: total }, (_, n) =>
    racePayload(fx, 'hall', dayAfter(400 + n), `s${n}@example.com`),
  );
  const drafts = await createDrafts(urls, payloads);
  const moved = await writeLoop(
    (n) =>
      fetch(`${at(n)}/api/booking/${drafts[n]!.id}/status`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', username: drafts[n]!.username, key: drafts[n]!.key },
        body: JSON.stringify({ transition: 'book_now', termsAccepted: true }),
      }).then(drained),
    50,
    total,
  );
  console.log(format(`${label} PUT …/status book_now at 50/s`, moved));
}

async function racesReport(label: string, urls: string[], fx: RaceFixture): Promise<void> {
  const hallDrafts = await createDrafts(
    urls,
    Array.from({ length: 200 }, (_, i) => racePayload(fx, 'hall', '2033-02-03', `h${i}@example.com`)),
  );
  const hall = await bookNowRace(urls, hallDrafts);
  const roomDrafts = await createDrafts(
    urls,
    Array.from({ length: 500 }, (_, i) => racePayload(fx, 'room', '2033-02-10', `r${i}@example.com`)),
  );
  const rooms = await bookNowRace(urls, roomDrafts);
  const idem = await idempotencyRace(urls, racePayload(fx, 'room', '2033-03-01', 'idem@example.com'), 100);
  console.log(
    `${label} 200 book-now, one hall: ${hall.ok} × 200, ${hall.conflict} × 409, ${hall.other.length} other (${hall.ms} ms)`,
  );
  console.log(
    `${label} 500 book-now, 10 rooms:  ${rooms.ok} × 200, ${rooms.conflict} × 409, ${rooms.other.length} other (${rooms.ms} ms)`,
  );
  console.log(
    `${label} 100 × one Idempotency-Key: ${idem.ok} × 201, ${idem.ids.length} booking(s), ${idem.other.length} other (${idem.ms} ms)`,
  );
}

/** Runs the booking section on PGlite and, when `databaseUrl` is given, on two PostgreSQL processes. */
export async function bookingBench(databaseUrl: string | null, seconds: number): Promise<void> {
  console.log('\n## Bookings: writes at 50/s (goal p99 ≤ 50 ms, 0 × 5xx) and double-booking races');
  const dataDir = mkdtempSync(join(tmpdir(), 'bf-bench-bookings-'));
  const embedded = await startServer({ env: { ...ENV, DATA_DIR: dataDir } });
  try {
    const fx = await raceFixture(embedded.url, await cliStaffKey({ DATA_DIR: dataDir }));
    await writes('PGlite    ', [embedded.url], fx, seconds);
    await racesReport('PGlite    ', [embedded.url], fx);
  } finally {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!databaseUrl) return;
  const first = await startServer({ env: { ...ENV, DATABASE_URL: databaseUrl } });
  const second = await startServer({ env: { ...ENV, DATABASE_URL: databaseUrl } });
  try {
    const urls = [first.url, second.url];
    const fx = await raceFixture(first.url, await cliStaffKey({ DATABASE_URL: databaseUrl }));
    await writes('PostgreSQL×2', urls, fx, seconds);
    await racesReport('PostgreSQL×2', urls, fx);
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
}
