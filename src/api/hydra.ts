/** Hydra collection helpers: the API sends `member`; older API Platform versions send `hydra:member`. */
import type { ApiClient, Query } from './client.ts';
import { type ApiResult, ok } from './result.ts';

/** The members of a collection body, or an empty list for anything that is not one. */
export function members<T>(body: unknown): T[] {
  if (!body || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  const list = record.member ?? record['hydra:member'];
  return Array.isArray(list) ? (list as T[]) : [];
}

/** A GET of a Hydra collection, answered with its members. */
export async function collection<T>(
  client: ApiClient,
  path: string,
  query: Query,
  signal?: AbortSignal,
): Promise<ApiResult<T[]>> {
  const result = await client.request<unknown>(path, { query, signal });
  return result.status === 'ok' ? ok(members<T>(result.data)) : result;
}
