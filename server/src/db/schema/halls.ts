import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  currency,
  currencyCheck,
  descriptions,
  id,
  position,
  syncKey,
  timestamps,
  translations,
} from './columns.ts';
import { emplacements } from './emplacements.ts';
import { locations } from './locations.ts';

/** Periods a venue prices a function space for. */
export const hallPeriods = ['hour', 'morning', 'afternoon', 'evening', 'full_day'] as const;

/** A function space (meeting room, ballroom) of a location. */
export const halls = pgTable(
  'halls',
  {
    id: id(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    key: syncKey(),
    name: text('name').notNull(),
    available: boolean('available').notNull().default(true),
    squareMeters: integer('square_meters'),
    // Set-up and tear-down time that blocks the space around a booking (availability, issue 4).
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    translations: translations(),
    descriptions: descriptions(),
    position: position(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('halls_key').on(t.locationId, t.key),
    index('halls_location_idx').on(t.locationId, t.position, t.id),
    check('halls_square_meters_positive', sql`${t.squareMeters} is null or ${t.squareMeters} > 0`),
    check('halls_buffers', sql`${t.bufferBeforeMinutes} >= 0 and ${t.bufferAfterMinutes} >= 0`),
  ],
);

/** The capacity of one hall in one seating layout. */
export const hallEmplacements = pgTable(
  'hall_emplacements',
  {
    id: id(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    emplacementId: integer('emplacement_id')
      .notNull()
      .references(() => emplacements.id, { onDelete: 'restrict' }),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    uniqueIndex('hall_emplacements_key').on(t.hallId, t.emplacementId),
    index('hall_emplacements_emplacement_idx').on(t.emplacementId, t.capacity),
    check('hall_emplacements_capacity_positive', sql`${t.capacity} > 0`),
  ],
);

/** The rental price of a hall for one period, optionally limited to a season. */
export const hallPeriodPricings = pgTable(
  'hall_period_pricings',
  {
    id: id(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    period: text('period').$type<(typeof hallPeriods)[number]>().notNull(),
    price: integer('price').notNull(),
    currency: currency(),
    validFrom: date('valid_from'),
    validUntil: date('valid_until'),
  },
  (t) => [
    index('hall_period_pricings_hall_idx').on(t.hallId, t.period),
    check(
      'hall_period_pricings_period',
      sql`${t.period} in ('hour', 'morning', 'afternoon', 'evening', 'full_day')`,
    ),
    check('hall_period_pricings_price', sql`${t.price} >= 0`),
    check(
      'hall_period_pricings_validity',
      sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validUntil} >= ${t.validFrom}`,
    ),
    check('hall_period_pricings_currency_format', currencyCheck('currency')),
  ],
);
