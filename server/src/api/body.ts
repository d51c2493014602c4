import type { Context } from 'hono';
import { badRequest, ProblemError } from '../hydra/problem.ts';

/** Media types a POST or PUT body may have. */
export const JSON_TYPES = ['application/ld+json', 'application/json'];

/** The only media type a PATCH body may have (RFC 7396). */
export const MERGE_PATCH_TYPE = 'application/merge-patch+json';

/** A JSON object body. */
export type JsonObject = Record<string, unknown>;

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Reads a JSON object body of one of `accepted` media types: another media type is a 415 problem (with
 * `Accept-Patch` for PATCH), malformed JSON or a non-object a 400 problem.
 */
export async function readJsonObject(c: Context, accepted: string[]): Promise<JsonObject> {
  const type = mediaType(c);
  if (!accepted.includes(type)) {
    throw new ProblemError(
      'unsupported_media_type',
      `${c.req.method} takes ${accepted.join(' or ')}; got ${type || 'no Content-Type'}.`,
      accepted.includes(MERGE_PATCH_TYPE) ? { 'Accept-Patch': MERGE_PATCH_TYPE } : {},
    );
  }
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('invalid_json');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('invalid_body');
  }
  checkShape(body);
  return body as JsonObject;
}

/** Deepest nesting a body may have: far beyond any payload of ours, far below a stack overflow. */
export const MAX_BODY_DEPTH = 64;

// NUL, which PostgreSQL text cannot hold, and a surrogate without its pair (`"\ud800"` in JSON), which is
// no Unicode text: PostgreSQL's json refuses it (a 500) and its text would silently get U+FFFD instead.
// I-JSON (RFC 7493 §2.1) rules both out of interoperable JSON.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is one of the characters this refuses
const NOT_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Refuses what would break later code rather than a rule: nesting deep enough to overflow a recursive
 * merge, and strings that are not text (NOT_TEXT). Iterative, so a hostile body cannot overflow this
 * check itself.
 */
export function checkShape(body: unknown, maxDepth = MAX_BODY_DEPTH): void {
  const stack: [unknown, number][] = [[body, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (NOT_TEXT.test(value)) throw badRequest('invalid_characters');
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > maxDepth) throw badRequest('body_too_deep');
    for (const [key, child] of Object.entries(value)) {
      if (NOT_TEXT.test(key)) throw badRequest('invalid_characters');
      stack.push([child, depth + 1]);
    }
  }
}

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** RFC 7396: objects merge key by key, `null` removes a key, anything else (arrays too) replaces. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const result: JsonObject = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}
