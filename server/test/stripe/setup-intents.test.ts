import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, eventTypesFor, PUBLISHABLE_KEY, type StripeKit, sepa, startStripeKit } from './test-kit.ts';
import { callAsBrowser } from './wire-client.ts';

let kit: StripeKit;
beforeAll(async () => {
  kit = await startStripeKit();
});
afterAll(() => kit.close());

async function createSetup(params = {}) {
  const answer = await kit.api('POST', '/v1/setup_intents', {
    usage: 'off_session',
    metadata: { booking: '9' },
    ...params,
  });
  expect(answer.status).toBe(200);
  return { id: String(answer.body.id), clientSecret: String(answer.body.client_secret), body: answer.body };
}

describe('SetupIntents with Stripe’s test cards', () => {
  it('are created waiting for a payment method, for off-session use', async () => {
    const { id, body } = await createSetup();
    expect(id).toMatch(/^seti_/);
    expect(body).toMatchObject({
      object: 'setup_intent',
      status: 'requires_payment_method',
      usage: 'off_session',
    });
    expect(String(body.client_secret)).toMatch(new RegExp(`^${id}_secret_\\w+$`));
    expect(eventTypesFor(kit.stripe, id)).toEqual(['setup_intent.created']);
  });

  it('4242 sets up a reusable payment method', async () => {
    const { id, clientSecret } = await createSetup();
    const answer = await kit.confirmInBrowser(id, clientSecret, card('4242424242424242'), 'setup_intents');
    expect(answer.body).toMatchObject({ status: 'succeeded' });
    expect(String(answer.body.payment_method)).toMatch(/^pm_/);
    expect(eventTypesFor(kit.stripe, id).at(-1)).toBe('setup_intent.succeeded');
  });

  it('a declined card fails with setup_intent.setup_failed and last_setup_error', async () => {
    const { id, clientSecret } = await createSetup();
    const answer = await kit.confirmInBrowser(id, clientSecret, card('4000000000000002'), 'setup_intents');
    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    expect(kit.stripe.setupIntent(id)).toMatchObject({
      status: 'requires_payment_method',
      last_setup_error: { code: 'card_declined' },
    });
    expect(eventTypesFor(kit.stripe, id).at(-1)).toBe('setup_intent.setup_failed');
  });

  it('3155 needs 3-D Secure to be set up; once set up it pays off session without it', async () => {
    const { id, clientSecret } = await createSetup();
    const pending = await kit.confirmInBrowser(id, clientSecret, card('4000002500003155'), 'setup_intents');
    expect(pending.body).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk' },
    });
    const done = await callAsBrowser(
      kit.stripe.url,
      'POST',
      `/test/setup_intents/${id}/authenticate`,
      PUBLISHABLE_KEY,
      clientSecret,
      {
        outcome: 'complete',
      },
    );
    expect(done.body).toMatchObject({ status: 'succeeded' });
    const paymentMethod = String(done.body.payment_method);
    const later = await kit.api('POST', '/v1/payment_intents', {
      amount: 4000,
      currency: 'eur',
      payment_method: paymentMethod,
      off_session: true,
      confirm: true,
    });
    expect(later.body).toMatchObject({ status: 'succeeded', payment_method: paymentMethod });
  });

  it('a failed challenge is setup_intent_authentication_failure', async () => {
    const { id, clientSecret } = await createSetup();
    await kit.confirmInBrowser(id, clientSecret, card('4000002760003184'), 'setup_intents');
    const failed = await callAsBrowser(
      kit.stripe.url,
      'POST',
      `/test/setup_intents/${id}/authenticate`,
      PUBLISHABLE_KEY,
      clientSecret,
      {
        outcome: 'fail',
      },
    );
    expect(failed.body).toMatchObject({
      status: 'requires_payment_method',
      last_setup_error: { code: 'setup_intent_authentication_failure' },
    });
  });

  it('a SEPA mandate is set up at once', async () => {
    const { id, clientSecret } = await createSetup();
    const answer = await kit.confirmInBrowser(
      id,
      clientSecret,
      sepa('DE89370400440532013000'),
      'setup_intents',
    );
    expect(answer.body).toMatchObject({ status: 'succeeded' });
  });

  it('are read by the browser without metadata, and canceled by the server', async () => {
    const { id, clientSecret } = await createSetup();
    const read = await callAsBrowser(
      kit.stripe.url,
      'GET',
      `/v1/setup_intents/${id}`,
      PUBLISHABLE_KEY,
      clientSecret,
    );
    expect(read.body).toMatchObject({ id, status: 'requires_payment_method' });
    expect(read.body).not.toHaveProperty('metadata');
    const canceled = await kit.api('POST', `/v1/setup_intents/${id}/cancel`, {
      cancellation_reason: 'abandoned',
    });
    expect(canceled.body).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(eventTypesFor(kit.stripe, id).at(-1)).toBe('setup_intent.canceled');
    const again = await kit.api('POST', `/v1/setup_intents/${id}/cancel`);
    expect(again.body.error).toMatchObject({ code: 'setup_intent_unexpected_state' });
  });
});
