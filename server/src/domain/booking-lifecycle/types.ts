import type * as v from 'valibot';
import type {
  TransitionInput as ContractTransitionInput,
  TransitionName as ContractTransitionName,
  priceOverrideSchema,
} from '../../../../src/contracts/booking-transition.schema.ts';

// The vocabulary of the booking lifecycle. The lifecycle is pure: the HTTP layer loads a snapshot,
// asks for a transition with an injected `now`, and writes the result and its audit entry in one
// transaction. Nothing here reads a clock, the database or the environment.

/** Every booking status, in the order a booking usually passes through them. */
export const BOOKING_STATUSES = [
  'draft',
  'requested',
  'offered',
  'accepted',
  'payment_pending',
  'confirmed',
  'declined',
  'expired',
  'turned_down',
  'cancelled',
] as const;

/** A booking status (small set; everything orthogonal lives in `BookingFlags`). */
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

// The transition names and inputs are the contract of `PUT /api/booking/{id}/status` (src/contracts),
// so the widget, the API docs and the lifecycle read one list.
export { TRANSITION_NAMES } from '../../../../src/contracts/booking-transition.schema.ts';

/** A transition name. */
export type TransitionName = ContractTransitionName;

/** Why book now cannot secure a booking (sub-reasons of `instant_booking_not_allowed`). */
export type SecuringReason =
  | 'payment_unavailable'
  | 'several_currencies'
  | 'pay_in_advance'
  | 'payment_method_not_instant';

/** Who acts: the key-holding visitor, partner staff, or the server itself (timers, payment webhooks). */
export type ActorRole = 'visitor' | 'staff' | 'system';

/** The caller of a transition, as the audit trail names them. */
export interface Actor {
  readonly role: ActorRole;
  /** Booking username, staff key id or job name: whatever lets staff tell callers apart later. */
  readonly id: string;
}

/** How a draft was sent to the venue; the three visitor buttons differ only in this. */
export type RequestKind = 'request' | 'inquiry' | 'proposal';

/** Facts that vary independently of the status (pretix style: few statuses, orthogonal flags). */
export interface BookingFlags {
  readonly requestKind: RequestKind | null;
  /** Went through book now (instant booking) rather than the offer flow. */
  readonly instant: boolean;
  /** The payment provider or staff recorded the money as received. */
  readonly paid: boolean;
  /** An edit was saved as a change draft that apply_changes has not applied yet. */
  readonly changePending: boolean;
  /** The pending change touches what the venue agreed to (lines, dates, pax), so it must agree again. */
  readonly changeNeedsVenue: boolean;
  /** Cancelled after the free cancellation period, so the terms' charge applies. */
  readonly cancellationCharged: boolean;
  /** The visitor took the one extra hold period book now allows (WCAG 2.2.1). */
  readonly holdExtended: boolean;
}

/** What the lifecycle needs to know about one booking; the caller assembles it from the database. */
export interface BookingSnapshot {
  readonly status: BookingStatus;
  readonly flags: BookingFlags;
  /** Last day (`YYYY-MM-DD`, location time zone) on which the offer may be accepted. */
  readonly offerValidUntil: string | null;
  /** The instant a book-now hold on spaces and rooms runs out. */
  readonly holdExpiresAt: Date | null;
  /** Last day (`YYYY-MM-DD`, location time zone) on which cancelling is free; null: always free. */
  readonly cancellationDeadline: string | null;
  /**
   * Whether book now must secure the booking through the payment provider first (a card payment,
   * deposit or guarantee); false only when it confirms at once (a verified client paying on account).
   */
  readonly paymentDue: boolean;
  /** Why book now cannot secure this booking at all (no card payments, two currencies…); none when it can. */
  readonly securingBlocker?: SecuringReason | null;
  /**
   * The booking is paid in advance (a card payment, or a deposit the location asks, as book now would
   * take it), so the visitor does not confirm an accepted offer: the venue does, and payment follows.
   */
  readonly paymentBeforeConfirmation?: boolean;
  /** A card payment is with the bank (e.g. a SEPA debit): the hold waits for its answer. */
  readonly paymentProcessing?: boolean;
  /** Ids of spaces, rooms and items without a price (the venue prices them by hand). */
  readonly unpricedLines: readonly string[];
  /** Ids of spaces and rooms the availability lookup found taken. */
  readonly unavailableLines: readonly string[];
  /** The largest group on any day or in the rooms. */
  readonly pax: number;
  /** First meeting day or check-in date (`YYYY-MM-DD`); null when nothing is selected yet. */
  readonly firstDay: string | null;
  readonly location: {
    /** IANA time zone, e.g. `Europe/Amsterdam`; "today" and deadlines are days there. */
    readonly timeZone: string;
    /** Whole days between the location's today and the first day that book now needs. */
    readonly minLeadDays: number;
    /** The visitor confirms an accepted offer themself (location setting); else staff confirm it. */
    readonly visitorConfirmsOffer?: boolean;
    /** The location's tax rate codes, which a line added to an offer must use; absent: none. */
    readonly taxRateCodes?: readonly string[];
  };
  readonly partner: {
    /** Groups above this many guests always go through a request (spec §3, default 999). */
    readonly paxMiceThreshold: number;
  };
  /** Other locations of the partner whose rooms the booking holds (meetings with rooms elsewhere). */
  readonly otherVenues?: readonly VenueTerms[];
}

/** Another venue of a booking with its own terms and the first night booked there. */
export interface VenueTerms {
  /** The location IRI, e.g. `/api/locations/3`. */
  readonly location: string;
  readonly timeZone: string;
  readonly minLeadDays: number;
  /** The first check-in date at this venue, `YYYY-MM-DD`. */
  readonly firstDay: string;
}

/** A price set by staff for one line of an offer, in integer minor units. */
export type PriceOverride = Readonly<v.InferInput<typeof priceOverrideSchema>>;

/** What the caller sends along with a transition name (the contract's inputs). */
export type TransitionInput = Readonly<ContractTransitionInput>;

/** The name of one field of `TransitionInput`. */
export type InputName = keyof TransitionInput;

/** Settings the server chooses (environment or partner), not the visitor. */
export interface LifecyclePolicy {
  /** How long book now holds spaces and rooms while the visitor pays. */
  readonly holdMinutes: number;
}

/** Fifteen minutes: long enough for card authentication, short enough not to block other guests. */
export const DEFAULT_LIFECYCLE_POLICY: LifecyclePolicy = { holdMinutes: 15 };
