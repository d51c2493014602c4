import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { emplacements } from './emplacements.ts';
import { halls } from './halls.ts';
import { items } from './items.ts';
import { locations } from './locations.ts';
import { packageDeals } from './package-deals.ts';
import { locationRoomTypes } from './room-types.ts';

/** PostgreSQL `tsrange` (local wall time); read as its text form, e.g. `["2027-01-01 08:30:00","2027-01-01 17:30:00")`. */
export const tsrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tsrange' });

/** A meeting day of a booking (spec §3 Day). */
export const bookingDays = pgTable(
  'booking_days',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    pax: integer('pax').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('booking_days_booking_idx').on(t.bookingId, t.position),
    index('booking_days_date_idx').on(t.date),
    check('booking_days_pax', sql`${t.pax} >= 1`),
    check('booking_days_times', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * A function space on a day. `during` is the time the hall is taken, in the location's wall time,
 * widened by the hall's set-up and tear-down buffers (copied here when the line is written, since a
 * generated column cannot read another table). While `blocking`, the exclusion constraint
 * `booking_day_halls_no_overlap` (hand-written SQL in the migration) rejects any overlap: 23P01.
 */
export const bookingDayHalls = pgTable(
  'booking_day_halls',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bookingDayId: integer('booking_day_id')
      .notNull()
      .references(() => bookingDays.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'restrict' }),
    emplacementId: integer('emplacement_id').references(() => emplacements.id, { onDelete: 'restrict' }),
    pax: integer('pax').notNull(),
    date: date('date').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    during: tsrange('during')
      .notNull()
      .generatedAlwaysAs(
        sql`tsrange(("date" + "start_time") - "buffer_before_minutes" * interval '1 minute', ("date" + "end_time") + "buffer_after_minutes" * interval '1 minute', '[)')`,
      ),
    blocking: boolean('blocking').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('booking_day_halls_day_idx').on(t.bookingDayId, t.position),
    index('booking_day_halls_booking_idx').on(t.bookingId),
    check('booking_day_halls_pax', sql`${t.pax} >= 1`),
    check('booking_day_halls_times', sql`${t.endTime} > ${t.startTime}`),
    check('booking_day_halls_buffers', sql`${t.bufferBeforeMinutes} >= 0 and ${t.bufferAfterMinutes} >= 0`),
  ],
);

/** An item (catering, equipment) on a day. */
export const bookingDayItems = pgTable(
  'booking_day_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bookingDayId: integer('booking_day_id')
      .notNull()
      .references(() => bookingDays.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    numberOfGuests: integer('number_of_guests'),
    startTime: time('start_time'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('booking_day_items_day_idx').on(t.bookingDayId, t.position),
    check('booking_day_items_amount', sql`${t.amount} >= 1`),
  ],
);

/** A package deal on a day. */
export const bookingDayPackageDeals = pgTable(
  'booking_day_package_deals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bookingDayId: integer('booking_day_id')
      .notNull()
      .references(() => bookingDays.id, { onDelete: 'cascade' }),
    packageDealId: integer('package_deal_id')
      .notNull()
      .references(() => packageDeals.id, { onDelete: 'restrict' }),
    // Persons the deal is booked for; null: the day's pax, so a later change of the guests is followed.
    amount: integer('amount'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('booking_day_package_deals_day_idx').on(t.bookingDayId, t.position),
    check('booking_day_package_deals_amount', sql`${t.amount} >= 1`),
  ],
);

/** A hotel stay of a booking (spec §3 Room); while `blocking`, its nights are counted in room_type_nights. */
export const bookingRooms = pgTable(
  'booking_rooms',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => locationRoomTypes.id, { onDelete: 'restrict' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    amount: integer('amount').notNull(),
    paxRoom: integer('pax_room').notNull(),
    // Null: the stay location's breakfastEnabledByDefault (spec §3), applied when the stay is priced.
    breakfast: boolean('breakfast'),
    lateCheckoutRooms: integer('late_checkout_rooms').notNull().default(0),
    comments: text('comments'),
    blocking: boolean('blocking').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('booking_rooms_booking_idx').on(t.bookingId, t.position),
    index('booking_rooms_start_idx').on(t.startDate),
    index('booking_rooms_room_type_idx').on(t.roomTypeId, t.startDate),
    check('booking_rooms_amount', sql`${t.amount} >= 1 and ${t.paxRoom} >= 1`),
    check('booking_rooms_dates', sql`${t.endDate} > ${t.startDate}`),
    check('booking_rooms_late_checkout', sql`${t.lateCheckoutRooms} between 0 and ${t.amount}`),
  ],
);

/**
 * Rooms of a type taken per night. Changed only by single `INSERT … ON CONFLICT … DO UPDATE … WHERE
 * used + n <= capacity` statements whose row count decides success; the CHECK is the last line.
 */
export const roomTypeNights = pgTable(
  'room_type_nights',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => locationRoomTypes.id, { onDelete: 'cascade' }),
    night: date('night').notNull(),
    capacity: integer('capacity').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    check('room_type_nights_used', sql`${t.used} >= 0 and ${t.used} <= ${t.capacity}`),
  ],
);
