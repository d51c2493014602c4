import { describe, expect, it } from 'vitest';
import { BLOCKER_CODES, type Blocker, type BlockerCode } from './blockers.ts';
import { ACTORS, booking, bookingIn, completeInput, NOW } from './lifecycle.fixtures.ts';
import { checkTransition } from './lifecycle.ts';
import { TRANSITION_TABLE, transitionSpec } from './transition-table.ts';
import {
  type ActorRole,
  BOOKING_STATUSES,
  type BookingSnapshot,
  TRANSITION_NAMES,
  type TransitionInput,
  type TransitionName,
} from './types.ts';

const HOLD_END = new Date(NOW.getTime() + 10 * 60_000);
const ROLES: ActorRole[] = ['visitor', 'staff', 'system'];
function blockersOf(name: TransitionName, snapshot: BookingSnapshot, input: TransitionInput, now = NOW) {
  const check = checkTransition(snapshot, name, { actor: ACTORS[TRANSITION_TABLE[name].actor], now, input });
  return check.ok ? [] : check.blockers.map(({ transition: _, ...rest }): Blocker => rest);
}

describe('who may run a transition', () => {
  const cases = TRANSITION_NAMES.flatMap((name) =>
    ROLES.filter((role) => role !== TRANSITION_TABLE[name].actor).map((role) => [name, role] as const),
  );

  it.each(cases)('%s is refused to the %s with only the owner code', (name, role) => {
    const snapshot = bookingIn(transitionSpec(name).from[0] ?? 'draft');
    const check = checkTransition(snapshot, name, {
      actor: ACTORS[role],
      now: NOW,
      input: completeInput(snapshot),
    });
    const owner = TRANSITION_TABLE[name].actor;
    expect(check).toEqual({ ok: false, blockers: [{ transition: name, code: `${owner}_only` }] });
  });
});

describe('from which statuses a transition may run', () => {
  const cases = TRANSITION_NAMES.flatMap((name) =>
    BOOKING_STATUSES.filter((status) => !transitionSpec(name).from.includes(status)).map(
      (status) => [name, status] as const,
    ),
  );

  it.each(cases)('%s is not allowed from %s', (name, status) => {
    const expected = transitionSpec(name).blockedIn?.[status] ?? 'not_allowed_in_status';
    // Empty input: a status refusal must not be buried under input complaints.
    expect(blockersOf(name, bookingIn(status), {})).toEqual([{ code: expected }]);
  });
});

type Case = [string, TransitionName, BookingSnapshot, TransitionInput | null, Blocker[], Date?];
const offered = bookingIn('offered');
const held = bookingIn('payment_pending');
const lateConfirmed = booking({ status: 'confirmed', cancellationDeadline: '2026-04-30' });
const requested = bookingIn('requested');
const unpriced = booking({ status: 'requested', unpricedLines: ['day-1/hall-3', 'room-type-2'] });
const with_ = (snapshot: BookingSnapshot, extra: TransitionInput) => ({
  ...completeInput(snapshot),
  ...extra,
});

