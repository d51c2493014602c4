import { sql } from 'drizzle-orm';
import { pgError } from '../../api/db-errors.ts';
import type { Orm } from '../../db/database.ts';
import { ProblemError } from '../../hydra/problem.ts';

// Holding and freeing a booking's spaces and rooms. Correctness comes from the database, never from
// a check-then-write in this process: a space is held by flipping its day-halls to `blocking`, which
// the exclusion constraint refuses (23P01) when another blocking row overlaps; rooms are held by one
// upsert per booking whose WHERE refuses to pass the inventory, so its row count decides.

/** 409 naming what another booking took first; the widget explains `no_longer_available`. */
export function noLongerAvailable(lost: string[]): ProblemError {
  return new ProblemError(
    'no_longer_available',
    `Someone else booked ${lost.join(', ')} first; nothing was held.`,
    {},
    { lost } as never,
  );
}

/** Which kinds of lines a booking has, so statements with nothing to do are not sent. */
export type LineKinds = { halls: boolean; rooms: boolean };

const BOTH: LineKinds = { halls: true, rooms: true };

/** Holds the booking's spaces and rooms, or throws `noLongerAvailable` (the transaction rolls back). */
export async function acquireInventory(tx: Orm, bookingId: number, has: LineKinds = BOTH): Promise<void> {
  if (has.halls) {
    await tx.execute(
      sql`update booking_day_halls set blocking = true where booking_id = ${bookingId} and not blocking`,
    );
  }
  if (!has.rooms) return;
  const nights = sql`select r.room_type_id, d::date as night, sum(r.amount)::int as amount
    from booking_rooms r
    cross join lateral generate_series(r.start_date::timestamp, r.end_date::timestamp - interval '1 day', interval '1 day') d
    where r.booking_id = ${bookingId} and not r.blocking group by 1, 2`;
  // Wanted and held nights counted in the same statement as the upsert: one round trip when it works.
  const counted = (await tx.execute(sql`
    with s as (${nights}),
    held as (
      insert into room_type_nights as n (room_type_id, night, capacity, used)
      select s.room_type_id, s.night, rt.inventory, s.amount from s join location_room_types rt on rt.id = s.room_type_id
      on conflict (room_type_id, night) do update
        set used = n.used + excluded.used, capacity = excluded.capacity
        where n.used + excluded.used <= excluded.capacity
      returning n.room_type_id, n.night)
    select (select count(*)::int from s) as wanted, (select count(*)::int from held) as held,
      (select coalesce(json_agg(distinct s.room_type_id), '[]') from s
        where not exists (select 1 from held where held.room_type_id = s.room_type_id and held.night = s.night)) as lost`)) as unknown as {
    rows: { wanted: number; held: number; lost: number[] }[];
  };
  const { wanted, held, lost } = counted.rows[0]!;
  if (wanted === 0) return;
  if (held < wanted) throw noLongerAvailable(lost.map((id) => `/api/location_room_types/${id}`));
  await tx.execute(sql`update booking_rooms set blocking = true where booking_id = ${bookingId}`);
}

/** Frees whatever the booking holds. */
export async function releaseInventory(tx: Orm, bookingId: number, has: LineKinds = BOTH): Promise<void> {
  if (has.halls) {
    await tx.execute(
      sql`update booking_day_halls set blocking = false where booking_id = ${bookingId} and blocking`,
    );
  }
  if (!has.rooms) return;
  await tx.execute(sql`
    update room_type_nights n set used = n.used - s.amount
    from (select r.room_type_id, d::date as night, sum(r.amount)::int as amount
      from booking_rooms r
      cross join lateral generate_series(r.start_date::timestamp, r.end_date::timestamp - interval '1 day', interval '1 day') d
      where r.booking_id = ${bookingId} and r.blocking group by 1, 2) s
    where n.room_type_id = s.room_type_id and n.night = s.night`);
  await tx.execute(
    sql`update booking_rooms set blocking = false where booking_id = ${bookingId} and blocking`,
  );
}

/** Turns a constraint failure while holding (overlap 23P01, counter check 23514) into the 409; else null. */
export function inventoryConflict(error: unknown): ProblemError | null {
  const pg = pgError(error);
  if (pg?.code === '23P01') {
    const hall = /\(hall_id, during\)=\((\d+),/.exec(pg.detail ?? '')?.[1];
    return noLongerAvailable([hall ? `/api/halls/${hall}` : 'a space']);
  }
  if (pg?.code === '23514' && pg.constraint === 'room_type_nights_used') {
    const roomType = /Failing row contains \((\d+),/.exec(pg.detail ?? '')?.[1];
    return noLongerAvailable([roomType ? `/api/location_room_types/${roomType}` : 'a room type']);
  }
  return null;
}
