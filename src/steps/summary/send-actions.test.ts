import { describe, expect, it } from 'vitest';
import type { BookingState } from '../../state/booking-state.ts';
import { bookNowReasons, nextStepKey, sendActions } from './send-actions.ts';

const draft = (
  transitions: string[],
  blockers: BookingState['transitionBlockerList'] = [],
): BookingState => ({
  id: 1,
  reference: 'HH-AMS-2027-0001',
  status: 'draft',
  transitions,
  transitionBlockerList: blockers,
  transitionInputs: {},
  termsUrl: null,
  holdExpiresAt: null,
  paymentMethods: ['AT_LOCATION'],
  paymentPlan: null,
  lineTargets: {},
});

describe('the send actions of step 5', () => {
  it('offers book now first when the server allows it, then the request', () => {
    expect(sendActions(draft(['request', 'inquire', 'request_proposal', 'book_now']), ['mice'])).toEqual([
      { transition: 'book_now', primary: true },
      { transition: 'request', primary: false },
      { transition: 'request_proposal', primary: false },
    ]);
  });

  it('makes the request the main action without book now, an inquiry for rooms only', () => {
    expect(sendActions(draft(['request', 'inquire', 'request_proposal']), ['hotel'])).toEqual([
      { transition: 'inquire', primary: true },
    ]);
    expect(sendActions(draft(['request', 'inquire', 'request_proposal']), ['mice', 'hotel'])[0]).toEqual({
      transition: 'request',
      primary: true,
    });
  });

  it('offers nothing before the booking exists or once it is sent', () => {
    expect(sendActions(null, ['mice'])).toEqual([]);
    expect(sendActions({ ...draft(['cancel']), status: 'requested' }, ['mice'])).toEqual([]);
  });

  it('names each reason book now is blocked, once', () => {
    const booking = draft(
      ['request'],
      [
        { transition: 'book_now', code: 'instant_booking_not_allowed', reason: 'lead_time_too_short' },
        { transition: 'book_now', code: 'instant_booking_not_allowed', reason: 'not_priced' },
        { transition: 'book_now', code: 'instant_booking_not_allowed', reason: 'not_priced' },
        { transition: 'accept', code: 'not_allowed_in_status' },
      ],
    );
    expect(bookNowReasons(booking)).toEqual(['lead_time_too_short', 'not_priced']);
  });

  it('says what follows each action: book now by how it is secured, a request by its kind', () => {
    const plan = (securedBy: 'payment' | 'setup' | 'on_account') => ({
      ...draft(['book_now']),
      paymentPlan: {
        securedBy,
        rule: 'deposit',
        amountNow: 37020,
        balance: 86400,
        currency: 'EUR',
        depositPercent: 30,
        balanceDueDate: null,
      } as unknown as BookingState['paymentPlan'],
    });
    expect(nextStepKey('book_now', plan('payment'))).toBe('book_now_paid');
    expect(nextStepKey('book_now', plan('setup'))).toBe('book_now_card');
    expect(nextStepKey('book_now', plan('on_account'))).toBe('book_now');
    expect(nextStepKey('book_now', draft(['book_now']))).toBe('book_now');
    expect(nextStepKey('request', plan('payment'))).toBe('request');
    expect(nextStepKey('request_proposal', null)).toBe('request_proposal');
  });
});
