import { asc, sql } from 'drizzle-orm';
import { partnerFilter, positiveInteger, rangeFilter, referenceFilter } from '../../api/filters.ts';
import type { Resource } from '../../api/resource.ts';
import { integer } from '../../api/shapes.ts';
import { hallEmplacements } from '../../db/schema/index.ts';
import { idField, ownedThroughHall, parentField, referenceField } from '../common.ts';
import { SQUARE_METERS } from '../halls/halls.resource.ts';

const ownedBy = ownedThroughHall(hallEmplacements.hallId);

const squareMeters = sql`(select h.square_meters from halls h where h.id = ${hallEmplacements.hallId})`;

/** The capacity of a hall in one seating layout. */
export const hallEmplacementResource: Resource = {
  type: 'HallEmplacement',
  path: 'hall_emplacements',
  title: 'Hall emplacement',
  description: 'How many people a hall seats in one layout (its capacity per emplacement).',
  table: hallEmplacements,
  fields: [
    idField,
    parentField('hall', 'halls', 'Hall', 'hallId', 'The hall.'),
    referenceField('emplacement', 'emplacements', 'Emplacement', 'emplacementId', 'The seating layout.'),
    {
      name: 'capacity',
      description: 'The most people the hall seats in this layout.',
      shape: integer({ min: 1, max: 100_000 }),
      column: 'capacity',
    },
  ],
  filters: [
    partnerFilter(ownedBy),
    referenceFilter(
      'hall',
      'halls',
      (id) => sql`${hallEmplacements.hallId} = ${id}`,
      'Capacities of this hall.',
      'halls',
    ),
    referenceFilter(
      'emplacement',
      'emplacements',
      (id) => sql`${hallEmplacements.emplacementId} = ${id}`,
      'Capacities in this layout.',
    ),
    referenceFilter(
      'hall.location',
      'locations',
      (id) => sql`${hallEmplacements.hallId} in (select h.id from halls h where h.location_id = ${id})`,
      'Capacities of the halls of this location.',
      'locations',
    ),
    {
      name: 'pax',
      description: 'Only layouts that seat at least this many people.',
      schema: { type: 'integer', minimum: 1 },
      property: 'capacity',
      where: (value) => sql`${hallEmplacements.capacity} >= ${positiveInteger('pax', value)}`,
    },
    // From 0, so `[gt]=0` (any area) is a question a caller may ask.
    rangeFilter('hall.squareMeters', squareMeters, "The hall's floor area in square metres.", {
      min: 0,
      max: SQUARE_METERS.max,
    }),
  ],
  orders: { capacity: () => sql`${hallEmplacements.capacity}` },
  defaultOrder: [asc(hallEmplacements.hallId), asc(hallEmplacements.emplacementId), asc(hallEmplacements.id)],
  operations: ['list', 'get', 'create', 'replace', 'patch', 'delete'],
  locationOwner: { via: 'hall', field: 'hall', column: 'hallId' },
  scope: {
    owned: ownedBy,
    visible: sql`${hallEmplacements.hallId} in (select h.id from halls h join locations l on l.id = h.location_id where h.available and l.available)`,
    publicOf: (partnerId) =>
      sql`${hallEmplacements.hallId} in (select h.id from halls h join locations l on l.id = h.location_id where l.partner_id = ${partnerId} and h.available and l.available)`,
  },
};