// Each precondition with the smallest booking and input that trips it; `null` input = complete input.
const CASES: Case[] = [
  ['a request about nothing', 'request', booking({ firstDay: null }), null, [{ code: 'nothing_to_book' }]],
  [
    'book now with nothing chosen',
    'book_now',
    booking({ firstDay: null }),
    null,
    [{ code: 'nothing_to_book' }],
  ],
  [
    'book now when a room is taken',
    'book_now',
    booking({ unavailableLines: ['room-type-2'] }),
    null,
    [{ code: 'instant_booking_not_allowed', reason: 'not_available', lines: ['room-type-2'] }],
  ],
  ['book now without the terms', 'book_now', booking(), {}, [{ code: 'terms_not_accepted' }]],
  ['accept without the terms', 'accept', offered, { termsAccepted: false }, [{ code: 'terms_not_accepted' }]],
  [
    'accept the day after the validity day',
    'accept',
    offered,
    null,
    [{ code: 'offer_expired', date: '2026-05-10' }],
    new Date('2026-05-10T22:00:00Z'),
  ],
  [
    'turn down without a reason',
    'turn_down',
    offered,
    with_(offered, { reason: '  ' }),
    [{ code: 'reason_required' }],
  ],
  [
    'turn down without ticking "cannot be undone"',
    'turn_down',
    offered,
    with_(offered, { acknowledged: false }),
    [{ code: 'acknowledgement_required' }],
  ],
  [
    'cancel with nothing filled in',
    'cancel',
    requested,
    {},
    [{ code: 'reason_required' }, { code: 'terms_not_accepted' }],
  ],
  [
    'cancel after the free period without accepting the charge',
    'cancel',
    lateConfirmed,
    with_(lateConfirmed, { feeAccepted: false }),
    [{ code: 'cancellation_deadline_passed', date: '2026-04-30' }],
  ],
  ['apply changes that were never saved', 'apply_changes', requested, null, [{ code: 'no_pending_changes' }]],
  [
    'staff apply a change nobody saved',
    'apply_pending_change',
    bookingIn('confirmed'),
    null,
    [{ code: 'no_pending_changes' }],
  ],
  [
    'staff reject a change nobody saved',
    'reject_pending_change',
    offered,
    null,
    [{ code: 'no_pending_changes' }],
  ],
  [
    'staff apply a change while the visitor pays',
    'apply_pending_change',
    booking({
      status: 'payment_pending',
      holdExpiresAt: HOLD_END,
      flags: { instant: true, changePending: true },
    }),
    null,
    [{ code: 'payment_pending' }],
  ],
  ['send an offer without a validity day', 'send_offer', requested, {}, [{ code: 'valid_until_required' }]],
  [
    'send an offer with a malformed validity day',
    'send_offer',
    requested,
    { validUntil: '2026-02-30' },
    [{ code: 'valid_until_required' }],
  ],
  [
    'send an offer valid until yesterday',
    'send_offer',
    requested,
    { validUntil: '2026-04-30' },
    [{ code: 'valid_until_in_past', date: '2026-04-30' }],
  ],
  [
    'send an offer leaving a line unpriced',
    'send_offer',
    unpriced,
    { validUntil: '2026-05-20', priceOverrides: [{ line: 'day-1/hall-3', price: 90_000 }] },
    [{ code: 'offer_not_priced', lines: ['room-type-2'] }],
  ],
  [
    'send an offer with a negative or fractional price',
    'send_offer',
    requested,
    {
      validUntil: '2026-05-20',
      priceOverrides: [
        { line: 'a', price: -1 },
        { line: 'b', price: 9.5 },
      ],
    },
    [{ code: 'price_override_invalid', lines: ['a', 'b'] }],
  ],
  [
    'send an offer with a note of 2001 characters',
    'send_offer',
    requested,
    { validUntil: '2026-05-20', note: 'n'.repeat(2001) },
    [{ code: 'offer_note_invalid' }],
  ],
  [
    'send an offer adding a line without words, at a rate the location lacks',
    'send_offer',
    booking({
      status: 'requested',
      location: { timeZone: 'Europe/Amsterdam', minLeadDays: 2, taxRateCodes: ['reduced', 'standard'] },
    }),
    {
      validUntil: '2026-05-20',
      offerLines: [
        { description: 'Flip chart', quantity: 2, unitPrice: 2500, taxRateCode: 'standard' },
        { description: ' ', quantity: 1, unitPrice: 100, taxRateCode: 'sales' },
      ],
    },
    [{ code: 'offer_line_invalid', lines: ['offerLines[1].description', 'offerLines[1].taxRateCode'] }],
  ],
  ['confirm a hold that is not paid', 'confirm', held, null, [{ code: 'payment_pending' }]],
  [
    'confirm an accepted offer where the venue confirms',
    'confirm_booking',
    bookingIn('accepted'),
    null,
    [{ code: 'confirmed_by_venue' }],
  ],
  [
    'confirm an accepted offer that pays first, unpaid',
    'confirm_booking',
    booking({
      status: 'accepted',
      location: { timeZone: 'Europe/Amsterdam', minLeadDays: 2, visitorConfirmsOffer: true },
      paymentBeforeConfirmation: true,
    }),
    null,
    [{ code: 'payment_before_confirmation' }],
  ],
  [
    'expire a hold one millisecond early',
    'hold_expired',
    held,
    null,
    [{ code: 'hold_not_expired' }],
    new Date(HOLD_END.getTime() - 1),
  ],
  [
    'expire a paid hold',
    'hold_expired',
    booking({ status: 'payment_pending', holdExpiresAt: HOLD_END, flags: { paid: true } }),
    null,
    [{ code: 'already_paid' }],
    HOLD_END,
  ],
  [
    'expire a hold whose payment is with the bank',
    'hold_expired',
    booking({ status: 'payment_pending', holdExpiresAt: HOLD_END, paymentProcessing: true }),
    null,
    [{ code: 'payment_processing' }],
    HOLD_END,
  ],
  [
    'ask for more time a second time',
    'extend_hold',
    booking({ status: 'payment_pending', holdExpiresAt: HOLD_END, flags: { holdExtended: true } }),
    null,
    [{ code: 'hold_already_extended' }],
  ],
  ['ask for more time once the hold ran out', 'extend_hold', held, null, [{ code: 'hold_over' }], HOLD_END],
  [
    'confirm a plain request by a payment',
    'payment_succeeded',
    requested,
    null,
    [{ code: 'not_a_lapsed_hold' }],
  ],
  [
    'book now without a way to take a card',
    'book_now',
    booking({ securingBlocker: 'payment_unavailable' }),
    null,
    [{ code: 'instant_booking_not_allowed', reason: 'payment_unavailable' }],
  ],
  [
    'expire an offer on its last day',
    'offer_expired',
    offered,
    null,
    [{ code: 'offer_still_valid' }],
    new Date('2026-05-10T21:59:00Z'),
  ],
];

