// E-mail delivery under a burst (issue 14): requests at 50 a second against a real server process,
// each writing two messages to the outbox; the server's sender renders them and delivers them over
// SMTP to a real SMTP server in this process. Prints how long each message took from the request's
// answer to its arrival, and the delivery rate. Budget (printed, not enforced): p95 ≤ 5 s at 50/s.

import { startSmtpSink } from '../server/test/smtp-sink.ts';
import { bookingPayload } from '../tests/fixtures/booking-api.mjs';
import { startServer } from '../tests/fixtures/server-process.mjs';

const RATE = 50;
const REQUESTS = 150;
const BUDGET_P95_MS = 5_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the burst on the embedded database (or PostgreSQL with `databaseUrl`) and prints the figures. */
export async function mailBench(label: string, databaseUrl: string | null): Promise<void> {
  const smtp = await startSmtpSink();
  const server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      BOOKING_RATE_LIMIT_PER_IP: '100000',
      BOOKING_RATE_LIMIT_PER_EMAIL: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  try {
    const drafts: { id: number; username: string; key: string }[] = [];
    for (let n = 0; n < REQUESTS; n++) {
      const response = await fetch(`${server.url}/api/booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...bookingPayload(),
          types: ['mice'],
          hotelRooms: [],
          email: `bench-${n}@example.com`,
        }),
      });
      drafts.push(await response.json());
    }
    const answeredAt = new Map<string, number>();
    const started = performance.now();
    const sent: Promise<void>[] = [];
    for (const draft of drafts) {
      sent.push(
        fetch(`${server.url}/api/booking/${draft.id}/status`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', username: draft.username, key: draft.key },
          body: JSON.stringify({ transition: 'request' }),
        }).then(async (r) => {
          await r.arrayBuffer();
          answeredAt.set(`bench-${drafts.indexOf(draft)}@example.com`, performance.now());
        }),
      );
      await pause(1000 / RATE);
    }
    await Promise.all(sent);
    await smtp.waitForCount(2 * REQUESTS);
    const done = Math.max(...smtp.received.map((r) => r.at));
    // The visitor's message names its visitor: its delay runs from that request's answer to its arrival.
    const delays = smtp.received.flatMap(({ envelope, at }) => {
      const answered = answeredAt.get(envelope.to[0] ?? '');
      return answered === undefined ? [] : [Math.max(0, at - answered)];
    });
    const sorted = delays.sort((a, b) => a - b);
    const at = (q: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
    const p95 = at(0.95);
    console.log(
      `${label} ${REQUESTS} requests at ${RATE}/s → ${2 * REQUESTS} e-mails over SMTP in ${((done - started) / 1000).toFixed(1)} s ` +
        `(${((2 * REQUESTS * 1000) / (done - started)).toFixed(0)} e-mails/s); ` +
        `answer → visitor's e-mail p50 ${(at(0.5) / 1000).toFixed(2)} s, p95 ${(p95 / 1000).toFixed(2)} s ` +
        `${p95 <= BUDGET_P95_MS ? '✓' : '✗ over'} budget ${BUDGET_P95_MS / 1000} s`,
    );
  } finally {
    await server.stop();
    await smtp.close();
  }
}
