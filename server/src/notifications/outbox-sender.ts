import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Orm } from '../db/database.ts';
import type { OutboxFacts, OutboxRendered } from '../db/schema/outbox.ts';
import type { Logger } from '../logger.ts';

// The sender (issue 14): every server process runs one. It claims due messages in one short statement
// (FOR UPDATE SKIP LOCKED, so two processes never take the same row) and leases them: the claim moves
// `due_at` a lease ahead, so a process killed mid-send leaves the row to be taken again once the lease
// ends — with the same Message-ID, which mail systems treat as the same message. Delivery happens
// outside any transaction (an SMTP server may take seconds; the embedded database has one connection).
// A failure is retried with exponential back-off; after MAX_ATTEMPTS the message is marked failed.

/** A claimed outbox row, as the composer needs it. */
export type OutboxRow = {
  id: number;
  messageId: string;
  partnerId: number;
  bookingId: number | null;
  event: string;
  template: string;
  recipient: 'visitor' | 'venue';
  toAddress: string;
  locale: string;
  facts: OutboxFacts;
  onlyWhileStatus: string | null;
  attempts: number;
  rendered: OutboxRendered | null;
  bookingStatus: string | null;
};

/** Where messages go: an SMTP server, or nowhere but the outbox itself (the local mailbox page). */
export type Delivery = {
  kind: 'smtp' | 'mailbox';
  deliver: (message: OutboxRendered, messageId: string) => Promise<void>;
};

/** What the sender is given. */
export type OutboxSenderDeps = {
  db: Orm;
  clock: Clock;
  logger: Logger;
  delivery: Delivery;
  /** Renders a claimed row (template, calendar, addresses); null when it no longer applies. */
  compose: (row: OutboxRow) => Promise<OutboxRendered | null>;
  /** How long a claimed message is reserved for this process (default 2 minutes). */
  leaseMs?: number;
  /** Messages per claim (default 20). */
  batch?: number;
  /** Messages of a claim handled at once (default SEND_CONCURRENCY). */
  concurrency?: number;
};

/**
 * Messages handed over at once: rendering (CPU), the database and the SMTP conversation (round trips)
 * overlap. It is also the most messages a killed process can leave between the SMTP server's 250 and
 * its own "sent" mark, the only way a message is handed over twice (with the same Message-ID).
 */
export const SEND_CONCURRENCY = 4;

/** Attempts before a message is given up (and marked failed). */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 6 * 3_600_000;

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min … at most 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

type Rows<T> = { rows: T[] };

async function claim(deps: OutboxSenderDeps, now: Date): Promise<OutboxRow[]> {
  const leaseEnds = new Date(now.getTime() + (deps.leaseMs ?? 120_000));
  const result = (await deps.db.execute(sql`
    with due as (
      select id from outbox_messages
      where status in ('pending', 'sending') and due_at <= ${now.toISOString()}
      order by due_at, id limit ${deps.batch ?? 20}
      for update skip locked)
    update outbox_messages o set status = 'sending', attempts = o.attempts + 1, due_at = ${leaseEnds.toISOString()}
    from due where o.id = due.id
    returning o.id, o.message_id as "messageId", o.partner_id as "partnerId", o.booking_id as "bookingId", o.event, o.template, o.recipient,
      o.to_address as "toAddress", o.locale, o.facts, o.only_while_status as "onlyWhileStatus", o.attempts,
      o.rendered, (select status from bookings b where b.id = o.booking_id) as "bookingStatus"`)) as unknown as Rows<OutboxRow>;
  return result.rows.sort((a, b) => a.id - b.id);
}

async function finishRow(db: Orm, id: number, set: ReturnType<typeof sql>): Promise<void> {
  await db.execute(sql`update outbox_messages set ${set} where id = ${id} and status = 'sending'`);
}

