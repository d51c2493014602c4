import type { JsonSchema } from '../api/shapes.ts';
import { ERRORS, filterParameters, problem, ref } from '../docs/openapi-parts.ts';
import { BOOKING_STATUSES, TRANSITION_NAMES, TRANSITION_TABLE } from '../domain/booking-lifecycle/index.ts';
import { PAYMENT_METHODS } from './booking-payload.ts';
import { RESERVATION_FILTERS } from './reservation-filters.ts';

// The booking endpoints in the OpenAPI document. The transition list and its inputs come from the
// lifecycle's TRANSITION_TABLE, so the docs cannot drift from what the server runs.

const str = { type: 'string' };
const iri = { type: 'string', format: 'iri-reference' };
const whole = { type: 'integer', minimum: 1 };
const time = { type: 'string', pattern: '^\\d{2}:\\d{2}$' };
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
const reservation = (description: string) => ({
  description,
  content: { 'application/ld+json': { schema: ref('Reservation') } },
});
const notFound = problem('No such booking for this caller (missing, or wrong or absent username/key).');

const day = {
  type: 'object',
  required: ['date', 'startTime', 'endTime', 'pax'],
  properties: {
    date,
    startTime: time,
    endTime: time,
    pax: whole,
    halls: {
      type: 'array',
      items: {
        type: 'object',
        required: ['hall', 'pax', 'startTime', 'endTime'],
        properties: {
          hall: iri,
          emplacement: { ...iri, type: ['string', 'null'] },
          pax: whole,
          startTime: time,
          endTime: time,
        },
      },
    },
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['item', 'amount'],
        properties: { item: iri, amount: whole, numberOfGuests: whole, startTime: time },
      },
    },
    packageDeals: {
      type: 'array',
      items: {
        type: 'object',
        required: ['packageDeal', 'amount'],
        properties: { packageDeal: iri, amount: whole },
      },
    },
  },
};
const room = {
  type: 'object',
  required: ['startDate', 'endDate', 'amount', 'paxRoom', 'roomType'],
  properties: {
    startDate: date,
    endDate: date,
    amount: whole,
    paxRoom: whole,
    roomType: {
      ...iri,
      description:
        'A room type of the booking’s location or of any other available location of the same partner (meetings with rooms at another venue).',
    },
    breakfast: { type: 'boolean' },
    lateCheckoutRooms: { type: 'integer', minimum: 0 },
    comments: { type: ['string', 'null'] },
  },
};

// A stored stay also names its venue, so a client can show where each group sleeps.
const readRoom = {
  ...room,
  properties: {
    ...room.properties,
    location: { ...iri, description: 'The location of the room type: the booking’s own or another venue.' },
  },
};

