import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { matchLocale } from '../../../src/domain/locale.ts';
import type { Orm } from '../db/database.ts';
import { outboxMessages } from '../db/schema/index.ts';
import type { OutboxFacts } from '../db/schema/outbox.ts';
import { messagesFor, type NotificationEvent } from './catalogue.ts';

// Writing messages (issue 14): called INSIDE the transaction of the change that causes them, so a
// message exists exactly when its change committed — a rollback takes it away, a crash after the commit
// leaves it for the sender. Nothing is rendered or sent here: that is the sender's job, after commit.

type Rows<T> = { rows: T[] };

/** What enqueueing needs to know of the booking, read in the same transaction. */
type BookingFacts = {
  partnerId: number;
  email: string;
  locale: string;
  status: string;
  calendarSequence: number;
  offerValidUntil: string | null;
  venueEmail: string | null;
};

async function bookingFacts(tx: Orm, bookingId: number): Promise<BookingFacts | null> {
  const result = (await tx.execute(sql`
    select b.partner_id as "partnerId", b.email, b.locale, b.status, b.calendar_sequence as "calendarSequence",
      b.offer_valid_until::text as "offerValidUntil", coalesce(l.email, p.contact_email) as "venueEmail"
    from bookings b join locations l on l.id = b.location_id join partners p on p.id = b.partner_id
    where b.id = ${bookingId}`)) as unknown as Rows<BookingFacts>;
  return result.rows[0] ?? null;
}

/** A fresh key for the link of one visitor message; the booking keeps only its SHA-256. */
export function newLinkKey(): { key: string; hashHex: string } {
  const key = randomBytes(24).toString('base64url');
  return { key, hashHex: createHash('sha256').update(key, 'utf8').digest('hex') };
}

/** Why a message exists: the transition's audit row, or the reminder and what it is about. */
export type EnqueueCause = {
  event: NotificationEvent;
  /** The audit row of a transition. */
  transitionId?: number;
  reason?: string | null;
  /** When the message may go out (a reminder is due now; everything else at once). */
  now: Date;
};

function eventName(event: NotificationEvent): string {
  return event.kind === 'transition' ? event.transition : event.kind;
}

function dedupeKey(bookingId: number, cause: EnqueueCause, booking: BookingFacts): string {
  const { event } = cause;
  if (event.kind === 'offer_reminder') return `offer_reminder:${bookingId}:${booking.offerValidUntil}`;
  if (event.kind === 'draft_reminder') return `draft_reminder:${bookingId}`;
  return `transition:${cause.transitionId ?? `${bookingId}:${event.transition}:${cause.now.toISOString()}`}`;
}

/**
 * Writes the catalogue's messages for one event of booking `bookingId` into the outbox, in `tx`.
 * Returns how many were written (a recipient without an address gets none; the same event twice is
 * written once, which keeps reminders single).
 */
export async function enqueueBookingMessages(
  tx: Orm,
  bookingId: number,
  cause: EnqueueCause,
): Promise<number> {
  const booking = await bookingFacts(tx, bookingId);
  if (!booking) return 0;
  const entries = messagesFor(cause.event, booking.calendarSequence > 0);
  const locale = matchLocale(booking.locale) ?? 'en-US';
  const key = dedupeKey(bookingId, cause, booking);
  const linkHashes: string[] = [];
  let calendars = 0;
  let written = 0;
  for (const entry of entries) {
    const to = (entry.recipient === 'visitor' ? booking.email : booking.venueEmail)?.trim() ?? '';
    if (!to) continue;
    const facts: OutboxFacts = {
      transitionId: cause.transitionId ?? null,
      reason: cause.reason ?? null,
    };
    const link = entry.recipient === 'visitor' ? newLinkKey() : null;
    if (link) facts.linkKey = link.key;
    if (entry.calendar) {
      facts.calendarSequence = booking.calendarSequence + calendars;
      facts.calendarMethod = entry.calendar;
    }
    const inserted = await tx
      .insert(outboxMessages)
      .values({
        partnerId: booking.partnerId,
        bookingId,
        event: eventName(cause.event),
        template: entry.template,
        recipient: entry.recipient,
        toAddress: to,
        locale,
        dedupeKey: key,
        facts,
        onlyWhileStatus:
          cause.event.kind === 'draft_reminder'
            ? 'draft'
            : cause.event.kind === 'offer_reminder'
              ? 'offered'
              : null,
        dueAt: cause.now,
        createdAt: cause.now,
      })
      .onConflictDoNothing()
      .returning({ id: outboxMessages.id });
    if (inserted.length === 0) continue;
    written++;
    if (link) linkHashes.push(link.hashHex);
    if (entry.calendar) calendars++;
  }
  if (linkHashes.length > 0 || calendars > 0) {
    await tx.execute(sql`update bookings set
      link_key_hashes = link_key_hashes || ${JSON.stringify(linkHashes)}::jsonb,
      calendar_sequence = calendar_sequence + ${calendars}
      where id = ${bookingId}`);
  }
  return written;
}
