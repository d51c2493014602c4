import { type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../api/resource.ts';
import type { Orm } from '../../db/database.ts';
import { hallRentalPrice, type QuotePeriodPricing } from '../../domain/pricing/index.ts';
import { locationVisible } from '../booking-quotes/booking-quotes.routes.ts';

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
  /** Renting the hall for the asked window, in minor units of `currency`, as a quote prices it; null: not priced. */
  price: number | null;
  /** The location's currency, in which quotes price its halls. */
  currency: string;
};

/** The halls of the location with their capacity in the layout (the largest layout without one). */
export function hallCapacitiesSql(q: SuitableQuery, caller: Caller): SQL {
  const visible = caller.kind === 'staff' ? sql`l.partner_id = ${caller.partnerId}` : sql`l.available`;
  const filters: SQL[] = [sql`h.location_id = ${q.locationId}`];
  if (q.available !== null) filters.push(sql`h.available = ${q.available}`);
  if (q.name !== null) filters.push(sql`h.name ilike ${`%${q.name.replace(/[\\%_]/g, '\\$&')}%`}`);
  const capacity =
    q.emplacementId === null
      ? sql`left join lateral (select max(e.capacity) as capacity from hall_emplacements e where e.hall_id = h.id) c on true`
      : sql`left join hall_emplacements c on c.hall_id = h.id and c.emplacement_id = ${q.emplacementId}`;
  return sql`
    select h.id, h.name, h.square_meters as "squareMeters", h.buffer_before_minutes as "bufferBeforeMinutes",
      h.buffer_after_minutes as "bufferAfterMinutes", h.available, h.position, c.capacity, l.currency
    from halls h join locations l on l.id = h.location_id and ${visible} ${capacity}
    where ${sql.join(filters, sql` and `)}`;
}

/**
 * The halls of the location a held or booked line overlaps, tested exactly as the exclusion constraint
 * on booking_day_halls judges a new line: the window widened by the hall's buffers against `during`
 * (already widened by theirs). One range scan of booking_day_halls_blocking_date_idx over the days a
 * line can reach into the window (a day either side plus the location's longest buffers), not one GiST
 * probe per hall.
 */
export function busyHallsSql(q: SuitableQuery): SQL {
  const start = sql`(${q.date}::date + ${q.startTime}::time)`;
  const end = sql`(${q.date}::date + ${q.endTime}::time)`;
  return sql`
    select b.hall_id as "hallId"
    from booking_day_halls b join halls h on h.id = b.hall_id cross join (
      select 1 + ceil(coalesce(max(x.buffer_before_minutes + x.buffer_after_minutes), 0) / 1440.0)::int as days
      from halls x where x.location_id = ${q.locationId}) reach
    where b.blocking and h.location_id = ${q.locationId} and b.id <> ${q.selfDayHallId ?? 0}
      and b.date between ${q.date}::date - reach.days and ${q.date}::date + reach.days
      and b.during && tsrange(${start} - h.buffer_before_minutes * interval '1 minute',
                              ${end} + h.buffer_after_minutes * interval '1 minute', '[)')`;
}

/** The period prices of the location's halls, for the rental each hall costs on the asked day. */
export function hallPricesSql(q: SuitableQuery): SQL {
  return sql`
    select p.hall_id as "hallId", p.period, p.price, p.valid_from::text as "validFrom",
      p.valid_until::text as "validUntil"
    from hall_period_pricings p join halls h on h.id = p.hall_id
    where h.location_id = ${q.locationId}`;
}

type PriceRow = QuotePeriodPricing & { hallId: number };

function rentalByHall(q: SuitableQuery, rows: readonly PriceRow[]): Map<number, number | null> {
  const byHall = new Map<number, PriceRow[]>();
  for (const row of rows) byHall.set(Number(row.hallId), [...(byHall.get(Number(row.hallId)) ?? []), row]);
  return new Map(
    [...byHall].map(([hallId, prices]) => [hallId, hallRentalPrice(prices, q.date, q.startTime, q.endTime)]),
  );
}

const STATES: HallState[] = ['available', 'occupied', 'too_small', 'no_layout', 'unavailable'];

type CapacityRow = Omit<SuitableHall, 'state' | 'price'> & { available: boolean; position: number };

/** Available before occupied, both smallest first; too small largest first (closest to fitting); then the rest. */
function byFit(a: SuitableHall & { position: number }, b: SuitableHall & { position: number }): number {
  const rank = STATES.indexOf(a.state) - STATES.indexOf(b.state);
  if (rank !== 0) return rank;
  const sign = a.state === 'too_small' ? -1 : a.state === 'available' || a.state === 'occupied' ? 1 : 0;
  return sign * ((a.capacity ?? 0) - (b.capacity ?? 0)) || a.position - b.position || a.id - b.id;
}

/**
 * Every hall of the location with its state, best fit first, or null when the caller may not see the
 * location. Three plain statements (capacities, holds, period prices) and the ranking in code: PGlite plans every statement afresh, and planning one statement that joins both cost more than
 * running them.
 */
export async function suitableHalls(
  db: Orm,
  q: SuitableQuery,
  caller: Caller,
): Promise<SuitableHall[] | null> {
  const [halls, busy, prices] = await Promise.all([
    db.execute(hallCapacitiesSql(q, caller)) as unknown as Promise<{ rows: CapacityRow[] }>,
    db.execute(busyHallsSql(q)) as unknown as Promise<{ rows: { hallId: number }[] }>,
    db.execute(hallPricesSql(q)) as unknown as Promise<{ rows: PriceRow[] }>,
  ]);
  // No hall: the location may have none (an empty answer) or not be the caller's to see (null: a 404).
  if (halls.rows.length === 0 && (await locationVisible(db, q.locationId, caller)) === null) return null;
  // A hall may come back once per overlapping line; the set keeps it once (cheaper than DISTINCT's sort).
  const occupied = new Set(busy.rows.map((row) => Number(row.hallId)));
  const rental = rentalByHall(q, prices.rows);
  return halls.rows
    .map(({ available, ...row }) => {
      const capacity = row.capacity === null ? null : Number(row.capacity);
      const state: HallState = !available
        ? 'unavailable'
        : capacity === null
          ? 'no_layout'
          : capacity < q.pax
            ? 'too_small'
            : occupied.has(row.id)
              ? 'occupied'
              : 'available';
      return { ...row, capacity, state, price: rental.get(row.id) ?? null };
    })
    .sort(byFit)
    .map(({ position: _position, ...hall }) => hall);
}