const SCHEMAS: Record<string, JsonSchema> = {
  BookingPayload: {
    type: 'object',
    title: 'BookingPayload',
    description:
      'Spec §3 write payload. Days and rooms of a type not in `types` are dropped; dates may not be in the past (location time).',
    required: ['location', 'email', 'types'],
    properties: {
      location: iri,
      email: { type: 'string', format: 'email' },
      types: { type: 'array', items: { enum: ['mice', 'hotel'] } },
      eventName: str,
      eventType: { type: ['string', 'null'] },
      meetingRooms: { type: 'array', items: day },
      hotelRooms: { type: 'array', items: room },
      ...Object.fromEntries(
        [
          'company',
          'country',
          'postalcode',
          'city',
          'address',
          'invoiceReference',
          'contactPersonFirstname',
          'contactPersonLastname',
          'contactPersonPhonenumber',
        ].map((name) => [name, str]),
      ),
      executorContact: { type: 'null' },
      onsiteContact: {
        type: ['object', 'null'],
        properties: { firstname: str, lastname: str, email: str, phonenumber: str },
      },
      locale: { type: 'string', pattern: '^[a-z]{2}$' },
      remarks: {
        type: 'array',
        items: { type: 'object', properties: { description: str, type: { const: 'internal' } } },
      },
      promoCode: { type: ['string', 'null'] },
      paymentMethod: {
        enum: [...PAYMENT_METHODS, null],
        description:
          'CREDIT_CARD and PRE_PAYMENT make book now hold until paid; INVOICE (pay later on account) needs a verified corporate client with a credit account (422 `pay_later_not_allowed`).',
      },
      corporateAccount: {
        type: ['object', 'null'],
        description:
          'Corporate client credentials, verified on this write (rate limited like /api/corporate_accounts/verify; 422 with the reason as `code`). Absent keeps the booking’s client; null removes it. The booking keeps the account, never the code; its negotiated discount applies to the billing unless a promo code applies.',
        properties: { companyName: str, email: str, corporateCode: str },
        required: ['companyName', 'email', 'corporateCode'],
      },
    },
  },
  Reservation: {
    type: 'object',
    title: 'Reservation',
    description:
      'The read model (spec §3): the payload’s fields under payload and form names, the lines with IRIs, status, flags, termsUrl, `transitions` this caller may run now and `transitionBlockerList` (codes) for the rest. Staff also get `auditTrail`. Only the creation answer carries `key`.',
    properties: {
      '@id': str,
      id: whole,
      username: str,
      key: { type: 'string', description: 'Only in the creation answer.' },
      status: { enum: [...BOOKING_STATUSES] },
      flags: { type: 'array', items: str },
      transitions: { type: 'array', items: { enum: [...TRANSITION_NAMES] } },
      transitionBlockerList: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            transition: str,
            code: str,
            reason: str,
            date,
            lines: { type: 'array', items: str },
            location: {
              ...iri,
              description:
                'Set when the reason concerns another venue than the booking’s location (rooms elsewhere), e.g. its lead time.',
            },
          },
        },
      },
      termsUrl: { type: ['string', 'null'] },
      holdExpiresAt: { type: ['string', 'null'], format: 'date-time' },
      meetingRooms: { type: 'array', items: day },
      hotelRooms: { type: 'array', items: readRoom },
    },
  },
  BookingTransition: {
    type: 'object',
    title: 'BookingTransition',
    required: ['transition'],
    description: TRANSITION_NAMES.map((name) => {
      const spec = TRANSITION_TABLE[name];
      const inputs = Object.entries(spec.inputs).map(([input, rule]) => `${input} (${rule})`);
      return `${name} — ${spec.actor}: ${spec.summary}${inputs.length ? ` Inputs: ${inputs.join(', ')}.` : ''}`;
    }).join('\n'),
    properties: {
      transition: { enum: [...TRANSITION_NAMES] },
      reason: str,
      termsAccepted: { type: 'boolean' },
      acknowledged: { type: 'boolean' },
      feeAccepted: { type: 'boolean' },
      validUntil: date,
      priceOverrides: {
        type: 'array',
        items: { type: 'object', properties: { line: str, price: { type: 'integer', minimum: 0 } } },
      },
    },
  },
};

const WRITE_ERRORS = {
  ...ERRORS.write,
  '409': problem(
    'The booking cannot change now (transition_blocked, booking_not_editable) or lost a race (no_longer_available, naming `lost`).',
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
      '201': reservation('The new draft with `username` and `key` (shown only now).'),
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
    },
    '/api/bookings/{id}': { get: read('getBookingAlias', 'The booking (same as GET /api/booking/{id}).') },
    '/api/booking/{id}/status': {
      put: {
        tags: ['Bookings'],
        operationId: 'changeBookingStatus',
        summary: 'Runs one transition of the lifecycle in one transaction (audited; moves held inventory).',
        security: [{}, { staffKey: [] }],
        parameters: [ID, ...VISITOR, IDEMPOTENCY],
        requestBody: jsonBody(ref('BookingTransition')),
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
          '200': reservation('The booking as BookingConfirmation.'),
          '404': notFound,
          '409': problem('Not accepted, held or confirmed yet.'),
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
  return { paths, schemas: SCHEMAS };
}
