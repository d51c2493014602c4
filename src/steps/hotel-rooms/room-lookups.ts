/**
 * What step 3 asks the server, per form: the room types of each location a stay is at (asked once;
 * again after a failure) and each stay's free rooms for its dates (spec §5, §7: only with check-in,
 * check-out and location; debounced 250 ms, leading and trailing; a newer lookup aborts the older).
 */
import { signal } from '@preact/signals-react';
import type { Api } from '../../api/api.ts';
import type { ApiResult } from '../../api/result.ts';
import { type RoomAvailabilityQuery, roomAvailabilityQuery } from '../../domain/availability-query.ts';
import type { Iri } from '../../domain/catalogue.types.ts';
import { plainJson } from '../../domain/plain-json.ts';
import type { Room } from '../../domain/reservation.types.ts';
import type { LocationRoomType, RoomTypeAvailability } from '../../domain/room-types.ts';
import { stayKey, stayLocation } from '../../domain/stays.ts';
import {
  createDebouncedLookup,
  type DebouncedLookup,
  type LookupTimers,
} from '../../state/debounced-lookup.ts';

/** A list from the server and how far its loading got. */
export type Loaded<T> = { status: 'loading' | 'ok' | 'error'; data: T };

/** A stay's free rooms: `idle` while it lacks dates or location (nothing is asked then). */
export type StayAvailability =
  | { status: 'idle' }
  | { status: 'loading' | 'ok' | 'error'; query: string; data: readonly RoomTypeAvailability[] };

/** What the lookups need. */
export type RoomLookupsDeps = {
  api: Pick<Api, 'catalogue' | 'roomAvailabilities'>;
  /** A stay's free rooms arrived (for a polite announcement). */
  onAvailability?: (stayKey: string) => void;
  waitMs?: number;
  timers?: LookupTimers;
};

/** Creates the lookups; `follow` keeps them in step with the stays. */
export function createRoomLookups(deps: RoomLookupsDeps) {
  const roomTypes = signal<ReadonlyMap<Iri, Loaded<readonly LocationRoomType[]>>>(new Map());
  const availability = signal<ReadonlyMap<string, StayAvailability>>(new Map());
  const lookups = new Map<string, DebouncedLookup<RoomAvailabilityQuery>>();
  let stopped = false;

  const setAvailability = (key: string, value: StayAvailability) => {
    availability.value = new Map(availability.peek()).set(key, value);
  };
  const setRoomTypes = (location: Iri, value: Loaded<readonly LocationRoomType[]>) => {
    roomTypes.value = new Map(roomTypes.peek()).set(location, value);
  };

  function lookupFor(key: string): DebouncedLookup<RoomAvailabilityQuery> {
    const existing = lookups.get(key);
    if (existing) return existing;
    const lookup = createDebouncedLookup<RoomAvailabilityQuery, ApiResult<readonly RoomTypeAvailability[]>>({
      ...(deps.waitMs !== undefined ? { waitMs: deps.waitMs } : {}),
      ...(deps.timers ? { timers: deps.timers } : {}),
      run: (query, signal) => deps.api.roomAvailabilities.find(query, signal),
      onResult: (result, query) => {
        if (result.status === 'aborted') return;
        const ok = result.status === 'ok';
        setAvailability(key, {
          status: ok ? 'ok' : 'error',
          query: plainJson(query),
          data: ok ? result.data : [],
        });
        if (ok) deps.onAvailability?.(key);
      },
    });
    lookups.set(key, lookup);
    return lookup;
  }

  async function loadRoomTypes(location: Iri) {
    setRoomTypes(location, { status: 'loading', data: [] });
    const result = await deps.api.catalogue.roomTypes(location);
    if (stopped) return;
    if (result.status !== 'ok') {
      setRoomTypes(location, { status: 'error', data: [] });
      return;
    }
    const types = result.data
      .filter((t) => t.available !== false)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    setRoomTypes(location, { status: 'ok', data: types });
  }

  return {
    roomTypes,
    availability,
    /**
     * Asks what the stays now need: room types of a location not asked yet (or that failed), and the
     * free rooms of each stay whose dates or location changed. Stays that are gone stop their lookups.
     * Reads only `peek()`s, so an effect calling it follows the stays alone.
     */
    follow(stays: readonly Room[], bookingLocation: Iri | null) {
      if (stopped) return;
      const keys = new Set<string>();
      for (const stay of stays) {
        const key = stayKey(stay);
        keys.add(key);
        const location = stayLocation(stay, bookingLocation);
        const types = location ? roomTypes.peek().get(location) : undefined;
        if (location && (!types || types.status === 'error')) void loadRoomTypes(location);
        const query = roomAvailabilityQuery({ ...stay, location });
        const known = availability.peek().get(key);
        if (!query) {
          lookups.get(key)?.cancel();
          if (known?.status !== 'idle') setAvailability(key, { status: 'idle' });
          continue;
        }
        const asked = plainJson(query);
        if (known && known.status !== 'idle' && known.query === asked) continue;
        setAvailability(key, { status: 'loading', query: asked, data: [] });
        lookupFor(key).request(query);
      }
      for (const [key, lookup] of lookups) {
        if (keys.has(key)) continue;
        lookup.cancel();
        lookups.delete(key);
      }
    },
    /** Forgets the free-rooms answers that failed, so the next `follow` asks for them again. */
    forgetFailed() {
      const kept = [...availability.peek()].filter(([, found]) => found.status !== 'error');
      if (kept.length !== availability.peek().size) availability.value = new Map(kept);
    },
    /** Forgets every answer about free rooms, so the next `follow` asks again (after a lost race). */
    forget() {
      availability.value = new Map();
    },
    /** Stops every lookup in flight or waiting. */
    stop() {
      stopped = true;
      for (const lookup of lookups.values()) lookup.cancel();
      lookups.clear();
    },
  };
}
