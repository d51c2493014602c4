/**
 * The public queries and their answers: halls that suit a meeting, room availabilities, a location's
 * package deals, and the corporate account check. Answers are Hydra collections (`member`, `totalItems`).
 */
import * as v from 'valibot';
import { BOOKING_SIZE } from './booking-limits.ts';
import { corporateCredentialsSchema } from './booking-payload.schema.ts';
import { iri, isRealDate } from './fields.ts';

const view = v.optional(
  v.strictObject({
    '@id': v.string(),
    '@type': v.literal('PartialCollectionView'),
    first: v.optional(v.string()),
    last: v.optional(v.string()),
    previous: v.optional(v.string()),
    next: v.optional(v.string()),
  }),
);

/** A Hydra collection of `member` (the `view` appears on paginated collections). */
export const collectionOf = <T extends v.GenericSchema>(member: T) =>
  v.strictObject({
    '@context': v.optional(v.unknown()),
    '@id': v.string(),
    '@type': v.literal('Collection'),
    totalItems: v.number(),
    member: v.array(member),
    view,
    /** The Hydra IRI template of the collection's filters. */
    search: v.optional(v.unknown()),
  });

// The query parameters of the public queries. A query string holds text only: the server hands each
// parameter over trimmed, a blank one left out (so it counts as missing). Every message names the
// parameter and the value sent, as the 400 problems always have.

const MAX_INT4 = 2_147_483_647;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const ID = '[1-9]\\d{0,9}';

/** A message that names the value the caller sent. */
const got = (text: string) => (issue: v.BaseIssue<unknown>) => `${text}; got "${String(issue.input)}".`;

/** Whether the id at the end of a reference fits a database integer. */
const idFits = (value: string): boolean => Number(/(\d+)\/?$/.exec(value)?.[1]) <= MAX_INT4;

const timeParam = (name: string, description: string, endOfDay = false) => {
  const message = got(`${name} must be a time HH:mm`);
  return v.pipe(
    v.string(),
    v.regex(endOfDay ? /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/ : HH_MM, message),
    v.description(description),
  );
};

const dateParam = (name: string, description: string) =>
  v.pipe(
    v.string(),
    v.check(isRealDate, got(`${name} must be a date YYYY-MM-DD`)),
    v.description(description),
  );

const countParam = (name: string, description: string, max = 100_000) => {
  const message = got(`${name} must be a whole number from 1 to ${max}`);
  return v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,8}$/, message),
    v.toNumber(),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(max, message),
    v.description(description),
  );
};

/** An IRI of `resource` (`/api/locations/3`) or a bare id; the output is the id. */
export const referenceParam = (name: string, resource: string, description: string) => {
  const message = got(`${name} must be an IRI such as /api/${resource}/1`);
  return v.pipe(
    v.string(),
    v.regex(new RegExp(`^(?:/api/${resource}/${ID}/?|${ID})$`), message),
    v.check(idFits, message),
    v.description(description),
    v.transform((value) => Number(/(\d+)\/?$/.exec(value)![1])),
  );
};

/** Query parameters of `GET /api/halls_suitable` (spec §7). */
export const hallsSuitableQueryEntries = {
  location: referenceParam('location', 'locations', 'The location, /api/locations/{id} or an id.'),
  date: dateParam('date', 'The meeting day.'),
  startTime: timeParam('startTime', 'Start (HH:mm).'),
  endTime: timeParam('endTime', 'End (HH:mm, or 24:00), after startTime.', true),
  pax: countParam('pax', 'Guests.'),
  emplacement: v.optional(
    referenceParam(
      'emplacement',
      'emplacements',
      'The layout, /api/emplacements/{id}; without it the largest layout counts.',
    ),
  ),
  reservationDayHall: v.optional(
    v.pipe(
      v.string(),
      v.regex(new RegExp(`^(?:/api/[a-z_]+/)?${ID}/?$`), got('reservationDayHall must be an IRI or id')),
      v.check(idFits, got('reservationDayHall must be an IRI or id')),
      v.description('The day-hall being edited (IRI or id): it does not block itself.'),
      v.transform((value) => Number(/(\d+)\/?$/.exec(value)![1])),
    ),
  ),
  available: v.optional(
    v.pipe(
      v.string(),
      v.picklist(['true', 'false', '1', '0'], got('available must be true or false')),
      v.description('true: only halls the venue offers; false: only the others.'),
      v.transform((value) => value === 'true' || value === '1'),
    ),
  ),
  name: v.optional(v.pipe(v.string(), v.description('Halls whose name contains this text.'))),
};

/** The query of `GET /api/halls_suitable`; the meeting must end after it starts. */
export const hallsSuitableQuerySchema = v.pipe(
  v.object(hallsSuitableQueryEntries),
  v.partialCheck(
    [['startTime'], ['endTime']],
    (query) => query.endTime > query.startTime,
    'endTime must be after startTime.',
  ),
);

// The longest stay a booking may hold (booking-limits.ts).
const MAX_NIGHTS = BOOKING_SIZE.nightsPerStay;
const nightsOf = (stay: { arrivalDate: string; departureDate: string }) =>
  (Date.parse(stay.departureDate) - Date.parse(stay.arrivalDate)) / 86_400_000;

