import { asc, sql } from 'drizzle-orm';
import {
  booleanFilter,
  exactFilter,
  partialFilter,
  partnerFilter,
  referenceFilter,
} from '../../api/filters.ts';
import type { Resource } from '../../api/resource.ts';
import { choice } from '../../api/shapes.ts';
import { itemCategories, itemPriceTypes, items, taxRateCodes } from '../../db/schema/index.ts';
import {
  amountField,
  availableField,
  currencyField,
  descriptionsField,
  idField,
  keyField,
  nameField,
  ownedThroughLocation,
  parentField,
  positionField,
  textOrder,
  translatedName,
  translationMatches,
  translationsField,
} from '../common.ts';

const ownedBy = ownedThroughLocation(items.locationId);

/** Equipment, food and drink and services a location sells on a meeting day. */
export const itemResource: Resource = {
  type: 'Item',
  path: 'items',
  title: 'Item',
  description:
    'Something a location sells on a meeting day. per_guest prices scale with the number of guests; per_unit prices are per piece.',
  table: items,
  fields: [
    idField,
    parentField('location', 'locations', 'Location', 'locationId', 'The location that sells it.'),
    { ...keyField('item'), keepWhenAbsent: true },
    nameField,
    {
      name: 'category',
      description: 'audiovisual, food_beverage or other.',
      shape: choice(itemCategories),
      column: 'category',
    },
    {
      name: 'priceType',
      description: 'per_guest (scales with guests) or per_unit (fixed per piece).',
      shape: choice(itemPriceTypes),
      column: 'priceType',
    },
    amountField('price', 'price', 'The price per guest or per unit.'),
    currencyField,
    {
      name: 'taxRateCode',
      description: "Which of the location's tax rates applies: reduced, standard or sales.",
      shape: choice(taxRateCodes),
      column: 'taxRateCode',
      default: 'standard',
    },
    availableField,
    translationsField,
    descriptionsField,
    positionField,
  ],
  filters: [
    partnerFilter(ownedBy),
    referenceFilter(
      'location',
      'locations',
      (id) => sql`${items.locationId} = ${id}`,
      'Items of this location.',
      'locations',
    ),
    exactFilter('category', items.category, 'Items of this category.', itemCategories),
    partialFilter(
      'translations.name',
      (pattern) => translationMatches(items.translations, pattern),
      'A translated name contains the text (any language).',
    ),
    booleanFilter('available', items.available, 'Only available (true) or unavailable (false) items.'),
  ],
  orders: {
    name: (context) => translatedName(items.translations, context.language),
    category: () => sql`${items.category}`,
    'location.name': () => textOrder(sql`(select l.name from locations l where l.id = ${items.locationId})`),
    price: () => sql`${items.price}`,
    available: () => sql`${items.available}`,
  },
  defaultOrder: [asc(items.locationId), asc(items.position), asc(items.id)],
  operations: ['list', 'get', 'replace'],
  locationOwner: { via: 'location', field: 'location', column: 'locationId' },
  scope: {
    owned: ownedBy,
    visible: sql`(${items.available} and ${items.locationId} in (select l.id from locations l where l.available))`,
    publicOf: (partnerId) =>
      sql`(${items.available} and ${items.locationId} in (select l.id from locations l where l.partner_id = ${partnerId} and l.available))`,
  },
};
