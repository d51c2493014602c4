import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../test/bookings.ts';
import { type FreshApp, freshApp, TEST_NOW } from '../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../test/rate-limits.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { silentLogger } from '../logger.ts';
import { composer } from './compose.ts';
import { MAX_ATTEMPTS, type OutboxSenderDeps, retryDelayMs, sendDueMessages } from './outbox-sender.ts';
import { renderMessage } from './render.tsx';
import { pricingLabel } from './texts.ts';
import { smtpTransport } from './transport.ts';

// The sender against real SMTP endpoints: a port nobody listens on (the attempt fails, is retried
// after the back-off with the same Message-ID), then a real SMTP server; ten failures give up.

let fresh: FreshApp;
let f: BookingFixture;
let smtp: SmtpSink;
let now = new Date(TEST_NOW);
const clock = { now: () => new Date(now) };

beforeAll(async () => {
  smtp = await startSmtpSink();
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  f = await bookingFixture(fresh.db);
});
afterAll(async () => {
  await fresh.close();
  await smtp.close();
});

/** A port on loopback with nothing listening. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function senderTo(url: string): OutboxSenderDeps {
  return {
    db: fresh.db.orm,
    clock,
    logger: silentLogger,
    delivery: smtpTransport(url, { connectTimeoutMs: 2_000, pool: false }),
    compose: composer(fresh.db.orm, {
      publicUrl: 'https://book.example',
      from: null,
      now: clock.now,
      render: (view) => renderMessage(view),
      labeller: (locale) => (key) => pricingLabel(locale as 'en-US', key),
    }),
  };
}

async function requested(email: string): Promise<number> {
  const b = await createBooking(fresh.app, { ...bookingPayload(f), email, hotelRooms: [], types: ['mice'] });
  await bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, {
    username: b.username,
    key: b.key,
    body: { transition: 'request' },
  });
  return b.id;
}

type Row = { status: string; attempts: number; due_at: Date; last_error: string | null; message_id: string };
const rowsOf = (id: number) =>
  fresh.db.query<Row>(
    `select status, attempts, due_at, last_error, message_id from outbox_messages where booking_id = $1 and recipient = 'visitor'`,
    [id],
  );

describe('the sender', () => {
  it('retries a failed delivery after the back-off, with the same Message-ID', async () => {
    now = new Date(TEST_NOW);
    const id = await requested('retry@example.com');
    const down = `smtp://127.0.0.1:${await closedPort()}`;
    const first = await sendDueMessages(senderTo(down));
    expect(first.retry).toBeGreaterThanOrEqual(2);
    const [failed] = await rowsOf(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.last_error).toMatch(/ECONNREFUSED/);
    expect(new Date(failed!.due_at).getTime()).toBe(now.getTime() + retryDelayMs(1));
    expect(retryDelayMs(1)).toBe(30_000);

    // Not yet due: nothing is tried.
    now = new Date(now.getTime() + 29_000);
    expect((await sendDueMessages(senderTo(smtp.url))).sent).toBe(0);
    now = new Date(now.getTime() + 1_000);
    await sendDueMessages(senderTo(smtp.url));
    const [sent] = await rowsOf(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    const arrived = smtp.received.filter((r) => r.envelope.to.includes('retry@example.com'));
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.mail.messageId).toBe(`<${sent!.message_id}@book.example>`);
  });

  it('gives a message up after ten failed attempts, waiting longer each time', async () => {
    now = new Date('2030-04-01T08:00:00Z');
    const id = await requested('never@example.com');
    const down = senderTo(`smtp://127.0.0.1:${await closedPort()}`);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await sendDueMessages(down);
      const [row] = await rowsOf(id);
      if (row!.status === 'pending') {
        waits.push(new Date(row!.due_at).getTime() - now.getTime());
        now = new Date(row!.due_at);
      }
    }
    const [row] = await rowsOf(id);
    expect([row!.status, row!.attempts]).toEqual(['failed', MAX_ATTEMPTS]);
    expect(waits).toEqual(Array.from({ length: MAX_ATTEMPTS - 1 }, (_, n) => retryDelayMs(n + 1)));
    expect(waits.every((w, n) => n === 0 || w >= waits[n - 1]!)).toBe(true);
  });
});
