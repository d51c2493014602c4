/**
 * The location's layouts and items for step 2 (spec §7): the location's own layouts, falling back to
 * all of them, and its available items. Loaded again when the visitor picks another location; a
 * load still running for the old location is aborted.
 */
import { batch, effect, type ReadonlySignal, signal } from '@preact/signals-react';
import type { ApiClient } from '../../api/client.ts';
import { members } from '../../api/hydra.ts';
import type { Emplacement, Iri } from '../../domain/catalogue.types.ts';
import type { CatalogueItem, LocationEmplacement } from '../../domain/event-catalogue.types.ts';
import { layoutChoices } from '../../domain/event-space.ts';
import { idFromIri } from '../../domain/iri.ts';

const PAGE = { itemsPerPage: 1000 };

/** Starts following `location`; `ready` re-runs the load when it changes (e.g. the partner loaded). */
export function createEventCatalogue(
  client: () => ApiClient | null,
  location: ReadonlySignal<Iri | null>,
  ready: ReadonlySignal<unknown>,
) {
  const layouts = signal<Emplacement[]>([]);
  const items = signal<CatalogueItem[]>([]);

  async function load(api: ApiClient, id: number, signal: AbortSignal) {
    const [all, own, offered] = await Promise.all([
      api.request<unknown>('/api/emplacements', { query: PAGE, signal }),
      api.request<unknown>('/api/location_emplacements', { query: { location: id, ...PAGE }, signal }),
      api.request<unknown>('/api/items', { query: { location: id, available: true, ...PAGE }, signal }),
    ]);
    if (signal.aborted) return;
    batch(() => {
      if (all.status === 'ok') {
        const links = own.status === 'ok' ? members<LocationEmplacement>(own.data) : [];
        layouts.value = layoutChoices(members<Emplacement>(all.data), links);
      }
      if (offered.status === 'ok') items.value = members<CatalogueItem>(offered.data);
    });
  }

  const stop = effect(() => {
    const id = idFromIri(location.value);
    ready.value;
    const api = client();
    if (!api || id === null) return;
    const controller = new AbortController();
    void load(api, id, controller.signal);
    return () => controller.abort();
  });

  return { layouts, items, dispose: stop };
}
