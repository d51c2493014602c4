/**
 * The public queries and their answers: halls that suit a meeting, room availabilities, a location's
 * package deals, and the corporate account check. Answers are Hydra collections (`member`, `totalItems`).
 */
import * as v from 'valibot';
import { corporateCredentialsSchema } from './booking-payload.schema.ts';
import { iri } from './fields.ts';

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

/** Why a corporate verification failed. */
export const VERIFY_REASONS = ['unknown_account', 'company_mismatch', 'invalid_code', 'inactive'] as const;

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
