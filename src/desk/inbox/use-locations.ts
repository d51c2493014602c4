import { useEffect, useState } from 'react';
import { useDesk } from '../desk-context.ts';

/** A location the inbox can filter by. */
export type InboxLocation = { '@id': string; name: string };

/**
 * The partner's locations for the location filter (`GET /api/locations`), only the user's own when
 * they are limited to some: the API would refuse the others anyway.
 */
export function useLocations(): InboxLocation[] {
  const { api, session } = useDesk();
  const [locations, setLocations] = useState<InboxLocation[]>([]);
  const own = session.user.locations;
  useEffect(() => {
    const controller = new AbortController();
    api.get<{ member: InboxLocation[] }>('/locations?itemsPerPage=1000', controller.signal).then(
      (answer) => setLocations(answer.member.filter((l) => own === null || own.includes(l['@id']))),
      () => {
        // Without the list the filter offers "all locations" only; the inbox itself still works.
      },
    );
    return () => controller.abort();
  }, [api, own]);
  return locations;
}
