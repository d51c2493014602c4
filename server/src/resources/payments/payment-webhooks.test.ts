import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentScene, paymentScene } from '../../../test/payment-bookings.ts';
import { intentIdOf, openSession, payInBrowser, TEST_STRIPE_KEYS } from '../../../test/payments.ts';

// Stripe's webhooks (issue 16): signed with the endpoint secret, processed once however often Stripe
// repeats them, applied forward only whatever order they arrive in, and a payment that arrives after
// its hold ran out confirms the booking when what it held is still free. Deliveries are manual here,
// so each test decides when (and how often) Stripe "sends" an event.

let s: PaymentScene;
beforeAll(async () => {
  s = await paymentScene('manual');
  await s.setRule('full');
});
afterAll(() => s.close());

const bookNow = { transition: 'book_now', termsAccepted: true };
const eventsOf = (intent: string, type: string) =>
  s.bed.stripe.events.filter((e) => e.type === type && (e.data.object as { id: string }).id === intent);

async function heldAndPaid(card = '4242424242424242') {
  const b = await s.booking({ paymentMethod: 'CREDIT_CARD' });
  await s.move(b, bookNow);
  const session = (await openSession(s.bed, b)).body;
  await payInBrowser(s.bed.stripe, session, card);
  return { b, session, intent: intentIdOf(session.clientSecret) };
}

const post = (body: string, signature: string) =>
  s.bed.app.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body,
  });

describe('the Stripe webhook', () => {
  it('confirms the booking on payment_intent.succeeded, once, however often Stripe repeats it', async () => {
    const { b, intent } = await heldAndPaid();
    expect((await s.read(b)).body.status).toBe('payment_pending');
    await s.bed.stripe.flush();
    expect((await s.read(b)).body.status).toBe('confirmed');
    const [succeeded] = eventsOf(intent, 'payment_intent.succeeded');
    const replays = await Promise.all([1, 2, 3].map(() => s.bed.stripe.deliver(succeeded!.id)));
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replays.map((r) => JSON.parse(r.error ?? '{}').duplicate ?? 'ok')).toBeDefined();
    const audit = (await s.read(b)).body.auditTrail.map((a: { transition: string }) => a.transition);
    expect(audit.filter((t: string) => t === 'payment_succeeded')).toHaveLength(1);
  });

  it('refuses a forged or altered event with 400 and changes nothing', async () => {
    const b = await s.booking({ paymentMethod: 'CREDIT_CARD' });
    await s.move(b, bookNow);
    const session = (await openSession(s.bed, b)).body;
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: intentIdOf(session.clientSecret),
          object: 'payment_intent',
          status: 'succeeded',
          metadata: {},
        },
      },
    });
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({
      payload: forged,
      secret: 'whsec_someone_else',
    });
    const answer = await post(forged, wrongSecret);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await answer.json()).code).toBe('invalid_webhook_signature');
    const signed = Stripe.webhooks.generateTestHeaderString({
      payload: forged,
      secret: TEST_STRIPE_KEYS.webhookSecret,
    });
    expect((await post(`${forged} `, signed)).status).toBe(400);
    expect((await post(forged, '')).status).toBe(400);
    expect((await s.read(b)).body.status).toBe('payment_pending');
  });

  it('refuses a correctly signed event that is too old to be fresh (a replay from long ago)', async () => {
    const { b, intent } = await heldAndPaid();
    const [succeeded] = eventsOf(intent, 'payment_intent.succeeded');
    const body = JSON.stringify(succeeded);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: TEST_STRIPE_KEYS.webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await post(body, stale)).status).toBe(400);
    expect((await s.read(b)).body.status).toBe('payment_pending');
    await s.bed.stripe.flush();
  });

  it('ignores an older state arriving after a newer one (processing after succeeded)', async () => {
    const b = await s.booking({ paymentMethod: 'CREDIT_CARD' });
    await s.move(b, bookNow);
    const session = (await openSession(s.bed, b)).body;
    const intent = intentIdOf(session.clientSecret);
    await payInBrowser(s.bed.stripe, session, 'DE89370400440532013000');
    s.bed.stripe.settle(intent);
    const [processing] = eventsOf(intent, 'payment_intent.processing');
    const [succeeded] = eventsOf(intent, 'payment_intent.succeeded');
    await s.bed.stripe.deliver(succeeded!.id);
    await s.bed.stripe.deliver(processing!.id);
    expect((await s.read(b)).body.status).toBe('confirmed');
    expect((await s.billing(b)).body.payments[0]).toMatchObject({ status: 'succeeded' });
    await s.bed.stripe.flush();
  });

  it('a payment with the bank keeps the hold past its end; the bank’s yes confirms', async () => {
    const b = await s.booking({ paymentMethod: 'CREDIT_CARD' });
    await s.move(b, bookNow);
    const session = (await openSession(s.bed, b)).body;
    const intent = intentIdOf(session.clientSecret);
    await payInBrowser(s.bed.stripe, session, 'DE89370400440532013000');
    await s.bed.stripe.flush();
    expect((await s.billing(b)).body.payments[0].status).toBe('processing');
    s.advance(30);
    await s.sweep();
    expect((await s.read(b)).body.status).toBe('payment_pending');
    s.bed.stripe.settle(intent);
    await s.bed.stripe.flush();
    expect((await s.read(b)).body.status).toBe('confirmed');
  });

  // Found by the fuzz run of the OpenAPI document: a correctly signed body without an event's shape
  // answered 500, which Stripe would retry for days. Stripe asks for a 2xx on events a receiver does
  // not handle (https://docs.stripe.com/webhooks#handle-events).
  it.each([
    ['that is JSON null', null],
    [
      'whose id is an array nested 100,000 deep',
      `{"id":${'['.repeat(100_000)}${']'.repeat(100_000)},"type":"x"}`,
    ],
    ['without data', { id: 'evt_a', type: 'payment_intent.succeeded' }],
    ['with data that is not an object', { id: 'evt_b', type: 'payment_intent.succeeded', data: '' }],
    ['without data.object', { id: 'evt_c', type: 'payment_intent.succeeded', data: {} }],
    [
      'naming a payment id beyond the database ids',
      {
        id: 'evt_e',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: 'pi_unknown',
            object: 'payment_intent',
            status: 'succeeded',
            metadata: { payment_id: '99999999999' },
          },
        },
      },
    ],
    [
      'with an intent without an id',
      {
        id: 'evt_d',
        type: 'payment_intent.succeeded',
        data: { object: { object: 'payment_intent', status: 'succeeded' } },
      },
    ],
  ])('answers a signed event %s 200, unhandled', async (_label, event) => {
    const body = typeof event === 'string' ? event : JSON.stringify(event);
    const signed = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: TEST_STRIPE_KEYS.webhookSecret,
    });
    const answer = await post(body, signed);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ received: true, handled: false });
  });

  it('refuses a signed event whose strings are not text (a NUL in its id) as any body: 400 invalid_characters', async () => {
    // PostgreSQL text cannot hold NUL: stored as the event's id it was a 500 (found by the fuzz run).
    const body = JSON.stringify({
      id: 'evt_\u0000',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_\u0000a', object: 'payment_intent', status: 'succeeded', metadata: {} } },
    });
    const signed = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: TEST_STRIPE_KEYS.webhookSecret,
    });
    const answer = await post(body, signed);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await answer.json()).toMatchObject({ code: 'invalid_characters' });
  });
});
