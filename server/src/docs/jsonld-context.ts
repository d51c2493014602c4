import type { Field, Resource } from '../api/resource.ts';

function terms(resource: Resource, fields: Field[], into: Record<string, unknown>): void {
  for (const field of fields) {
    if (field.name === 'id') continue;
    const id = `${resource.type}/${field.name}`;
    const isReference = field.reference !== undefined || field.shape.range.startsWith('/api/docs.jsonld#');
    into[field.name] = isReference ? { '@id': id, '@type': '@id' } : id;
    if (field.fields) terms(resource, field.fields, into);
  }
}

/**
 * The JSON-LD context of a resource, derived from its fields: Hydra's own context (so `member`,
 * `totalItems`, `view` mean what Hydra says) plus our vocabulary; references are typed `@id`.
 */
export function contextDocument(resource: Resource): Record<string, unknown> {
  const vocabulary: Record<string, unknown> = {
    '@vocab': '/api/docs.jsonld#',
    hydra: 'http://www.w3.org/ns/hydra/core#',
  };
  terms(resource, resource.fields, vocabulary);
  return { '@context': ['http://www.w3.org/ns/hydra/context.jsonld', vocabulary] };
}

/** The context of the sync summary (`PUT /api/partners/{id}/sync`), which is not a stored resource. */
export function syncSummaryContext(): Record<string, unknown> {
  const terms: Record<string, unknown> = {
    '@vocab': '/api/docs.jsonld#',
    hydra: 'http://www.w3.org/ns/hydra/core#',
  };
  terms.partner = { '@id': 'SyncSummary/partner', '@type': '@id' };
  for (const name of ['partnerUpdated', 'created', 'updated', 'deactivated', 'removed', 'unchanged']) {
    terms[name] = `SyncSummary/${name}`;
  }
  return { '@context': ['http://www.w3.org/ns/hydra/context.jsonld', terms] };
}
