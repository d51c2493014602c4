import type { Blocker, BlockerCode } from './blockers.ts';
import {
  guardBookNow,
  guardChangePending,
  guardHoldExpired,
  guardHoldExtendable,
  guardOfferOver,
  guardOfferValid,
  guardPaidIfHeld,
  guardPaymentArrived,
  guardSomethingChosen,
  guardVisitorConfirms,
  noGuard,
} from './guards.ts';
import type { InputRules } from './inputs.ts';
import * as outcome from './outcomes.ts';
import type { ActorRole, BookingSnapshot, BookingStatus, TransitionName } from './types.ts';

// THE booking lifecycle: the one table the code, the API docs and the tests read (design.md).
//
//   draft ─┬─ request | inquire | request_proposal ──────────────────────────────────▶ requested
//          └─ book_now ─┬─ payment due ──▶ payment_pending ─ payment_succeeded | confirm (paid) ─▶ confirmed
//                       └─ nothing due (pay later, at the location) ─────────────────────────────▶ confirmed
//   payment_pending ─ hold_expired ─▶ requested            ("Out of time": the venue makes contact)
//   payment_pending ─ extend_hold | payment_failed ─▶ payment_pending   (more time once; a declined card)
//   requested (a lapsed hold) ─ payment_succeeded ─▶ confirmed   (late money, if what it held is still free)
//   requested ─ send_offer ─▶ offered ─ accept ─▶ accepted ─ confirm ─▶ confirmed
//   accepted ─ confirm_booking ─▶ confirmed   (the visitor, where the location lets them, nothing to pay first)
//   offered ─ send_offer ─▶ offered                         (a revised offer replaces the old one)
//   offered ─ offer_expired ─▶ expired ─ reopen ─▶ requested
//   requested | offered ─ decline ─▶ declined ─ reopen ─▶ requested
//   requested | offered ─ turn_down ─▶ turned_down ■
//   requested | offered | accepted | payment_pending | confirmed ─ cancel ─▶ cancelled ■
//   requested | offered | accepted | confirmed ─ apply_changes ─▶ requested when the venue must agree
//                                                   again (always from offered), else the same status
//   requested | offered | accepted | confirmed ─ apply_pending_change ─▶ the same status (staff agree to the
//                                                   change), but requested from offered when it touches the offer's lines
//   requested | offered | accepted | payment_pending | confirmed ─ reject_pending_change ─▶ the same status
//   ■ final: nothing leaves it.
//
// Refinements over design.md: `declined` is the venue's "no", separate from the visitor's irreversible
// `turned_down` and from `cancelled`, because staff may reopen it; `payment_succeeded` lets the payment
// webhook confirm an instant booking without waiting for staff.

/** Preconditions on the booking and the time; empty when the transition may run. */
export type StateGuard = (booking: BookingSnapshot, now: Date) => Blocker[];

/** One row of the table. */
export interface TransitionSpec {
  /** The only role that may run it: each transition belongs to exactly one party. */
  readonly actor: ActorRole;
  readonly from: readonly BookingStatus[];
  /** Every status it can lead to; `resolve` picks one. */
  readonly to: readonly BookingStatus[];
  readonly inputs: InputRules;
  /** A clearer code than `not_allowed_in_status` where the widget can explain more. */
  readonly blockedIn?: Readonly<Partial<Record<BookingStatus, BlockerCode>>>;
  /** One line for the API docs. */
  readonly summary: string;
  readonly guard: StateGuard;
  readonly resolve: outcome.Resolve;
}

/** What each status means for the booking as a whole. */
export interface StatusSpec {
  /** Nothing leaves it. */
  readonly final: boolean;
  /** Its spaces and rooms are held against other bookings (the database enforces the hold). */
  readonly holdsInventory: boolean;
  readonly summary: string;
}

