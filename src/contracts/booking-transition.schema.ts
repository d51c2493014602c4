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

/** The longest note to the visitor an offer may carry, in characters. */
export const OFFER_NOTE_MAX_LENGTH = 2000;

/** The longest description of a line staff add to an offer, in characters. */
export const OFFER_LINE_DESCRIPTION_MAX_LENGTH = 200;

/** The most lines staff may add to one offer. */
export const OFFER_LINES_MAX = 20;

/** The largest quantity of an added line. */
export const OFFER_LINE_QUANTITY_MAX = 10_000;

/** The largest unit price of an added line, in minor units (ten million in a two-decimal currency). */
export const OFFER_LINE_PRICE_MAX = 1_000_000_000;

/**
 * A line staff add to an offer (issue 17): priced by the server's pricing with the booking's other
 * lines. The lifecycle checks each field against the limits above and the location's tax rates.
 */
export const offerLineSchema = v.object({
  description: v.string(),
  quantity: v.number(),
  /** One unit in minor units of the location's currency, as the location quotes prices. */
  unitPrice: v.number(),
  /** One of the location's tax rate codes (`reduced`, `standard`, `sales`). */
  taxRateCode: v.string(),
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
  /** send_offer: a note to the visitor shown with the offer (e-mail, offer view, PDF); blank clears it. */
  note: v.optional(v.string()),
  /** send_offer: the lines staff add to the offer; the list replaces an earlier offer's. */
  offerLines: v.optional(v.array(offerLineSchema)),
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
