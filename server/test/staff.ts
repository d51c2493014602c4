import type { Hono } from 'hono';
import { createStaffKey } from '../src/auth/staff-keys.ts';
import type { Database } from '../src/db/database.ts';

/** A fresh staff key of the partner with this slug, made the way the CLI makes them. */
export async function staffKey(db: Database, slug: string): Promise<string> {
  return (await createStaffKey(db.orm, { partner: slug })).key;
}

/** A fresh platform key (may create partners). */
export async function platformKey(db: Database): Promise<string> {
  return (await createStaffKey(db.orm, { platform: true })).key;
}

/** What `call` sends: a staff key, a JSON body and its media type (default application/ld+json). */
export type CallOptions = { key?: string; body?: unknown; type?: string; language?: string };

/** Any request to the app; answers with status, headers and the parsed body (null when empty). */
export async function call(app: Hono, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {};
  if (options.key) headers.Authorization = `Bearer ${options.key}`;
  if (options.language) headers['Accept-Language'] = options.language;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] =
      options.type ?? (method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json');
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await app.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** The `violations` of a 422 answer as `path: code` strings, for compact assertions. */
export function violationCodes(body: { violations?: { propertyPath: string; code: string }[] }): string[] {
  return (body.violations ?? []).map((v) => `${v.propertyPath}: ${v.code}`);
}
