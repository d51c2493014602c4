import { type ApiPlatformAdminDataProvider, hydraDataProvider } from '@api-platform/admin';
import type { SortPayload } from 'react-admin';
import type { createCatalogueHttpClient } from './catalogue-http.ts';

/**
 * React-admin sorts a list by `id` unless told otherwise, which the Hydra data provider sends as
 * `order[id]`; our collections have their own default order (spec §7) and refuse orderings they do not
 * offer (400 invalid_order). A sort by `id` therefore means "the API's own order". Pure.
 */
export function apiSort(sort: SortPayload | undefined): SortPayload {
  // An empty order makes the data provider send no `order[…]` parameter.
  return !sort || sort.field === 'id' ? { field: '', order: '' as SortPayload['order'] } : sort;
}

/** The Hydra data provider of the catalogue, on the desk's HTTP client. */
export function createCatalogueDataProvider(
  httpClient: ReturnType<typeof createCatalogueHttpClient>,
): ApiPlatformAdminDataProvider {
  const base = hydraDataProvider({
    // Absolute: the documentation parser resolves the Link header's relative address against it.
    entrypoint: `${window.location.origin}/api`,
    httpClient,
    mercure: false,
  });
  return {
    ...base,
    getList: (resource, params) => base.getList(resource, { ...params, sort: apiSort(params.sort) }),
    getManyReference: (resource, params) =>
      base.getManyReference(resource, { ...params, sort: apiSort(params.sort) }),
  };
}
