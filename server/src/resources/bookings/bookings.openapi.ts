import type { JsonSchema } from '../../api/shapes.ts';
import { ERRORS, filterParameters, problem, ref } from '../../docs/openapi-parts.ts';
import { TRANSITION_NAMES, TRANSITION_TABLE } from '../../domain/booking-lifecycle/index.ts';
import { RESERVATION_FILTERS } from '../reservations/reservation-filters.ts';

// The booking endpoints in the OpenAPI document. The transition list and its inputs come from the
// lifecycle's TRANSITION_TABLE, so the docs cannot drift from what the server runs.

const str = { type: 'string' };
const whole = { type: 'integer', minimum: 1 };
const date = { type: 'string', format: 'date' };
const header = (name: string, description: string, required = false) => ({
  name,
  in: 'header',
  required,
  description,
  schema: str,
});
const VISITOR = [
  header('username', 'The booking’s username (from the creation answer).'),
  header('key', 'The booking’s secret key (from the creation answer); without a match the answer is 404.'),
];
const IDEMPOTENCY = header(
  'Idempotency-Key',
  'Makes the write safe to retry: the same key and body replay the first answer (Idempotent-Replayed: true); the same key with another body is 422.',
);
const ID = { name: 'id', in: 'path', required: true, description: 'The booking id.', schema: whole };
const jsonBody = (schema: JsonSchema) => ({
  required: true,
  content: { 'application/ld+json': { schema }, 'application/json': { schema } },
});
const reservation = (description: string, name = 'Reservation') => ({
  description,
  content: { 'application/ld+json': { schema: ref(name) } },
});
const notFound = problem('No such booking for this caller (missing, or wrong or absent username/key).');

// The transition list with each one's actor and inputs, from the lifecycle's table; the body itself is
// the contract BookingTransition (src/contracts, generated in docs/contract-schemas.ts).
const TRANSITIONS = TRANSITION_NAMES.map((name) => {
  const spec = TRANSITION_TABLE[name];
  const inputs = Object.entries(spec.inputs).map(([input, rule]) => `${input} (${rule})`);
  return `${name} — ${spec.actor}: ${spec.summary}${inputs.length ? ` Inputs: ${inputs.join(', ')}.` : ''}`;
}).join('\n');

const WRITE_ERRORS = {
  ...ERRORS.write,
  '409': problem(
    'The booking cannot change now (transition_blocked, booking_not_editable), lost a race (no_longer_available, naming `lost`), or the change staff apply asks for what is taken (change_not_available, naming `conflicts`).',
  ),
};