describe('preconditions', () => {
  it.each(CASES)('%s', (_, name, snapshot, input, expected, now = NOW) => {
    expect(blockersOf(name, snapshot, input ?? completeInput(snapshot, now), now)).toEqual(expected);
  });

  it('reports guard and input problems together so one round trip shows them all', () => {
    const big = booking({ pax: 1000, unpricedLines: ['day-1/item-4'] });
    expect(blockersOf('book_now', big, {}).map((b) => [b.code, b.reason])).toEqual([
      ['instant_booking_not_allowed', 'not_priced'],
      ['instant_booking_not_allowed', 'pax_above_threshold'],
      ['terms_not_accepted', undefined],
    ]);
  });

  it('lets a cancellation on the deadline day through without the charge', () => {
    const onDeadline = booking({ status: 'confirmed', cancellationDeadline: '2026-05-01' });
    expect(blockersOf('cancel', onDeadline, { reason: 'Ill', termsAccepted: true })).toEqual([]);
  });

  it('accepts an offer valid until today and one whose validity day is still running in its zone', () => {
    expect(blockersOf('send_offer', requested, { validUntil: '2026-05-01' })).toEqual([]);
    expect(blockersOf('accept', offered, { termsAccepted: true }, new Date('2026-05-10T21:59:00Z'))).toEqual(
      [],
    );
  });

  it('cover every code in the catalogue, with the actor and status matrices above', () => {
    const covered = new Set<BlockerCode>([
      'visitor_only',
      'staff_only',
      'system_only',
      'not_allowed_in_status',
    ]);
    for (const name of TRANSITION_NAMES) {
      for (const code of Object.values(transitionSpec(name).blockedIn ?? {})) covered.add(code);
    }
    for (const [, , , , expected] of CASES) for (const { code } of expected) covered.add(code);
    expect([...covered].sort()).toEqual(Object.keys(BLOCKER_CODES).sort());
  });
});
