import type { Blocker } from './blockers.ts';
import { dayIsOver } from './calendar.ts';
import { instantBookingBlockers } from './instant-booking.ts';
import type { StateGuard } from './transition-table.ts';

// State guards: preconditions that depend on the booking and the time, never on what the caller sends.
// They decide `transitions` versus `transitionBlockerList`; the caller's input is checked in inputs.ts.

/** Passes always: the status and the actor are the whole precondition. */
export const noGuard: StateGuard = () => [];

/** A request needs something to ask about. */
export const guardSomethingChosen: StateGuard = (booking) =>
  booking.firstDay === null ? [{ code: 'nothing_to_book' }] : [];

/** Book now: something chosen, and every instant-booking rule met. */
export const guardBookNow: StateGuard = (booking, now) => [
  ...guardSomethingChosen(booking, now),
  ...instantBookingBlockers(booking, now),
];

/** Accepting needs an offer that is still valid, even before the expiry job has run. */
export const guardOfferValid: StateGuard = (booking, now) =>
  offerIsOver(booking, now) ? [{ code: 'offer_expired', date: booking.offerValidUntil as string }] : [];

/** Apply changes needs a saved change draft. */
export const guardChangePending: StateGuard = (booking) =>
  booking.flags.changePending ? [] : [{ code: 'no_pending_changes' }];

/** A book-now hold is confirmed only once paid; an accepted offer is confirmed by staff at will. */
export const guardPaidIfHeld: StateGuard = (booking) =>
  booking.status === 'payment_pending' && !booking.flags.paid ? [{ code: 'payment_pending' }] : [];

/**
 * The visitor confirms an accepted offer only where the location says so, and never one paid in
 * advance: confirming it themself would skip the money book now would take, so the venue confirms it
 * and the payment follows (a confirmed booking's balance can be paid online).
 */
export const guardVisitorConfirms: StateGuard = (booking) => {
  if (!booking.location.visitorConfirmsOffer) return [{ code: 'confirmed_by_venue' }];
  return booking.paymentBeforeConfirmation && !booking.flags.paid
    ? [{ code: 'payment_before_confirmation' }]
    : [];
};

/** The hold job acts only after the hold ran out, and never releases a paid booking's inventory. */
export const guardHoldExpired: StateGuard = (booking, now) => {
  const blockers: Blocker[] = [];
  if (booking.holdExpiresAt === null || now.getTime() < booking.holdExpiresAt.getTime()) {
    blockers.push({ code: 'hold_not_expired' });
  }
  if (booking.flags.paid) blockers.push({ code: 'already_paid' });
  if (booking.paymentProcessing) blockers.push({ code: 'payment_processing' });
  return blockers;
};

/** More time, once, and only while the hold still runs (what is held is then still ours to give). */
export const guardHoldExtendable: StateGuard = (booking, now) => {
  const blockers: Blocker[] = [];
  if (booking.flags.holdExtended) blockers.push({ code: 'hold_already_extended' });
  if (booking.holdExpiresAt === null || now.getTime() >= booking.holdExpiresAt.getTime()) {
    blockers.push({ code: 'hold_over' });
  }
  return blockers;
};

/**
 * A payment that arrives after its hold ran out confirms only a booking made at once (now a request),
 * and only if what it held is still free (the inventory acquisition decides; otherwise it is refunded).
 */
export const guardPaymentArrived: StateGuard = (booking) =>
  booking.status === 'requested' && !booking.flags.instant ? [{ code: 'not_a_lapsed_hold' }] : [];

/** The offer job acts only once the validity day is over in the location's time zone. */
export const guardOfferOver: StateGuard = (booking, now) =>
  offerIsOver(booking, now) ? [] : [{ code: 'offer_still_valid' }];

// An offer without a validity date never expires by itself; send_offer always sets one.
function offerIsOver(booking: Parameters<StateGuard>[0], now: Date): boolean {
  return (
    booking.offerValidUntil !== null && dayIsOver(booking.offerValidUntil, booking.location.timeZone, now)
  );
}