/** The booking and reservation paths and their schemas. */
export function BOOKING_PATHS(): {
  paths: Record<string, Record<string, unknown>>;
  schemas: Record<string, JsonSchema>;
} {
  const read = (operationId: string, summary: string, staffOnly = false) => ({
    tags: ['Bookings'],
    operationId,
    summary,
    security: staffOnly ? [{ staffKey: [] }] : [{}, { staffKey: [] }],
    parameters: [ID, ...(staffOnly ? [] : VISITOR)],
    responses: { '200': reservation('The booking.'), ...ERRORS.read, '404': notFound },
  });
  const edit = (operationId: string, summary: string, type: string, staffOnly = false) => ({
    tags: ['Bookings'],
    operationId,
    summary,
    security: staffOnly ? [{ staffKey: [] }] : [{}, { staffKey: [] }],
    parameters: [ID, ...(staffOnly ? [] : VISITOR), IDEMPOTENCY],
    requestBody: { required: true, content: { [type]: { schema: ref('BookingPayload') } } },
    responses: {
      '200': reservation(
        'The booking; a sent booking shows the edit as `pendingChange` until apply_changes.',
      ),
      ...WRITE_ERRORS,
      '404': notFound,
    },
  });
  const create = (operationId: string, summary: string, staffOnly: boolean) => ({
    tags: ['Bookings'],
    operationId,
    summary,
    security: staffOnly ? [{ staffKey: [] }] : [{}, { staffKey: [] }],
    parameters: [IDEMPOTENCY],
    requestBody: jsonBody(ref('BookingPayload')),
    responses: {
      '201': reservation('The new draft with `username` and `key` (shown only now).', 'BookingCreated'),
      ...WRITE_ERRORS,
      '429': problem('Too many bookings from this address or for this e-mail (Retry-After).'),
    },
  });
  const paths: Record<string, Record<string, unknown>> = {
    '/api/booking': {
      post: create('createBooking', 'Creates a draft booking (public for an available location).', false),
    },
    '/api/booking/{id}': {
      get: read('getBooking', 'The booking, for its key holder or the partner’s staff.'),
      put: edit(
        'replaceBooking',
        'Replaces the booking’s payload (a draft) or saves it as a change.',
        'application/ld+json',
      ),
      patch: edit(
        'patchBooking',
        'Merge-patches the booking (or its pending change).',
        'application/merge-patch+json',
      ),
      delete: {
        tags: ['Bookings'],
        operationId: 'deleteDraftBooking',
        summary: 'Deletes an unsent draft (and its "continue where you left off" e-mail).',
        security: [{}, { staffKey: [] }],
        parameters: [ID, ...VISITOR],
        responses: {
          '204': { description: 'Deleted.' },
          '404': notFound,
          '409': problem('Sent already: a sent booking is cancelled or turned down, not deleted.'),
        },
      },
    },
    '/api/bookings/{id}': { get: read('getBookingAlias', 'The booking (same as GET /api/booking/{id}).') },
    '/api/booking/{id}/status': {
      put: {
        tags: ['Bookings'],
        operationId: 'changeBookingStatus',
        summary: 'Runs one transition of the lifecycle in one transaction (audited; moves held inventory).',
        security: [{}, { staffKey: [] }],
        parameters: [ID, ...VISITOR, IDEMPOTENCY],
        requestBody: { ...jsonBody(ref('BookingTransition')), description: TRANSITIONS },
        responses: {
          '200': reservation('The booking after the transition.'),
          ...WRITE_ERRORS,
          '422': problem('Unknown transition, or inputs it needs are missing (`violations` name them).'),
          '404': notFound,
        },
      },
    },
    '/api/booking/{id}/confirmation': {
      get: {
        ...read('getBookingConfirmation', 'The confirmation of an accepted, held or confirmed booking.'),
        responses: {
          '200': reservation('The booking as BookingConfirmation.', 'BookingConfirmation'),
          '404': notFound,
          '409': problem('Not accepted, held or confirmed yet.'),
        },
      },
    },
    '/api/booking/{id}/offer.pdf': {
      get: {
        tags: ['Bookings'],
        operationId: 'getBookingOfferPdf',
        summary:
          'The offer as a PDF in the booking’s language (A4, Letter in the US and Canada), priced exactly as GET /api/booking/{id}/billing.',
        description:
          'For the same callers as GET /api/booking/{id}: fetch it with the headers and save the answer, so the key never goes into a URL. The PDF links the offer view without any key (it gets forwarded).',
        security: [{}, { staffKey: [] }],
        parameters: [ID, ...VISITOR],
        responses: {
          '200': {
            description:
              'The PDF (`Content-Disposition: attachment; filename="{reference}.pdf"`, `Cache-Control: private, no-store`).',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          ...ERRORS.read,
          '404': notFound,
          '409': problem('Nothing priced yet (`offer_not_printable`): there is no offer to print.'),
          '422': problem(
            'Billing cannot price the booking (a `pricing_*` code, as GET /api/booking/{id}/billing answers).',
          ),
        },
      },
    },
    '/api/reservations': {
      get: {
        tags: ['Bookings'],
        operationId: 'listReservations',
        summary: 'The partner’s bookings, newest first, filtered and paged (staff keys).',
        security: [{ staffKey: [] }],
        parameters: [
          ...filterParameters(RESERVATION_FILTERS),
          ...['createdAt', 'updatedAt', 'days.date', 'rooms.startDate'].flatMap((name) =>
            ['before', 'after', 'strictly_before', 'strictly_after'].map((op) => ({
              name: `${name}[${op}]`,
              in: 'query',
              required: false,
              schema: date,
            })),
          ),
          { name: 'page', in: 'query', required: false, schema: whole },
          { name: 'itemsPerPage', in: 'query', required: false, schema: { ...whole, maximum: 1000 } },
        ],
        responses: {
          '200': { description: 'A Hydra collection of Reservation members.' },
          ...ERRORS.read,
          '400': problem('A bad filter or page.'),
          '403': problem('A platform key.'),
        },
      },
      post: create('createReservation', 'Creates a booking for the staff key’s partner.', true),
    },
    '/api/reservations/{id}': {
      get: read('getReservation', 'A booking of the partner (staff keys).', true),
      put: edit(
        'replaceReservation',
        'Replaces a booking of the partner (staff keys).',
        'application/ld+json',
        true,
      ),
    },
  };
  return { paths, schemas: {} };
}
