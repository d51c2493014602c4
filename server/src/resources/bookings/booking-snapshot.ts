import { sql } from 'drizzle-orm';
import { addDays } from '../../../../src/domain/dates.ts';
import type { Orm } from '../../db/database.ts';
import type {
  BookingFlags,
  BookingSnapshot,
  BookingStatus,
  VenueTerms,
} from '../../domain/booking-lifecycle/index.ts';
import { NO_PAYMENT_FACTS, type PaymentFacts, securingOf } from '../payments/payment-facts.ts';
import type { BookingRow } from './booking.repository.ts';
import type { BookingLocation } from './booking-references.ts';

// What the pure lifecycle needs to know about a stored booking. Line ids are the IRIs staff use for
// price overrides: /api/booking_day_halls/{id} and /api/booking_rooms/{id}.

/** The facts of every line as one JSON array (a subquery, so the read model fetches it in the same statement). */
export function lineFactsJson(bookingId: number) {
  // "taken" is advice for the blocker list only; the exclusion constraint and the night counters decide.
  // A stay's guests (rooms × guests per room) may pass int4 within the contract's limits: bigint.
  return sql`coalesce((select json_agg(f) from (
    select '/api/booking_day_halls/' || bdh.id as line, bdh.pax, bdh.date::text as first,
      (not h.available) or (not bdh.blocking and exists (
        select 1 from booking_day_halls o where o.blocking and o.hall_id = bdh.hall_id
          and o.during && bdh.during and o.booking_id <> bdh.booking_id)) as taken,
      not exists (select 1 from hall_period_pricings p where p.hall_id = bdh.hall_id) as unpriced,
      null::int as venue, null::text as "venueTimeZone", null::int as "venueLeadDays"
    from booking_day_halls bdh join halls h on h.id = bdh.hall_id where bdh.booking_id = ${bookingId}
    union all
    select '/api/booking_rooms/' || r.id, r.amount::bigint * r.pax_room, r.start_date::text,
      (not rt.available) or r.amount > rt.inventory or (not r.blocking and exists (
        select 1 from room_type_nights n where n.room_type_id = r.room_type_id
          and n.night >= r.start_date and n.night < r.end_date and n.used + r.amount > rt.inventory)),
      false, r.location_id, v.time_zone, v.minimum_lead_time_days
    from booking_rooms r join location_room_types rt on rt.id = r.room_type_id
      join locations v on v.id = r.location_id where r.booking_id = ${bookingId}
    union all
    select '', d.pax, d.date::text, false, false, null, null, null from booking_days d where d.booking_id = ${bookingId}
  ) f), '[]')`;
}

/** One line's facts: its IRI, guests, first day, whether it is taken or unpriced. */
export type LineFacts = {
  line: string;
  taken: boolean;
  unpriced: boolean;
  pax: number;
  first: string | null;
  /** The location of a stay's room type with its terms; null for the meeting lines (the booking's own). */
  venue: number | null;
  venueTimeZone: string | null;
  venueLeadDays: number | null;
};

/** The facts of every line of a booking. */
export async function lineFacts(db: Orm, bookingId: number): Promise<LineFacts[]> {
  const result = (await db.execute(sql`select ${lineFactsJson(bookingId)} as facts`)) as unknown as {
    rows: { facts: LineFacts[] }[];
  };
  return result.rows[0]!.facts;
}

/** The flags column with every field present (rows written by older code may lack some). */
export function flagsOf(row: BookingRow): BookingFlags {
  const defaults: BookingFlags = {
    requestKind: null,
    instant: false,
    paid: false,
    changePending: false,
    changeNeedsVenue: false,
    cancellationCharged: false,
    holdExtended: false,
  };
  return { ...defaults, ...(row.flags as Partial<BookingFlags>) };
}

/**
 * The last day a visitor cancels free of charge, from the location's terms: a stored deadline (set
 * with an offer) wins; otherwise `freeCancellationDays` before the first day; null when always free.
 */
export function cancellationDeadline(location: BookingLocation, firstDay: string | null): string | null {
  if (location.freeCancellationDays === null || firstDay === null) return null;
  return addDays(firstDay, -location.freeCancellationDays);
}

/** Builds the lifecycle snapshot of a booking from its row, location and lines. */
export async function bookingSnapshot(
  db: Orm,
  row: BookingRow,
  location: BookingLocation,
  payment: PaymentFacts = NO_PAYMENT_FACTS,
): Promise<BookingSnapshot> {
  return snapshotOf(row, location, await lineFacts(db, row.id), payment);
}

/** The snapshot from facts already read. */
export function snapshotOf(
  row: BookingRow,
  location: BookingLocation,
  facts: LineFacts[],
  payment: PaymentFacts = NO_PAYMENT_FACTS,
): BookingSnapshot {
  const secured = securingOf(row, location, payment);
  const firsts = facts.map((f) => f.first).filter((d): d is string => d !== null);
  const firstDay = firsts.length > 0 ? firsts.sort()[0]! : null;
  return {
    status: row.status as BookingStatus,
    flags: flagsOf(row),
    offerValidUntil: row.offerValidUntil,
    holdExpiresAt: row.holdExpiresAt,
    cancellationDeadline: row.cancellationDeadline ?? cancellationDeadline(location, firstDay),
    // Only a client paying on account confirms at once; everyone else is held until the money, the
    // deposit or the card guarantee is secured, and without a way to secure it book now is blocked.
    paymentDue: !('securedBy' in secured && secured.securedBy === 'on_account'),
    securingBlocker: 'blocker' in secured ? secured.blocker : null,
    // A card payment or a deposit is taken before the booking is confirmed; a guarantee is no money.
    paymentBeforeConfirmation: 'securedBy' in secured && secured.securedBy === 'payment',
    paymentProcessing: payment.processing,
    unpricedLines: facts.filter((f) => f.unpriced).map((f) => f.line),
    unavailableLines: facts.filter((f) => f.taken).map((f) => f.line),
    pax: Math.max(0, ...facts.map((f) => Number(f.pax))),
    firstDay,
    location: {
      timeZone: location.timeZone,
      minLeadDays: location.minimumLeadTimeDays,
      visitorConfirmsOffer: Boolean(location.visitorConfirmsOffer),
      taxRateCodes: (location.taxRates ?? []).map((rate) => rate.code),
    },
    partner: { paxMiceThreshold: location.paxMiceThreshold },
    otherVenues: otherVenuesOf(location, facts),
  };
}

/** The venues other than the booking's location whose rooms it holds, each with its own first night. */
function otherVenuesOf(location: BookingLocation, facts: LineFacts[]): VenueTerms[] {
  const venues = new Map<number, VenueTerms>();
  for (const fact of facts) {
    if (fact.venue === null || fact.venue === location.id || fact.first === null) continue;
    const known = venues.get(fact.venue);
    if (known && known.firstDay <= fact.first) continue;
    venues.set(fact.venue, {
      location: `/api/locations/${fact.venue}`,
      timeZone: fact.venueTimeZone ?? location.timeZone,
      minLeadDays: Number(fact.venueLeadDays ?? 0),
      firstDay: fact.first,
    });
  }
  return [...venues.entries()].sort(([a], [b]) => a - b).map(([, venue]) => venue);
}
