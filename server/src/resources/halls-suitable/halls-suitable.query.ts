import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';

/** The one state of a hall for a meeting, in the order the widget ranks them. */
export type HallState = 'available' | 'occupied' | 'too_small' | 'no_layout' | 'unavailable';

/** A validated `GET /api/halls_suitable` request. */
export type SuitableQuery = {
  locationId: number;
  date: string;
  startTime: string;
  endTime: string;
  pax: number;
  emplacementId: number | null;
  /** The day-hall being edited: its own hold must not make its hall occupied. */
  selfDayHallId: number | null;
  available: boolean | null;
  name: string | null;
};

/** One hall with its capacity in the layout and its state. */
export type SuitableHall = {
  id: number;
  name: string;
  squareMeters: number | null;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  capacity: number | null;
  state: HallState;
};

/**
 * One statement for every hall of the location. Occupied is tested exactly as the exclusion
 * constraint on booking_day_halls would judge the new line: the requested window widened by this
 * hall's buffers against blocking lines' `during` (already widened by theirs), so the GiST index of
 * that constraint answers it.
 */
export function suitableHallsSql(q: SuitableQuery): SQL {
  const start = sql`(${q.date}::date + ${q.startTime}::time)`;
  const end = sql`(${q.date}::date + ${q.endTime}::time)`;
  const capacity =
    q.emplacementId === null
      ? sql`(select max(e.capacity) from hall_emplacements e where e.hall_id = h.id)`
      : sql`(select e.capacity from hall_emplacements e where e.hall_id = h.id and e.emplacement_id = ${q.emplacementId})`;
  const filters: SQL[] = [sql`h.location_id = ${q.locationId}`];
  if (q.available !== null) filters.push(sql`h.available = ${q.available}`);
  if (q.name !== null) filters.push(sql`h.name ilike ${`%${q.name.replace(/[\\%_]/g, '\\$&')}%`}`);
  return sql`
    with c as (
      select h.id, h.name, h.square_meters, h.buffer_before_minutes, h.buffer_after_minutes, h.available,
        h.position, ${capacity} as capacity
      from halls h where ${sql.join(filters, sql` and `)}
    ), s as (
      select c.*, case
        when not c.available then 'unavailable'
        when c.capacity is null then 'no_layout'
        when c.capacity < ${q.pax} then 'too_small'
        when exists (
          select 1 from booking_day_halls b
          where b.hall_id = c.id and b.blocking and b.id <> ${q.selfDayHallId ?? 0}
            and b.during && tsrange(${start} - c.buffer_before_minutes * interval '1 minute',
                                    ${end} + c.buffer_after_minutes * interval '1 minute', '[)')
        ) then 'occupied'
        else 'available' end as state
      from c
    )
    select id, name, square_meters as "squareMeters", buffer_before_minutes as "bufferBeforeMinutes",
      buffer_after_minutes as "bufferAfterMinutes", capacity, state
    from s
    order by case state when 'available' then 0 when 'occupied' then 1 when 'too_small' then 2
        when 'no_layout' then 3 else 4 end,
      case when state in ('available', 'occupied') then capacity end asc,
      case when state = 'too_small' then capacity end desc,
      position, id`;
}

/** Every hall of the location with its state, best fit first. */
export async function suitableHalls(db: Orm, q: SuitableQuery): Promise<SuitableHall[]> {
  const result = (await db.execute(suitableHallsSql(q))) as unknown as { rows: SuitableHall[] };
  return result.rows.map((row) => ({
    ...row,
    capacity: row.capacity === null ? null : Number(row.capacity),
  }));
}
