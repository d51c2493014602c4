/**
 * The catalogue of a location (spec §3, §7): layouts, items, halls, package deals and room types,
 * and the names of everything a booking refers to, so the offer and booking views can say "IJ Zaal,
 * boardroom" instead of an IRI. Lists are asked whole (`itemsPerPage` 1000).
 */
import type { Emplacement, Iri, Translation } from '../domain/catalogue.types.ts';
import type { CatalogueItem, LocationEmplacement } from '../domain/event-catalogue.types.ts';
import type { LocationRoomType } from '../domain/room-types.ts';
import type { ApiClient, Query } from './client.ts';
import { collection } from './hydra.ts';
import { nextTask } from './next-task.ts';

/** Something with a name and its translations. */
export type Named = { name: string; translations?: Translation[] };

/** Names by IRI (`/api/halls/1` → IJ Zaal). */
export type CatalogueNames = ReadonlyMap<string, Named>;

type NamedEntry = Named & { '@id': Iri };

/** The catalogue calls over one client. */
export function catalogueApi(client: ApiClient) {
  const list = <T>(path: string, query: Query, signal?: AbortSignal) =>
    collection<T>(client, path, { ...query, itemsPerPage: 1000 }, signal);
  return {
    /** Every seating layout. */
    layouts: (signal?: AbortSignal) => list<Emplacement>('/api/emplacements', {}, signal),
    /** The layouts a location offers (links to the layouts). */
    locationLayouts: (location: number, signal?: AbortSignal) =>
      list<LocationEmplacement>('/api/location_emplacements', { location }, signal),
    /** A location's available items. */
    availableItems: (location: number, signal?: AbortSignal) =>
      list<CatalogueItem>('/api/items', { location, available: true }, signal),
    /** A location's room types. */
    roomTypes: (location: Iri, signal?: AbortSignal) =>
      list<LocationRoomType>('/api/location_room_types', { location }, signal),
    /**
     * The names at `location` (or each of several locations, e.g. the booking's and its stays'); a
     * list that fails to load only leaves its names out (the view still shows).
     */
    async names(location: Iri | readonly Iri[], signal?: AbortSignal): Promise<CatalogueNames> {
      const locations = [...new Set(typeof location === 'string' ? [location] : location)];
      const named = (path: string, at?: Iri) => list<NamedEntry>(path, at ? { location: at } : {}, signal);
      const asked: [string, Iri?][] = [
        ['/api/emplacements'],
        ...locations.flatMap((at): [string, Iri][] => [
          ['/api/halls', at],
          ['/api/items', at],
          ['/api/package_deals', at],
          ['/api/location_room_types', at],
        ]),
      ];
      // One request a task: six or more started in one went over 50 ms at 4× CPU as step 5 opened
      // (issue 19), and the browser handles a click between two of them instead of after all.
      const pendingLists = [];
      for (const [path, at] of asked) {
        pendingLists.push(named(path, at));
        await nextTask();
      }
      // The locations themselves (their IRIs are their addresses), so a stay elsewhere names its hotel.
      const pendingPlaces = [];
      for (const at of locations) {
        pendingPlaces.push(client.request<NamedEntry>(at, { signal }));
        await nextTask();
      }
      const [lists, places] = await Promise.all([Promise.all(pendingLists), Promise.all(pendingPlaces)]);
      const names = new Map<string, Named>();
      // A location's translations are its texts (terms, disclaimers), not names: its name is its own.
      for (const place of places)
        if (place.status === 'ok' && place.data['@id'])
          names.set(place.data['@id'], { name: place.data.name });
      for (const found of lists) {
        if (found.status !== 'ok') continue;
        for (const member of found.data) names.set(member['@id'], member);
      }
      return names;
    },
  };
}

/** The catalogue calls. */
export type CatalogueApi = ReturnType<typeof catalogueApi>;
