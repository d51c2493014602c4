import { describe, expect, it } from 'vitest';
import type { PaymentPlan } from '../../../contracts/payment.schema.ts';
import { type BookingState, toBookingState } from '../../../state/booking-state.ts';
import { aBookingRead } from './payment.fixtures.ts';
import { offeredMethods, paysLater, shownChoice } from './payment-methods.ts';

// Issue 16: step 5 lists the server's methods for this booking; on account with an on-account plan,
// book now says "Pay later".

const booking = (paymentMethods: string[], plan: Partial<PaymentPlan> | null = null): BookingState =>
  toBookingState(
    aBookingRead('draft', {
      paymentMethods,
      paymentPlan: plan && {
        rule: 'full',
        securedBy: 'payment',
        amountNow: 0,
        balance: 100000,
        currency: 'EUR',
        depositPercent: null,
        balanceDueDate: null,
        ...plan,
      },
    }) as never,
  );

describe('the payment methods of step 5', () => {
  it('lists what the server allows, at the location first and always', () => {
    expect(offeredMethods(booking(['INVOICE', 'CREDIT_CARD', 'AT_LOCATION']))).toEqual([
      'AT_LOCATION',
      'CREDIT_CARD',
      'INVOICE',
    ]);
    expect(offeredMethods(booking(['CREDIT_CARD']))).toEqual(['AT_LOCATION', 'CREDIT_CARD']);
    expect(offeredMethods(null)).toEqual(['AT_LOCATION']);
  });

  it('leaves out methods step 5 has no choice for', () => {
    expect(offeredMethods(booking(['AT_LOCATION', 'VOUCHER', 'PRE_PAYMENT']))).toEqual(['AT_LOCATION']);
  });

  it('shows a chosen method that is no longer offered as paying at the location', () => {
    const offered = offeredMethods(booking(['AT_LOCATION', 'CREDIT_CARD']));
    expect(shownChoice(offered, 'CREDIT_CARD')).toBe('CREDIT_CARD');
    expect(shownChoice(offered, 'INVOICE')).toBe('AT_LOCATION');
    expect(shownChoice(offered, null)).toBe('AT_LOCATION');
  });

  it('says "Pay later" only for on account chosen and secured on account', () => {
    const onAccount = booking(['AT_LOCATION', 'INVOICE'], { securedBy: 'on_account' });
    expect(paysLater(onAccount, 'INVOICE')).toBe(true);
    expect(paysLater(onAccount, 'AT_LOCATION')).toBe(false);
    expect(paysLater(booking(['AT_LOCATION', 'INVOICE'], { securedBy: 'payment' }), 'INVOICE')).toBe(false);
    // Chosen once, but no longer offered (the credit account was dropped): not on account.
    expect(paysLater(booking(['AT_LOCATION'], { securedBy: 'on_account' }), 'INVOICE')).toBe(false);
  });
});
