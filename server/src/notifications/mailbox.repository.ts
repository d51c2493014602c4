import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { bookings } from '../db/schema/bookings.ts';
import { type OutboxRendered, outboxMessages } from '../db/schema/outbox.ts';

// The mailbox reads the outbox: a row is a message, its `rendered` column is what was (or will be) sent.
// The list leaves the HTML and attachment contents in the database; one message reads everything.

/** An attachment as the list shows it: its name, type and decoded size. */
export type MailboxAttachmentInfo = { filename: string; contentType: string; size: number };

/** The columns every view of a message shows. */
export type MailboxSummary = {
  id: number;
  messageId: string;
  createdAt: Date;
  sentAt: Date | null;
  dueAt: Date;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';
  attempts: number;
  lastError: string | null;
  toAddress: string;
  event: string;
  template: string;
  recipient: 'visitor' | 'venue';
  locale: string;
  bookingId: number | null;
  /** The booking's readable reference (HH-AMS-2027-0042), when the message is about a booking. */
  reference: string | null;
  /** Null until the sender rendered the message. */
  from: string | null;
  subject: string | null;
  text: string | null;
  attachments: MailboxAttachmentInfo[];
};

/** One message with everything the sender rendered. */
export type MailboxMessage = MailboxSummary & { rendered: OutboxRendered | null };

/** Which page of the list, and whose messages. */
export type MailboxQuery = { to?: string | undefined; page: number; perPage: number };

const summaryColumns = {
  id: outboxMessages.id,
  messageId: outboxMessages.messageId,
  createdAt: outboxMessages.createdAt,
  sentAt: outboxMessages.sentAt,
  dueAt: outboxMessages.dueAt,
  status: outboxMessages.status,
  attempts: outboxMessages.attempts,
  lastError: outboxMessages.lastError,
  toAddress: outboxMessages.toAddress,
  event: outboxMessages.event,
  template: outboxMessages.template,
  recipient: outboxMessages.recipient,
  locale: outboxMessages.locale,
  bookingId: outboxMessages.bookingId,
  reference: bookings.reference,
  from: sql<string | null>`${outboxMessages.rendered}->>'from'`,
  subject: sql<string | null>`${outboxMessages.rendered}->>'subject'`,
  text: sql<string | null>`${outboxMessages.rendered}->>'text'`,
  attachments: sql<MailboxAttachmentInfo[]>`coalesce((
    select jsonb_agg(jsonb_build_object(
      'filename', a->>'filename',
      'contentType', a->>'contentType',
      'size', octet_length(decode(a->>'content', 'base64'))
    ) order by n)
    from jsonb_array_elements(${outboxMessages.rendered}->'attachments') with ordinality as t(a, n)
  ), '[]'::jsonb)`,
};

function recipientFilter(to: string | undefined): SQL | undefined {
  // Addresses are compared as people type them: the case of an address does not matter in practice.
  return to ? sql`lower(${outboxMessages.toAddress}) = lower(${to.trim()})` : undefined;
}

/** A page of messages, newest first, optionally only those to one address, and how many there are. */
export async function listMailbox(
  db: Orm,
  query: MailboxQuery,
): Promise<{ total: number; messages: MailboxSummary[] }> {
  const where = and(recipientFilter(query.to));
  const [totals] = await db.select({ total: count() }).from(outboxMessages).where(where);
  // The page's ids first, from narrow columns only; then the page's rows. Sorting the full rows would
  // read every message's rendered JSON to throw most of it away (5,000 messages: 0.5 s a page).
  const ids = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  if (ids.length === 0) return { total: Number(totals?.total ?? 0), messages: [] };
  const messages = await db
    .select(summaryColumns)
    .from(outboxMessages)
    .leftJoin(bookings, eq(bookings.id, outboxMessages.bookingId))
    .where(
      inArray(
        outboxMessages.id,
        ids.map((row) => row.id),
      ),
    )
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id));
  return { total: Number(totals?.total ?? 0), messages: messages as MailboxSummary[] };
}

/** One message by its outbox id, or null. */
export async function findMailboxMessage(db: Orm, id: number): Promise<MailboxMessage | null> {
  const [row] = await db
    .select({ ...summaryColumns, rendered: outboxMessages.rendered })
    .from(outboxMessages)
    .leftJoin(bookings, eq(bookings.id, outboxMessages.bookingId))
    .where(eq(outboxMessages.id, id))
    .limit(1);
  return (row as MailboxMessage | undefined) ?? null;
}
