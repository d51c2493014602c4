import fc from 'fast-check';
import { addDays } from './calendar.ts';
import {
  type ActorRole,
  BOOKING_STATUSES,
  type BookingFlags,
  type BookingSnapshot,
  type TransitionInput,
} from './types.ts';

// fast-check generators for the lifecycle properties. They roam wider than real data (odd flag
// combinations, past dates, zones on both sides of UTC) because the lifecycle must never fail on them.

const EPOCH_DAY = '2026-01-01';
const LINES = ['day-1/hall-1', 'day-1/item-2', 'day-2/hall-4', 'room-type-3'];
const ZONES = ['Europe/Amsterdam', 'Europe/Helsinki', 'America/Los_Angeles', 'Pacific/Auckland', 'UTC'];

/** Every actor role. */
export const ROLES: readonly ActorRole[] = ['visitor', 'staff', 'system'];

/** A `YYYY-MM-DD` day in 2026–2027, a little either side so "in the past" happens. */
export const dayArb = fc.integer({ min: -10, max: 720 }).map((offset) => addDays(EPOCH_DAY, offset));

/** An instant in the same span. */
export const instantArb = fc.date({
  min: new Date('2025-12-20T00:00:00Z'),
  max: new Date('2027-12-31T23:59:59Z'),
  noInvalidDate: true,
});

// Mostly none, so that drafts often qualify for book now and sequences reach payment_pending.
const linesArb = fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, fc.subarray(LINES));

/** Any combination of flags. */
export const flagsArb: fc.Arbitrary<BookingFlags> = fc.record({
  requestKind: fc.constantFrom(null, 'request', 'inquiry', 'proposal'),
  instant: fc.boolean(),
  paid: fc.boolean(),
  changePending: fc.boolean(),
  changeNeedsVenue: fc.boolean(),
  cancellationCharged: fc.boolean(),
  holdExtended: fc.boolean(),
});

/** The facts the outside world changes (pricing, availability, pax, dates, payment, change drafts). */
export const factsArb = fc.record({
  // Mostly due, as with card payments, so that book now usually leads to a hold.
  paymentDue: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
  unpricedLines: linesArb,
  unavailableLines: linesArb,
  pax: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 50 }) }, fc.integer({ min: 1, max: 1500 })),
  firstDay: fc.option(dayArb, { nil: null }),
  cancellationDeadline: fc.option(dayArb, { nil: null }),
  location: fc.record({
    timeZone: fc.constantFrom(...ZONES),
    minLeadDays: fc.integer({ min: 0, max: 30 }),
    visitorConfirmsOffer: fc.boolean(),
  }),
  paymentBeforeConfirmation: fc.boolean(),
  partner: fc.record({ paxMiceThreshold: fc.constantFrom(50, 120, 999) }),
});

/** A fresh draft with arbitrary facts. */
export const draftArb: fc.Arbitrary<BookingSnapshot> = factsArb.map((facts) => ({
  ...facts,
  status: 'draft',
  offerValidUntil: null,
  holdExpiresAt: null,
  flags: {
    requestKind: null,
    instant: false,
    paid: false,
    changePending: false,
    changeNeedsVenue: false,
    cancellationCharged: false,
    holdExtended: false,
  },
}));

/** Any snapshot at all, in any status, including ones no sequence of transitions would produce. */
export const snapshotArb: fc.Arbitrary<BookingSnapshot> = fc
  .tuple(
    factsArb,
    fc.constantFrom(...BOOKING_STATUSES),
    flagsArb,
    fc.option(dayArb, { nil: null }),
    fc.option(instantArb, { nil: null }),
  )
  .map(([facts, status, flags, offerValidUntil, holdExpiresAt]) => ({
    ...facts,
    status,
    flags,
    offerValidUntil,
    holdExpiresAt,
  }));

/** Caller input as it might arrive: right, wrong, blank, malformed or missing, field by field. */
export const inputArb: fc.Arbitrary<TransitionInput> = fc.record(
  {
    reason: fc.constantFrom('No longer needed.', '', '   '),
    termsAccepted: fc.boolean(),
    acknowledged: fc.boolean(),
    feeAccepted: fc.boolean(),
    validUntil: fc.oneof(dayArb, fc.constantFrom('2026-02-30', 'soon')),
    priceOverrides: fc.array(
      fc.record({ line: fc.constantFrom(...LINES, ''), price: fc.constantFrom(0, 12_000, -5, 1.5) }),
      { maxLength: 4 },
    ),
  },
  { requiredKeys: [] },
);
