/**
 * The package deals a location offers for one meeting day (spec §7 `GET
 * /api/locations/{id}/package_deals`). The contract describes only their identity (a loose object),
 * so the members are read as the catalogue's package-deal offers.
 */
import type { Iri } from '../domain/catalogue.types.ts';
import type { PackageDealOffer } from '../domain/event-catalogue.types.ts';
import type { PackageDealsQuery } from '../domain/event-space.ts';
import { idFromIri } from '../domain/iri.ts';
import type { ApiClient } from './client.ts';
import { collection } from './hydra.ts';
import type { ApiResult } from './result.ts';

/** The package-deal call over one client. */
export function packageDealsApi(client: ApiClient) {
  return {
    /** The deals of `location` for the day's window and guests. */
    forDay(
      location: Iri,
      query: PackageDealsQuery,
      signal?: AbortSignal,
    ): Promise<ApiResult<PackageDealOffer[]>> {
      return collection<PackageDealOffer>(
        client,
        `/api/locations/${idFromIri(location)}/package_deals`,
        query,
        signal,
      );
    },
  };
}

/** The package-deal call. */
export type PackageDealsApi = ReturnType<typeof packageDealsApi>;
