import type { Database } from '../src/db/database.ts';

/** The seeded demo catalogue's locations, by the names the seed files give them. */
export const AMSTERDAM = 'Harbour Hotel Amsterdam';
/** Harbour's Berlin location (server/src/db/seed/harbour/berlin.ts). */
export const BERLIN = 'Harbour Hotel Berlin';
/** Harbour's Helsinki location (server/src/db/seed/harbour/helsinki.ts). */
export const HELSINKI = 'Harbour Hotel Helsinki';
/** Harbour's New York location (server/src/db/seed/harbour/new-york.ts): USD, sales tax, Letter paper. */
export const NEW_YORK = 'Harbour Hotel New York';

type Row = { kind: string; id: number; scope: string; key: string };

/** The id at the end of an IRI such as `/api/halls/6`. */
export const idOf = (iri: string): number => Number(iri.slice(iri.lastIndexOf('/') + 1));

/**
 * IRIs of the seeded demo catalogue (server/src/db/seed/**), looked up by what the seed files name
 * them: a partner by slug, a location by name, a hall, item or package deal by its key within its
 * location, a room type by its code, a layout by its code. Tests never spell database ids, which
 * depend on insertion order.
 */
export async function seededCatalogue(db: Database) {
  const rows = await db.query<Row>(`
    select 'partners' as kind, id, '' as scope, slug as key from partners
    union all select 'locations', id, '', name from locations
    union all select 'halls', h.id, l.name, h.key from halls h join locations l on l.id = h.location_id
    union all select 'items', i.id, l.name, i.key from items i join locations l on l.id = i.location_id
    union all select 'package_deals', d.id, l.name, d.key
      from package_deals d join locations l on l.id = d.location_id
    union all select 'location_room_types', t.id, l.name, t.code
      from location_room_types t join locations l on l.id = t.location_id
    union all select 'emplacements', id, '', code from emplacements`);
  const find = (kind: string, scope: string, key: string) => {
    const row = rows.find((r) => r.kind === kind && r.scope === scope && r.key === key);
    if (!row) throw new Error(`the seeded catalogue has no ${kind} "${key}"${scope ? ` at ${scope}` : ''}`);
    return `/api/${kind}/${row.id}`;
  };
  return {
    partner: (slug: string) => find('partners', '', slug),
    location: (name: string) => find('locations', '', name),
    hall: (location: string, key: string) => find('halls', location, key),
    item: (location: string, key: string) => find('items', location, key),
    packageDeal: (location: string, key: string) => find('package_deals', location, key),
    roomType: (location: string, code: string) => find('location_room_types', location, code),
    emplacement: (code: string) => find('emplacements', '', code),
  };
}

/** The lookups of `seededCatalogue`. */
export type SeededCatalogue = Awaited<ReturnType<typeof seededCatalogue>>;
