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

/**
 * The next reference of a location, taken in `tx`: the counter row is updated in place, so two bookings
 * made at once wait for each other there and never share a number.
 */
export async function nextReference(
  tx: Orm,
  partner: { abbreviation: string | null; name: string },
  location: { id: number; abbreviation: string; timeZone: string },
  now: Date,
): Promise<string> {
  // The year of the venue's today: a booking made on New Year's Eve in New York is still last year's.
  const year = Number(todayIn(location.timeZone, now).slice(0, 4));
  const result = (await tx.execute(sql`
    insert into booking_reference_sequences (location_id, year, last) values (${location.id}, ${year}, 1)
    on conflict (location_id, year) do update set last = booking_reference_sequences.last + 1
    returning last`)) as unknown as { rows: { last: number }[] };
  return formatReference(partnerPrefix(partner), location.abbreviation, year, result.rows[0]!.last);
}
