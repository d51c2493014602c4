/**
 * What the desk's booking page reads: the staff read of the booking, its billing and its e-mails, as
 * the API answers them. Types only; the contracts are the API's own schemas.
 */
import type { BookingRead } from '../../contracts/booking-read.schema.ts';
import type { BookingMessage } from '../../contracts/desk-booking.schema.ts';
import type { BillingAnswer } from '../../contracts/pricing.schema.ts';

/** One audit entry of the staff read (`auditTrail`). */
export type AuditEntry = {
  transition: string;
  at: string;
  actor: { role: string; id: string; name?: string };
  from: string | null;
  to: string;
  reason: string | null;
};

/** One e-mail about the booking (`GET /api/desk/bookings/{id}/messages`). */
export type { BookingMessage };

/** Everything the page shows, loaded together. */
export type BookingView = {
  booking: BookingRead & { auditTrail?: AuditEntry[] };
  billing: BillingAnswer;
  messages: BookingMessage[];
};

/** The staff transitions the desk offers (the lifecycle table's `actor: 'staff'` rows). */
export const STAFF_TRANSITIONS = ['send_offer', 'confirm', 'decline', 'reopen'] as const;

/** A staff transition. */
export type StaffTransition = (typeof STAFF_TRANSITIONS)[number];

/** Staff's answers to a change the visitor saved, offered beside that change rather than with the rest. */
export const CHANGE_TRANSITIONS = ['apply_pending_change', 'reject_pending_change'] as const;

/** An answer to a pending change. */
export type ChangeTransition = (typeof CHANGE_TRANSITIONS)[number];

/** Any transition the desk runs. */
export type DeskTransition = StaffTransition | ChangeTransition;
