import { describe, expect, it } from 'vitest';
import { paymentPlan, type SecuringFacts, securing } from './plan.ts';

// Issue 16: book now confirms only once money, a deposit or a card guarantee is secured, or for a
// verified client on account; a booking in two currencies is a request.

const facts = (over: Partial<SecuringFacts> = {}): SecuringFacts => ({
  method: 'AT_LOCATION',
  rule: 'guarantee',
  cardPayments: true,
  onAccount: false,
  currencies: ['EUR'],
  ...over,
});

describe('what book now secures', () => {
  it.each([
    ['card, pay in full', facts({ method: 'CREDIT_CARD', rule: 'full' }), { securedBy: 'payment' }],
    [
      'card at a deposit location',
      facts({ method: 'CREDIT_CARD', rule: 'deposit' }),
      { securedBy: 'payment' },
    ],
    ['card at a pay-at-the-location venue', facts({ method: 'CREDIT_CARD' }), { securedBy: 'payment' }],
    ['at the location with a card guarantee', facts(), { securedBy: 'setup' }],
    ['at the location, deposit now', facts({ rule: 'deposit' }), { securedBy: 'payment' }],
    [
      'at the location where the venue wants it all in advance',
      facts({ rule: 'full' }),
      { blocker: 'pay_in_advance' },
    ],
    ['no method chosen counts as at the location', facts({ method: null }), { securedBy: 'setup' }],
    [
      'on account, verified credit client',
      facts({ method: 'INVOICE', onAccount: true }),
      { securedBy: 'on_account' },
    ],
    [
      'on account without a credit account',
      facts({ method: 'INVOICE' }),
      { blocker: 'payment_method_not_instant' },
    ],
    ['prepayment by transfer', facts({ method: 'PRE_PAYMENT' }), { blocker: 'payment_method_not_instant' }],
    ['no card provider', facts({ cardPayments: false }), { blocker: 'payment_unavailable' }],
    [
      'no card provider, but on account',
      facts({ method: 'INVOICE', onAccount: true, cardPayments: false }),
      { securedBy: 'on_account' },
    ],
    ['two currencies', facts({ currencies: ['EUR', 'USD'] }), { blocker: 'several_currencies' }],
    [
      'two currencies even on account',
      facts({ method: 'INVOICE', onAccount: true, currencies: ['EUR', 'USD'] }),
      { blocker: 'several_currencies' },
    ],
  ])('%s', (_, given, expected) => {
    expect(securing(given)).toEqual(expected);
  });
});

describe('the plan', () => {
  const terms = { rule: 'deposit' as const, depositPercent: 30, balanceDueDays: null };

  it('charges the whole total when the location asks it', () => {
    expect(
      paymentPlan('payment', { ...terms, rule: 'full' }, { amount: 123_400, currency: 'EUR' }, '2030-05-01'),
    ).toEqual({
      rule: 'full',
      securedBy: 'payment',
      purpose: 'full',
      amountNow: 123_400,
      balance: 0,
      currency: 'EUR',
      depositPercent: null,
      balanceDueDate: null,
    });
  });

  it('charges 30% now and leaves the rest for the location', () => {
    const plan = paymentPlan('payment', terms, { amount: 123_400, currency: 'EUR' }, '2030-05-01');
    expect(plan).toMatchObject({
      purpose: 'deposit',
      amountNow: 37_020,
      balance: 86_380,
      depositPercent: 30,
    });
    expect(plan.balanceDueDate).toBeNull();
  });

  it('rounds a deposit half up in cents and dates the balance 14 days before the first day', () => {
    const plan = paymentPlan(
      'payment',
      { ...terms, balanceDueDays: 14 },
      { amount: 1_005, currency: 'EUR' },
      '2030-05-01',
    );
    // 30% of €10.05 is €3.015: €3.02 now, €7.03 by 17 April.
    expect(plan).toMatchObject({ amountNow: 302, balance: 703, balanceDueDate: '2030-04-17' });
  });

  it('takes nothing with a guarantee and leaves everything for the location', () => {
    expect(
      paymentPlan('setup', { ...terms, rule: 'guarantee' }, { amount: 50_000, currency: 'EUR' }, null),
    ).toMatchObject({
      securedBy: 'setup',
      purpose: 'guarantee',
      amountNow: 0,
      balance: 50_000,
    });
  });

  it('secures a free booking with a card guarantee rather than a payment of nothing', () => {
    expect(paymentPlan('payment', terms, { amount: 0, currency: 'EUR' }, null)).toMatchObject({
      securedBy: 'setup',
      amountNow: 0,
    });
  });
});
