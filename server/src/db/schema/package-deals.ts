import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
import { halls } from './halls.ts';
import { items } from './items.ts';
import { locations } from './locations.ts';

/** A window of the day a package deal covers, as `HH:mm` local times of the location. */
export type Timeslot = { startTime: string; endTime: string };

/** A day package (e.g. "Full-day meeting"): a price per person that includes items and hall rental. */
export const packageDeals = pgTable(
  'package_deals',
  {
    id: id(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    key: syncKey(),
    type: text('type').notNull(),
    timeslots: jsonb('timeslots').$type<Timeslot[]>().notNull().default(sql`'[]'::jsonb`),
    period: text('period').notNull(),
    cateringPackage: boolean('catering_package').notNull().default(false),
    includingHallRental: boolean('including_hall_rental').notNull().default(false),
    available: boolean('available').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    pricePerPerson: integer('price_per_person').notNull(),
    currency: currency(),
    taxRateCode: text('tax_rate_code').notNull().default('standard'),
    minPax: integer('min_pax').notNull().default(1),
    maxPax: integer('max_pax'),
    validFrom: date('valid_from'),
    validUntil: date('valid_until'),
    translations: translations(),
    descriptions: descriptions(),
    position: position(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('package_deals_key').on(t.locationId, t.key),
    index('package_deals_location_idx').on(t.locationId, t.position),
    check(
      'package_deals_period',
      sql`${t.period} in ('hour', 'morning', 'afternoon', 'evening', 'full_day')`,
    ),
    check('package_deals_price', sql`${t.pricePerPerson} >= 0`),
    check('package_deals_pax', sql`${t.minPax} >= 1 and (${t.maxPax} is null or ${t.maxPax} >= ${t.minPax})`),
    check(
      'package_deals_validity',
      sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validUntil} >= ${t.validFrom}`,
    ),
    check('package_deals_tax_rate_code', sql`${t.taxRateCode} in ('reduced', 'standard', 'sales')`),
    check('package_deals_currency_format', currencyCheck('currency')),
  ],
);

/** Items a package deal includes; `quantity` per guest, so they are not charged again. */
export const packageDealItems = pgTable(
  'package_deal_items',
  {
    packageDealId: integer('package_deal_id')
      .notNull()
      .references(() => packageDeals.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.packageDealId, t.itemId] }),
    index('package_deal_items_item_idx').on(t.itemId),
    check('package_deal_items_quantity', sql`${t.quantity} > 0`),
  ],
);

/** Halls a package deal can be booked in (their rental is included when `including_hall_rental`). */
export const packageDealHalls = pgTable(
  'package_deal_halls',
  {
    packageDealId: integer('package_deal_id')
      .notNull()
      .references(() => packageDeals.id, { onDelete: 'cascade' }),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.packageDealId, t.hallId] }),
    index('package_deal_halls_hall_idx').on(t.hallId),
  ],
);
