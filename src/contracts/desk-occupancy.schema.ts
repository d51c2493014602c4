/**
 * `GET /api/desk/occupancy` (issue 17): one location's halls by day and room types by night for one
 * month, with the bookings that hold them and the requests that ask for them, so the desk shows what is
 * free at a glance.
 */
import * as v from 'valibot';
import { isMonth } from '../domain/months.ts';
import { referenceParam } from './queries.schema.ts';

/** Query parameters of `GET /api/desk/occupancy`. */
export const occupancyQueryEntries = {
  location: referenceParam('location', 'locations', 'The location, /api/locations/{id} or an id.'),
  month: v.pipe(
    v.string(),
    v.check(
      (s: string) => isMonth(s),
      (issue) => `month must be a month YYYY-MM; got "${String(issue.input)}".`,
    ),
    v.description('The month shown, YYYY-MM: any month, one per request.'),
  ),
};

/** The occupancy query: a location and a month. */
export const occupancyQuerySchema = v.object(occupancyQueryEntries);

/** A validated occupancy query (the location as its id). */
export type OccupancyQuery = v.InferOutput<typeof occupancyQuerySchema>;

/**
 * How a booking stands on a hall or room type: `held` when the booking engine holds the space for it
 * (its lines block: offered, accepted, payment pending, confirmed), `asked` when it is a request the
 * venue has not answered (nothing held yet: it shows demand).
 */
export const OCCUPANCY_HOLDS = ['held', 'asked'] as const;

/** A name in each language the catalogue gives (the desk shows the one of its own language). */
const translations = v.array(v.strictObject({ language: v.string(), name: v.string() }));

const bookingFields = {
  '@id': v.string(),
  id: v.number(),
  /** The readable reference staff say on the phone. */
  reference: v.string(),
  status: v.string(),
  hold: v.picklist(OCCUPANCY_HOLDS),
  /** The company, else the contact person's name. */
  name: v.string(),
};

/** A booking on a hall's day, with the times it uses the hall (`HH:mm`). */
export const hallBookingSchema = v.strictObject({
  ...bookingFields,
  startTime: v.string(),
  endTime: v.string(),
});

/** A booking on a room type's night, with how many rooms it takes. */
export const roomBookingSchema = v.strictObject({ ...bookingFields, rooms: v.number() });

/** A hall and each day of the month. */
export const hallOccupancySchema = v.strictObject({
  '@id': v.string(),
  id: v.number(),
  /** The name in the request's Accept-Language, by spec §9's fallback. */
  name: v.string(),
  translations,
  /** Whether the venue offers the hall to visitors now. */
  available: v.boolean(),
  days: v.array(v.strictObject({ date: v.string(), bookings: v.array(hallBookingSchema) })),
});

/** A room type and each night of the month (a night is named by the day it begins). */
export const roomTypeOccupancySchema = v.strictObject({
  '@id': v.string(),
  id: v.number(),
  code: v.string(),
  /** The name in the request's Accept-Language, by spec §9's fallback. */
  name: v.string(),
  translations,
  available: v.boolean(),
  nights: v.array(
    v.strictObject({
      date: v.string(),
      /** Rooms of the type (its inventory). */
      total: v.number(),
      /** Rooms held that night, as the engine counts them. */
      held: v.number(),
      bookings: v.array(roomBookingSchema),
    }),
  ),
});

/** The answer of `GET /api/desk/occupancy`. */
export const occupancySchema = v.strictObject({
  '@context': v.optional(v.unknown()),
  '@id': v.string(),
  '@type': v.literal('Occupancy'),
  location: v.string(),
  month: v.string(),
  days: v.array(v.string()),
  halls: v.array(hallOccupancySchema),
  roomTypes: v.array(roomTypeOccupancySchema),
});

/** The occupancy of one location for one month. */
export type Occupancy = v.InferOutput<typeof occupancySchema>;
/** One booking on a hall's day. */
export type HallBooking = v.InferOutput<typeof hallBookingSchema>;
/** One booking on a room type's night. */
export type RoomBooking = v.InferOutput<typeof roomBookingSchema>;