/** Every status with its meaning. */
export const STATUS_TABLE = {
  draft: { final: false, holdsInventory: false, summary: 'Saved as the visitor types; not sent.' },
  requested: { final: false, holdsInventory: false, summary: 'Sent to the venue; waiting for an offer.' },
  // An offer promises its spaces and rooms until its validity day, so they must not be sold meanwhile.
  offered: { final: false, holdsInventory: true, summary: 'The venue sent prices, valid until a day.' },
  accepted: {
    final: false,
    holdsInventory: true,
    summary: 'The visitor accepted; staff confirm, or the visitor where the location lets them.',
  },
  payment_pending: { final: false, holdsInventory: true, summary: 'Booked now; held until paid.' },
  confirmed: { final: false, holdsInventory: true, summary: 'Confirmed by the venue or by payment.' },
  declined: { final: false, holdsInventory: false, summary: 'The venue said no; staff may reopen.' },
  expired: { final: false, holdsInventory: false, summary: 'The offer ran out; staff may reopen.' },
  turned_down: { final: true, holdsInventory: false, summary: 'The visitor refused; irreversible.' },
  cancelled: { final: true, holdsInventory: false, summary: 'Cancelled by the visitor under the terms.' },
} as const satisfies Record<BookingStatus, StatusSpec>;

const OPEN_OFFER_FLOW = ['requested', 'offered'] as const;

