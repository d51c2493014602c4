import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, type StripeKit, sepa, startStripeKit } from './test-kit.ts';

// Refund rules from Stripe's Refunds API: the rest by default, never more than is left, only paid charges.
let kit: StripeKit;
beforeAll(async () => {
  kit = await startStripeKit();
});
afterAll(() => kit.close());

async function paidIntent(amount = 10_000): Promise<string> {
  const { id, clientSecret } = await kit.createIntent({ amount });
  const answer = await kit.confirmInBrowser(id, clientSecret, card('4242424242424242'));
  expect(answer.body.status).toBe('succeeded');
  return id;
}

function typesOf(refundId: string, chargeId: string): string[] {
  return kit.stripe.events
    .filter((event) => event.data.object.id === refundId || event.data.object.id === chargeId)
    .map((event) => event.type);
}

describe('refunds', () => {
  it('refund part, then the rest; the charge counts what was refunded', async () => {
    const intentId = await paidIntent();
    const part = await kit.api('POST', '/v1/refunds', {
      payment_intent: intentId,
      amount: 2500,
      reason: 'requested_by_customer',
      metadata: { booking: '42' },
    });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({
      object: 'refund',
      amount: 2500,
      currency: 'eur',
      payment_intent: intentId,
      reason: 'requested_by_customer',
      status: 'succeeded',
      metadata: { booking: '42' },
    });
    expect(String(part.body.id)).toMatch(/^re_/);
    const chargeId = String(part.body.charge);
    expect(kit.stripe.charge(chargeId)).toMatchObject({ amount_refunded: 2500, refunded: false });
    expect(typesOf(String(part.body.id), chargeId)).toEqual([
      'charge.succeeded',
      'refund.created',
      'charge.refunded',
    ]);

    const rest = await kit.api('POST', '/v1/refunds', { payment_intent: intentId });
    expect(rest.body).toMatchObject({ amount: 7500 });
    expect(kit.stripe.charge(chargeId)).toMatchObject({ amount_refunded: 10_000, refunded: true });
    const charge = await kit.api('GET', `/v1/charges/${chargeId}`);
    expect(charge.body).toMatchObject({ object: 'charge', amount_refunded: 10_000, refunded: true });
    const read = await kit.api('GET', `/v1/refunds/${String(rest.body.id)}`);
    expect(read.body).toMatchObject({ id: rest.body.id, amount: 7500 });
    const listed = await kit.api('GET', '/v1/refunds', { payment_intent: intentId });
    expect((listed.body.data as { amount: number }[]).map((refund) => refund.amount)).toEqual([7500, 2500]);
  });

  it('refuses more than is left (amount_too_large) and a second full refund', async () => {
    const intentId = await paidIntent(5000);
    const tooMuch = await kit.api('POST', '/v1/refunds', { payment_intent: intentId, amount: 5001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'amount_too_large',
      param: 'amount',
    });
    expect(kit.stripe.refunds.filter((refund) => refund.payment_intent === intentId)).toEqual([]);
    await kit.api('POST', '/v1/refunds', { payment_intent: intentId });
    const again = await kit.api('POST', '/v1/refunds', { payment_intent: intentId, amount: 1 });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'charge_already_refunded' });
  });

  it('refuses intents that have not succeeded, and nonsense amounts', async () => {
    const { id } = await kit.createIntent();
    const unpaid = await kit.api('POST', '/v1/refunds', { payment_intent: id });
    expect(unpaid.status).toBe(400);
    expect(unpaid.body.error).toMatchObject({ type: 'invalid_request_error' });
    const processing = await kit.createIntent();
    await kit.confirmInBrowser(processing.id, processing.clientSecret, sepa('DE89370400440532013000'));
    expect((await kit.api('POST', '/v1/refunds', { payment_intent: processing.id })).status).toBe(400);
    const paid = await paidIntent();
    const zero = await kit.api('POST', '/v1/refunds', { payment_intent: paid, amount: 0 });
    expect(zero.body.error).toMatchObject({ code: 'parameter_invalid_integer', param: 'amount' });
    const words = await kit.api('POST', '/v1/refunds', { payment_intent: paid, amount: 'ten' });
    expect(words.body.error).toMatchObject({ code: 'parameter_invalid_integer', param: 'amount' });
    const nothing = await kit.api('POST', '/v1/refunds', {});
    expect(nothing.body.error).toMatchObject({ code: 'parameter_missing' });
  });
});
