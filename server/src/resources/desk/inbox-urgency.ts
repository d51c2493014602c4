import { type SQL, sql } from 'drizzle-orm';
import type { InboxUrgency } from '../../../../src/contracts/desk-inbox.schema.ts';
import { bookings } from '../../db/schema/index.ts';
import { addDays } from '../../domain/booking-lifecycle/index.ts';

// What needs the venue now (issue 17, the inbox): a new request and a visitor's pending change wait
// for an answer; a hold waits for its payment; an offer close to its last valid day may need a nudge.
// The rule is here twice on purpose: `inboxUrgency` names the reason of one booking, `urgencyRank` orders
// the whole list in SQL so paging stays right. The route test checks that the two agree.

/** An offer whose last valid day is at most this many days away is about to expire. */
export const OFFER_EXPIRING_DAYS = 2;

/** The facts of a booking the rule reads. */
export type UrgencyFacts = { status: string; changePending: boolean; offerValidUntil: string | null };

/** Why the booking waits for the venue on `today` (`YYYY-MM-DD`), or null when nothing does. */
export function inboxUrgency(facts: UrgencyFacts, today: string): InboxUrgency | null {
  if (facts.status === 'requested') return 'new_request';
  if (facts.changePending && facts.status !== 'draft') return 'change_pending';
  if (facts.status === 'payment_pending') return 'payment_pending';
  if (
    facts.status === 'offered' &&
    facts.offerValidUntil !== null &&
    facts.offerValidUntil <= addDays(today, OFFER_EXPIRING_DAYS)
  )
    return 'offer_expiring';
  return null;
}

/**
 * The rank `inboxUrgency` gives, as SQL: 0 needs an answer, 1 a payment, 2 an offer expiring, 3 nothing.
 * "Today" is each booking's location's today at `now`, as offers run out there.
 */
export function urgencyRank(now: Date): SQL {
  const locationToday = sql`(select (${now.toISOString()}::timestamptz at time zone l.time_zone)::date
    from locations l where l.id = ${bookings.locationId})`;
  return sql`case
    when ${bookings.status} = 'requested' then 0
    when ${bookings.status} <> 'draft' and (${bookings.flags}->>'changePending')::boolean then 0
    when ${bookings.status} = 'payment_pending' then 1
    when ${bookings.status} = 'offered'
      and ${bookings.offerValidUntil} <= ${locationToday} + ${OFFER_EXPIRING_DAYS}::int then 2
    else 3 end`;
}
