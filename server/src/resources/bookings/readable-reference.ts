import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { todayIn } from '../../domain/booking-lifecycle/calendar.ts';

// Readable references (issue 14): what a visitor and the venue say on the phone, e.g. HH-AMS-2027-0042 —
// the partner's abbreviation (or the initials of its name), the location's abbreviation, the year the
// booking was made in the venue's time zone and a sequence per location and year. Unique per partner
// (the database holds it to that); database ids stay internal.

/** The partner's part: its abbreviation, else the initials of its name (Harbour Hotels → HH). */
export function partnerPrefix(partner: { abbreviation: string | null; name: string }): string {
  if (partner.abbreviation) return partner.abbreviation;
  const initials = partner.name
    .trim()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return initials.slice(0, 6) || 'BK';
}

/** A reference from its parts. */
export function formatReference(prefix: string, location: string, year: number, sequence: number): string {
  return `${prefix}-${location.toUpperCase()}-${year}-${String(sequence).padStart(4, '0')}`;
}

/** The shape of a readable reference, for the staff command and lookups. */
export const REFERENCE_PATTERN = /^[A-Z0-9]{1,6}-[A-Z0-9]{1,12}-\d{4}-\d{4,}$/;

type Rows<T> = { rows: T[] };

/**
 * The next reference of a location, taken in `tx`: the counter row is updated in place, so two bookings
 * made at once wait for each other there and never share a number. Staff may give two locations of a
 * partner one abbreviation (or rename one to another's): a number the other already used under that
 * prefix is then skipped, jumping past every number used there, since references are unique per partner.
 */
export async function nextReference(
  tx: Orm,
  partner: { abbreviation: string | null; name: string },
  location: { id: number; partnerId: number; abbreviation: string; timeZone: string },
  now: Date,
): Promise<string> {
  // The year of the venue's today: a booking made on New Year's Eve in New York is still last year's.
  const year = Number(todayIn(location.timeZone, now).slice(0, 4));
  const counted = (await tx.execute(sql`
    insert into booking_reference_sequences (location_id, year, last) values (${location.id}, ${year}, 1)
    on conflict (location_id, year) do update set last = booking_reference_sequences.last + 1
    returning last`)) as unknown as Rows<{ last: number }>;
  const prefix = partnerPrefix(partner);
  const reference = formatReference(prefix, location.abbreviation, year, counted.rows[0]!.last);
  const taken = (await tx.execute(sql`
    select 1 from bookings where partner_id = ${location.partnerId} and reference = ${reference}`)) as unknown as Rows<unknown>;
  if (taken.rows.length === 0) return reference;
  const stem = formatReference(prefix, location.abbreviation, year, 0).replace(/0+$/, '');
  const jumped = (await tx.execute(sql`
    update booking_reference_sequences set last = greatest(last, (
      select coalesce(max(substr(reference, ${stem.length + 1})::bigint), 0) from bookings
      where partner_id = ${location.partnerId} and left(reference, ${stem.length}) = ${stem}
        and substr(reference, ${stem.length + 1}) ~ '^[0-9]{1,18}$')) + 1
    where location_id = ${location.id} and year = ${year}
    returning last`)) as unknown as Rows<{ last: number | string }>;
  return formatReference(prefix, location.abbreviation, year, Number(jumped.rows[0]!.last));
}
