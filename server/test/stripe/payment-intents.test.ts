import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, eventTypesFor, PUBLISHABLE_KEY, type StripeKit, sepa, startStripeKit } from './test-kit.ts';
import { callAsBrowser } from './wire-client.ts';

// Outcomes from Stripe's "Testing" docs: which card or IBAN does what, and the events each step sends.
let kit: StripeKit;
beforeAll(async () => {
  kit = await startStripeKit();
});
afterAll(() => kit.close());

describe('creating a PaymentIntent', () => {
  it('answers in Stripe’s shape, waiting for a payment method, with a client secret tied to its id', async () => {
    const answer = await kit.api('POST', '/v1/payment_intents', {
      amount: 12_500,
      currency: 'EUR',
      description: 'Deposit HH-AMS-2027-0042',
      metadata: { booking: '42', partner: 'harbour' },
      automatic_payment_methods: { enabled: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.headers.get('request-id')).toMatch(/^req_/);
    const id = String(answer.body.id);
    expect(answer.body).toMatchObject({
      object: 'payment_intent',
      amount: 12_500,
      currency: 'eur',
      status: 'requires_payment_method',
      livemode: false,
      description: 'Deposit HH-AMS-2027-0042',
      metadata: { booking: '42', partner: 'harbour' },
      automatic_payment_methods: { enabled: true },
      latest_charge: null,
      last_payment_error: null,
    });
    expect(id).toMatch(/^pi_\w+$/);
    expect(String(answer.body.client_secret)).toMatch(new RegExp(`^${id}_secret_\\w+$`));
    expect(eventTypesFor(kit.stripe, id)).toEqual(['payment_intent.created']);
  });

  it('lists the payment method types it was given', async () => {
    const answer = await kit.api('POST', '/v1/payment_intents', {
      amount: 5000,
      currency: 'usd',
      payment_method_types: ['card'],
    });
    expect(answer.body).toMatchObject({ payment_method_types: ['card'], automatic_payment_methods: null });
  });
});

describe('confirming from the browser with Stripe’s test cards', () => {
  it('4242 4242 4242 4242 succeeds, with a paid charge and the succeeded events', async () => {
    const { id, clientSecret } = await kit.createIntent();
    const answer = await kit.confirmInBrowser(id, clientSecret, card('4242424242424242'));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, status: 'succeeded' });
    expect(String(answer.body.payment_method)).toMatch(/^pm_/);
    const intent = kit.stripe.paymentIntent(id);
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 12_500 });
    expect(kit.stripe.charge(String(intent?.latest_charge))).toMatchObject({
      amount: 12_500,
      paid: true,
      captured: true,
      status: 'succeeded',
      payment_intent: id,
    });
    expect(eventTypesFor(kit.stripe, id)).toEqual([
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.succeeded',
    ]);
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline'],
    ['4000000000009995', 'card_declined', 'insufficient_funds'],
  ])(
    '%s is declined (%s / %s): a 402 card error, and the intent waits for another card',
    async (number, code, declineCode) => {
      const { id, clientSecret } = await kit.createIntent();
      const answer = await kit.confirmInBrowser(id, clientSecret, card(number));
      expect(answer.status).toBe(402);
      expect(answer.body.error).toMatchObject({ type: 'card_error', code, decline_code: declineCode });
      expect(answer.body.error?.payment_intent).toMatchObject({ id, status: 'requires_payment_method' });
      const intent = kit.stripe.paymentIntent(id);
      expect(intent).toMatchObject({
        status: 'requires_payment_method',
        payment_method: null,
        last_payment_error: { type: 'card_error', code, decline_code: declineCode },
      });
      expect(eventTypesFor(kit.stripe, id)).toEqual([
        'payment_intent.created',
        'charge.failed',
        'payment_intent.payment_failed',
      ]);
    },
  );

  it('a declined intent can be paid with another card', async () => {
    const { id, clientSecret } = await kit.createIntent();
    expect((await kit.confirmInBrowser(id, clientSecret, card('4000000000000002'))).status).toBe(402);
    const retry = await kit.confirmInBrowser(id, clientSecret, card('4242424242424242'));
    expect(retry.body).toMatchObject({ status: 'succeeded', last_payment_error: null });
  });

  it.each(['4000002500003155', '4000002760003184'])(
    '%s needs 3-D Secure; completing it pays',
    async (number) => {
      const { id, clientSecret } = await kit.createIntent();
      const answer = await kit.confirmInBrowser(id, clientSecret, card(number));
      expect(answer.body).toMatchObject({
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk' },
      });
      const done = await callAsBrowser(
        kit.stripe.url,
        'POST',
        `/test/payment_intents/${id}/authenticate`,
        PUBLISHABLE_KEY,
        clientSecret,
        {
          outcome: 'complete',
        },
      );
      expect(done.body).toMatchObject({ status: 'succeeded', next_action: null });
      expect(eventTypesFor(kit.stripe, id)).toEqual([
        'payment_intent.created',
        'payment_intent.requires_action',
        'charge.succeeded',
        'payment_intent.succeeded',
      ]);
    },
  );

  it('a failed 3-D Secure challenge leaves the intent waiting with payment_intent_authentication_failure', async () => {
    const { id, clientSecret } = await kit.createIntent();
    await kit.confirmInBrowser(id, clientSecret, card('4000002500003155'));
    const failed = await fetch(`${kit.stripe.url}/test/payment_intents/${id}/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: PUBLISHABLE_KEY, client_secret: clientSecret, outcome: 'fail' }),
    });
    expect(await failed.json()).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
    expect(eventTypesFor(kit.stripe, id).at(-1)).toBe('payment_intent.payment_failed');
  });

  it('a SEPA debit from DE89 3704 0044 0532 0130 00 is processing until it settles', async () => {
    const { id, clientSecret } = await kit.createIntent();
    const answer = await kit.confirmInBrowser(id, clientSecret, sepa('DE89370400440532013000'));
    expect(answer.body).toMatchObject({ status: 'processing' });
    expect(eventTypesFor(kit.stripe, id)).toContain('payment_intent.processing');
    expect(kit.stripe.settle(id)).toMatchObject({ status: 'succeeded', amount_received: 12_500 });
    expect(eventTypesFor(kit.stripe, id).at(-1)).toBe('payment_intent.succeeded');
  });

  it('a SEPA debit that bounces goes back to requires_payment_method', async () => {
    const { id, clientSecret } = await kit.createIntent();
    await kit.confirmInBrowser(id, clientSecret, sepa('DE62370400440532013001'));
    expect(kit.stripe.fail(id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error' },
    });
    expect(eventTypesFor(kit.stripe, id).at(-1)).toBe('payment_intent.payment_failed');
    expect(() => kit.stripe.settle(id)).toThrow(/not processing/);
  });

  it('refuses SEPA on an intent that only takes cards, and amounts sent by the browser', async () => {
    const { id, clientSecret } = await kit.createIntent({ currency: 'usd' });
    const sepaOnUsd = await kit.confirmInBrowser(id, clientSecret, sepa('DE89370400440532013000'));
    expect(sepaOnUsd.status).toBe(400);
    const amount = await kit.confirmInBrowser(id, clientSecret, { ...card('4242424242424242'), amount: 1 });
    expect(amount.status).toBe(400);
    expect(amount.body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'parameter_unknown',
      param: 'amount',
    });
    expect(kit.stripe.paymentIntent(id)?.status).toBe('requires_payment_method');
  });

  it('a SEPA debit needs the account holder’s name and email, as Stripe requires for mandates', async () => {
    const { id, clientSecret } = await kit.createIntent();
    const answer = await kit.confirmInBrowser(id, clientSecret, {
      payment_method_data: { type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'parameter_missing',
      param: 'payment_method_data[billing_details][name]',
    });
  });

  it('a mistyped card number is incorrect_number and changes nothing', async () => {
    const { id, clientSecret } = await kit.createIntent();
    const answer = await kit.confirmInBrowser(id, clientSecret, card('4242424242424241'));
    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({ type: 'card_error', code: 'incorrect_number' });
    expect(eventTypesFor(kit.stripe, id)).toEqual(['payment_intent.created']);
  });
});

describe('what a browser may see and do', () => {
  it('reads the intent with its client secret, without metadata or charges', async () => {
    const { id, clientSecret } = await kit.createIntent({ metadata: { booking: '7' } });
    const answer = await callAsBrowser(
      kit.stripe.url,
      'GET',
      `/v1/payment_intents/${id}`,
      PUBLISHABLE_KEY,
      clientSecret,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, amount: 12_500, status: 'requires_payment_method' });
    expect(answer.body).not.toHaveProperty('metadata');
    expect(answer.body).not.toHaveProperty('latest_charge');
  });

  it('refuses a wrong client secret', async () => {
    const { id } = await kit.createIntent();
    const answer = await callAsBrowser(
      kit.stripe.url,
      'GET',
      `/v1/payment_intents/${id}`,
      PUBLISHABLE_KEY,
      `${id}_secret_wrong`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ type: 'invalid_request_error', param: 'client_secret' });
  });

  it('cannot create intents with a publishable key', async () => {
    const answer = await kit.api(
      'POST',
      '/v1/payment_intents',
      { amount: 1000, currency: 'eur' },
      { key: PUBLISHABLE_KEY },
    );
    expect(answer.status).toBe(401);
  });
});

describe('server-side changes', () => {
  it('confirms at creation with a test PaymentMethod', async () => {
    const paid = await kit.api('POST', '/v1/payment_intents', {
      amount: 2000,
      currency: 'eur',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    const declined = await kit.api('POST', '/v1/payment_intents', {
      amount: 2000,
      currency: 'eur',
      payment_method: 'pm_card_visa_chargeDeclined',
      confirm: true,
    });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
  });

  it('updates the amount until money moves; metadata any time', async () => {
    const { id, clientSecret } = await kit.createIntent();
    expect((await kit.api('POST', `/v1/payment_intents/${id}`, { amount: 15_000 })).body).toMatchObject({
      amount: 15_000,
    });
    await kit.confirmInBrowser(id, clientSecret, card('4242424242424242'));
    const late = await kit.api('POST', `/v1/payment_intents/${id}`, { amount: 1000 });
    expect(late.status).toBe(400);
    expect(late.body.error).toMatchObject({ code: 'payment_intent_unexpected_state' });
    const tagged = await kit.api('POST', `/v1/payment_intents/${id}`, { metadata: { note: 'paid' } });
    expect(tagged.body).toMatchObject({ amount: 15_000, metadata: { note: 'paid' } });
  });

  it('cancels an unpaid intent once, with its reason; a paid one cannot be canceled or confirmed again', async () => {
    const { id } = await kit.createIntent();
    const canceled = await kit.api('POST', `/v1/payment_intents/${id}/cancel`, {
      cancellation_reason: 'abandoned',
    });
    expect(canceled.body).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(typeof canceled.body.canceled_at).toBe('number');
    expect(eventTypesFor(kit.stripe, id).at(-1)).toBe('payment_intent.canceled');
    const again = await kit.api('POST', `/v1/payment_intents/${id}/cancel`);
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'payment_intent_unexpected_state' });

    const paid = await kit.createIntent();
    await kit.confirmInBrowser(paid.id, paid.clientSecret, card('4242424242424242'));
    expect((await kit.api('POST', `/v1/payment_intents/${paid.id}/cancel`)).body.error).toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    expect(
      (await kit.confirmInBrowser(paid.id, paid.clientSecret, card('4242424242424242'))).body.error,
    ).toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('holds the money with manual capture until it is captured', async () => {
    const { id, clientSecret } = await kit.createIntent({ capture_method: 'manual' });
    const held = await kit.confirmInBrowser(id, clientSecret, card('4242424242424242'));
    expect(held.body).toMatchObject({ status: 'requires_capture' });
    const captured = await kit.api('POST', `/v1/payment_intents/${id}/capture`, {
      amount_to_capture: 10_000,
    });
    expect(captured.body).toMatchObject({ status: 'succeeded', amount_received: 10_000 });
  });

  it('expands the latest charge on request', async () => {
    const { id, clientSecret } = await kit.createIntent();
    await kit.confirmInBrowser(id, clientSecret, card('4242424242424242'));
    const answer = await kit.api('GET', `/v1/payment_intents/${id}`, { expand: ['latest_charge'] });
    expect(answer.body.latest_charge).toMatchObject({ object: 'charge', amount: 12_500, amount_refunded: 0 });
  });
});