/** Query parameters of `GET /api/location_room_types/availabilities`. */
export const roomAvailabilitiesQueryEntries = {
  locationId: referenceParam('locationId', 'locations', 'The location (id or IRI).'),
  arrivalDate: dateParam('arrivalDate', 'First night.'),
  departureDate: dateParam(
    'departureDate',
    `Departure day, after arrivalDate (at most ${MAX_NIGHTS} nights).`,
  ),
  amount: countParam('amount', 'Rooms wanted; `sufficient` tells whether that many are free.'),
};

/** The query of the room availabilities: a stay of one night up to a year. */
export const roomAvailabilitiesQuerySchema = v.pipe(
  v.object(roomAvailabilitiesQueryEntries),
  v.partialCheck(
    [['arrivalDate'], ['departureDate']],
    (stay) => stay.departureDate > stay.arrivalDate,
    'departureDate must be after arrivalDate.',
  ),
  v.partialCheck(
    [['arrivalDate'], ['departureDate']],
    (stay) => nightsOf(stay) <= MAX_NIGHTS,
    `A stay is at most ${MAX_NIGHTS} nights.`,
  ),
);

/** A validated halls_suitable query (ids as numbers, `available` as a boolean). */
export type HallsSuitableQuery = v.InferOutput<typeof hallsSuitableQuerySchema>;
/** A validated availabilities query. */
export type RoomAvailabilitiesQuery = v.InferOutput<typeof roomAvailabilitiesQuerySchema>;

/** The states a hall can be in for the requested meeting. */
export const HALL_STATES = ['available', 'occupied', 'too_small', 'no_layout', 'unavailable'] as const;

/** One hall of `GET /api/halls_suitable`: its capacity in the layout and its state. */
export const hallSuitabilitySchema = v.strictObject({
  '@id': v.string(),
  '@type': v.literal('HallSuitability'),
  id: v.number(),
  name: v.string(),
  squareMeters: v.nullable(v.number()),
  bufferBeforeMinutes: v.number(),
  bufferAfterMinutes: v.number(),
  capacity: v.nullable(v.number()),
  state: v.picklist(HALL_STATES),
  /** Only when `too_small`: the most the hall seats in that layout. */
  maxCapacity: v.optional(v.nullable(v.number())),
  /** Renting the hall for the asked window, in minor units, priced as a quote prices it; null: not priced. */
  price: v.nullable(v.number()),
  /** ISO 4217 code of `price`: the location's currency. */
  currency: v.string(),
});

/** The answer of `GET /api/halls_suitable`. */
export const hallsSuitableAnswerSchema = collectionOf(hallSuitabilitySchema);

/** One room type of `GET /api/location_room_types/availabilities`, for the whole stay. */
export const roomAvailabilitySchema = v.strictObject({
  '@id': v.string(),
  '@type': v.literal('RoomTypeAvailability'),
  roomType: v.string(),
  id: v.number(),
  code: v.string(),
  roomsType: v.string(),
  inventory: v.number(),
  /** Free rooms on every night of the stay (inventory minus the fullest night). */
  roomsAvailable: v.number(),
  maxGuestsPerRoom: v.number(),
  /** Integer minor units of `currency`. */
  pricePerNight: v.number(),
  currency: v.string(),
  nights: v.number(),
  /** Enough rooms free for the amount asked. */
  sufficient: v.boolean(),
});

/** The answer of `GET /api/location_room_types/availabilities`. */
export const roomAvailabilitiesAnswerSchema = collectionOf(roomAvailabilitySchema);

/** The answer of `GET /api/locations/{id}/package_deals`: package deals as the catalogue describes them. */
export const locationPackageDealsAnswerSchema = collectionOf(
  v.looseObject({ '@id': v.string(), '@type': v.literal('PackageDeal'), id: v.number(), name: v.string() }),
);

/** The body of `POST /api/corporate_accounts/verify`: the location and the credentials. */
export const corporateVerifyRequestSchema = v.strictObject({
  location: iri,
  ...corporateCredentialsSchema.entries,
});

/**
 * Why a corporate verification failed: the public hears `invalid_credentials` for an unknown account, a
 * company that does not match and a wrong code alike; the partner's staff hear which one.
 */
export const VERIFY_REASONS = [
  'invalid_credentials',
  'unknown_account',
  'company_mismatch',
  'invalid_code',
  'inactive',
] as const;

/** The answer of `POST /api/corporate_accounts/verify`. */
export const corporateVerifyAnswerSchema = v.strictObject({
  '@context': v.optional(v.unknown()),
  '@type': v.literal('CorporateVerification'),
  verified: v.boolean(),
  reason: v.nullable(v.picklist(VERIFY_REASONS)),
  account: v.nullable(
    v.strictObject({
      companyName: v.string(),
      creditAccount: v.boolean(),
      discount: v.nullable(
        v.strictObject({
          kind: v.picklist(['percentage', 'fixed']),
          value: v.number(),
          currency: v.nullable(v.string()),
          appliesTo: v.string(),
        }),
      ),
    }),
  ),
});

/** One hall's suitability. */
export type HallSuitability = v.InferOutput<typeof hallSuitabilitySchema>;
/** One room type's availability. */
export type RoomAvailability = v.InferOutput<typeof roomAvailabilitySchema>;
/** The answer of `GET /api/halls_suitable`. */
export type HallsSuitableAnswer = v.InferOutput<typeof hallsSuitableAnswerSchema>;
/** The answer of `GET /api/location_room_types/availabilities`. */
export type RoomAvailabilitiesAnswer = v.InferOutput<typeof roomAvailabilitiesAnswerSchema>;
/** A corporate verification answer. */
export type CorporateVerification = v.InferOutput<typeof corporateVerifyAnswerSchema>;
