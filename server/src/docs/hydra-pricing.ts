import type * as v from 'valibot';
import { billingAnswerSchema, quoteAnswerSchema } from '../../../src/contracts/pricing.schema.ts';
import {
  corporateVerifyAnswerSchema,
  hallSuitabilitySchema,
  roomAvailabilitySchema,
} from '../../../src/contracts/queries.schema.ts';

// Hydra classes of the availability and pricing answers (issue 4), beside the resource classes: what
// each answer holds and the operation that returns it, so a Hydra client finds them too. The properties
// are the entries of each answer's contract schema (src/contracts), never a hand-kept list.

type ObjectSchema =
  | v.ObjectSchema<v.ObjectEntries, undefined>
  | v.StrictObjectSchema<v.ObjectEntries, undefined>;
type ClassSpec = { type: string; title: string; operation: [string, string, string]; schema: ObjectSchema };

const SPECS: ClassSpec[] = [
  {
    type: 'HallSuitability',
    title: 'A hall with its capacity in a layout and its state for a meeting',
    operation: ['GET', '/api/halls_suitable', 'Every hall of a location with one state, best fit first.'],
    schema: hallSuitabilitySchema,
  },
  {
    type: 'RoomTypeAvailability',
    title: 'A room type with the rooms free on every night of a stay',
    operation: ['GET', '/api/location_room_types/availabilities', 'Free rooms per room type for a stay.'],
    schema: roomAvailabilitySchema,
  },
  {
    type: 'BookingQuote',
    title: 'The Pricing of an unsaved booking payload',
    operation: ['POST', '/api/booking_quotes', 'Prices a booking write payload; nothing is stored.'],
    schema: quoteAnswerSchema,
  },
  {
    type: 'Billing',
    title: 'The Pricing of a saved booking and its payments',
    operation: [
      'GET',
      '/api/booking/{id}/billing',
      'Prices a saved booking (username and key headers, or a staff key).',
    ],
    schema: billingAnswerSchema,
  },
  {
    type: 'CorporateVerification',
    title: 'Whether a company, e-mail and corporate code belong together',
    operation: ['POST', '/api/corporate_accounts/verify', 'Verifies a corporate account (rate limited).'],
    schema: corporateVerifyAnswerSchema,
  },
];

// JSON-LD keywords and the id are the node's identity, not properties of the class.
const isProperty = (name: string) => !name.startsWith('@') && name !== 'id';

/** The Hydra classes of halls_suitable, availabilities, quotes, billing and corporate verification. */
export function pricingHydraClasses(): Record<string, unknown>[] {
  return SPECS.map((spec) => ({
    '@id': `#${spec.type}`,
    '@type': 'hydra:Class',
    'rdfs:label': spec.type,
    'hydra:title': spec.title,
    'hydra:supportedProperty': Object.entries(spec.schema.entries)
      .filter(([name]) => isProperty(name))
      .map(([name, entry]) => ({
        '@type': 'hydra:SupportedProperty',
        'hydra:property': {
          '@id': `#${spec.type}/${name}`,
          '@type': 'rdf:Property',
          'rdfs:label': name,
          domain: `#${spec.type}`,
        },
        'hydra:title': name,
        'hydra:required': entry.type !== 'optional',
        'hydra:readable': true,
        'hydra:writeable': false,
      })),
    'hydra:supportedOperation': [
      {
        '@type': 'hydra:Operation',
        'hydra:method': spec.operation[0],
        'hydra:title': spec.operation[2],
        'rdfs:label': `${spec.operation[0]} ${spec.operation[1]}`,
        returns: `#${spec.type}`,
      },
    ],
  }));
}
