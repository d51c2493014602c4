/**
 * What the desk's booking page reads besides the booking itself (issue 17): the e-mails sent about it
 * (from the outbox, never their bodies) and what other bookings already hold of what it asks for.
 */
import * as v from 'valibot';

/** One e-mail about a booking: when, to whom, what, and whether it went out. */
export const bookingMessageSchema = v.strictObject({
  '@type': v.literal('BookingMessage'),
  id: v.number(),
  createdAt: v.string(),
  sentAt: v.nullable(v.string()),
  recipient: v.picklist(['visitor', 'venue']),
  to: v.string(),
  /** Rendered at the first attempt; null before it. */
  subject: v.nullable(v.string()),
  event: v.string(),
  template: v.string(),
  delivery: v.picklist(['sent', 'pending', 'failed', 'cancelled']),
  attempts: v.number(),
});

/** `GET /api/desk/bookings/{id}/messages`. */
export const bookingMessagesSchema = v.strictObject({
  '@context': v.optional(v.string()),
  '@id': v.string(),
  '@type': v.literal('Collection'),
  totalItems: v.number(),
  member: v.array(bookingMessageSchema),
});

const holderSchema = v.strictObject({ '@id': v.string(), reference: v.string() });

/** `GET /api/desk/bookings/{id}/conflicts`: hall days and room nights others hold, with who holds them. */
export const bookingConflictsSchema = v.strictObject({
  '@context': v.optional(v.string()),
  '@id': v.string(),
  '@type': v.literal('BookingConflicts'),
  halls: v.array(
    v.strictObject({ line: v.string(), hall: v.string(), date: v.string(), bookings: v.array(holderSchema) }),
  ),
  rooms: v.array(
    v.strictObject({
      line: v.string(),
      roomType: v.string(),
      night: v.string(),
      inventory: v.number(),
      requested: v.number(),
      taken: v.number(),
      bookings: v.array(holderSchema),
    }),
  ),
});

export type BookingMessage = v.InferOutput<typeof bookingMessageSchema>;
export type BookingConflicts = v.InferOutput<typeof bookingConflictsSchema>;
