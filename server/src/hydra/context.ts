/** Media type of JSON-LD responses. */
export const JSON_LD_CONTENT_TYPE = 'application/ld+json; charset=utf-8';

/** The IRI of a resource's context, e.g. `/api/contexts/Location`. */
export function contextIri(resource: string): string {
  return `/api/contexts/${resource}`;
}

/** A JSON-LD response; API reads are public and cacheable only briefly, so partners see edits soon. */
export function jsonLd(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': JSON_LD_CONTENT_TYPE },
  });
}
