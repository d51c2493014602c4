import { useEffect, useState } from 'react';
import { useDesk } from '../desk-context.ts';

type Named = { '@id': string; name?: string };

/**
 * The names of the catalogue entries a booking refers to by IRI (halls, layouts, items, package
 * deals, room types), read from the catalogue of each location it uses. Until they arrive, or for an
 * entry since removed, `name` answers the IRI itself, so nothing is hidden.
 */
export function useCatalogueNames(locations: readonly string[]): (iri: string | null) => string {
  const { api } = useDesk();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const key = [...new Set(locations)].sort().join(' ');

  useEffect(() => {
    const controller = new AbortController();
    const ids = key
      .split(' ')
      .filter(Boolean)
      .map((iri) => iri.split('/').pop());
    const paths = [
      '/emplacements?itemsPerPage=1000',
      ...ids.flatMap((id) =>
        ['halls', 'items', 'package_deals', 'location_room_types'].map(
          (resource) => `/${resource}?location=${id}&itemsPerPage=1000`,
        ),
      ),
    ];
    Promise.allSettled(paths.map((path) => api.get<{ member: Named[] }>(path, controller.signal))).then(
      (answers) => {
        if (controller.signal.aborted) return;
        const found = new Map<string, string>();
        for (const answer of answers)
          if (answer.status === 'fulfilled')
            for (const entry of answer.value.member) if (entry.name) found.set(entry['@id'], entry.name);
        setNames(found);
      },
    );
    return () => controller.abort();
  }, [api, key]);

  return (iri) => (iri ? (names.get(iri) ?? iri) : '');
}
