/** Media type of JSON-LD responses. */
export const JSON_LD_CONTENT_TYPE = 'application/ld+json; charset=utf-8';

/** The properties each resource's context maps into our vocabulary (`/api/docs.jsonld#Resource/property`). */
export const CONTEXT_PROPERTIES: Record<string, string[]> = {
  Partner: [
    'slug',
    'name',
    'logoFilename',
    'faviconFilename',
    'contact',
    'paxMiceThreshold',
    'partnerSettings',
  ],
  Location: [
    'partner',
    'name',
    'city',
    'abbreviation',
    'available',
    'address',
    'phone',
    'email',
    'website',
    'termsUrl',
    'currency',
    'timeZone',
    'pricingTaxScheme',
    'taxRates',
    'bookingEventTypes',
    'locationSettings',
    'translations',
  ],
  Emplacement: ['code', 'name', 'translations'],
};

/** The IRI of a resource's context, e.g. `/api/contexts/Location`. */
export function contextIri(resource: string): string {
  return `/api/contexts/${resource}`;
}

/**
 * A minimal JSON-LD context: Hydra's own context (so `member`, `totalItems`, `view` mean what Hydra
 * says) plus our vocabulary for the resource's properties; references such as `partner` are typed `@id`.
 */
export function contextDocument(resource: string): Record<string, unknown> | null {
  const properties = CONTEXT_PROPERTIES[resource];
  if (!properties) return null;
  const terms: Record<string, unknown> = {
    '@vocab': '/api/docs.jsonld#',
    hydra: 'http://www.w3.org/ns/hydra/core#',
  };
  for (const property of properties) {
    terms[property] =
      property === 'partner'
        ? { '@id': `${resource}/${property}`, '@type': '@id' }
        : `${resource}/${property}`;
  }
  return { '@context': ['http://www.w3.org/ns/hydra/context.jsonld', terms] };
}

/** A JSON-LD response; API reads are public and cacheable only briefly, so partners see edits soon. */
export function jsonLd(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': JSON_LD_CONTENT_TYPE },
  });
}
