import { addDays, todayIn } from './calendar.ts';
import type { Actor, ActorRole, BookingFlags, BookingSnapshot, TransitionInput } from './types.ts';

// Test data shared by the lifecycle tests: a bookable draft in Amsterdam six weeks ahead, and inputs
// that satisfy every transition, so each test states only what it changes.

/** A fixed instant: Friday 1 May 2026, 12:00 in Amsterdam. */
export const NOW = new Date('2026-05-01T10:00:00Z');

/** One actor per role, as the audit trail would name them. */
export const ACTORS: Readonly<Record<ActorRole, Actor>> = {
  visitor: { role: 'visitor', id: 'guest-7f3a' },
  staff: { role: 'staff', id: 'staff-key-2' },
  system: { role: 'system', id: 'hold-sweeper' },
};

/** Flags of a fresh draft. */
export const NO_FLAGS: BookingFlags = {
  requestKind: null,
  instant: false,
  paid: false,
  changePending: false,
  changeNeedsVenue: false,
  cancellationCharged: false,
  holdExtended: false,
};

/** A booking snapshot overriding the defaults; `flags` merge into `NO_FLAGS`. */
export function booking(
  overrides: Partial<Omit<BookingSnapshot, 'flags'>> & { flags?: Partial<BookingFlags> } = {},
): BookingSnapshot {
  const { flags, ...rest } = overrides;
  return {
    status: 'draft',
    offerValidUntil: null,
    holdExpiresAt: null,
    cancellationDeadline: null,
    paymentDue: true,
    unpricedLines: [],
    unavailableLines: [],
    pax: 40,
    firstDay: '2026-06-15',
    location: { timeZone: 'Europe/Amsterdam', minLeadDays: 2 },
    partner: { paxMiceThreshold: 999 },
    ...rest,
    flags: { ...NO_FLAGS, ...flags },
  };
}

/** A booking as each status normally looks, so a transition can be tried from it. */
export function bookingIn(status: BookingSnapshot['status']): BookingSnapshot {
  switch (status) {
    case 'payment_pending':
      return booking({
        status,
        holdExpiresAt: new Date(NOW.getTime() + 10 * 60_000),
        flags: { instant: true },
      });
    case 'offered':
    case 'expired':
      return booking({ status, offerValidUntil: '2026-05-10', flags: { requestKind: 'request' } });
    case 'draft':
      return booking();
    default:
      return booking({ status, flags: { requestKind: 'request' } });
  }
}

/** Input that satisfies every transition's demands for this booking at `now`. */
export function completeInput(snapshot: BookingSnapshot, now: Date = NOW): TransitionInput {
  return {
    reason: 'Our plans changed.',
    termsAccepted: true,
    acknowledged: true,
    feeAccepted: true,
    validUntil: addDays(todayIn(snapshot.location.timeZone, now), 14),
    priceOverrides: snapshot.unpricedLines.map((line) => ({ line, price: 12_500 })),
  };
}
