import { describe, expect, it } from 'vitest';
import { ACTORS, booking, bookingIn, completeInput, NOW } from './lifecycle.fixtures.ts';
import { applyTransition, type InventoryEffect } from './lifecycle.ts';
import { TRANSITION_TABLE, transitionSpec } from './transition-table.ts';
import { type BookingSnapshot, type BookingStatus, TRANSITION_NAMES, type TransitionName } from './types.ts';

const HOLD_END = new Date(NOW.getTime() + 10 * 60_000);
// Midnight starting 11 May in Amsterdam: the offer valid until 10 May is over.
const AFTER_VALIDITY = new Date('2026-05-10T22:00:00Z');
const pending = (status: BookingStatus, needsVenue = false) =>
  booking({
    status,
    offerValidUntil: '2026-05-10',
    flags: { changePending: true, changeNeedsVenue: needsVenue },
  });

type Row = [TransitionName, BookingSnapshot, BookingStatus, InventoryEffect, Date?];

// Every (transition, from-status) pair of the table with the status and inventory move it leads to.
const ROWS: Row[] = [
  ['request', bookingIn('draft'), 'requested', 'none'],
  ['inquire', bookingIn('draft'), 'requested', 'none'],
  ['request_proposal', bookingIn('draft'), 'requested', 'none'],
  ['book_now', bookingIn('draft'), 'payment_pending', 'acquire'],
  ['book_now', booking({ paymentDue: false }), 'confirmed', 'acquire'],
  ['accept', bookingIn('offered'), 'accepted', 'keep'],
  [
    'confirm_booking',
    booking({
      status: 'accepted',
      location: { timeZone: 'Europe/Amsterdam', minLeadDays: 2, visitorConfirmsOffer: true },
    }),
    'confirmed',
    'keep',
  ],
  ['turn_down', bookingIn('requested'), 'turned_down', 'none'],
  ['turn_down', bookingIn('offered'), 'turned_down', 'release'],
  ['cancel', bookingIn('requested'), 'cancelled', 'none'],
  ['cancel', bookingIn('offered'), 'cancelled', 'release'],
  ['cancel', bookingIn('accepted'), 'cancelled', 'release'],
  ['cancel', bookingIn('payment_pending'), 'cancelled', 'release'],
  ['cancel', bookingIn('confirmed'), 'cancelled', 'release'],
  ['apply_changes', pending('requested'), 'requested', 'none'],
  ['apply_changes', pending('offered'), 'requested', 'release'],
  ['apply_changes', pending('accepted'), 'accepted', 'keep'],
  ['apply_changes', pending('accepted', true), 'requested', 'release'],
  ['apply_changes', pending('confirmed'), 'confirmed', 'keep'],
  ['apply_changes', pending('confirmed', true), 'requested', 'release'],
  ['apply_pending_change', pending('requested', true), 'requested', 'none'],
  ['apply_pending_change', pending('offered'), 'offered', 'keep'],
  ['apply_pending_change', pending('offered', true), 'requested', 'release'],
  ['apply_pending_change', pending('accepted', true), 'accepted', 'keep'],
  ['apply_pending_change', pending('confirmed', true), 'confirmed', 'keep'],
  ['reject_pending_change', pending('requested', true), 'requested', 'none'],
  ['reject_pending_change', pending('offered', true), 'offered', 'keep'],
  ['reject_pending_change', pending('accepted', true), 'accepted', 'keep'],
  [
    'reject_pending_change',
    booking({
      status: 'payment_pending',
      holdExpiresAt: HOLD_END,
      flags: { instant: true, changePending: true },
    }),
    'payment_pending',
    'keep',
  ],
  ['reject_pending_change', pending('confirmed', true), 'confirmed', 'keep'],
  ['send_offer', bookingIn('requested'), 'offered', 'acquire'],
  ['send_offer', bookingIn('offered'), 'offered', 'keep'],
  ['confirm', bookingIn('accepted'), 'confirmed', 'keep'],
  [
    'confirm',
    booking({ status: 'payment_pending', holdExpiresAt: HOLD_END, flags: { paid: true } }),
    'confirmed',
    'keep',
  ],
  ['decline', bookingIn('requested'), 'declined', 'none'],
  ['decline', bookingIn('offered'), 'declined', 'release'],
  ['reopen', bookingIn('expired'), 'requested', 'none'],
  ['reopen', bookingIn('declined'), 'requested', 'none'],
  ['extend_hold', bookingIn('payment_pending'), 'payment_pending', 'keep'],
  ['payment_succeeded', bookingIn('payment_pending'), 'confirmed', 'keep'],
  // Paid after the hold ran out: what it held must be taken again.
  ['payment_succeeded', booking({ status: 'requested', flags: { instant: true } }), 'confirmed', 'acquire'],
  ['payment_failed', bookingIn('payment_pending'), 'payment_pending', 'keep'],
  ['hold_expired', bookingIn('payment_pending'), 'requested', 'release', HOLD_END],
  ['offer_expired', bookingIn('offered'), 'expired', 'release', AFTER_VALIDITY],
];

