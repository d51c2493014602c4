/**
 * What the widget reads of a stored booking (the read model of `GET /api/booking/{id}` and the write
 * answers): its status, the transitions this visitor may run and the blockers of the others, and what
 * each stored line books. Pure.
 */

import type { BookingRead } from '../contracts/booking-read.schema.ts';
import type { PaymentPlan } from '../contracts/payment.schema.ts';

/** A transition a blocker stops, with its code and what it is about (`reason`, `lines`, `date`). */
export type TransitionBlocker = { transition: string; code: string; reason?: string; date?: string };

/** What the widget reads of a stored booking. */
export type BookingState = {
  id: number;
  /** The readable reference the visitor is shown (HH-AMS-2027-0042); the id stays internal. */
  reference: string;
  status: string;
  transitions: string[];
  transitionBlockerList: TransitionBlocker[];
  transitionInputs: Record<string, string[]>;
  termsUrl: string | null;
  holdExpiresAt: string | null;
  /** The payment methods this booking may choose now (the server's list). */
  paymentMethods: string[];
  /** What book now secures and takes now; null when it cannot be secured. */
  paymentPlan: PaymentPlan | null;
  /** What each stored line books: `/api/booking_rooms/7` → its room type, `/api/booking_day_halls/3` → its hall. */
  lineTargets: Record<string, string>;
};

/**
 * The widget's view of a booking document. Read defensively: the fields the widget relies on get a
 * safe value even when an answer lacks them.
 */
export const toBookingState = (doc: BookingRead): BookingState => ({
  id: doc.id,
  reference: doc.reference ?? '',
  status: doc.status ?? 'draft',
  transitions: doc.transitions ?? [],
  transitionBlockerList: doc.transitionBlockerList ?? [],
  transitionInputs: doc.transitionInputs ?? {},
  termsUrl: doc.termsUrl ?? null,
  holdExpiresAt: doc.holdExpiresAt ?? null,
  paymentMethods: doc.paymentMethods ?? [],
  paymentPlan: doc.paymentPlan ?? null,
  lineTargets: lineTargetsOf(doc),
});

// A lost race names the booking's lines; the visitor knows the rooms and halls they chose.
function lineTargetsOf(doc: BookingRead): Record<string, string> {
  const targets: Record<string, string> = {};
  for (const room of doc.hotelRooms ?? [])
    if (room['@id'] && room.roomType) targets[room['@id']] = room.roomType;
  for (const hall of (doc.meetingRooms ?? []).flatMap((day) => day.halls ?? [])) {
    if (hall['@id'] && hall.hall) targets[hall['@id']] = hall.hall;
  }
  return targets;
}
