import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { ProblemError } from '../../hydra/problem.ts';

// Staff applying a visitor's saved change (apply_pending_change) check availability again: the change
// was saved without holding anything, and other bookings may have taken its spaces or rooms since. A
// booking that holds inventory re-takes it under the database's constraints; one that holds nothing yet
// (a request) is checked here against what other bookings hold, so staff do not agree to the impossible.

/** One space or room type of the change that is not free, and the day (or first night) concerned. */
export type ChangeConflict = { resource: string; date: string };
// A race lost while re-taking held inventory names the resource only: its `date` is then empty.

/** 409 naming what stands in the change's way; the transaction rolls back, so nothing changed. */
export function changeConflict(conflicts: readonly ChangeConflict[]): ProblemError {
  const named = conflicts.map((c) => (c.date ? `${c.resource} on ${c.date}` : c.resource)).join(', ');
  return new ProblemError(
    'change_not_available',
    `The change cannot be applied: ${named} is taken or no longer offered.`,
    {},
    { conflicts, lost: [...new Set(conflicts.map((c) => c.resource))] } as never,
  );
}

type Rows<T> = { rows: T[] };

/**
 * The spaces and room types of booking `bookingId`'s lines (as just rewritten from the change) that
 * another booking holds over the same time, or that the venue switched off. Read inside the transaction.
 */
export async function changeConflicts(tx: Orm, bookingId: number): Promise<ChangeConflict[]> {
  const result = (await tx.execute(sql`
    select distinct '/api/halls/' || bdh.hall_id as resource, bdh.date::text as date
    from booking_day_halls bdh join halls h on h.id = bdh.hall_id
    where bdh.booking_id = ${bookingId} and not bdh.blocking and ((not h.available) or exists (
      select 1 from booking_day_halls o where o.blocking and o.hall_id = bdh.hall_id
        and o.during && bdh.during and o.booking_id <> bdh.booking_id))
    union
    select distinct '/api/location_room_types/' || r.room_type_id, r.start_date::text
    from booking_rooms r join location_room_types rt on rt.id = r.room_type_id
    where r.booking_id = ${bookingId} and not r.blocking and ((not rt.available) or r.amount > rt.inventory or exists (
      select 1 from room_type_nights n where n.room_type_id = r.room_type_id
        and n.night >= r.start_date and n.night < r.end_date and n.used + r.amount > rt.inventory))
    order by 2, 1`)) as unknown as Rows<ChangeConflict>;
  return result.rows;
}
