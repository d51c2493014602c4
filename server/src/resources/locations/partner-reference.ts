import { idFromIri } from '../../../../src/domain/iri.ts';
import { badRequest } from '../../hydra/problem.ts';

/** How a client named a partner: by id (IRI or bare) or by slug. */
export type PartnerReference = { id: number } | { slug: string };

/**
 * Reads the `partner` filter: `/api/partners/1`, `1` or `harbour`. Missing, or an IRI of another
 * resource, is a 400 problem; whether the partner exists is the caller's question.
 */
export function parsePartnerReference(value: string | null): PartnerReference {
  const text = value?.trim() ?? '';
  if (text === '') {
    throw badRequest(
      'partner_required',
      'The partner filter is required, e.g. ?partner=/api/partners/1 or ?partner=harbour.',
    );
  }
  if (text.includes('/')) {
    const id = /^\/api\/partners\/\d+\/?$/.test(text) ? idFromIri(text) : null;
    if (id === null)
      throw badRequest('invalid_partner', `partner must be a partner IRI, an id or a slug; got "${text}".`);
    return { id };
  }
  const id = idFromIri(text);
  if (id !== null) return { id };
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(text)) {
    throw badRequest('invalid_partner', `partner must be a partner IRI, an id or a slug; got "${text}".`);
  }
  return { slug: text };
}
