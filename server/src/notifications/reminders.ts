import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { enqueueBookingMessages } from './outbox.ts';

// The reminders the sweeper writes (issue 14): an offer about to expire (at the hours before the end
// of its validity day that the location sets) and an unsent draft whose visitor gave an e-mail address
// and went quiet (after the partner's minutes). Each is written once — the outbox's dedupe key holds
// that across processes and restarts — and a draft reminder is dropped at send time if the draft was
// sent meanwhile; deleting the draft deletes it with the booking.

type Rows<T> = { rows: T[] };
const BATCH = 100;

async function dueOfferReminders(db: Orm, now: Date): Promise<number[]> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    with offers as (
      select b.id, b.offer_valid_until,
        ((b.offer_valid_until + 1)::timestamp at time zone l.time_zone) as ends_at,
        ((b.offer_valid_until + 1)::timestamp at time zone l.time_zone) - make_interval(hours => l.offer_reminder_hours) as remind_at
      from bookings b join locations l on l.id = b.location_id
      where b.status = 'offered' and l.offer_reminder_hours > 0 and b.offer_valid_until is not null)
    select o.id from offers o
    where o.remind_at <= ${at}::timestamptz and o.ends_at > ${at}::timestamptz
      -- An offer sent inside its reminder window needs no reminder: the offer e-mail is as fresh.
      and (select max(t.at) from booking_transitions t where t.booking_id = o.id and t.transition = 'send_offer') < o.remind_at
      and not exists (select 1 from outbox_messages m
        where m.dedupe_key = 'offer_reminder:' || o.id || ':' || o.offer_valid_until::text)
    order by o.id limit ${BATCH}`)) as unknown as Rows<{ id: number }>;
  return result.rows.map((r) => r.id);
}

async function dueDraftReminders(db: Orm, now: Date): Promise<number[]> {
  const result = (await db.execute(sql`
    select b.id from bookings b join partners p on p.id = b.partner_id
    where b.status = 'draft' and p.draft_reminder_minutes > 0 and position('@' in b.email) > 1
      and b.updated_at <= ${now.toISOString()}::timestamptz - make_interval(mins => p.draft_reminder_minutes)
      and not exists (select 1 from outbox_messages m where m.dedupe_key = 'draft_reminder:' || b.id)
    order by b.id limit ${BATCH}`)) as unknown as Rows<{ id: number }>;
  return result.rows.map((r) => r.id);
}

/** Writes every reminder due at `now`; returns how many messages were written. */
export async function enqueueDueReminders(db: Orm, now: Date): Promise<number> {
  let written = 0;
  const due = [
    ...(await dueOfferReminders(db, now)).map((id) => ({
      id,
      kind: 'offer_reminder' as const,
      status: 'offered',
    })),
    ...(await dueDraftReminders(db, now)).map((id) => ({
      id,
      kind: 'draft_reminder' as const,
      status: 'draft',
    })),
  ];
  for (const { id, kind, status } of due) {
    written += await db.transaction(async (raw) => {
      const tx = raw as unknown as Orm;
      // A booking someone is changing right now is looked at again on the next round.
      const locked = (await tx.execute(
        sql`select id from bookings where id = ${id} and status = ${status} for update skip locked`,
      )) as unknown as Rows<unknown>;
      if (locked.rows.length === 0) return 0;
      return enqueueBookingMessages(tx, id, { event: { kind }, now });
    });
  }
  return written;
}
