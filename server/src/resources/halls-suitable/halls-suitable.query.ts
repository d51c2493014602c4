import { type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../api/resource.ts';
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
 * hall's buffers against blocking lines' `during` (already widened by theirs).
 */
export function suitableHallsSql(q: SuitableQuery, reachDays: number): SQL {
  const start = sql`(${q.date}::date + ${q.startTime}::time)`;
  const end = sql`(${q.date}::date + ${q.endTime}::time)`;
  const layout = q.emplacementId === null ? sql`` : sql` and e.emplacement_id = ${q.emplacementId}`;
  const filters: SQL[] = [sql`h.location_id = ${q.locationId}`];
  if (q.available !== null) filters.push(sql`h.available = ${q.available}`);
  if (q.name !== null) filters.push(sql`h.name ilike ${`%${q.name.replace(/[\\%_]/g, '\\$&')}%`}`);
  const self = q.selfDayHallId ?? 0;
  // `busy`: the halls a blocking line overlaps. One range scan of booking_day_halls_blocking_date_idx over
  // the days a line could reach into the window (`reachDays`, from locationReach) instead of one GiST
  // probe per hall. Materialised so each state is computed once, not again for the sort.
  return sql`
    with busy as materialized (
      select distinct b.hall_id
      from booking_day_halls b join halls h on h.id = b.hall_id
      where b.blocking and h.location_id = ${q.locationId} and b.id <> ${self}
        and b.date between ${q.date}::date - ${reachDays}::int and ${q.date}::date + ${reachDays}::int
        and b.during && tsrange(${start} - h.buffer_before_minutes * interval '1 minute',
                                ${end} + h.buffer_after_minutes * interval '1 minute', '[)')
    ), s as materialized (
      select h.id, h.name, h.square_meters as "squareMeters", h.buffer_before_minutes as "bufferBeforeMinutes",
        h.buffer_after_minutes as "bufferAfterMinutes", h.position, cap.capacity,
        case
          when not h.available then 4
          when cap.capacity is null then 3
          when cap.capacity < ${q.pax} then 2
          when busy.hall_id is not null then 1
          else 0 end as rank
      from halls h
      left join lateral (select max(e.capacity) as capacity from hall_emplacements e where e.hall_id = h.id${layout}) cap on true
      left join busy on busy.hall_id = h.id
      where ${sql.join(filters, sql` and `)}
    )
    select id, name, "squareMeters", "bufferBeforeMinutes", "bufferAfterMinutes", capacity, rank
    from s
    order by rank, case when rank < 2 then capacity end asc, case when rank = 2 then capacity end desc, position, id`;
}

const STATES: HallState[] = ['available', 'occupied', 'too_small', 'no_layout', 'unavailable'];

/**
 * The days either side of a meeting a blocking line of this location can reach into (a day, plus its
 * longest set-up and tear-down), or null when the caller may not see the location: one small query,
 * so the main statement stays simple to plan (PGlite plans every statement afresh).
 */
export async function locationReach(db: Orm, locationId: number, caller: Caller): Promise<number | null> {
  const visible = caller.kind === 'staff' ? sql`l.partner_id = ${caller.partnerId}` : sql`l.available`;
  const result = (await db.execute(sql`
    select 1 + ceil(coalesce((select max(h.buffer_before_minutes + h.buffer_after_minutes) from halls h
      where h.location_id = l.id), 0) / 1440.0)::int as days
    from locations l where l.id = ${locationId} and ${visible}`)) as unknown as { rows: { days: number }[] };
  const row = result.rows[0];
  return row === undefined ? null : Number(row.days);
}

/** Every hall of the location with its state, best fit first. */
export async function suitableHalls(db: Orm, q: SuitableQuery, reachDays: number): Promise<SuitableHall[]> {
  const result = (await db.execute(suitableHallsSql(q, reachDays))) as unknown as {
    rows: (Omit<SuitableHall, 'state'> & { rank: number })[];
  };
  return result.rows.map(({ rank, ...row }) => ({
    ...row,
    capacity: row.capacity === null ? null : Number(row.capacity),
    state: STATES[Number(rank)]!,
  }));
}
