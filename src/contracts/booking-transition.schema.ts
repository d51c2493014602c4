/**
 * The body of `PUT /api/booking/{id}/status`: one transition name of the booking lifecycle and the
 * inputs its dialog collects. The lifecycle (server) decides which inputs a transition demands; this
 * contract only says what each input is.
 */
import * as v from 'valibot';
import { isoDate } from './fields.ts';

/** Every transition name, the value the widget sends to `PUT /api/booking/{id}/status`. */
export const TRANSITION_NAMES = [
  'request',
  'inquire',
  'request_proposal',
  'book_now',
  'accept',
  'confirm_booking',
  'turn_down',
  'cancel',
  'apply_changes',
  'send_offer',
  'apply_pending_change',
  'reject_pending_change',
  'confirm',
  'decline',
  'reopen',
  'extend_hold',
  'payment_succeeded',
  'payment_failed',
  'hold_expired',
  'offer_expired',
] as const;

/** The message of a body whose `transition` is not one of TRANSITION_NAMES (422 at `transition`). */
export const TRANSITION_NAME_MESSAGE = 'This value should be a transition name.';

/** A price set by staff for one line of an offer, in integer minor units. */
export const priceOverrideSchema = v.object({
  /** The IRI of the booked line, e.g. `/api/booking_day_halls/3`. */
  line: v.pipe(v.string(), v.minLength(1)),
  price: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** The inputs a transition may need; which ones it demands is the lifecycle's table. */
export const transitionInputEntries = {
  reason: v.optional(v.string()),
  termsAccepted: v.optional(v.boolean()),
  /** The turn-down dialog's "I understand this cannot be undone" checkbox. */
  acknowledged: v.optional(v.boolean()),
  /** Agreement to the cancellation charge once the free period is over. */
  feeAccepted: v.optional(v.boolean()),
  /** Offer validity, `YYYY-MM-DD` in the location's time zone. */
  validUntil: v.optional(isoDate),
  priceOverrides: v.optional(v.array(priceOverrideSchema)),
};

/** The whole body: the transition's name and its inputs. */
export const bookingTransitionSchema = v.object({
  transition: v.picklist(TRANSITION_NAMES, TRANSITION_NAME_MESSAGE),
  ...transitionInputEntries,
});

/** A transition name. */
export type TransitionName = (typeof TRANSITION_NAMES)[number];

/** What the caller sends along with a transition name (spec §4): the dialog's answers. */
export type TransitionInput = v.InferInput<v.ObjectSchema<typeof transitionInputEntries, undefined>>;

/** The body of `PUT /api/booking/{id}/status`. */
export type BookingTransitionBody = v.InferInput<typeof bookingTransitionSchema>;