describe('every transition from every status it leaves', () => {
  it('has a row here for each (transition, from) pair in the table', () => {
    const pairs = ROWS.map(([name, snapshot]) => `${name}:${snapshot.status}`);
    for (const name of TRANSITION_NAMES) {
      for (const from of transitionSpec(name).from) expect(pairs).toContain(`${name}:${from}`);
    }
  });

  const cases = ROWS.map(
    ([name, snapshot, to, inventory, now]) => [name, snapshot.status, to, inventory, snapshot, now] as const,
  );

  it.each(cases)('%s from %s → %s (inventory %s)', (name, _from, to, inventory, snapshot, now = NOW) => {
    const actor = ACTORS[TRANSITION_TABLE[name].actor];
    const input = completeInput(snapshot, now);
    const frozen = structuredClone(snapshot);
    const result = applyTransition(snapshot, name, { actor, now, input });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.booking.status).toBe(to);
    expect(result.inventory).toBe(inventory);
    expect(result.audit).toMatchObject({ transition: name, actor, at: now, from: snapshot.status, to });
    expect(result.audit.reason).toBe(transitionSpec(name).inputs.reason ? 'Our plans changed.' : null);
    expect(snapshot).toEqual(frozen);
  });
});

describe('what each transition records', () => {
  const run = (name: TransitionName, snapshot: BookingSnapshot, now = NOW, extra = {}) => {
    const result = applyTransition(snapshot, name, {
      actor: ACTORS[TRANSITION_TABLE[name].actor],
      now,
      input: { ...completeInput(snapshot, now), ...extra },
      policy: { holdMinutes: 20 },
    });
    if (!result.ok) throw new Error(`${name} blocked: ${JSON.stringify(result.blockers)}`);
    return result;
  };

  it.each([
    ['request', 'request'],
    ['inquire', 'inquiry'],
    ['request_proposal', 'proposal'],
  ] as const)('%s remembers it was sent as a %s', (name, kind) => {
    const result = run(name, booking());
    expect(result.booking.flags.requestKind).toBe(kind);
    expect(result.audit.details).toEqual({ requestKind: kind });
  });

  it('book now holds for the configured duration and marks the booking instant', () => {
    const result = run('book_now', booking());
    expect(result.booking.holdExpiresAt).toEqual(new Date('2026-05-01T10:20:00Z'));
    expect(result.booking.flags.instant).toBe(true);
    expect(result.audit.details).toEqual({ paymentDue: true, holdExpiresAt: '2026-05-01T10:20:00.000Z' });
  });

  it('book now without anything to pay confirms without a hold clock', () => {
    const result = run('book_now', booking({ paymentDue: false }));
    expect(result.booking).toMatchObject({
      status: 'confirmed',
      holdExpiresAt: null,
      flags: { instant: true },
    });
  });

  it('book now refuses a hold duration that is not positive', () => {
    const bad = {
      actor: ACTORS.visitor,
      now: NOW,
      input: completeInput(booking()),
      policy: { holdMinutes: 0 },
    };
    expect(() => applyTransition(booking(), 'book_now', bad)).toThrow(RangeError);
  });

  it('a cancellation inside the free period is free; after the deadline day it is charged', () => {
    const confirmed = booking({ status: 'confirmed', cancellationDeadline: '2026-05-01' });
    expect(run('cancel', confirmed).audit.details).toEqual({
      charged: false,
      cancellationDeadline: '2026-05-01',
    });
    const late = run('cancel', confirmed, new Date('2026-05-01T22:00:00Z'));
    expect(late.booking.flags.cancellationCharged).toBe(true);
    expect(late.audit.details).toEqual({ charged: true, cancellationDeadline: '2026-05-01' });
  });

  it('send offer sets the validity day and counts the overridden prices', () => {
    const result = run('send_offer', booking({ status: 'requested', unpricedLines: ['day-1/hall-3'] }));
    expect(result.booking.offerValidUntil).toBe('2026-05-15');
    expect(result.audit.details).toEqual({
      validUntil: '2026-05-15',
      priceOverrides: 1,
      offerLines: 0,
      note: false,
    });
  });

  it('an expired hold keeps the booking as a request and stops its clock', () => {
    const result = run('hold_expired', bookingIn('payment_pending'), HOLD_END);
    expect(result.booking).toMatchObject({ status: 'requested', holdExpiresAt: null });
    expect(result.booking.flags).toMatchObject({ requestKind: 'request', instant: true });
    expect(result.audit.details).toEqual({ holdExpiresAt: HOLD_END.toISOString() });
  });

  it('the payment webhook marks the booking paid', () => {
    expect(run('payment_succeeded', bookingIn('payment_pending')).booking.flags.paid).toBe(true);
  });

  it('changes sent back to the venue void the old offer; kept ones clear the draft flags', () => {
    expect(run('apply_changes', pending('offered')).booking.offerValidUntil).toBeNull();
    const kept = run('apply_changes', pending('confirmed'));
    expect(kept.booking.flags).toMatchObject({ changePending: false, changeNeedsVenue: false });
    expect(kept.audit.details).toEqual({ venueMustAgree: false });
  });

  it("staff applying a change agree to it: the booking keeps its status unless an offer's lines changed", () => {
    const confirmed = run('apply_pending_change', pending('confirmed', true));
    expect(confirmed.booking.status).toBe('confirmed');
    expect(confirmed.booking.flags).toMatchObject({ changePending: false, changeNeedsVenue: false });
    expect(confirmed.audit.details).toEqual({ offerWithdrawn: false });
    const offer = run('apply_pending_change', pending('offered', true));
    expect([offer.booking.status, offer.booking.offerValidUntil]).toEqual(['requested', null]);
    expect(offer.audit.details).toEqual({ offerWithdrawn: true });
    const contactOnly = run('apply_pending_change', pending('offered'));
    expect([contactOnly.booking.status, contactOnly.booking.offerValidUntil]).toEqual([
      'offered',
      '2026-05-10',
    ]);
  });

  it('staff rejecting a change drop it, keep the booking as it was and record an optional reason', () => {
    const rejected = run('reject_pending_change', pending('offered', true), NOW, { reason: ' Hall taken. ' });
    expect(rejected.booking).toEqual({
      ...pending('offered'),
      flags: { ...pending('offered').flags, changePending: false },
    });
    expect(rejected.audit.reason).toBe('Hall taken.');
    expect(
      run('reject_pending_change', pending('confirmed'), NOW, { reason: undefined }).audit.reason,
    ).toBeNull();
  });

  it('reopening forgets the old offer so it cannot be accepted again', () => {
    expect(run('reopen', bookingIn('expired')).booking.offerValidUntil).toBeNull();
  });

  it('records a trimmed reason, and none when the transition takes none', () => {
    expect(run('decline', bookingIn('requested'), NOW, { reason: '  Fully booked.  ' }).audit.reason).toBe(
      'Fully booked.',
    );
    expect(run('reopen', bookingIn('declined'), NOW, { reason: undefined }).audit.reason).toBeNull();
  });
});
