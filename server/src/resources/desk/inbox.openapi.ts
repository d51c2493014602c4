import { filterParameters, problem, ref } from '../../docs/openapi-parts.ts';
import { RESERVATION_FILTERS } from '../reservations/reservation-filters.ts';

// The inbox's paths in the OpenAPI document (issue 17). Answers are contracts of
// src/contracts/desk-inbox.schema.ts (generated into the components by docs/contract-schemas.ts).

const date = { type: 'string', format: 'date' };
const query = (name: string, description: string, schema: Record<string, unknown>) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});
const FILTERS = [
  ...filterParameters(RESERVATION_FILTERS),
  query('q', 'Text in the reference, company, first or last name, or e-mail, ignoring case.', {
    type: 'string',
  }),
  query('from', 'A meeting day on or after this day, or a stay that departs on or after it.', date),
  query('to', 'A meeting day on or before this day, or a stay that arrives on or before it.', date),
];
const answers = (name: string, description: string) => ({
  '200': { description, content: { 'application/ld+json': { schema: ref(name) } } },
  '400': problem('A bad filter or page (`invalid_filter`).'),
  '401': problem('No desk session (`desk_sign_in_required`).'),
  '404': problem('The location filter names no location of this user (`location_not_found`).'),
});

/** The `/api/desk/inbox…` paths. */
export function INBOX_PATHS(): Record<string, Record<string, unknown>> {
  const tags = ['Desk'];
  const security = [{ deskSession: [] }];
  return {
    '/api/desk/inbox': {
      get: {
        tags,
        operationId: 'deskInbox',
        summary:
          'The bookings of the desk user’s locations: first what needs the venue (new requests, pending changes, holds awaiting payment, offers valid for at most 2 more days), then the newest. Drafts only when asked for by status.',
        security,
        parameters: [
          ...FILTERS,
          query('page', 'The page, from 1.', { type: 'integer', minimum: 1 }),
          query('itemsPerPage', 'Lines per page.', { type: 'integer', minimum: 1, maximum: 1000 }),
        ],
        responses: answers('InboxEntry.collection', 'One page of inbox lines.'),
      },
    },
    '/api/desk/inbox/counts': {
      get: {
        tags,
        operationId: 'deskInboxCounts',
        summary: 'The bookings per status for the same filters as the inbox, its status filter left out.',
        security,
        parameters: FILTERS.filter((p) => p.name !== 'status'),
        responses: answers('InboxCounts', 'Every status the inbox shows, with its count.'),
      },
    },
  };
}
