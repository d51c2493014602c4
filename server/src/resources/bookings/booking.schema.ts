import * as v from 'valibot';
import { bookingPayloadSchema } from '../../../../src/contracts/booking-payload.schema.ts';
import type { JsonObject } from '../../api/body.ts';
import type { Violation } from '../../api/resource.ts';
import { toViolations } from '../../api/violations.ts';

// The booking write payload is the contract of src/contracts/booking-payload.schema.ts, the one the widget
// builds: checked here with the same field rules, so a client that skips the widget gets the same answers.
// Facts that need the database (references, the location's today) are checked in booking-references.ts.

export { PAYMENT_METHODS } from '../../../../src/contracts/booking-payload.schema.ts';

/** A payload that passed the shape checks; IRIs are still text. */
export type BookingInput = v.InferOutput<typeof bookingPayloadSchema>;

/** A checked day of the payload. */
export type DayInput = BookingInput['meetingRooms'][number];

/** A checked stay of the payload. */
export type RoomInput = BookingInput['hotelRooms'][number];

/**
 * Checks the payload's shape and field rules. Days and rooms of a type that is not selected are dropped
 * first (spec §5), so a half-filled hidden section never blocks a save.
 */
export function parseBookingPayload(
  body: JsonObject,
): { ok: true; value: BookingInput } | { ok: false; violations: Violation[] } {
  const types = Array.isArray(body.types) ? body.types : [];
  const input = {
    ...body,
    hotelRooms: types.includes('hotel') ? body.hotelRooms : [],
    meetingRooms: types.includes('mice') ? body.meetingRooms : [],
  };
  const result = v.safeParse(bookingPayloadSchema, input);
  if (!result.success) return { ok: false, violations: toViolations(result.issues) };
  return { ok: true, value: result.output };
}
