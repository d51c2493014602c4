/** Hydra collection helpers: the API sends `member`; older API Platform versions send `hydra:member`. */

/** The members of a collection body, or an empty list for anything that is not one. */
export function members<T>(body: unknown): T[] {
  if (!body || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  const list = record.member ?? record['hydra:member'];
  return Array.isArray(list) ? (list as T[]) : [];
}
