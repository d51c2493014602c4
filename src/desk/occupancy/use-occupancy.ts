import { useEffect, useState } from 'react';
import type { Occupancy } from '../../contracts/desk-occupancy.schema.ts';
import { useDesk } from '../desk-context.ts';

/** A location the desk user may look at. */
export type DeskLocation = { '@id': string; name: string };

/** A read in flight, done, or failed; an earlier answer stays shown while the next one loads. */
export type Loaded<T> = { data: T | null; error: unknown; loading: boolean };

/** Calls `read` whenever `key` changes; a newer call aborts the older one, so answers never cross. */
function useRead<T>(key: string | null, read: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ data: null, error: null, loading: key !== null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `read` depends on.
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    read(controller.signal).then(
      (data) => setState({ data, error: null, loading: false }),
      (error) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, error, loading: false }));
      },
    );
    return () => controller.abort();
  }, [key]);
  return state;
}

/** The partner's locations, only those the user works for when they are limited to some. */
export function useDeskLocations(): Loaded<DeskLocation[]> {
  const { api, session } = useDesk();
  const own = session.user.locations;
  return useRead('locations', async (signal) => {
    const answer = await api.get<{ member: DeskLocation[] }>('/locations?itemsPerPage=1000', signal);
    return answer.member.filter((l) => !own || own.includes(l['@id']));
  });
}

/** A location's month of occupancy; nothing is read until a location is chosen. */
export function useOccupancy(location: string | null, month: string): Loaded<Occupancy> {
  const { api } = useDesk();
  const key = location ? `location=${encodeURIComponent(location)}&month=${month}` : null;
  return useRead(key, (signal) => api.get<Occupancy>(`/desk/occupancy?${key}`, signal));
}
