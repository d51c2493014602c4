/**
 * The names of everything a booking refers to at its location (halls, layouts, items, package deals,
 * room types), so the offer and booking views can say "IJ Zaal, boardroom" instead of an IRI.
 */
import type { Translation } from '../domain/catalogue.types.ts';
import type { ApiClient } from './client.ts';
import { members } from './hydra.ts';

/** Something with a name and its translations. */
export type Named = { name: string; translations?: Translation[] };

/** Names by IRI (`/api/halls/1` → IJ Zaal). */
export type CatalogueNames = ReadonlyMap<string, Named>;

const PAGE = { itemsPerPage: 1000 };

/** Loads the names; a list that fails to load only leaves its names out (the view still shows). */
export async function loadCatalogueNames(
  client: ApiClient,
  location: string,
  signal?: AbortSignal,
): Promise<CatalogueNames> {
  const lists = await Promise.all(
    [
      ['/api/halls', { location }],
      ['/api/emplacements', {}],
      ['/api/items', { location }],
      ['/api/package_deals', { location }],
      ['/api/location_room_types', { location }],
    ].map(([path, query]) =>
      client.request<unknown>(path as string, { query: { ...(query as object), ...PAGE }, signal }),
    ),
  );
  const names = new Map<string, Named>();
  for (const list of lists) {
    if (list.status !== 'ok') continue;
    for (const member of members<Named & { '@id': string }>(list.data)) names.set(member['@id'], member);
  }
  return names;
}
