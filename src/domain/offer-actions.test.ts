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
    expect(actions.filter((a) => a.possible).map((a) => a.action)).toEqual([
      'confirm_booking',
      'cancel',
      'edit',
    ]);
    expect(outcomeOf('confirm_booking')).toBe('confirmed');
  });

  it('accepting where the visitor confirms next says so, not that the venue will confirm', () => {
    expect(outcomeOf('accept', { transitions: ['confirm_booking', 'cancel'] })).toBe('accepted_to_confirm');
    expect(outcomeOf('accept', { transitions: ['cancel'] })).toBe('accepted');
  });

  it('where the venue confirms, says so; before an offer is accepted, says nothing of confirming', () => {
    const venueConfirms = offerActions({
      transitions: ['cancel'],
      transitionBlockerList: [blocked('confirm_booking', 'confirmed_by_venue')],
    });
    expect(venueConfirms.find((a) => a.action === 'confirm_booking')).toEqual({
      action: 'confirm_booking',
      possible: false,
      blocker: blocked('confirm_booking', 'confirmed_by_venue'),
    });
    const offered = offerActions({
      transitions: ['accept'],
      transitionBlockerList: [blocked('confirm_booking', 'not_allowed_in_status')],
    });
    expect(offered.map((a) => a.action)).not.toContain('confirm_booking');
  });

  it('an offer: accept, turn down, cancel and edit can all run', () => {
    const actions = offerActions({
      transitions: ['accept', 'turn_down', 'cancel'],
      transitionBlockerList: [
        blocked('apply_changes', 'no_pending_changes'),
        blocked('send_offer', 'staff_only'),
      ],
    });
    expect(actions).toEqual([
      { action: 'accept', possible: true, blocker: null },
      { action: 'turn_down', possible: true, blocker: null },
      { action: 'cancel', possible: true, blocker: null },
      { action: 'edit', possible: true, blocker: null },
    ]);
  });

  it('a turned-down booking lists every action with the reason it cannot run', () => {
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
    expect(actions.map((a) => [a.action, a.possible, a.blocker?.code])).toEqual([
      ['accept', false, 'not_allowed_in_status'],
      ['turn_down', false, 'not_allowed_in_status'],
      ['cancel', false, 'not_allowed_in_status'],
      ['edit', false, 'not_allowed_in_status'],
    ]);
  });

  it('keeps the detail of a reason (an expired offer names its day)', () => {
    const [accept] = offerActions({
      transitions: [],
      transitionBlockerList: [blocked('accept', 'offer_expired', { date: '2027-01-31' })],
    });
    expect(accept).toEqual({
      action: 'accept',
      possible: false,
      blocker: { transition: 'accept', code: 'offer_expired', date: '2027-01-31' },
    });
  });

  it('leaves out what only staff or the system may do', () => {
    const actions = offerActions({
      transitions: ['cancel'],
      transitionBlockerList: [blocked('accept', 'visitor_only'), blocked('apply_changes', 'staff_only')],
    });
    expect(actions.map((a) => a.action)).toEqual(['turn_down', 'cancel']);
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
