/** The partner and its locations (spec §7), read when the element starts: the shell's only calls. */
import type { Iri, Location, Partner } from '../domain/catalogue.types.ts';
import type { ApiClient } from './client.ts';
import { collection } from './hydra.ts';
import { type ApiResult, ok } from './result.ts';

const PARTNERS = '/api/partners';

/** The partner calls over one client. */
export function partnersApi(client: ApiClient) {
  return {
    /** The partners collection's address, for the "unknown partner" message. */
    url: () => client.url(PARTNERS),
    /** The first partner with this slug, or null when the collection is empty. */
    async bySlug(slug: string, signal?: AbortSignal): Promise<ApiResult<Partner | null>> {
      const result = await collection<Partner>(client, PARTNERS, { slug }, signal);
      return result.status === 'ok' ? ok(result.data[0] ?? null) : result;
    },
    /** The partner's available locations. */
    async locationsOf(partner: Iri, signal?: AbortSignal): Promise<ApiResult<Location[]>> {
      const result = await collection<Location>(client, '/api/locations', { partner }, signal);
      // Spec §7: the location list keeps only available locations, whatever the server sends.
      return result.status === 'ok' ? ok(result.data.filter((l) => l.available !== false)) : result;
    },
  };
}

/** The partner calls. */
export type PartnersApi = ReturnType<typeof partnersApi>;
