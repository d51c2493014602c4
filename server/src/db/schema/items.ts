import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
import { locations } from './locations.ts';

/** Item categories of spec §3. */
export const itemCategories = ['audiovisual', 'food_beverage', 'other'] as const;

/** `per_guest` scales with the number of guests; `per_unit` is a fixed price per piece. */
export const itemPriceTypes = ['per_guest', 'per_unit'] as const;

/** Tax rate codes a priced line refers to; the rate itself belongs to the location. */
export const taxRateCodes = ['reduced', 'standard', 'sales'] as const;

/** Something a location sells on a meeting day: equipment, food and drink, services. */
export const items = pgTable(
  'items',
  {
    id: id(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    key: syncKey(),
    category: text('category').$type<(typeof itemCategories)[number]>().notNull(),
    priceType: text('price_type').$type<(typeof itemPriceTypes)[number]>().notNull(),
    price: integer('price').notNull(),
    currency: currency(),
    taxRateCode: text('tax_rate_code').$type<(typeof taxRateCodes)[number]>().notNull().default('standard'),
    available: boolean('available').notNull().default(true),
    translations: translations(),
    descriptions: descriptions(),
    position: position(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('items_key').on(t.locationId, t.key),
    index('items_location_idx').on(t.locationId, t.position, t.id),
    check('items_category', sql`${t.category} in ('audiovisual', 'food_beverage', 'other')`),
    check('items_price_type', sql`${t.priceType} in ('per_guest', 'per_unit')`),
    check('items_tax_rate_code', sql`${t.taxRateCode} in ('reduced', 'standard', 'sales')`),
    check('items_price', sql`${t.price} >= 0`),
    check('items_currency_format', currencyCheck('currency')),
  ],
);
