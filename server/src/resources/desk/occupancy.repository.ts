import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';

// The reads behind the desk's occupancy (issue 17): one statement per kind (halls, room types, hall
// lines, stays, room-night counters) for the whole month, never one per day. "Held" is what the booking
// engine holds (booking-inventory.ts): day-halls and stays whose `blocking` is set, and the per-night
// counters in room_type_nights; "asked" is a request's lines, which hold nothing yet.

/** Statuses whose lines show as demand: sent to the venue, not answered (STATUS_TABLE: holds nothing). */
export const ASKED_STATUSES = ['requested'] as const;

/** The month as the half-open range of its days, and the location. */
export type OccupancyRange = { locationId: number; from: string; until: string };

/** A booking as a line of it shows: who and how it stands. */
export type BookingOnLine = {
  bookingId: number;
  reference: string;
  status: string;
  blocking: boolean;
  company: string;
  firstname: string;
  lastname: string;
};

/** A catalogue name in one language, as the `translations` column holds it. */
export type NameTranslation = { language: string; name: string; type?: string };
export type HallRow = { id: number; name: string; translations: NameTranslation[]; available: boolean };
export type RoomTypeRow = {
  id: number;
  code: string;
  roomsType: string;
  translations: NameTranslation[];
  available: boolean;
  inventory: number;
};
export type HallLineRow = BookingOnLine & {
  hallId: number;
  date: string;
  startTime: string;
  endTime: string;
};
export type StayRow = BookingOnLine & {
  roomTypeId: number;
  startDate: string;
  endDate: string;
  amount: number;
};
export type NightRow = { roomTypeId: number; night: string; used: number };

/** Everything the month's grid is built from. */
export type OccupancyRows = {
  halls: HallRow[];
  roomTypes: RoomTypeRow[];
  hallLines: HallLineRow[];
  stays: StayRow[];
  nights: NightRow[];
};

const bookingColumns = sql`b.id as "bookingId", b.reference, b.status, b.company,
  b.contact_person_firstname as firstname, b.contact_person_lastname as lastname`;

const heldOrAsked = (blocking: ReturnType<typeof sql>) =>
  sql`(${blocking} or b.status in (${sql.join(
    ASKED_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}))`;

async function rows<T>(db: Orm, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The location's id when the desk user may see it (their partner's, within their locations), else null. */
export async function visibleLocation(
  db: Orm,
  locationId: number,
  partnerId: number,
  locationIds: readonly number[] | null,
): Promise<number | null> {
  if (locationIds && !locationIds.includes(locationId)) return null;
  const [row] = await rows<{ id: number }>(
    db,
    sql`select id from locations where id = ${locationId} and partner_id = ${partnerId}`,
  );
  return row ? row.id : null;
}

/** The five reads of one location's month. */
export async function occupancyRows(db: Orm, q: OccupancyRange): Promise<OccupancyRows> {
  // Sequential on purpose: PGlite runs one statement at a time anyway, and PostgreSQL's pool is shared.
  const halls = await rows<HallRow>(
    db,
    sql`select id, name, translations, available from halls where location_id = ${q.locationId} order by position, id`,
  );
  const roomTypes = await rows<RoomTypeRow>(
    db,
    sql`select id, code, rooms_type as "roomsType", translations, available, inventory from location_room_types
      where location_id = ${q.locationId} order by position, id`,
  );
  const hallLines = await rows<HallLineRow>(
    db,
    sql`select dh.hall_id as "hallId", dh.date::text as date, to_char(dh.start_time, 'HH24:MI') as "startTime",
        to_char(dh.end_time, 'HH24:MI') as "endTime", dh.blocking, ${bookingColumns}
      from booking_day_halls dh join halls h on h.id = dh.hall_id join bookings b on b.id = dh.booking_id
      where h.location_id = ${q.locationId} and dh.date >= ${q.from}::date and dh.date < ${q.until}::date
        and ${heldOrAsked(sql`dh.blocking`)}
      order by dh.date, dh.start_time, b.id`,
  );
  const stays = await rows<StayRow>(
    db,
    sql`select r.room_type_id as "roomTypeId", r.start_date::text as "startDate", r.end_date::text as "endDate",
        r.amount, r.blocking, ${bookingColumns}
      from booking_rooms r join location_room_types t on t.id = r.room_type_id join bookings b on b.id = r.booking_id
      where t.location_id = ${q.locationId} and r.start_date < ${q.until}::date and r.end_date > ${q.from}::date
        and ${heldOrAsked(sql`r.blocking`)}
      order by r.start_date, b.id`,
  );
  const nights = await rows<NightRow>(
    db,
    sql`select n.room_type_id as "roomTypeId", n.night::text as night, n.used
      from room_type_nights n join location_room_types t on t.id = n.room_type_id
      where t.location_id = ${q.locationId} and n.night >= ${q.from}::date and n.night < ${q.until}::date`,
  );
  return { halls, roomTypes, hallLines, stays, nights };
}
