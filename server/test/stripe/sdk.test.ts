import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, type StripeKit, sepa, startStripeKit, WEBHOOK_SECRET } from './test-kit.ts';

// The real `stripe` SDK pointed at the test server (`host`, `port`, `protocol`), as the product's payment
// module will be in its tests. Browser steps (confirming with a card) go through fetch, as Stripe.js would.
let kit: StripeKit;
let sdk: Stripe;
beforeAll(async () => {
  kit = await startStripeKit();
  sdk = new Stripe('sk_test_sdk', { ...kit.stripe.sdkOptions(), maxNetworkRetries: 0 });
});
afterAll(() => kit.close());

async function createIntent(
  params: Partial<Stripe.PaymentIntentCreateParams> = {},
  options: Stripe.RequestOptions = {},
) {
  return sdk.paymentIntents.create(
    {
      amount: 12_500,
      currency: 'eur',
      metadata: { booking: 'sdk' },
      automatic_payment_methods: { enabled: true },
      ...params,
    },
    options,
  );
}

describe('the stripe SDK against the test server', () => {
  it('creates a PaymentIntent that the browser confirms with each test card, with the documented outcome', async () => {
    const outcomes: [string, string][] = [
      ['4242424242424242', 'succeeded'],
      ['4000000000000002', 'requires_payment_method'],
      ['4000000000009995', 'requires_payment_method'],
      ['4000002500003155', 'requires_action'],
    ];
    for (const [number, status] of outcomes) {
      const intent = await createIntent();
      expect(intent).toMatchObject({
        object: 'payment_intent',
        status: 'requires_payment_method',
        amount: 12_500,
      });
      await kit.confirmInBrowser(intent.id, intent.client_secret ?? '', card(number));
      const read = await sdk.paymentIntents.retrieve(intent.id);
      expect({ number, status: read.status }).toEqual({ number, status });
    }
    const debit = await createIntent();
    await kit.confirmInBrowser(debit.id, debit.client_secret ?? '', sepa('DE89370400440532013000'));
    expect((await sdk.paymentIntents.retrieve(debit.id)).status).toBe('processing');
  });

  it('throws StripeCardError with the decline code for a declined server-side confirmation', async () => {
    const intent = await createIntent();
    const failure = await sdk.paymentIntents
      .confirm(intent.id, { payment_method: 'pm_card_visa_chargeDeclinedInsufficientFunds' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(failure).toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    const paid = await sdk.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(paid.status).toBe('succeeded');
  });

  it('delivers events that stripe.webhooks.constructEvent accepts with the endpoint secret', async () => {
    const intent = await createIntent();
    await kit.confirmInBrowser(intent.id, intent.client_secret ?? '', card('4242424242424242'));
    const delivery = await kit.stripe.waitForDelivery(
      (candidate) => candidate.type === 'payment_intent.succeeded' && candidate.body.includes(intent.id),
    );
    const webhook = kit.receiver.received.find((candidate) => candidate.event.id === delivery.eventId);
    expect(webhook).toBeDefined();
    const event = sdk.webhooks.constructEvent(webhook?.body ?? '', webhook?.signature ?? '', WEBHOOK_SECRET);
    expect(event.type).toBe('payment_intent.succeeded');
    expect((event.data.object as Stripe.PaymentIntent).id).toBe(intent.id);
    expect(() =>
      sdk.webhooks.constructEvent(webhook?.body ?? '', webhook?.signature ?? '', 'whsec_wrong'),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('replays an idempotent create and refuses the key with other parameters', async () => {
    const first = await createIntent({ amount: 3000 }, { idempotencyKey: 'sdk-deposit-1' });
    const again = await createIntent({ amount: 3000 }, { idempotencyKey: 'sdk-deposit-1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    const other = await createIntent({ amount: 3100 }, { idempotencyKey: 'sdk-deposit-1' }).catch(
      (error: unknown) => error,
    );
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    // Without a key of its own the SDK still sends one (`stripe-node-retry-…`), so its retries are safe.
    const request = kit.stripe.requests.find((candidate) => candidate.idempotencyKey === 'sdk-deposit-1');
    expect(request?.caller).toBe('secret');
    await createIntent();
    expect(kit.stripe.requests.at(-1)?.idempotencyKey).toMatch(/^stripe-node-retry-/);
  });

  it('refunds the rest by default and refuses more than is left', async () => {
    const intent = await createIntent({ amount: 10_000 });
    await sdk.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const part = await sdk.refunds.create({
      payment_intent: intent.id,
      amount: 2500,
      reason: 'requested_by_customer',
    });
    expect(part).toMatchObject({
      object: 'refund',
      amount: 2500,
      status: 'succeeded',
      payment_intent: intent.id,
    });
    const tooMuch = await sdk.refunds
      .create({ payment_intent: intent.id, amount: 7501 })
      .catch((error: unknown) => error);
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooMuch).toMatchObject({ code: 'amount_too_large', param: 'amount' });
    const rest = await sdk.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(7500);
    const charge = await sdk.charges.retrieve(String(part.charge));
    expect(charge).toMatchObject({ amount_refunded: 10_000, refunded: true });
    const listed = await sdk.refunds.list({ payment_intent: intent.id });
    expect(listed.data.map((refund) => refund.amount)).toEqual([7500, 2500]);
  });

  it('scopes objects to the Stripe-Account they were created under', async () => {
    const intent = await createIntent({}, { stripeAccount: 'acct_sdk' });
    expect((await sdk.paymentIntents.retrieve(intent.id, {}, { stripeAccount: 'acct_sdk' })).id).toBe(
      intent.id,
    );
    const outside = await sdk.paymentIntents.retrieve(intent.id).catch((error: unknown) => error);
    expect(outside).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(outside).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    expect(kit.stripe.events.find((event) => event.data.object.id === intent.id)?.account).toBe('acct_sdk');
  });

  it('refuses live and publishable keys with StripeAuthenticationError', async () => {
    for (const key of ['sk_live_notallowed', 'pk_test_browseronly']) {
      const client = new Stripe(key, { ...kit.stripe.sdkOptions(), maxNetworkRetries: 0 });
      const refused = await client.paymentIntents
        .create({ amount: 1000, currency: 'eur' })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    }
  });

  it('drives SetupIntents: create, confirm with a card, cancel', async () => {
    const setup = await sdk.setupIntents.create({
      usage: 'off_session',
      automatic_payment_methods: { enabled: true },
    });
    expect(setup.status).toBe('requires_payment_method');
    const confirmed = await sdk.setupIntents.confirm(setup.id, { payment_method: 'pm_card_visa' });
    expect(confirmed.status).toBe('succeeded');
    const other = await sdk.setupIntents.create({ usage: 'off_session' });
    expect((await sdk.setupIntents.cancel(other.id, { cancellation_reason: 'abandoned' })).status).toBe(
      'canceled',
    );
  });
});
