import { asc, sql } from 'drizzle-orm';
import { partnerFilter, referenceFilter } from '../../api/filters.ts';
import type { Resource } from '../../api/resource.ts';
import { locationEmplacements } from '../../db/schema/index.ts';
import { idField, ownedThroughLocation, parentField } from '../common.ts';

const t = locationEmplacements;
const ownedBy = ownedThroughLocation(t.locationId);

/** The seating layouts a location offers (the widget falls back to all layouts when it has none). */
export const locationEmplacementResource: Resource = {
  type: 'LocationEmplacement',
  path: 'location_emplacements',
  title: 'Location emplacement',
  description: 'A seating layout a location offers.',
  table: t,
  fields: [
    idField,
    parentField('location', 'locations', 'Location', 'locationId', 'The location.'),
    parentField('emplacement', 'emplacements', 'Emplacement', 'emplacementId', 'The seating layout.'),
  ],
  filters: [
    partnerFilter(ownedBy),
    referenceFilter(
      'location',
      'locations',
      (id) => sql`${t.locationId} = ${id}`,
      'Layouts of this location.',
      'locations',
    ),
    referenceFilter(
      'emplacement',
      'emplacements',
      (id) => sql`${t.emplacementId} = ${id}`,
      'Locations offering this layout.',
    ),
  ],
  orders: {},
  defaultOrder: [asc(t.locationId), asc(t.emplacementId), asc(t.id)],
  operations: ['list', 'get', 'create', 'delete'],
  locationOwner: { via: 'location', field: 'location', column: 'locationId' },
  scope: {
    owned: ownedBy,
    visible: sql`${t.locationId} in (select l.id from locations l where l.available)`,
    publicOf: (partnerId) =>
      sql`${t.locationId} in (select l.id from locations l where l.partner_id = ${partnerId} and l.available)`,
  },
};
