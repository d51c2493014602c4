import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { currency, currencyCheck, descriptions, id, position, timestamps, translations } from './columns.ts';
import { locations } from './locations.ts';

/** A hotel room type of a location with its inventory and nightly prices (spec §3 Room). */
export const locationRoomTypes = pgTable(
  'location_room_types',
  {
    id: id(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    roomsType: text('rooms_type').notNull(),
    available: boolean('available').notNull().default(true),
    inventory: integer('inventory').notNull(),
    maxGuestsPerRoom: integer('max_guests_per_room').notNull(),
    pricePerNight: integer('price_per_night').notNull(),
    breakfastPricePerPerson: integer('breakfast_price_per_person').notNull().default(0),
    lateCheckoutPrice: integer('late_checkout_price').notNull().default(0),
    currency: currency(),
    translations: translations(),
    descriptions: descriptions(),
    position: position(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('location_room_types_code_key').on(t.locationId, t.code),
    check('location_room_types_inventory', sql`${t.inventory} >= 0`),
    check('location_room_types_guests', sql`${t.maxGuestsPerRoom} >= 1`),
    check(
      'location_room_types_prices',
      sql`${t.pricePerNight} >= 0 and ${t.breakfastPricePerPerson} >= 0 and ${t.lateCheckoutPrice} >= 0`,
    ),
    check('location_room_types_currency_format', currencyCheck('currency')),
  ],
);
