import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ProblemError } from '../hydra/problem.ts';

/**
 * The Link header announcing the documentation (Hydra spec §4), absolute: generic clients (API Platform's
 * api-doc-parser) cannot resolve a relative one. `origin` is the request's, e.g. `http://localhost:8080`.
 */
export function apiDocumentationLinkFor(origin: string): string {
  return `<${origin}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`;
}

/**
 * Sets the Link header on every response under `/api`, errors and 404s included, and
 * `X-Content-Type-Options: nosniff`, so no browser reads an answer as another type than it says.
 */
export const apiDocumentationLink: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Link', apiDocumentationLinkFor(new URL(c.req.url).origin));
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
};

/** A NUL character in the query (`?slug=a%00b`) is refused before any filter sends it to the database. */
export const rejectNulInQuery: MiddlewareHandler = async (c, next) => {
  const query = new URL(c.req.url).search;
  let decoded = query;
  try {
    decoded = decodeURIComponent(query.replace(/\+/g, ' '));
  } catch {
    // A malformed escape is the filters' to refuse; only NUL matters here.
  }
  if (decoded.includes('\u0000')) throw new ProblemError('invalid_characters');
  await next();
};

// A whole catalogue (sync) may be large; single resources never are.
const MAX_BODY = 1024 * 1024;
const MAX_SYNC_BODY = 32 * 1024 * 1024;

function tooLarge(limit: number) {
  return () => {
    throw new ProblemError('payload_too_large', `The body is larger than ${limit / 1024 / 1024} MB.`);
  };
}

/** The body limit of every `/api` request: 32 MB for a partner's sync document, 1 MB for anything else. */
export const apiBodyLimit: MiddlewareHandler = async (c, next) => {
  const sync = /\/sync\/?$/.test(c.req.path);
  const limit = sync ? MAX_SYNC_BODY : MAX_BODY;
  return bodyLimit({ maxSize: limit, onError: tooLarge(limit) })(c, next);
};
