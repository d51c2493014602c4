/**
 * One ofetch client per widget instance: the only code that talks to the network. The resource
 * modules beside it (`api.ts` groups them) are the only code that knows an endpoint.
 */
import { FetchError, ofetch } from 'ofetch';
import { plainJson } from '../domain/plain-json.ts';
import { type ApiResult, aborted, failed, ok, type Violation } from './result.ts';

/** Query values; undefined and null are left out, so callers can pass optional filters as they are. */
export type Query = Record<string, string | number | boolean | null | undefined>;

/** One call: GET by default; a body is sent as JSON (merge-patch for PATCH). */
export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /**
   * `include`: send the API origin's cookies (a returning visitor's session, issue 21). Only the calls
   * of a booking opened without its key do; everything else goes without credentials.
   */
  credentials?: 'include';
};

/** The transport the resource modules call through; every call resolves, never rejects. */
export type ApiClient = {
  /** Points the client at another API origin (the element's `api` attribute changed). */
  rebase(baseUrl: string): void;
  /** The absolute URL of a path under the API base (the origin the calls go to), e.g. a media file. */
  url(path: string): string;
  /** Any call to the API: an aborted call resolves `aborted`, a failed one carries the problem. */
  request<T>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
};

/** Options for a client; `fetch` is injectable so node tests can answer without a server. */
export type ApiClientOptions = { baseUrl: string; timeoutMs?: number; fetch?: typeof globalThis.fetch };

const isAbort = (error: unknown, signal?: AbortSignal) =>
  signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');

function violationsOf(list: unknown): Violation[] | undefined {
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const { propertyPath, message, code } = entry as Record<string, unknown>;
    if (typeof propertyPath !== 'string') return [];
    return [
      {
        propertyPath,
        message: typeof message === 'string' ? message : '',
        code: typeof code === 'string' ? code : null,
      },
    ];
  });
}

function problemOf(data: unknown) {
  const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const violations = violationsOf(body.violations);
  return {
    code: typeof body.code === 'string' ? body.code : null,
    title: typeof body.title === 'string' ? body.title : null,
    ...(violations ? { violations } : {}),
    problem: body,
  };
}

function cleanQuery(query: Query | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}

const trim = (url: string) => url.replace(/\/+$/, '');

/** Creates the client for one API base URL (trailing slashes ignored). */
export function createApiClient({ baseUrl, timeoutMs = 15_000, fetch }: ApiClientOptions): ApiClient {
  let base = trim(baseUrl);
  const http = ofetch.create(
    {
      timeout: timeoutMs,
      retry: 1,
      headers: { accept: 'application/ld+json, application/problem+json' },
    },
    fetch ? { fetch } : {},
  );
  const url = (path: string) => `${base}${path.startsWith('/') ? '' : '/'}${path}`;

  async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
    const { method = 'GET', body, signal } = options;
    const query = cleanQuery(options.query);
    const search = new URLSearchParams(query).toString();
    const target = search ? `${url(path)}?${search}` : url(path);
    const headers: Record<string, string> = { ...options.headers };
    if (body !== undefined) {
      headers['content-type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
    }
    try {
      const data = await http<T>(path, {
        baseURL: base,
        method,
        query,
        headers,
        // Writes are not retried: the server's Idempotency-Key handling is the way to repeat them.
        ...(method === 'GET' ? {} : { retry: 0 }),
        ...(body !== undefined ? { body: plainJson(body) } : {}),
        ...(signal ? { signal } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
      });
      return ok<T>(data);
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
    rebase(next) {
      base = trim(next);
    },
    url,
    request,
  };
}
