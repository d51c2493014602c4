import { describe, expect, it } from 'vitest';
import { booking, bookingIn, NOW } from './lifecycle.fixtures.ts';
import { availableTransitions, dueSystemTransition, isTransitionName } from './lifecycle.ts';
import { TRANSITION_NAMES } from './types.ts';

describe('availableTransitions', () => {
  it('offers a visitor with a bookable draft every way to send it', () => {
    const { transitions, transitionInputs } = availableTransitions(booking(), { role: 'visitor' }, NOW);
    expect(transitions).toEqual(['request', 'inquire', 'request_proposal', 'book_now']);
    expect(transitionInputs).toEqual({
      request: [],
      inquire: [],
      request_proposal: [],
      book_now: ['termsAccepted'],
    });
  });

  it('explains why a large group cannot book now but may still ask', () => {
    const { transitions, transitionBlockerList } = availableTransitions(
      booking({ pax: 1200 }),
      { role: 'visitor' },
      NOW,
    );
    expect(transitions).toEqual(['request', 'inquire', 'request_proposal']);
    expect(transitionBlockerList).toContainEqual({
      transition: 'book_now',
      code: 'instant_booking_not_allowed',
      reason: 'pax_above_threshold',
    });
  });

  it('lets a visitor answer an offer and says which dialog fields each answer needs', () => {
    const { transitions, transitionInputs, transitionBlockerList } = availableTransitions(
      bookingIn('offered'),
      { role: 'visitor' },
      NOW,
    );
    expect(transitions).toEqual(['accept', 'turn_down', 'cancel']);
    expect(transitionInputs).toEqual({
      accept: ['termsAccepted'],
      turn_down: ['reason', 'acknowledged'],
      cancel: ['reason', 'termsAccepted'],
    });
    expect(transitionBlockerList).toContainEqual({ transition: 'apply_changes', code: 'no_pending_changes' });
    expect(transitionBlockerList).toContainEqual({ transition: 'send_offer', code: 'staff_only' });
    expect(transitionBlockerList).toContainEqual({ transition: 'book_now', code: 'not_allowed_in_status' });
  });

  it('asks for the charge to be accepted once free cancellation is over', () => {
    const late = booking({ status: 'confirmed', cancellationDeadline: '2026-04-30' });
    expect(availableTransitions(late, { role: 'visitor' }, NOW).transitionInputs.cancel).toEqual([
      'reason',
      'termsAccepted',
      'feeAccepted',
    ]);
  });

  it('shows an expired offer as expired to the visitor, even before the sweeper ran', () => {
    const after = new Date('2026-05-10T22:00:00Z');
    const { transitions, transitionBlockerList } = availableTransitions(
      bookingIn('offered'),
      { role: 'visitor' },
      after,
    );
    expect(transitions).toEqual(['turn_down', 'cancel']);
    expect(transitionBlockerList).toContainEqual({
      transition: 'accept',
      code: 'offer_expired',
      date: '2026-05-10',
    });
  });

  it('gives staff the venue transitions, with the prices they must set', () => {
    const snapshot = booking({ status: 'requested', unpricedLines: ['day-2/hall-1'] });
    const { transitions, transitionInputs } = availableTransitions(snapshot, { role: 'staff' }, NOW);
    expect(transitions).toEqual(['send_offer', 'decline']);
    expect(transitionInputs.send_offer).toEqual(['validUntil', 'priceOverrides']);
  });

  it('names every transition the caller cannot run in the blocker list', () => {
    const { transitions, transitionBlockerList } = availableTransitions(
      booking({ pax: 1200 }),
      { role: 'staff' },
      NOW,
    );
    expect(transitions).toEqual([]);
    const named = new Set(transitionBlockerList.map((b) => b.transition));
    expect(named.size).toBe(TRANSITION_NAMES.length);
  });
});

describe('dueSystemTransition', () => {
  const held = bookingIn('payment_pending');
  const holdEnd = held.holdExpiresAt as Date;

  it('expires a hold at its instant, not a millisecond before', () => {
    expect(dueSystemTransition(held, new Date(holdEnd.getTime() - 1))).toBeNull();
    expect(dueSystemTransition(held, holdEnd)).toBe('hold_expired');
  });

  it('never expires a paid hold', () => {
    expect(
      dueSystemTransition(booking({ ...held, flags: { instant: true, paid: true } }), holdEnd),
    ).toBeNull();
  });

  it('expires an offer once its validity day is over in the location zone', () => {
    const offer = bookingIn('offered');
    expect(dueSystemTransition(offer, new Date('2026-05-10T21:59:59Z'))).toBeNull();
    expect(dueSystemTransition(offer, new Date('2026-05-10T22:00:00Z'))).toBe('offer_expired');
    const inNewYork = { ...offer, location: { timeZone: 'America/New_York', minLeadDays: 0 } };
    expect(dueSystemTransition(inNewYork, new Date('2026-05-10T22:00:00Z'))).toBeNull();
  });

  it('leaves other statuses alone', () => {
    expect(dueSystemTransition(bookingIn('confirmed'), new Date('2030-01-01T00:00:00Z'))).toBeNull();
  });
});

describe('isTransitionName', () => {
  it('accepts table names only', () => {
    expect(isTransitionName('book_now')).toBe(true);
    expect(isTransitionName('bookNow')).toBe(false);
    expect(isTransitionName(undefined)).toBe(false);
  });
});
