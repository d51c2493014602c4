import { asc, sql } from 'drizzle-orm';
import { booleanFilter, partialFilter, partnerFilter, referenceFilter } from '../../api/filters.ts';
import type { Resource } from '../../api/resource.ts';
import { integer, text } from '../../api/shapes.ts';
import { halls } from '../../db/schema/index.ts';
import {
  availableField,
  descriptionsField,
  idField,
  keyField,
  ownedThroughLocation,
  parentField,
  positionField,
  translationsField,
} from '../common.ts';

const ownedBy = ownedThroughLocation(halls.locationId);

/** A hall's floor area in square metres: what the field takes, and what a range filter compares with. */
export const SQUARE_METERS = { min: 1, max: 100_000 };

/** A hall added by hand gets a key from its name (the sync matches on keys; one it sent keeps its own). */
function onCreate(values: Record<string, unknown>): Record<string, unknown> {
  const fromName = String(values.name)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-._]+|-+$/g, '');
  return { ...values, key: values.key ?? (fromName || 'hall') };
}

/** Function spaces (spec §3 Halls) of a location. */
export const hallResource: Resource = {
  type: 'Hall',
  path: 'halls',
  title: 'Hall',
  description: 'A function space (meeting room, ballroom) of a location.',
  table: halls,
  fields: [
    idField,
    parentField('location', 'locations', 'Location', 'locationId', 'The location the hall belongs to.'),
    { ...keyField('hall'), keepWhenAbsent: true },
    { name: 'name', description: "The hall's name.", shape: text({ max: 200 }), column: 'name' },
    availableField,
    {
      name: 'squareMeters',
      description: 'Floor area in square metres.',
      shape: integer(SQUARE_METERS),
      nullable: true,
      column: 'squareMeters',
    },
    {
      name: 'bufferBeforeMinutes',
      description: 'Set-up time that blocks the hall before a booking.',
      shape: integer({ min: 0, max: 1440 }),
      column: 'bufferBeforeMinutes',
      default: 0,
    },
    {
      name: 'bufferAfterMinutes',
      description: 'Tear-down time that blocks the hall after a booking.',
      shape: integer({ min: 0, max: 1440 }),
      column: 'bufferAfterMinutes',
      default: 0,
    },
    translationsField,
    descriptionsField,
    positionField,
  ],
  filters: [
    partnerFilter(ownedBy),
    referenceFilter(
      'location',
      'locations',
      (id) => sql`${halls.locationId} = ${id}`,
      'Halls of this location.',
      'locations',
    ),
    partialFilter('name', (pattern) => sql`${halls.name} ilike ${pattern}`, 'Name contains the text.'),
    booleanFilter('available', halls.available, 'Only available (true) or unavailable (false) halls.'),
  ],
  orders: {},
  defaultOrder: [asc(halls.locationId), asc(halls.position), asc(halls.id)],
  // Create and delete: the desk's catalogue adds halls by hand as well as through the sync (issue 17).
  operations: ['list', 'get', 'create', 'replace', 'patch', 'delete'],
  locationOwner: { via: 'location', field: 'location', column: 'locationId' },
  onCreate,
  scope: {
    owned: ownedBy,
    visible: sql`(${halls.available} and ${halls.locationId} in (select l.id from locations l where l.available))`,
    publicOf: (partnerId) =>
      sql`(${halls.available} and ${halls.locationId} in (select l.id from locations l where l.partner_id = ${partnerId} and l.available))`,
  },
};
