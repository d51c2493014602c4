import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { id } from './columns.ts';
import { partners } from './partners.ts';

// The transactional outbox (issue 14). A booking change writes its messages here in its own
// transaction, so a message exists exactly when its change committed; a sender in every server process
// claims due rows (FOR UPDATE SKIP LOCKED), renders, delivers and marks them. The row's `messageId` is
// the SMTP Message-ID: a retry after a crash repeats the same id, which mail systems treat as one message.

/** What a message is about and who gets it; the template renders from the facts at send time. */
export type OutboxFacts = {
  /** The audit row of the transition that caused it, when one did (the crash test matches on it). */
  transitionId?: number | null;
  reason?: string | null;
  /** The calendar's SEQUENCE for this message (bookings.calendar_sequence when it was written). */
  calendarSequence?: number;
  /** Whether the calendar adds or updates its events (PUBLISH) or cancels them (CANCEL). */
  calendarMethod?: 'PUBLISH' | 'CANCEL';
  /** The access key of the link in a visitor's message, until it is sent (then scrubbed over SMTP). */
  linkKey?: string | null;
  /** Who sent a desk invitation (issue 17): the manager's name, as the e-mail greets with it. */
  invitedBy?: string | null;
};

/** A rendered message, stored at the first attempt so every retry (and the mailbox) shows the same. */
export type OutboxRendered = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string /* base64 */ }[];
  headers: Record<string, string>;
};

/** One message to one recipient. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    /** Message-ID's local part; random, so ids do not reveal volumes. */
    messageId: uuid('message_id').notNull().default(sql`gen_random_uuid()`),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** The event that caused it (a transition name, `changed`, `offer_reminder`, `draft_reminder`). */
    event: text('event').notNull(),
    template: text('template').notNull(),
    recipient: text('recipient').$type<'visitor' | 'venue'>().notNull(),
    toAddress: text('to_address').notNull(),
    locale: text('locale').notNull(),
    /** One message per event and recipient: enqueueing the same again is a no-op (reminders rely on it). */
    dedupeKey: text('dedupe_key').notNull(),
    facts: jsonb('facts').$type<OutboxFacts>().notNull().default(sql`'{}'::jsonb`),
    /** Sent only while the booking is still in this status (a draft reminder for a draft). */
    onlyWhileStatus: text('only_while_status'),
    status: text('status')
      .$type<'pending' | 'sending' | 'sent' | 'failed' | 'cancelled'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt may run; a claimed row's lease ends here too. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    rendered: jsonb('rendered').$type<OutboxRendered | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_messages_message_id_key').on(t.messageId),
    uniqueIndex('outbox_messages_dedupe_key').on(t.dedupeKey, t.recipient),
    index('outbox_messages_due_idx').on(t.dueAt).where(sql`${t.status} in ('pending','sending')`),
    index('outbox_messages_booking_idx').on(t.bookingId, t.id),
    check('outbox_messages_status', sql`${t.status} in ('pending','sending','sent','failed','cancelled')`),
    check('outbox_messages_recipient', sql`${t.recipient} in ('visitor','venue')`),
  ],
);

/** The last sequence number of each location's readable references per year (HH-AMS-2027-0042). */
export const bookingReferenceSequences = pgTable(
  'booking_reference_sequences',
  {
    locationId: integer('location_id').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [uniqueIndex('booking_reference_sequences_key').on(t.locationId, t.year)],
);
