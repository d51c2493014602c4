import { describe, expect, it } from 'vitest';
import { cancellationChargeApplies, offerActions, outcomeOf } from './offer-actions.ts';

const blocked = (transition: string, code: string, extra = {}) => ({ transition, code, ...extra });

describe('offerActions', () => {
  it('an accepted offer the visitor confirms: "Confirm booking" can run, and its outcome is confirmed', () => {
    const actions = offerActions({
      transitions: ['confirm_booking', 'cancel'],
      transitionBlockerList: [
        blocked('accept', 'not_allowed_in_status'),
        blocked('apply_changes', 'no_pending_changes'),
      ],
    });
    expect(actions).toEqual(['confirm_booking', 'cancel', 'edit']);
    expect(outcomeOf('confirm_booking')).toBe('confirmed');
  });

  it('accepting where the visitor confirms next says so, not that the venue will confirm', () => {
    expect(outcomeOf('accept', { transitions: ['confirm_booking', 'cancel'] })).toBe('accepted_to_confirm');
    expect(outcomeOf('accept', { transitions: ['cancel'] })).toBe('accepted');
  });

  it('an offer: accept, turn down, cancel and edit can all run, in that order', () => {
    const actions = offerActions({
      transitions: ['cancel', 'turn_down', 'accept'],
      transitionBlockerList: [
        blocked('apply_changes', 'no_pending_changes'),
        blocked('send_offer', 'staff_only'),
      ],
    });
    expect(actions).toEqual(['accept', 'turn_down', 'cancel', 'edit']);
  });

  // Issue #18: a list of what cannot be done ("Accept offer is not possible: …") only makes the
  // visitor read; the view offers what can be done now and nothing else.
  it('a turned-down booking offers nothing', () => {
    const actions = offerActions({
      transitions: [],
      transitionBlockerList: [
        blocked('accept', 'not_allowed_in_status'),
        blocked('turn_down', 'not_allowed_in_status'),
        blocked('cancel', 'not_allowed_in_status'),
        blocked('apply_changes', 'not_allowed_in_status'),
        blocked('confirm', 'staff_only'),
      ],
    });
    expect(actions).toEqual([]);
  });

  it('a request waiting for its offer: turning down, cancelling and editing only', () => {
    const actions = offerActions({
      transitions: ['turn_down', 'cancel'],
      transitionBlockerList: [
        blocked('accept', 'not_allowed_in_status'),
        blocked('confirm_booking', 'confirmed_by_venue'),
        blocked('apply_changes', 'no_pending_changes'),
      ],
    });
    expect(actions).toEqual(['turn_down', 'cancel', 'edit']);
  });

  it('an expired offer cannot be accepted: accept is not offered', () => {
    const actions = offerActions({
      transitions: ['cancel'],
      transitionBlockerList: [blocked('accept', 'offer_expired', { date: '2027-01-31' })],
    });
    expect(actions).toEqual(['cancel']);
  });
});

describe('outcomes and the cancellation charge', () => {
  it('names each outcome dialog', () => {
    expect(['accept', 'turn_down', 'cancel'].map((a) => outcomeOf(a as 'accept'))).toEqual([
      'accepted',
      'turned_down',
      'cancelled',
    ]);
  });
  it('the charge applies when the server asks for feeAccepted', () => {
    expect(cancellationChargeApplies({ transitionInputs: { cancel: ['reason', 'termsAccepted'] } })).toBe(
      false,
    );
    expect(
      cancellationChargeApplies({ transitionInputs: { cancel: ['reason', 'termsAccepted', 'feeAccepted'] } }),
    ).toBe(true);
    expect(cancellationChargeApplies({ transitionInputs: {} })).toBe(false);
  });
});