/** Over SMTP the sent message leaves our database: keep what staff need, drop the link's key. */
function scrubbed(rendered: OutboxRendered): OutboxRendered {
  return { ...rendered, html: '', text: '', attachments: [] };
}

async function sendOne(
  deps: OutboxSenderDeps,
  row: OutboxRow,
  now: Date,
): Promise<'sent' | 'failed' | 'cancelled' | 'retry'> {
  if (row.onlyWhileStatus !== null && row.bookingStatus !== row.onlyWhileStatus) {
    // A draft reminder for a draft that was sent (or deleted) meanwhile: nobody should get it.
    await finishRow(deps.db, row.id, sql`status = 'cancelled'`);
    return 'cancelled';
  }
  let rendered = row.rendered;
  try {
    if (!rendered) {
      rendered = await deps.compose(row);
      if (!rendered) {
        await finishRow(deps.db, row.id, sql`status = 'cancelled'`);
        return 'cancelled';
      }
    }
    await deps.delivery.deliver(rendered, row.messageId);
    const keep = deps.delivery.kind === 'mailbox';
    const facts = keep ? row.facts : { ...row.facts, linkKey: null };
    await finishRow(
      deps.db,
      row.id,
      sql`status = 'sent', sent_at = ${now.toISOString()}, last_error = null,
        rendered = ${JSON.stringify(keep ? rendered : scrubbed(rendered))}::jsonb, facts = ${JSON.stringify(facts)}::jsonb`,
    );
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const givingUp = row.attempts >= MAX_ATTEMPTS;
    const next = new Date(now.getTime() + retryDelayMs(row.attempts));
    // A message that failed keeps what it rendered, so every retry (and the mailbox) shows the same.
    const keep = rendered && !row.rendered ? sql`, rendered = ${JSON.stringify(rendered)}::jsonb` : sql``;
    await finishRow(
      deps.db,
      row.id,
      givingUp
        ? sql`status = 'failed', last_error = ${message}${keep}`
        : sql`status = 'pending', due_at = ${next.toISOString()}, last_error = ${message}${keep}`,
    );
    // Never the address or the link: the log must not carry a visitor's key.
    deps.logger[givingUp ? 'error' : 'warn'](
      { outboxId: row.id, template: row.template, attempts: row.attempts, err: message },
      givingUp ? 'e-mail given up' : 'e-mail failed; will retry',
    );
    return givingUp ? 'failed' : 'retry';
  }
}

/** Sends every message due now, batch after batch; returns what happened to each. */
export async function sendDueMessages(
  deps: OutboxSenderDeps,
): Promise<Record<'sent' | 'failed' | 'cancelled' | 'retry', number>> {
  const counts = { sent: 0, failed: 0, cancelled: 0, retry: 0 };
  for (;;) {
    const now = deps.clock.now();
    const rows = await claim(deps, now);
    const queue = [...rows];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) counts[await sendOne(deps, row, now)]++;
    };
    await Promise.all(Array.from({ length: deps.concurrency ?? SEND_CONCURRENCY }, worker));
    if (rows.length < (deps.batch ?? 20)) return counts;
  }
}

/** A running sender: `wake` sends now (after a commit), `stop` waits for the round in flight. */
export type OutboxSender = {
  wake: () => void;
  /** Resolves once no round runs (a round asked for meanwhile included). */
  idle: () => Promise<void>;
  stop: () => Promise<void>;
};

/** Sends now and then every `intervalMs`, and whenever woken; errors are logged, never thrown. */
export function startOutboxSender(deps: OutboxSenderDeps, intervalMs = 5_000): OutboxSender {
  let round: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    if (round) {
      again = true;
      return;
    }
    round = sendDueMessages(deps)
      .then((counts) => {
        if (counts.sent + counts.failed + counts.retry > 0) deps.logger.info(counts, 'e-mails processed');
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'e-mail round failed'))
      .finally(() => {
        round = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    wake: run,
    idle: async () => {
      while (round) await round;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
}
