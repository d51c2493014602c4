/**
 * The names of everything a booking refers to at its locations (halls, layouts, items, package deals,
 * room types, the locations), so the offer and booking views can say "IJ Zaal, boardroom" instead of an IRI. A stay
 * at another venue names that venue's room types, so every stay's location is loaded too.
 */
import type { Translation } from '../domain/catalogue.types.ts';
import type { ApiClient } from './client.ts';
import { members } from './hydra.ts';

/** Something with a name and its translations. */
export type Named = { name: string; translations?: Translation[] };

/** Names by IRI (`/api/halls/1` → IJ Zaal). */
export type CatalogueNames = ReadonlyMap<string, Named>;

const PAGE = { itemsPerPage: 1000 };

/**
 * Loads the names at `location` (or each of several locations, e.g. the booking's and its stays');
 * a list that fails to load only leaves its names out (the view still shows).
 */
export async function loadCatalogueNames(
  client: ApiClient,
  location: string | readonly string[],
  signal?: AbortSignal,
): Promise<CatalogueNames> {
  const locations = [...new Set(typeof location === 'string' ? [location] : location)];
  const lists = await Promise.all(
    [
      ['/api/emplacements', {}],
      ...locations.flatMap((at) => [
        ['/api/halls', { location: at }],
        ['/api/items', { location: at }],
        ['/api/package_deals', { location: at }],
        ['/api/location_room_types', { location: at }],
      ]),
    ].map(([path, query]) =>
      client.request<unknown>(path as string, { query: { ...(query as object), ...PAGE }, signal }),
    ),
  );
  // The locations themselves, so a stay at another venue can name its hotel.
  const places = await Promise.all(
    locations.map((at) => client.request<Named & { '@id': string }>(at, { signal })),
  );
  const names = new Map<string, Named>();
  // A location's translations are its texts (terms, disclaimers), not names: its name is its own.
  for (const place of places)
    if (place.status === 'ok' && place.data['@id']) names.set(place.data['@id'], { name: place.data.name });
  for (const list of lists) {
    if (list.status !== 'ok') continue;
    for (const member of members<Named & { '@id': string }>(list.data)) names.set(member['@id'], member);
  }
  return names;
}
