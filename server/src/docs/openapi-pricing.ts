import {
  hallsSuitableQueryEntries,
  roomAvailabilitiesQueryEntries,
} from '../../../src/contracts/queries.schema.ts';
import type { JsonSchema } from '../api/shapes.ts';
import { queryParameters } from './contract-schemas.ts';
import { problem } from './openapi-parts.ts';

// Availability and prices (issue 4): routes outside the resource descriptions. Their bodies and answers
// are the contracts of src/contracts, referenced here and generated in contract-schemas.ts.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const ld = (schema: JsonSchema) => ({ 'application/ld+json': { schema } });
const body = (schema: JsonSchema) => ({
  required: true,
  content: { ...ld(schema), 'application/json': { schema } },
});
const query = (name: string, description: string, schema: JsonSchema, required = false) => ({
  name,
  in: 'query',
  required,
  description,
  schema,
});
const str = { type: 'string' };
const answer = (description: string, name: string) => ({ description, content: ld(ref(name)) });

/** OpenAPI paths and schemas of halls_suitable, availabilities, quotes, billing and corporate verify. */
export function PRICING_PATHS(): {
  paths: Record<string, Record<string, unknown>>;
  schemas: Record<string, JsonSchema>;
} {
  // Bodies and answers are contracts, generated in contract-schemas.ts.
  const schemas: Record<string, JsonSchema> = {};
  const public400 = problem(
    'A parameter is missing or bad (the problem code names which: missing_parameter, invalid_time, invalid_time_range, invalid_date, invalid_date_range, invalid_pax, invalid_amount, invalid_filter).',
  );
  const paths: Record<string, Record<string, unknown>> = {
    '/api/halls_suitable': {
      get: {
        tags: ['Availability'],
        operationId: 'listSuitableHalls',
        summary: 'Every hall of a location with its capacity in a layout and one state, best fit first.',
        description:
          'States: available; occupied (overlaps a held or booked day-hall, the hall’s set-up and tear-down buffers included); too_small (with maxCapacity for the layout); no_layout; unavailable. Order: available by capacity ascending, occupied, too_small by capacity descending, no_layout, unavailable. price: renting the hall for the asked window in minor units of currency (the location’s), priced by the cheapest day parts and started hours as a quote charges it; null when its period prices do not cover the window.',
        security: [{}, { staffKey: [] }],
        parameters: queryParameters(hallsSuitableQueryEntries),
        responses: {
          '200': answer('A Hydra collection of HallSuitability members.', 'HallSuitability.collection'),
          '400': public400,
          '404': problem('No such location for this caller.'),
        },
      },
    },
    '/api/location_room_types/availabilities': {
      get: {
        tags: ['Availability'],
        operationId: 'listRoomAvailabilities',
        summary: 'Rooms free on every night of a stay, per room type (inventory minus the fullest night).',
        security: [{}, { staffKey: [] }],
        parameters: [
          ...queryParameters(roomAvailabilitiesQueryEntries),
          query('page', 'Page, from 1.', { type: 'integer', minimum: 1 }),
          query('itemsPerPage', 'Members per page (default 30).', {
            type: 'integer',
            minimum: 1,
            maximum: 1000,
          }),
        ],
        responses: {
          '200': answer(
            'A Hydra collection of RoomTypeAvailability members.',
            'RoomTypeAvailability.collection',
          ),
          '400': public400,
          '404': problem('No such location for this caller.'),
        },
      },
    },
    '/api/booking_quotes': {
      post: {
        tags: ['Prices'],
        operationId: 'createBookingQuote',
        summary: 'Prices an unsaved booking write payload (nothing is stored).',
        security: [{}, { staffKey: [] }],
        requestBody: body(ref('BookingQuoteRequest')),
        responses: {
          '200': answer('The Pricing.', 'BookingQuote'),
          '400': problem('The body is not a JSON object.'),
          '415': problem('The Content-Type is not accepted.'),
          '422': problem(
            'Validation failed, a line is not in the location’s catalogue (a stay’s room type: not of an available location of the partner), or the catalogue cannot price it (pricing_* codes).',
          ),
        },
      },
    },
    '/api/booking/{id}/billing': {
      get: {
        tags: ['Prices'],
        operationId: 'getBookingBilling',
        summary: 'Prices a saved booking; `payments` arrive with the payments issue.',
        security: [{}, { staffKey: [] }],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
          { name: 'username', in: 'header', schema: str, description: 'The booking’s username (visitors).' },
          { name: 'key', in: 'header', schema: str, description: 'The booking’s secret key (visitors).' },
        ],
        responses: {
          '200': answer('The Pricing plus payments.', 'Billing'),
          '404': problem(
            'No such booking, or not this caller’s (no or wrong username and key, another partner’s staff).',
          ),
        },
      },
    },
    '/api/corporate_accounts/verify': {
      post: {
        tags: ['Prices'],
        operationId: 'verifyCorporateAccount',
        summary:
          'Checks company name, primary e-mail and corporate code; rate limited per client address and per account at that address.',
        security: [{}, { staffKey: [] }],
        requestBody: body(ref('CorporateVerificationRequest')),
        responses: {
          '200': answer(
            'verified true with the account’s terms (discount, creditAccount), or false with a reason: invalid_credentials (the public, for an unknown account, another company or a wrong code alike) or inactive; the partner’s staff hear unknown_account, company_mismatch or invalid_code instead of invalid_credentials.',
            'CorporateVerification',
          ),
          '422': problem('Validation failed, or no such location.'),
          '429': problem('Too many attempts; Retry-After says when to try again.'),
        },
      },
    },
  };
  return { paths, schemas };
}
