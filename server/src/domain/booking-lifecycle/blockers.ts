import type { TransitionName } from './types.ts';

// One catalogue of blocker codes (pretix: messages keyed by code). The widget translates the code; the
// English line is what the API docs print and what staff read in logs.

/** Every blocker code with the English explanation the API docs show. */
export const BLOCKER_CODES = {
  visitor_only: 'Only the visitor holding the booking key may do this.',
  staff_only: 'Only staff of the venue may do this.',
  system_only: 'Only the server does this (timers, payment notifications).',
  not_allowed_in_status: 'The booking is not in a status that allows this.',
  nothing_to_book: 'Choose at least one event day or hotel room first.',
  instant_booking_not_allowed: 'This booking cannot be made at once; send it as a request instead.',
  terms_not_accepted: 'Accept the terms and conditions to continue.',
  reason_required: 'Give a reason.',
  acknowledgement_required: 'Confirm that you understand this cannot be undone.',
  offer_expired: 'The offer is no longer valid.',
  cancellation_deadline_passed: 'Free cancellation has ended; accept the cancellation charge to cancel.',
  payment_pending: 'The payment has not been received yet.',
  confirmed_by_venue: 'The venue confirms accepted offers at this location.',
  payment_before_confirmation:
    'The booking is paid in advance (a card payment or a deposit); the venue confirms it, then it is paid.',
  no_pending_changes: 'There are no saved changes to apply.',
  valid_until_required: 'Give the last day on which the offer may be accepted.',
  valid_until_in_past: 'The offer validity date lies in the past.',
  offer_not_priced: 'Set a price for every line without one before sending the offer.',
  price_override_invalid: 'A price must be a whole number of minor units, zero or more.',
  offer_note_invalid: 'The note to the visitor must be text of at most 2000 characters.',
  offer_line_invalid:
    "An added line needs a description (up to 200 characters), a quantity from 1 to 10000, a unit price of zero or more and one of the location's tax rates (at most 20 lines).",
  hold_not_expired: 'The hold has not run out yet.',
  already_paid: 'The booking is paid; its hold is kept until it is confirmed.',
  offer_still_valid: 'The offer is still valid.',
  hold_already_extended: 'The hold was extended once already.',
  hold_over: 'The hold has run out.',
  payment_processing: 'A payment is being processed; the hold waits for the bank.',
  not_a_lapsed_hold: 'Only a booking made at once whose hold ran out can be confirmed by a late payment.',
} as const;

/** A stable snake_case code the widget translates. */
export type BlockerCode = keyof typeof BLOCKER_CODES;

/** Why a booking cannot be made at once, each with the English explanation. */
export const INSTANT_BOOKING_REASONS = {
  not_priced: 'Some spaces or rooms have no price yet; the venue prices them.',
  not_available: 'Some spaces or rooms are taken on the chosen dates.',
  pax_above_threshold: 'Groups this large are arranged with the venue.',
  lead_time_too_short:
    'The first day is too soon for an instant booking (with `location`: the first night at that other venue is).',
  payment_unavailable: 'Card payments are not set up, so nothing can secure the booking at once.',
  several_currencies: 'The booking is priced in more than one currency; the venues confirm it.',
  pay_in_advance: 'This venue takes bookings at once only with payment by card in advance.',
  payment_method_not_instant: 'This payment method cannot secure a booking at once.',
} as const;

/** A sub-reason of `instant_booking_not_allowed`. */
export type InstantBookingReason = keyof typeof INSTANT_BOOKING_REASONS;

/** One reason a transition cannot run, without the transition's name (guards produce these). */
export interface Blocker {
  readonly code: BlockerCode;
  /** Set for `instant_booking_not_allowed`. */
  readonly reason?: InstantBookingReason;
  /** The lines concerned (unpriced, taken, badly overridden), or for added lines the fields at fault. */
  readonly lines?: readonly string[];
  /** The day concerned (offer validity, cancellation deadline, first day), `YYYY-MM-DD`. */
  readonly date?: string;
  /** The venue concerned when it is not the booking's own location (rooms booked at another one). */
  readonly location?: string;
}

/** One entry of the read model's `transitionBlockerList`. */
export interface TransitionBlocker extends Blocker {
  readonly transition: TransitionName;
}