/** Every transition: who, from where, to where, what it needs and what it does. */
export const TRANSITION_TABLE = {
  request: {
    actor: 'visitor',
    from: ['draft'],
    to: ['requested'],
    inputs: {},
    summary: 'Send the draft as a request.',
    guard: guardSomethingChosen,
    resolve: outcome.sendRequest('request'),
  },
  inquire: {
    actor: 'visitor',
    from: ['draft'],
    to: ['requested'],
    inputs: {},
    summary: 'Send the draft as an inquiry.',
    guard: guardSomethingChosen,
    resolve: outcome.sendRequest('inquiry'),
  },
  request_proposal: {
    actor: 'visitor',
    from: ['draft'],
    to: ['requested'],
    inputs: {},
    summary: 'Ask the venue for a proposal.',
    guard: guardSomethingChosen,
    resolve: outcome.sendRequest('proposal'),
  },
  book_now: {
    actor: 'visitor',
    from: ['draft'],
    to: ['payment_pending', 'confirmed'],
    inputs: { termsAccepted: 'required' },
    summary: 'Book at once: hold until paid, or confirm when nothing is due.',
    guard: guardBookNow,
    resolve: outcome.bookNow,
  },
  accept: {
    actor: 'visitor',
    from: ['offered'],
    to: ['accepted'],
    inputs: { termsAccepted: 'required' },
    blockedIn: { expired: 'offer_expired' },
    summary: 'Accept the offer.',
    guard: guardOfferValid,
    resolve: outcome.acceptOffer,
  },
  confirm_booking: {
    actor: 'visitor',
    from: ['accepted'],
    to: ['confirmed'],
    inputs: {},
    summary: 'Confirm the accepted offer, where the location lets the visitor confirm.',
    guard: guardVisitorConfirms,
    resolve: outcome.confirm,
  },
  turn_down: {
    actor: 'visitor',
    from: OPEN_OFFER_FLOW,
    to: ['turned_down'],
    inputs: { reason: 'required', acknowledged: 'required' },
    summary: 'Refuse the offer or withdraw the request, for good.',
    guard: noGuard,
    resolve: outcome.turnDown,
  },
  cancel: {
    actor: 'visitor',
    from: ['requested', 'offered', 'accepted', 'payment_pending', 'confirmed'],
    to: ['cancelled'],
    inputs: { reason: 'required', termsAccepted: 'required', feeAccepted: 'after_cancellation_deadline' },
    summary: 'Cancel under the terms; free until the cancellation deadline.',
    guard: noGuard,
    resolve: outcome.cancel,
  },
  apply_changes: {
    actor: 'visitor',
    from: ['requested', 'offered', 'accepted', 'confirmed'],
    to: ['requested', 'accepted', 'confirmed'],
    inputs: {},
    // A running payment is for the booking as it stands; changing it underneath would charge the wrong sum.
    blockedIn: { payment_pending: 'payment_pending' },
    summary: 'Apply the saved changes; back to the venue when it must agree again.',
    guard: guardChangePending,
    resolve: outcome.applyChanges,
  },
  send_offer: {
    actor: 'staff',
    from: OPEN_OFFER_FLOW,
    to: ['offered'],
    inputs: {
      validUntil: 'required',
      priceOverrides: 'for_unpriced_lines',
      note: 'optional',
      offerLines: 'optional',
    },
    summary:
      'Send (or revise) an offer valid until a day; prices may be overridden per line, lines added and a note written to the visitor.',
    guard: noGuard,
    resolve: outcome.sendOffer,
  },
  apply_pending_change: {
    actor: 'staff',
    from: ['requested', 'offered', 'accepted', 'confirmed'],
    to: ['requested', 'offered', 'accepted', 'confirmed'],
    inputs: {},
    // As for the visitor's own apply: the running payment is for the booking as it stands.
    blockedIn: { payment_pending: 'payment_pending' },
    summary: "Staff apply the visitor's saved change; the venue agrees by doing so.",
    guard: guardChangePending,
    resolve: outcome.applyPendingChange,
  },
  reject_pending_change: {
    actor: 'staff',
    from: ['requested', 'offered', 'accepted', 'payment_pending', 'confirmed'],
    to: ['requested', 'offered', 'accepted', 'payment_pending', 'confirmed'],
    inputs: { reason: 'optional' },
    summary: "Staff refuse the visitor's saved change; the booking stays as it was.",
    guard: guardChangePending,
    resolve: outcome.rejectPendingChange,
  },
  confirm: {
    actor: 'staff',
    from: ['accepted', 'payment_pending'],
    to: ['confirmed'],
    inputs: {},
    summary: 'Confirm an accepted offer or a paid instant booking.',
    guard: guardPaidIfHeld,
    resolve: outcome.confirm,
  },
  decline: {
    actor: 'staff',
    from: OPEN_OFFER_FLOW,
    to: ['declined'],
    inputs: { reason: 'required' },
    summary: 'Say no to the request or withdraw the offer.',
    guard: noGuard,
    resolve: outcome.decline,
  },
  reopen: {
    actor: 'staff',
    from: ['expired', 'declined'],
    to: ['requested'],
    inputs: { reason: 'optional' },
    summary: 'Take a declined or expired booking up again as a request.',
    guard: noGuard,
    resolve: outcome.reopen,
  },
  extend_hold: {
    actor: 'visitor',
    from: ['payment_pending'],
    to: ['payment_pending'],
    inputs: {},
    summary: 'Ask for more time to pay, once, while the hold still runs.',
    guard: guardHoldExtendable,
    resolve: outcome.extendHold,
  },
  payment_succeeded: {
    actor: 'system',
    // From `requested` only for a lapsed book-now hold: it confirms if what it held is still free.
    from: ['payment_pending', 'requested'],
    to: ['confirmed'],
    inputs: {},
    summary: 'The payment provider reported the money (or the card guarantee): confirm.',
    guard: guardPaymentArrived,
    resolve: outcome.paymentSucceeded,
  },
  payment_failed: {
    actor: 'system',
    from: ['payment_pending'],
    to: ['payment_pending'],
    inputs: {},
    summary: 'The payment provider reported a declined or failed payment; the visitor may retry.',
    guard: noGuard,
    resolve: outcome.paymentFailed,
  },
  hold_expired: {
    actor: 'system',
    from: ['payment_pending'],
    to: ['requested'],
    inputs: {},
    summary: 'The hold ran out unpaid: keep it as a request and release what it held.',
    guard: guardHoldExpired,
    resolve: outcome.holdExpired,
  },
  offer_expired: {
    actor: 'system',
    from: ['offered'],
    to: ['expired'],
    inputs: {},
    summary: 'The offer validity day is over.',
    guard: guardOfferOver,
    resolve: outcome.offerExpired,
  },
} as const satisfies Record<TransitionName, TransitionSpec>;

/** The row for a transition, typed as the general shape. */
export function transitionSpec(name: TransitionName): TransitionSpec {
  return TRANSITION_TABLE[name];
}
