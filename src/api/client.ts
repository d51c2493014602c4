/** One ofetch client per widget instance; the only module that talks to the network. */
import { FetchError, ofetch } from 'ofetch';
import type { Location, Partner } from '../domain/catalogue.types.ts';
import { members } from './hydra.ts';
import { type ApiResult, aborted, failed, ok } from './result.ts';

/** The catalogue reads the widget needs now; every method resolves, never rejects. */
export type ApiClient = {
  /** The API origin the calls go to, for messages and media URLs. */
  readonly baseUrl: string;
  /** The first partner with this slug, or null when the collection is empty. */
  partnerBySlug(slug: string, signal?: AbortSignal): Promise<ApiResult<Partner | null>>;
  /** The partner's available locations. */
  locationsOf(partnerIri: string, signal?: AbortSignal): Promise<ApiResult<Location[]>>;
  /** The absolute URL of a path under the API base, e.g. a media file. */
  url(path: string): string;
};

/** Options for a client; `fetch` is injectable so node tests can answer without a server. */
export type ApiClientOptions = { baseUrl: string; timeoutMs?: number; fetch?: typeof globalThis.fetch };

const isAbort = (error: unknown, signal?: AbortSignal) =>
  signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');

function problemOf(data: unknown): { code: string | null; title: string | null } {
  const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  return {
    code: typeof body.code === 'string' ? body.code : null,
    title: typeof body.title === 'string' ? body.title : null,
  };
}

/** Creates the client for one API base URL (trailing slashes ignored). */
export function createApiClient({ baseUrl, timeoutMs = 15_000, fetch }: ApiClientOptions): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');
  const http = ofetch.create(
    {
      baseURL: base,
      timeout: timeoutMs,
      retry: 1,
      headers: { accept: 'application/ld+json, application/problem+json' },
    },
    fetch ? { fetch } : {},
  );
  const url = (path: string) => `${base}${path.startsWith('/') ? '' : '/'}${path}`;

  async function get<T>(path: string, query: Record<string, string>, signal?: AbortSignal) {
    const target = `${url(path)}?${new URLSearchParams(query)}`;
    try {
      return ok<T>(await http<T>(path, { query, ...(signal ? { signal } : {}) }));
    } catch (error) {
      if (isAbort(error, signal)) return aborted<T>();
      if (error instanceof FetchError && error.response) {
        return failed<T>({
          kind: 'http',
          url: target,
          status: error.response.status,
          ...problemOf(error.data),
        });
      }
      // ofetch's own message repeats the URL; the cause ("Failed to fetch", a timeout) is the news.
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      return failed<T>({
        kind: 'network',
        url: target,
        message: cause instanceof Error ? cause.message : String(cause),
      });
    }
  }

  return {
    baseUrl: base,
    url,
    async partnerBySlug(slug, signal) {
      const result = await get<unknown>('/api/partners', { slug }, signal);
      return result.status === 'ok' ? ok(members<Partner>(result.data)[0] ?? null) : result;
    },
    async locationsOf(partnerIri, signal) {
      const result = await get<unknown>('/api/locations', { partner: partnerIri }, signal);
      // Spec §7: the location list keeps only available locations, whatever the server sends.
      return result.status === 'ok'
        ? ok(members<Location>(result.data).filter((l) => l.available !== false))
        : result;
    },
  };
}
