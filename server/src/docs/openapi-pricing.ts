import type { JsonSchema } from '../api/shapes.ts';
import { quoteShape } from '../resources/booking-quotes/quote-shape.ts';
import { verifyShape } from '../resources/corporate-accounts/corporate-accounts.routes.ts';
import { problem } from './openapi-parts.ts';

// Availability and prices (issue 4): routes outside the resource descriptions, documented here from
// the same shapes that validate them (quote and verify bodies).

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
const int = { type: 'integer' };
const str = { type: 'string' };
const money = { type: 'integer', description: 'Integer minor units of `currency`.' };
const totals = {
  type: 'object',
  properties: { totalIncludingTaxes: money, totalExcludingTaxes: money, taxAmount: money },
};
const date = { type: 'string', format: 'date' };
const time = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', examples: ['09:00'] };

// The Pricing of one location: every field the booking location's answer has always had at its top level.
const locationPricingProperties = {
  currency: str,
  pricingTaxScheme: { enum: ['VAT', 'SALES_TAX'] },
  products: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        kind: { enum: ['hall', 'item', 'package_deal', 'room', 'breakfast', 'late_checkout', 'discount'] },
        scope: { enum: ['event', 'hotel'] },
        reference: str,
        description: { type: 'string', description: 'A `pricing.*` label key the widget translates.' },
        date: { type: ['string', 'null'], format: 'date' },
        nights: { type: ['integer', 'null'] },
        period: { type: ['string', 'null'] },
        includedIn: { type: ['string', 'null'], description: 'The package deal that includes the line.' },
        quantity: int,
        unitPrice: money,
        amount: {
          type: 'integer',
          description: 'quantity × unitPrice, as the location quotes it; negative for discount lines.',
        },
        taxRate: { type: 'string', examples: ['21', '8.875'] },
        totalExcludingTaxes: money,
        totalIncludingTaxes: money,
        taxAmount: money,
        rateProduct: { type: 'boolean' },
      },
    },
  },
  subtotal: { type: 'integer', description: 'Sum of the non-discount lines’ amount (before discount).' },
  subtotals: {
    type: 'object',
    description: 'Totals of the non-discount lines per scope, before the discount.',
    properties: { event: totals, hotel: totals },
  },
  taxes: {
    type: 'array',
    items: { type: 'object', properties: { rate: str, taxableAmount: money, taxAmount: money } },
  },
  totalPriceIncludingTaxes: money,
  totalPriceExcludingTaxes: money,
  totalTaxAmount: money,
  discount: {
    type: ['object', 'null'],
    description:
      'The discount taken off this location’s lines: code, kind, appliesTo and amount (minus the sum of the discount lines; subtotal − amount = total as quoted).',
  },
  touristTaxExcluded: {
    type: 'boolean',
    description:
      'True when the location charges a tourist or city tax (never included) and there are hotel lines.',
  },
};

const locationPricing: JsonSchema = {
  type: 'object',
  title: 'LocationPricing',
  description:
    'The Pricing of spec §3 for one location, in its currency, tax scheme and rates. VAT: unit prices include tax; SALES_TAX: tax is added on top.',
  properties: locationPricingProperties,
};

const venuePricing: JsonSchema = {
  type: 'object',
  title: 'VenuePricing',
  description:
    'One location of the booking that has lines: the booking’s location first, then where rooms are booked.',
  properties: {
    location: { type: 'string', format: 'iri-reference', examples: ['/api/locations/3'] },
    name: str,
    pricing: ref('LocationPricing'),
  },
};

const currencyTotals: JsonSchema = {
  type: 'object',
  title: 'CurrencyTotals',
  description:
    'The exact sums of the venues that price in one currency (amounts are never converted). `taxes` has one line per tax scheme and rate over those venues.',
  properties: {
    currency: str,
    locations: { type: 'array', items: str, description: 'The venues summed here.' },
    subtotal: money,
    discountAmount: money,
    subtotals: { type: 'object', properties: { event: totals, hotel: totals } },
    taxes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          pricingTaxScheme: { enum: ['VAT', 'SALES_TAX'] },
          rate: str,
          taxableAmount: money,
          taxAmount: money,
        },
      },
    },
    totalPriceIncludingTaxes: money,
    totalPriceExcludingTaxes: money,
    totalTaxAmount: money,
  },
};

