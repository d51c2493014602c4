import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.ts';

// Bookings written straight into the booking tables (issue 5 owns their API), so the availability
// tests can set up held, booked and released lines exactly.

/** A booking of location `locationId` whose visitor key is `key`; returns its id. */
export async function insertBooking(
  db: Database,
  options: { locationId: number; username: string; key: string; status?: string; promoCode?: string | null },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into bookings (partner_id, location_id, username, key_hash, status, flags, email, promo_code, reference)
     select l.partner_id, l.id, $2, $3, $4, $5::jsonb, 'planner@example.com', $6, 'FX-' || $2 from locations l where l.id = $1
     returning id`,
    [
      options.locationId,
      options.username,
      createHash('sha256').update(options.key).digest(),
      options.status ?? 'requested',
      JSON.stringify({
        requestKind: 'request',
        instant: false,
        paid: false,
        changePending: false,
        changeNeedsVenue: false,
        cancellationCharged: false,
        holdExtended: false,
      }),
      options.promoCode ?? null,
    ],
  );
  return row!.id;
}

/** A meeting day of a booking; returns its id. */
export async function insertDay(
  db: Database,
  bookingId: number,
  day: { date: string; startTime: string; endTime: string; pax: number },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into booking_days (booking_id, date, start_time, end_time, pax) values ($1, $2, $3, $4, $5) returning id',
    [bookingId, day.date, day.startTime, day.endTime, day.pax],
  );
  return row!.id;
}

/** A hall on a day, with the hall's current buffers copied as the booking layer does; returns its id. */
export async function insertDayHall(
  db: Database,
  dayId: number,
  line: { hallId: number; startTime: string; endTime: string; blocking: boolean; pax?: number },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into booking_day_halls (booking_day_id, booking_id, hall_id, pax, date, start_time, end_time,
       buffer_before_minutes, buffer_after_minutes, blocking)
     select d.id, d.booking_id, h.id, $3, d.date, $4, $5, h.buffer_before_minutes, h.buffer_after_minutes, $6
     from booking_days d, halls h where d.id = $1 and h.id = $2
     returning id`,
    [dayId, line.hallId, line.pax ?? 10, line.startTime, line.endTime, line.blocking],
  );
  return row!.id;
}
