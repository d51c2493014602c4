import { cancellationDeadlinePassed } from './inputs.ts';
import { cleanNote } from './offer-inputs.ts';
import type {
  BookingFlags,
  BookingSnapshot,
  BookingStatus,
  LifecyclePolicy,
  RequestKind,
  TransitionInput,
} from './types.ts';

// What each transition does to the booking once its preconditions passed: verb-named, pure, and each
// returns the facts the audit entry records beyond who, when, from, to and the reason.

/** Extra facts an audit entry records, flat so staff can read them in a table. */
export type AuditDetails = Readonly<Record<string, string | number | boolean | null>>;

/** What an outcome is given besides the booking. */
export interface OutcomeContext {
  readonly now: Date;
  readonly input: TransitionInput;
  readonly policy: LifecyclePolicy;
}

/** The booking after the transition and the audit facts. */
export interface Outcome {
  readonly booking: BookingSnapshot;
  readonly details: AuditDetails;
}

/** Computes a transition's outcome. */
export type Resolve = (booking: BookingSnapshot, context: OutcomeContext) => Outcome;

/** When a book-now hold made at `now` runs out. */
export function holdExpiresAt(now: Date, policy: LifecyclePolicy): Date {
  if (!Number.isFinite(policy.holdMinutes) || policy.holdMinutes <= 0) {
    throw new RangeError(`holdMinutes must be a positive number, got ${policy.holdMinutes}`);
  }
  return new Date(now.getTime() + policy.holdMinutes * 60_000);
}

function moveTo(
  booking: BookingSnapshot,
  status: BookingStatus,
  changes: Partial<BookingSnapshot> = {},
  flags: Partial<BookingFlags> = {},
): BookingSnapshot {
  // Only payment_pending holds with a clock, so every other status drops the expiry instant.
  const holdExpiry = status === 'payment_pending' ? booking.holdExpiresAt : null;
  const merged = { ...booking.flags, ...flags };
  // A booking made at once that lands with the venue (hold ran out, or a change the venue must agree
  // to) is a plain request from then on; staff lists filter requests by this flag.
  if (status === 'requested' && merged.requestKind === null) merged.requestKind = 'request';
  return { ...booking, holdExpiresAt: holdExpiry, ...changes, status, flags: merged };
}

/** request, inquire, request_proposal: the draft goes to the venue, remembering which button sent it. */
export function sendRequest(kind: RequestKind): Resolve {
  return (booking) => ({
    booking: moveTo(booking, 'requested', {}, { requestKind: kind }),
    details: { requestKind: kind },
  });
}

/** book_now: hold until paid, or confirm at once when nothing is due (pay later, pay at the location). */
export const bookNow: Resolve = (booking, { now, policy }) => {
  if (!booking.paymentDue) {
    return {
      booking: moveTo(booking, 'confirmed', {}, { instant: true }),
      details: { paymentDue: false, holdExpiresAt: null },
    };
  }
  const expiresAt = holdExpiresAt(now, policy);
  return {
    booking: moveTo(booking, 'payment_pending', { holdExpiresAt: expiresAt }, { instant: true }),
    details: { paymentDue: true, holdExpiresAt: expiresAt.toISOString() },
  };
};

/** accept: the visitor takes the offer on its terms. */
export const acceptOffer: Resolve = (booking) => ({ booking: moveTo(booking, 'accepted'), details: {} });

/** turn_down: the visitor refuses for good. */
export const turnDown: Resolve = (booking) => ({ booking: moveTo(booking, 'turned_down'), details: {} });

/** cancel: ends the booking; after the deadline the terms' charge applies and is recorded. */
export const cancel: Resolve = (booking, { now }) => {
  const charged = cancellationDeadlinePassed(booking, now);
  return {
    booking: moveTo(booking, 'cancelled', {}, { cancellationCharged: charged }),
    details: { charged, cancellationDeadline: booking.cancellationDeadline },
  };
};

