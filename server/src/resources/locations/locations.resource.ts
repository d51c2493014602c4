import { asc, sql } from 'drizzle-orm';
import {
  DEFAULT_PUBLIC_BOUNDS,
  PUBLIC_BOUND_LIMITS,
  type PublicBounds,
} from '../../../../src/contracts/booking-limits.ts';
import { booleanFilter, partialFilter, partnerFilter } from '../../api/filters.ts';
import { email, timeZone, url } from '../../api/formats.ts';
import type { Caller, Field, Resource } from '../../api/resource.ts';
import { array, boolean, choice, integer, object, optional, type Shape, text } from '../../api/shapes.ts';
import { locations, taxRateCodes } from '../../db/schema/index.ts';
import { ProblemError } from '../../hydra/problem.ts';
import {
  availableField,
  currencyField,
  idField,
  keyField,
  parentField,
  positionField,
  textOrder,
  translationShape,
  typedTranslationShape,
} from '../common.ts';

/** The four location text types of spec §3 (two disclaimers, two direct-checkout popups). */
export const LOCATION_TEXT_TYPES = [
  'meeting_room_disclaimer',
  'checkout_disclaimer',
  'direct_checkout_popup_checkout',
  'direct_checkout_popup_price_calculation',
] as const;

const setting = (name: string, fallback: boolean, description: string): Field => ({
  name,
  description: `${description} (default ${fallback}).`,
  shape: boolean(),
  column: name,
  default: fallback,
});

const nullableText = (name: string, shape: Shape, description: string): Field => ({
  name,
  description,
  shape,
  nullable: true,
  column: name,
});

const PUBLIC_BOUND_TEXTS: Record<keyof PublicBounds, string> = {
  maxPublicDays: 'Meeting days one booking without the venue may hold.',
  maxPublicHallsPerDay: 'Function spaces a day one booking without the venue may hold.',
  maxPublicRooms: 'Rooms over all stays one booking without the venue may hold.',
  maxPublicNights: 'Nights of a stay in a booking without the venue.',
};

// What one anonymous booking may hold (issue 20): a visitor beyond a bound gets a 422 on the field to
// change; the partner's staff are not bound.
const PUBLIC_BOUND_FIELDS: Field[] = (Object.keys(PUBLIC_BOUND_TEXTS) as (keyof PublicBounds)[]).map(
  (name) => ({
    name,
    description: `${PUBLIC_BOUND_TEXTS[name]} Staff are not bound.`,
    shape: integer({ min: 1, max: PUBLIC_BOUND_LIMITS[name] }),
    column: name,
    default: DEFAULT_PUBLIC_BOUNDS[name],
  }),
);

/** A new location belongs to the caller's partner; its key defaults to its abbreviation. */
function onCreate(values: Record<string, unknown>, caller: Caller): Record<string, unknown> {
  if (caller.kind !== 'staff') throw new ProblemError('partner_key_required', 'A partner key is needed.');
  const key =
    values.key ??
    String(values.abbreviation)
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^-+/, '');
  return { ...values, partner: values.partner ?? caller.partnerId, key: key || 'location' };
}