const pricing: JsonSchema = {
  type: 'object',
  title: 'Pricing',
  description:
    'The Pricing of spec §3. The top-level fields are the booking location’s Pricing (as for a booking at one location); with rooms at other locations of the partner, `venues` prices each location in its own currency and taxes and `currencies` sums them per currency. Discounts across venues: a percentage reduces every venue where the code is valid; a fixed amount is taken once, split over the venues in its currency in proportion to what they charge in scope, never converted.',
  properties: {
    '@id': str,
    '@type': { enum: ['BookingQuote', 'Billing'] },
    ...locationPricingProperties,
    promoCode: {
      type: ['object', 'null'],
      description:
        'The code entered, normalised, and `applied` (valid at one venue of the booking at least), or `rejected` with the booking location’s reason: unknown, not_yet_valid, expired, exhausted, wrong_location, not_applicable, invalid.',
      properties: { code: str, status: { enum: ['applied', 'rejected'] }, reason: str },
    },
    corporateAccount: {
      type: ['object', 'null'],
      description: 'Quotes only: whether the corporateAccount credentials sent were verified, or why not.',
      properties: { verified: { type: 'boolean' }, reason: { type: ['string', 'null'] } },
    },
    venues: { type: 'array', items: ref('VenuePricing') },
    currencies: { type: 'array', items: ref('CurrencyTotals') },
  },
};

/** OpenAPI paths and schemas of halls_suitable, availabilities, quotes, billing and corporate verify. */
export function PRICING_PATHS(): {
  paths: Record<string, Record<string, unknown>>;
  schemas: Record<string, JsonSchema>;
} {
  const schemas: Record<string, JsonSchema> = {
    BookingQuoteRequest: quoteShape.json,
    Pricing: pricing,
    LocationPricing: locationPricing,
    VenuePricing: venuePricing,
    CurrencyTotals: currencyTotals,
    CorporateVerificationRequest: verifyShape.json,
  };
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
          'States: available; occupied (overlaps a held or booked day-hall, the hall’s set-up and tear-down buffers included); too_small (with maxCapacity for the layout); no_layout; unavailable. Order: available by capacity ascending, occupied, too_small by capacity descending, no_layout, unavailable.',
        security: [{}, { staffKey: [] }],
        parameters: [
          query('location', 'The location, /api/locations/{id} or an id.', str, true),
          query('date', 'The meeting day.', date, true),
          query('startTime', 'Start (HH:mm).', time, true),
          query('endTime', 'End (HH:mm, or 24:00), after startTime.', time, true),
          query('pax', 'Guests.', { type: 'integer', minimum: 1 }, true),
          query(
            'emplacement',
            'The layout, /api/emplacements/{id}; without it the largest layout counts.',
            str,
          ),
          query(
            'reservationDayHall',
            'The day-hall being edited (IRI or id): it does not block itself.',
            str,
          ),
          query('available', 'true: only halls the venue offers; false: only the others.', {
            type: 'boolean',
          }),
          query('name', 'Halls whose name contains this text.', str),
        ],
        responses: {
          '200': {
            description:
              'A Hydra collection of HallSuitability members (id, name, squareMeters, buffers, capacity, state, maxCapacity).',
          },
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
          query('locationId', 'The location (id or IRI).', str, true),
          query('arrivalDate', 'First night.', date, true),
          query('departureDate', 'Departure day, after arrivalDate (at most 366 nights).', date, true),
          query(
            'amount',
            'Rooms wanted; `sufficient` tells whether that many are free.',
            { type: 'integer', minimum: 1 },
            true,
          ),
          query('page', 'Page, from 1.', { type: 'integer', minimum: 1 }),
          query('itemsPerPage', 'Members per page (default 30).', {
            type: 'integer',
            minimum: 1,
            maximum: 1000,
          }),
        ],
        responses: {
          '200': {
            description:
              'A Hydra collection of RoomTypeAvailability members (roomsAvailable, maxGuestsPerRoom, pricePerNight, nights, sufficient).',
          },
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
          '200': { description: 'The Pricing.', content: ld(ref('Pricing')) },
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
          '200': { description: 'The Pricing plus payments.', content: ld(ref('Pricing')) },
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
          'Checks company name, primary e-mail and corporate code; rate limited per address and per account.',
        security: [{}, { staffKey: [] }],
        requestBody: body(ref('CorporateVerificationRequest')),
        responses: {
          '200': {
            description:
              'verified true with the account’s terms (discount, creditAccount), or false with reason unknown_account, company_mismatch, invalid_code or inactive.',
          },
          '422': problem('Validation failed, or no such location.'),
          '429': problem('Too many attempts; Retry-After says when to try again.'),
        },
      },
    },
  };
  return { paths, schemas };
}
