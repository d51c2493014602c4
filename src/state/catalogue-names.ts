/**
 * Names of what a booking refers to by IRI (halls, items, package deals, room types, layouts), in the
 * visitor's language, for the summary and the offer views. Loaded per location on demand and kept
 * in the instance that asked; nothing is module-global, so two widgets never share a language.
 */
import { signal } from '@preact/signals-react';
import type { ApiClient } from '../api/client.ts';
import { members } from '../api/hydra.ts';
import { idFromIri } from '../domain/iri.ts';
import { pickTranslation, type Translated } from '../domain/translation.ts';

type Named = { '@id': string; name: string; translations?: (Translated & { name: string })[] };

const LISTS = ['halls', 'items', 'package_deals', 'location_room_types'] as const;

/** The name of a resource in `locale`: its translation by the spec §9 fallback, else its name. */
export function nameIn(resource: Named, locale: string): string {
  return pickTranslation(resource.translations ?? [], locale)?.name ?? resource.name;
}

/** Creates an empty book of names for one locale. */
export function createNameBook(client: () => ApiClient | null, locale: string) {
  const names = signal<ReadonlyMap<string, string>>(new Map());
  const loaded = new Set<string>();

  async function fetchList(path: string, query: Record<string, string | number>) {
    const api = client();
    if (!api) return;
    const result = await api.request<unknown>(path, { query: { itemsPerPage: 999, ...query } });
    if (result.status !== 'ok') return;
    const next = new Map(names.peek());
    for (const member of members<Named>(result.data)) next.set(member['@id'], nameIn(member, locale));
    names.value = next;
  }

  return {
    names,
    /** Loads the names of a location's catalogue and the layouts, once each. */
    async load(locations: readonly (string | null | undefined)[]): Promise<void> {
      const jobs: Promise<void>[] = [];
      if (!loaded.has('emplacements')) {
        loaded.add('emplacements');
        jobs.push(fetchList('/api/emplacements', {}));
      }
      for (const location of locations) {
        const id = idFromIri(location);
        if (id === null || loaded.has(String(id))) continue;
        loaded.add(String(id));
        for (const list of LISTS) jobs.push(fetchList(`/api/${list}`, { location: id }));
      }
      await Promise.all(jobs);
    },
    /** The name of an IRI, or null while unknown. */
    nameOf(iri: string | null | undefined): string | null {
      return iri ? (names.value.get(iri) ?? null) : null;
    },
  };
}

/** One book of names. */
export type NameBook = ReturnType<typeof createNameBook>;