/** Hotels and venues of a partner with the settings of spec §3. */
export const locationResource: Resource = {
  type: 'Location',
  path: 'locations',
  title: 'Location',
  description: 'One hotel or venue of a partner, with its tax scheme, event types, settings and texts.',
  table: locations,
  fields: [
    idField,
    {
      ...parentField('partner', 'partners', 'Partner', 'partnerId', 'The partner (defaults to the key’s).'),
      keepWhenAbsent: true,
    },
    { ...keyField('location'), keepWhenAbsent: true },
    { name: 'name', description: 'The location’s name.', shape: text({ max: 200 }), column: 'name' },
    { name: 'city', description: 'City.', shape: text({ max: 200 }), column: 'city' },
    {
      name: 'abbreviation',
      description: 'Short code, e.g. AMS.',
      shape: text({ max: 10 }),
      column: 'abbreviation',
    },
    availableField,
    {
      name: 'address',
      description: 'Postal address on one line.',
      shape: text({ max: 500 }),
      column: 'address',
    },
    nullableText('phone', text({ max: 50 }), 'Phone number.'),
    nullableText('email', email(), 'E-mail address for events.'),
    nullableText('website', url(), 'Web site.'),
    nullableText('termsUrl', url(), 'Terms and conditions.'),
    currencyField,
    {
      name: 'timeZone',
      description: 'IANA time zone of local times.',
      shape: timeZone(),
      column: 'timeZone',
      default: 'Europe/Amsterdam',
    },
    {
      name: 'minimumLeadTimeDays',
      description: 'Days between today and the first day below which "book now" becomes a request.',
      shape: integer({ min: 0, max: 365 }),
      column: 'minimumLeadTimeDays',
      default: 0,
    },
    {
      name: 'freeCancellationDays',
      description: 'Cancelling is free until this many days before the first day; null: always free.',
      shape: integer({ min: 0, max: 365 }),
      nullable: true,
      column: 'freeCancellationDays',
    },
    {
      name: 'offerReminderHours',
      description:
        'Hours before an offer’s validity ends at which the visitor is reminded by e-mail; 0: no reminder.',
      shape: integer({ min: 0, max: 720 }),
      column: 'offerReminderHours',
      default: 48,
    },
    {
      name: 'paymentRule',
      description:
        'How "book now" is secured with card payments on: `full` (the total by card), `deposit` (depositPercent now, the rest at the location or by balanceDueDays), `guarantee` (a card kept as a guarantee; paid at the location).',
      shape: choice(['full', 'deposit', 'guarantee']),
      column: 'paymentRule',
      default: 'guarantee',
    },
    {
      name: 'depositPercent',
      description: 'The share of the total paid by card when book now takes a deposit.',
      shape: integer({ min: 1, max: 100 }),
      column: 'depositPercent',
      default: 30,
    },
    {
      name: 'balanceDueDays',
      description:
        'After a deposit, the rest is due this many days before the first day; null: at the location.',
      shape: integer({ min: 0, max: 365 }),
      nullable: true,
      column: 'balanceDueDays',
    },
    ...PUBLIC_BOUND_FIELDS,
    {
      name: 'pricingTaxScheme',
      description: 'VAT: prices include tax; SALES_TAX: tax is added on top.',
      shape: choice(['VAT', 'SALES_TAX']),
      column: 'pricingTaxScheme',
      default: 'VAT',
    },
    {
      name: 'taxRates',
      description: 'Tax rates by code; rate is a percentage as a decimal string, e.g. "25.5".',
      shape: array(
        object(
          {
            code: choice(taxRateCodes),
            rate: text({ max: 10, pattern: /^\d{1,2}(\.\d{1,3})?$/, example: '21' }),
          },
          'TaxRate',
        ),
        { max: 3 },
      ),
      column: 'taxRates',
      default: [],
    },
    {
      name: 'bookingEventTypes',
      description: 'Event types the location accepts, with translated names.',
      shape: array(
        object(
          {
            code: text({ max: 50, pattern: /^[a-z0-9][a-z0-9_-]*$/ }),
            translations: optional(array(translationShape, { max: 50 }), []),
          },
          'BookingEventType',
        ),
        { max: 50 },
      ),
      column: 'bookingEventTypes',
      default: [],
    },
    {
      name: 'locationSettings',
      description: 'Behaviour of the form at this location (spec §3 defaults).',
      shape: object({}),
      fields: [
        setting('breakfastEnabledByDefault', true, 'Breakfast is ticked for new rooms'),
        setting('breakfastSelectable', true, 'Visitors may change breakfast'),
        setting('allowedOnlyCateringServices', false, 'Only catering can be booked'),
        setting('allowedOnlyFunctionSpaces', false, 'Only function spaces can be booked'),
        setting('hallPreferenceEnabled', true, 'Visitors may state a hall preference'),
        setting('isShoppingBasketVisible', false, 'The basket is shown'),
        setting('touristTaxApplies', false, 'The city charges a tourist tax on stays, not in the price'),
        setting(
          'visitorConfirmsOffer',
          false,
          'The visitor confirms an accepted offer; else staff confirm it',
        ),
      ],
    },
    {
      name: 'translations',
      description: `Disclaimer and popup texts; type is one of ${LOCATION_TEXT_TYPES.join(', ')}.`,
      shape: array(typedTranslationShape(LOCATION_TEXT_TYPES), { max: 100 }),
      column: 'translations',
      default: [],
    },
    positionField,
  ],
  filters: [
    partnerFilter((partnerId) => sql`${locations.partnerId} = ${partnerId}`),
    partialFilter(
      'search',
      (pattern) =>
        sql`(${locations.name} ilike ${pattern} or ${locations.city} ilike ${pattern} or ${locations.abbreviation} ilike ${pattern})`,
      'Name, city or abbreviation contains the text.',
      'name',
    ),
    booleanFilter(
      'available',
      locations.available,
      'Only available (true) or unavailable (false) locations.',
    ),
  ],
  orders: {
    name: () => textOrder(locations.name),
    city: () => textOrder(locations.city),
    position: () => sql`${locations.position}`,
  },
  defaultOrder: [asc(locations.position), asc(locations.id)],
  operations: ['list', 'get', 'create', 'replace', 'patch', 'delete'],
  locationOwner: { via: 'self' },
  managersOnly: ['create'],
  scope: {
    owned: (partnerId) => sql`${locations.partnerId} = ${partnerId}`,
    visible: sql`${locations.available}`,
  },
  onCreate,
  beforeDelete: async (db, id) => {
    const result = (await db.execute(sql`select
      (select count(*) from halls where location_id = ${id})::int as halls,
      (select count(*) from items where location_id = ${id})::int as items,
      (select count(*) from package_deals where location_id = ${id})::int as package_deals,
      (select count(*) from location_room_types where location_id = ${id})::int as room_types`)) as unknown as {
      rows: Record<string, number>[];
    };
    const counts = result.rows[0]!;
    const used = Object.entries(counts).filter(([, n]) => n > 0);
    if (used.length === 0) return;
    throw new ProblemError(
      'location_in_use',
      `Location ${id} still has ${used.map(([what, n]) => `${n} ${what.replace('_', ' ')}`).join(', ')}. ` +
        'Mark it unavailable instead (PATCH {"available": false}), or remove it from the catalogue with a sync.',
    );
  },
};