/**
 * apply_changes: the change draft becomes the booking. A request simply carries the change to the
 * venue; an offer no longer matches what was priced, so it always goes back; an accepted or confirmed
 * booking goes back only when the change touches what the venue agreed to.
 */
export const applyChanges: Resolve = (booking) => {
  const back =
    booking.status === 'requested' || booking.status === 'offered' || booking.flags.changeNeedsVenue;
  const status = back ? 'requested' : booking.status;
  const changes = back ? { offerValidUntil: null } : {};
  return {
    booking: moveTo(booking, status, changes, { changePending: false, changeNeedsVenue: false }),
    details: { venueMustAgree: back },
  };
};

/**
 * apply_pending_change: staff make the visitor's change the booking, and by doing so agree to it, so an
 * accepted or confirmed booking keeps its status. An offer keeps its status only when the change leaves
 * its lines alone (contact details); otherwise its prices no longer match and staff send a new one.
 */
export const applyPendingChange: Resolve = (booking) => {
  const offerOutdated = booking.status === 'offered' && booking.flags.changeNeedsVenue;
  const status = offerOutdated ? 'requested' : booking.status;
  const changes = offerOutdated ? { offerValidUntil: null } : {};
  return {
    booking: moveTo(booking, status, changes, { changePending: false, changeNeedsVenue: false }),
    details: { offerWithdrawn: offerOutdated },
  };
};

/** reject_pending_change: the visitor's change is dropped; the booking stays as the venue agreed it. */
export const rejectPendingChange: Resolve = (booking) => ({
  booking: moveTo(booking, booking.status, {}, { changePending: false, changeNeedsVenue: false }),
  details: {},
});

/** send_offer: the venue's prices (overrides are written by the caller) and the validity day. */
export const sendOffer: Resolve = (booking, { input }) => {
  const validUntil = input.validUntil as string;
  return {
    booking: moveTo(booking, 'offered', { offerValidUntil: validUntil }),
    details: {
      validUntil,
      priceOverrides: input.priceOverrides?.length ?? 0,
      offerLines: input.offerLines?.length ?? 0,
      note: cleanNote(input.note) !== null,
    },
  };
};

/** confirm and confirm_booking: staff confirm an accepted offer or a paid hold; the visitor an accepted offer. */
export const confirm: Resolve = (booking) => ({ booking: moveTo(booking, 'confirmed'), details: {} });

/** extend_hold: one more hold period from the current end, asked for by the visitor. */
export const extendHold: Resolve = (booking, { policy }) => {
  const from = booking.holdExpiresAt ?? new Date(0);
  const expiresAt = new Date(from.getTime() + policy.holdMinutes * 60_000);
  return {
    booking: moveTo(booking, 'payment_pending', { holdExpiresAt: expiresAt }, { holdExtended: true }),
    details: { holdExpiresAt: expiresAt.toISOString() },
  };
};

/** payment_failed: the card was declined; the hold runs on and the visitor may try again. */
export const paymentFailed: Resolve = (booking) => ({
  booking: moveTo(booking, 'payment_pending'),
  details: {},
});

/** payment_succeeded: the provider reported the money, so the hold becomes a confirmed booking. */
export const paymentSucceeded: Resolve = (booking) => ({
  booking: moveTo(booking, 'confirmed', {}, { paid: true }),
  details: {},
});

/** decline: the venue says no; unlike turned_down it can be reopened. */
export const decline: Resolve = (booking) => ({ booking: moveTo(booking, 'declined'), details: {} });

/** reopen: a declined or expired booking becomes a request again, so an old offer cannot be revived. */
export const reopen: Resolve = (booking) => ({
  booking: moveTo(booking, 'requested', { offerValidUntil: null }),
  details: {},
});

/** hold_expired: "Out of time" — the booking is kept as a request and the venue makes contact. */
export const holdExpired: Resolve = (booking) => ({
  booking: moveTo(booking, 'requested'),
  details: { holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null },
});

/** offer_expired: the validity day is over. */
export const offerExpired: Resolve = (booking) => ({
  booking: moveTo(booking, 'expired'),
  details: { validUntil: booking.offerValidUntil },
});
