/**
 * How much one booking may hold. `BOOKING_SIZE` holds for everyone, staff too, and is part of the payload
 * contract (booking-payload.schema.ts). `PublicBounds` are a location's settings for anonymous bookings:
 * what a visitor may hold without the venue, so one booking cannot hoard a venue's inventory. Pure at
 * import: the widget, the server and the documentation share it.
 */
import { daysBetween } from '../domain/dates.ts';

/**
 * What one booking, and one quote, may hold: far more than a venue takes in one booking, and little
 * enough that the largest is checked, priced and stored in tens of milliseconds. A stay of 4,400 nights
 * stalled the embedded database for seconds, and a quote of 9,600 lines answered 6 MB.
 */
export const BOOKING_SIZE = {
  days: 60,
  hallsPerDay: 50,
  itemsPerDay: 200,
  packageDealsPerDay: 20,
  /** Halls, items and package deals of all days together: 60 days of 16 lines, or a 5-day congress of 200. */
  linesOverAllDays: 1000,
  stays: 60,
  /** A year, as `GET /api/location_room_types/availabilities` takes. */
  nightsPerStay: 366,
  remarks: 20,
} as const;

type Lines = { halls: unknown[]; items: unknown[]; packageDeals: unknown[] };

/** Halls, items and package deals over all days of a booking or a quote. */
export const lineCount = (days: readonly Lines[]) =>
  days.reduce((n, d) => n + d.halls.length + d.items.length + d.packageDeals.length, 0);

/** What an anonymous booking at a location may hold (the location's `maxPublic…` settings). */
export type PublicBounds = {
  /** Meeting days. */
  maxPublicDays: number;
  /** Function spaces on any one day. */
  maxPublicHallsPerDay: number;
  /** Rooms over all stays (the sum of their `amount`). */
  maxPublicRooms: number;
  /** Nights of any one stay. */
  maxPublicNights: number;
};

/**
 * A location's bounds when it sets none. Each covers what a visitor books without talking to the venue
 * (a two-week programme, a plenary with three break-out rooms, a group of 40 rooms, a month's stay) and
 * stops one anonymous booking from holding a venue's every hall or room for a year: the attack that
 * found this held 6 halls for 365 days and every room for 365 nights in one booking.
 */
export const DEFAULT_PUBLIC_BOUNDS: PublicBounds = {
  maxPublicDays: 14,
  maxPublicHallsPerDay: 4,
  maxPublicRooms: 40,
  maxPublicNights: 30,
};

/** The highest value a location may set: a bound never above what any booking may hold. */
export const PUBLIC_BOUND_LIMITS: PublicBounds = {
  maxPublicDays: BOOKING_SIZE.days,
  maxPublicHallsPerDay: BOOKING_SIZE.hallsPerDay,
  maxPublicRooms: 10_000,
  maxPublicNights: BOOKING_SIZE.nightsPerStay,
};

/** The violation codes of the public bounds; the widget has a message for each. */
export const PUBLIC_BOUND_CODES = [
  'too_many_days',
  'too_many_halls',
  'too_many_rooms',
  'too_many_nights',
] as const;

/** One public bound's code. */
export type PublicBoundCode = (typeof PUBLIC_BOUND_CODES)[number];

/** The parts of a booking the bounds measure. */
export type BoundedBooking = {
  meetingRooms: readonly { halls: readonly unknown[] }[];
  hotelRooms: readonly { startDate: string; endDate: string; amount: number }[];
};

/** How much of each bound a booking uses. */
function measure(booking: BoundedBooking): PublicBounds {
  const nights = booking.hotelRooms.map((r) => daysBetween(r.startDate, r.endDate));
  return {
    maxPublicDays: booking.meetingRooms.length,
    maxPublicHallsPerDay: Math.max(0, ...booking.meetingRooms.map((d) => d.halls.length)),
    maxPublicRooms: booking.hotelRooms.reduce((n, r) => n + r.amount, 0),
    maxPublicNights: Math.max(0, ...nights),
  };
}

/** A bound passed: where (a payload path), which bound, and the location's value for it. */
export type BoundViolation = { propertyPath: string; code: PublicBoundCode; message: string };

/**
 * Where `booking` passes `bounds`, each on the field a visitor would change: the first day beyond the
 * days allowed, the first hall beyond a day's, the stay whose rooms pass the total, a stay's departure.
 * `stored` (an edit) is what the booking already holds, and any change waiting for the venue: an edit may
 * keep that much (the venue's staff may have made it larger), never ask for more.
 */
export function publicBoundViolations(
  booking: BoundedBooking,
  bounds: PublicBounds,
  stored: readonly BoundedBooking[] = [],
): BoundViolation[] {
  const held = stored.map(measure);
  const bound = (name: keyof PublicBounds) => Math.max(bounds[name], ...held.map((h) => h[name]));
  const violations: BoundViolation[] = [];
  const days = bound('maxPublicDays');
  if (booking.meetingRooms.length > days) {
    violations.push({
      propertyPath: `meetingRooms[${days}].date`,
      code: 'too_many_days',
      message: `At most ${days} meeting days can be booked without the venue.`,
    });
  }
  const halls = bound('maxPublicHallsPerDay');
  booking.meetingRooms.forEach((day, d) => {
    if (day.halls.length <= halls) return;
    violations.push({
      propertyPath: `meetingRooms[${d}].halls[${halls}].hall`,
      code: 'too_many_halls',
      message: `At most ${halls} function spaces a day can be booked without the venue.`,
    });
  });
  const rooms = bound('maxPublicRooms');
  let total = 0;
  const nights = bound('maxPublicNights');
  booking.hotelRooms.forEach((stay, s) => {
    const before = total;
    total += stay.amount;
    if (before <= rooms && total > rooms) {
      violations.push({
        propertyPath: `hotelRooms[${s}].amount`,
        code: 'too_many_rooms',
        message: `At most ${rooms} rooms over all stays can be booked without the venue.`,
      });
    }
    if (daysBetween(stay.startDate, stay.endDate) > nights) {
      violations.push({
        propertyPath: `hotelRooms[${s}].endDate`,
        code: 'too_many_nights',
        message: `A stay of at most ${nights} nights can be booked without the venue.`,
      });
    }
  });
  return violations;
}
