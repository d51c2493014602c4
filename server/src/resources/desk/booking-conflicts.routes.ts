import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ApiEnv } from '../../api/context.ts';
import type { Orm } from '../../db/database.ts';
import { bookings } from '../../db/schema/index.ts';
import { jsonLd } from '../../hydra/context.ts';
import { routeId } from '../../hydra/ids.ts';
import { authorize, bookingNotFound } from '../bookings/booking-access.ts';
import { requireDesk } from './require-desk.ts';

// Availability conflicts before an offer goes out (issue 17): the halls per day and the room types per
// night of this booking that other bookings already hold (offered, accepted, payment pending,
// confirmed: their lines are `blocking`) beyond what the venue has, with those bookings' references.
// Advice for staff only: the exclusion constraint and the night counters still decide when the offer
// is sent, so a booking taken in between is refused there, never double-booked.
//
//   GET /api/desk/bookings/{id}/conflicts → { halls: HallConflict[], rooms: RoomConflict[] }

type Holder = { id: number; reference: string };

const holders = (list: Holder[]) =>
  list.map((b) => ({ '@id': `/api/reservations/${b.id}`, reference: b.reference }));

async function hallConflicts(db: Orm, bookingId: number) {
  // A hall is taken whole: any other holding booking overlapping its time on that day is a conflict.
  const result = (await db.execute(sql`
    select bdh.id as line, bdh.hall_id as "hallId", bdh.date::text as date,
      json_agg(distinct jsonb_build_object('id', b.id, 'reference', b.reference)) as holders
    from booking_day_halls bdh
      join booking_day_halls o on o.hall_id = bdh.hall_id and o.blocking and o.during && bdh.during
        and o.booking_id <> bdh.booking_id
      join bookings b on b.id = o.booking_id
    where bdh.booking_id = ${bookingId}
    group by bdh.id, bdh.hall_id, bdh.date
    order by bdh.date, bdh.id`)) as unknown as {
    rows: { line: number; hallId: number; date: string; holders: Holder[] }[];
  };
  return result.rows.map((row) => ({
    line: `/api/booking_day_halls/${row.line}`,
    hall: `/api/halls/${row.hallId}`,
    date: row.date,
    bookings: holders(row.holders),
  }));
}

async function roomConflicts(db: Orm, bookingId: number) {
  // A night conflicts when the rooms other bookings hold plus this stay's rooms pass the inventory.
  const result = (await db.execute(sql`
    select r.id as line, r.room_type_id as "roomTypeId", n.night::date::text as night,
      rt.inventory, r.amount as requested, sum(o.amount)::int as taken,
      json_agg(distinct jsonb_build_object('id', b.id, 'reference', b.reference)) as holders
    from booking_rooms r
      join location_room_types rt on rt.id = r.room_type_id
      cross join lateral generate_series(r.start_date, r.end_date - 1, interval '1 day') as n(night)
      join booking_rooms o on o.room_type_id = r.room_type_id and o.blocking and o.booking_id <> r.booking_id
        and o.start_date <= n.night::date and o.end_date > n.night::date
      join bookings b on b.id = o.booking_id
    where r.booking_id = ${bookingId}
    group by r.id, r.room_type_id, n.night, rt.inventory, r.amount
    having sum(o.amount) + r.amount > rt.inventory
    order by n.night, r.id`)) as unknown as {
    rows: {
      line: number;
      roomTypeId: number;
      night: string;
      inventory: number;
      requested: number;
      taken: number;
      holders: Holder[];
    }[];
  };
  return result.rows.map((row) => ({
    line: `/api/booking_rooms/${row.line}`,
    roomType: `/api/location_room_types/${row.roomTypeId}`,
    night: row.night,
    inventory: row.inventory,
    requested: row.requested,
    taken: row.taken,
    bookings: holders(row.holders),
  }));
}

/** The routes under `/api/desk/bookings/{id}/conflicts`. */
export function bookingConflictsRoutes(db: Orm): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/:id/conflicts', async (c) => {
    requireDesk(c);
    const id = routeId(c.req.param('id'), 'booking_not_found', 'Booking');
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
    authorize(c, booking ?? null, id);
    if (!booking) throw bookingNotFound(id);
    const [halls, rooms] = await Promise.all([hallConflicts(db, id), roomConflicts(db, id)]);
    c.header('Cache-Control', 'private, no-store');
    return jsonLd({ '@id': `/api/desk/bookings/${id}/conflicts`, '@type': 'BookingConflicts', halls, rooms });
  });
  return app;
}
