import { asc, sql } from 'drizzle-orm';
import { exactFilter, partialFilter, partnerFilter, referenceFilter } from '../../api/filters.ts';
import type { Resource } from '../../api/resource.ts';
import { integer, text } from '../../api/shapes.ts';
import { locationRoomTypes } from '../../db/schema/index.ts';
import {
  amountField,
  availableField,
  currencyField,
  descriptionsField,
  idField,
  nameField,
  ownedThroughLocation,
  parentField,
  positionField,
  textOrder,
  translatedName,
  translationMatches,
  translationsField,
} from '../common.ts';

const t = locationRoomTypes;
const ownedBy = ownedThroughLocation(t.locationId);

/** Hotel room types of a location: inventory and nightly prices (spec §3 Room). */
export const locationRoomTypeResource: Resource = {
  type: 'LocationRoomType',
  path: 'location_room_types',
  title: 'Location room type',
  description:
    'A hotel room type of a location. Prices are per room per night; breakfast per person per night; late check-out per room. Tourist or city tax is not included.',
  table: t,
  fields: [
    idField,
    parentField('location', 'locations', 'Location', 'locationId', 'The hotel location.'),
    {
      name: 'code',
      description: 'The room type code, unique within the location.',
      shape: text({ max: 50, pattern: /^[a-z0-9][a-z0-9._-]*$/, example: 'double' }),
      column: 'code',
    },
    {
      name: 'roomsType',
      description: 'The kind of room (single, double, twin, suite, family…).',
      shape: text({ max: 50 }),
      column: 'roomsType',
    },
    nameField,
    availableField,
    {
      name: 'inventory',
      description: 'How many rooms of this type the hotel has.',
      shape: integer({ min: 0, max: 100_000 }),
      column: 'inventory',
    },
    {
      name: 'maxGuestsPerRoom',
      description: 'The most guests one room takes.',
      shape: integer({ min: 1, max: 20 }),
      column: 'maxGuestsPerRoom',
    },
    amountField('pricePerNight', 'pricePerNight', 'Price per room per night.'),
    amountField('breakfastPricePerPerson', 'breakfastPricePerPerson', 'Breakfast per person per night.', 0),
    amountField('lateCheckoutPrice', 'lateCheckoutPrice', 'Late check-out per room.', 0),
    currencyField,
    translationsField,
    descriptionsField,
    positionField,
  ],
  filters: [
    partnerFilter(ownedBy),
    referenceFilter(
      'location',
      'locations',
      (id) => sql`${t.locationId} = ${id}`,
      'Room types of this location.',
      'locations',
    ),
    exactFilter('code', t.code, 'The room type with this code.'),
    partialFilter(
      'search',
      (pattern) =>
        sql`(${t.code} ilike ${pattern} or ${t.roomsType} ilike ${pattern} or ${translationMatches(t.translations, pattern)})`,
      'Code, rooms type or a translated name contains the text.',
      'name',
    ),
  ],
  orders: {
    code: () => textOrder(t.code),
    name: (context) => translatedName(t.translations, context.language),
    pricePerNight: () => sql`${t.pricePerNight}`,
    maxGuestsPerRoom: () => sql`${t.maxGuestsPerRoom}`,
    position: () => sql`${t.position}`,
  },
  defaultOrder: [asc(t.locationId), asc(t.position), asc(t.id)],
  operations: ['list', 'get', 'replace', 'patch'],
  locationOwner: { via: 'location', field: 'location', column: 'locationId' },
  scope: {
    owned: ownedBy,
    visible: sql`(${t.available} and ${t.locationId} in (select l.id from locations l where l.available))`,
    publicOf: (partnerId) =>
      sql`(${t.available} and ${t.locationId} in (select l.id from locations l where l.partner_id = ${partnerId} and l.available))`,
  },
};
