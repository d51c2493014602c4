/** Builds the IRI of a resource, e.g. `iri('partners', 1)` is `/api/partners/1`. */
export function iri(resource: string, id: number | string): string {
  return `/api/${resource}/${id}`;
}

/**
 * The id behind a reference: an IRI's last path segment, or a bare id (spec §3: "an identifier may be a
 * reference whose last path segment is the id"). Returns null for anything that is not a positive integer.
 */
export function idFromIri(reference: string | number | null | undefined): number | null {
  if (reference === null || reference === undefined) return null;
  const text = String(reference).trim().replace(/\/+$/, '');
  const last = text.slice(text.lastIndexOf('/') + 1);
  if (!/^[1-9]\d{0,15}$/.test(last)) return null;
  const id = Number(last);
  return Number.isSafeInteger(id) ? id : null;
}
