/**
 * The HTTP client API Platform Admin's Hydra data provider calls for the catalogue: our desk session
 * (same-origin cookie, the session's CSRF token on writes) instead of a bearer token, and our
 * problem+json answers turned into react-admin `HttpError`s whose body puts each 422 violation on its
 * field (the shape the Hydra schema analyzer's `getSubmissionErrors` reads), in the staff user's language.
 */
import { HttpError } from 'react-admin';
import { ApiProblem, type Violation } from '../api.ts';

/** The response the Hydra data provider expects from its client. */
export type CatalogueResponse = { status: number; headers: Headers; body: string; json: unknown };

/** What the data provider passes: fetch options, headers possibly as a function. */
type ClientOptions = Omit<RequestInit, 'headers'> & { headers?: HeadersInit | (() => HeadersInit) };

/** Where the violations of an `HttpError` body live: any IRI base works, the analyzer reads it back. */
const BASE = 'urn:booking-form:problem';

/**
 * The react-admin error of a failed call: the message is our translated problem text; a 422's
 * violations are keyed `{propertyPath: message}` by the data provider's analyzer, so they show on the field.
 */
export function toHttpError(
  problem: ApiProblem,
  message: string,
  violationText: (violation: Violation) => string = (violation) => violation.message,
): HttpError {
  const violations = problem.violations.map((violation: Violation) => ({
    [`${BASE}#propertyPath`]: [{ '@value': violation.propertyPath }],
    [`${BASE}#message`]: [{ '@value': violationText(violation) }],
  }));
  const body = violations.length > 0 ? [{ [`${BASE}#violations`]: violations }] : undefined;
  return new HttpError(message, problem.status, body);
}

/**
 * What a write sends: API Platform Admin keeps a record's IRI in `id` and our numeric id in `originId`;
 * our API takes the IRI as `@id` and refuses an `id` that is not the row's number.
 */
export function toRequestBody(body: BodyInit | null | undefined): BodyInit | null | undefined {
  if (typeof body !== 'string') return body;
  const data = JSON.parse(body) as Record<string, unknown>;
  if (typeof data.id === 'string') {
    data['@id'] ??= data.id;
    delete data.id;
  }
  delete data.originId;
  return JSON.stringify(data);
}

async function problemOf(response: Response): Promise<ApiProblem> {
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    // Not JSON: the status is all there is.
  }
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
  const violations = Array.isArray(body.violations) ? (body.violations as Violation[]) : [];
  return new ApiProblem(
    response.status,
    text('title') || response.statusText,
    text('detail'),
    violations,
    text('code') || undefined,
  );
}

export type CatalogueClientDeps = {
  /** The session's CSRF token, read at each write (it may be renewed). */
  csrfToken: () => string | null;
  /** The text shown for a failed call, in the staff user's language. */
  problemText: (problem: ApiProblem) => string;
  /** A violation's message in the staff user's language (the API's own is English). */
  violationText: (violation: Violation) => string;
  /** Called when the API answers that the session is gone. */
  onSignedOut: () => void;
  fetchImpl?: typeof fetch;
};

/** The `httpClient` of `hydraDataProvider` for the desk. */
export function createCatalogueHttpClient(deps: CatalogueClientDeps) {
  const fetchImpl = deps.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return async (url: URL, options: ClientOptions = {}): Promise<CatalogueResponse> => {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers = new Headers(typeof options.headers === 'function' ? options.headers() : options.headers);
    headers.set('Accept', 'application/ld+json');
    if (options.body !== undefined && !headers.has('Content-Type'))
      headers.set('Content-Type', 'application/ld+json');
    const token = deps.csrfToken();
    if (method !== 'GET' && method !== 'HEAD' && token) headers.set('X-CSRF-Token', token);
    const response = await fetchImpl(url.href, {
      ...options,
      method,
      headers,
      body: toRequestBody(options.body),
      credentials: 'same-origin',
    });
    if (!response.ok) {
      const problem = await problemOf(response);
      if (problem.status === 401) deps.onSignedOut();
      throw toHttpError(problem, deps.problemText(problem), deps.violationText);
    }
    const body = response.status === 204 ? '' : await response.text();
    return { status: response.status, headers: response.headers, body, json: body ? JSON.parse(body) : {} };
  };
}
