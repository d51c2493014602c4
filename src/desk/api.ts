/**
 * The desk's calls to our API: same origin, the session cookie, and the session's CSRF token on every
 * write. Every failure is an `ApiProblem` carrying the server's problem+json, so pages show the API's
 * own messages (validation violations per field) instead of guessing.
 */

/** One violation of a 422 answer: the field's path and the API's message. */
export type Violation = { propertyPath: string; message: string; code?: string };

/** A failed call: the HTTP status and the problem document the API answered (or what we know). */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    readonly violations: readonly Violation[] = [],
    readonly code?: string,
    /** The whole problem document, for the members some codes add (e.g. `conflicts`). */
    readonly body: Readonly<Record<string, unknown>> = {},
  ) {
    super(detail || title);
    this.name = 'ApiProblem';
  }
}

/** Whether the failure means "not signed in (any more)": the desk then shows its sign-in page. */
export const isSignedOut = (error: unknown) =>
  error instanceof ApiProblem && (error.status === 401 || error.code === 'desk_sign_in_required');

const SAFE = new Set(['GET', 'HEAD']);

export type DeskApi = {
  get<T>(path: string, signal?: AbortSignal): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** The token writes carry; set from the session read, cleared on sign-out. */
  setCsrfToken(token: string | null): void;
  /** Called once a call answers that the session is gone. */
  onSignedOut(listener: () => void): () => void;
};

async function problemOf(response: Response): Promise<ApiProblem> {
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's page, say): the status is all there is.
  }
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
  const violations = Array.isArray(body.violations) ? (body.violations as Violation[]) : [];
  const code = text('code') || undefined;
  return new ApiProblem(
    response.status,
    text('title') || response.statusText,
    text('detail'),
    violations,
    code,
    body,
  );
}

/** A client for the API at `base` (our origin's `/api` unless a test says otherwise). */
export function createDeskApi(base = '/api', fetchImpl: typeof fetch = (...a) => fetch(...a)): DeskApi {
  let csrfToken: string | null = null;
  const listeners = new Set<() => void>();

  async function call<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/ld+json, application/json' };
    if (body !== undefined)
      headers['Content-Type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
    if (!SAFE.has(method) && csrfToken) headers['X-CSRF-Token'] = csrfToken;
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiProblem(0, 'offline', '', [], 'network');
    }
    if (!response.ok) {
      const problem = await problemOf(response);
      if (isSignedOut(problem)) for (const listener of listeners) listener();
      throw problem;
    }
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }

  return {
    get: (path, signal) => call('GET', path, undefined, signal),
    send: (method, path, body) => call(method, path, body),
    setCsrfToken: (token) => {
      csrfToken = token;
    },
    onSignedOut: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
