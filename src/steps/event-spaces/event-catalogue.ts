/**
 * The location's layouts and items for step 2 (spec §7): the location's own layouts, falling back to
 * all of them, and its available items. Loaded again when the visitor picks another location; a
 * load still running for the old location is aborted.
 */
import { batch, effect, type ReadonlySignal, signal } from '@preact/signals-react';
import type { Api } from '../../api/api.ts';
import type { Emplacement, Iri } from '../../domain/catalogue.types.ts';
import type { CatalogueItem } from '../../domain/event-catalogue.types.ts';
import { layoutChoices } from '../../domain/event-space.ts';
import { idFromIri } from '../../domain/iri.ts';

/**
 * Starts following `location` (null: nothing to load); `ready` re-runs the load when it changes
 * (the partner loaded, so the API base is known).
 */
export function createEventCatalogue(
  api: Pick<Api, 'catalogue'>,
  location: ReadonlySignal<Iri | null>,
  ready: ReadonlySignal<unknown>,
) {
  const layouts = signal<Emplacement[]>([]);
  const items = signal<CatalogueItem[]>([]);

  async function load(id: number, signal: AbortSignal) {
    const [all, own, offered] = await Promise.all([
      api.catalogue.layouts(signal),
      api.catalogue.locationLayouts(id, signal),
      api.catalogue.availableItems(id, signal),
    ]);
    if (signal.aborted) return;
    batch(() => {
      if (all.status === 'ok') layouts.value = layoutChoices(all.data, own.status === 'ok' ? own.data : []);
      if (offered.status === 'ok') items.value = offered.data;
    });
  }

  const stop = effect(() => {
    const id = idFromIri(location.value);
    if (!ready.value || id === null) return;
    const controller = new AbortController();
    // Asked a task after the location is picked: three requests made inside the visitor's click were
    // a fifth of its task at 4× CPU, and the answers take longer than a task anyway.
    const timer = setTimeout(() => void load(id, controller.signal), 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  });

  return { layouts, items, dispose: stop };
}
