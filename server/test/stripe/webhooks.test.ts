import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { card, type StripeKit, startStripeKit, verifyStripeSignature, WEBHOOK_SECRET } from './test-kit.ts';

let kit: StripeKit | undefined;
afterEach(async () => {
  await kit?.close();
  kit = undefined;
});

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('webhooks', () => {
  it('POSTs every event as JSON, signed so that Stripe’s documented check accepts it', async () => {
    kit = await startStripeKit();
    const { id, clientSecret } = await kit.createIntent();
    await kit.confirmInBrowser(id, clientSecret, card('4242424242424242'));
    const received = await kit.receiver.waitForCount(3);
    expect(received.map((webhook) => webhook.event.type)).toEqual([
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.succeeded',
    ]);
    for (const webhook of received) {
      expect(webhook.contentType).toMatch(/^application\/json/);
      expect(verifyStripeSignature(webhook.body, webhook.signature, WEBHOOK_SECRET)).toBe(true);
      expect(verifyStripeSignature(webhook.body, webhook.signature, 'whsec_someone_else')).toBe(false);
      expect(verifyStripeSignature(`${webhook.body} `, webhook.signature, WEBHOOK_SECRET)).toBe(false);
    }
    const succeeded = JSON.parse(received[2]?.body ?? '{}');
    expect(succeeded).toMatchObject({
      object: 'event',
      type: 'payment_intent.succeeded',
      livemode: false,
      pending_webhooks: 1,
      data: { object: { id, object: 'payment_intent', status: 'succeeded', amount: 12_500 } },
    });
    expect(succeeded.id).toMatch(/^evt_/);
    expect(typeof succeeded.created).toBe('number');
    expect(typeof succeeded.api_version).toBe('string');
    expect(succeeded.request.id).toMatch(/^req_/);
    await kit.stripe.idle();
    expect(kit.stripe.deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
  });

  it('records the idempotency key of the request that caused an event', async () => {
    kit = await startStripeKit();
    await kit.api(
      'POST',
      '/v1/payment_intents',
      { amount: 5000, currency: 'eur' },
      { idempotencyKey: 'booking-42-deposit' },
    );
    expect(kit.stripe.events[0]?.request).toMatchObject({ idempotency_key: 'booking-42-deposit' });
  });

  it('records failed deliveries (an error status, nothing listening) instead of throwing', async () => {
    kit = await startStripeKit();
    kit.receiver.answerWith(500);
    await kit.createIntent();
    const refused = await kit.stripe.waitForDelivery(() => true);
    expect(refused).toMatchObject({ status: 500, type: 'payment_intent.created' });
    expect(refused.error).toContain('500');

    const port = await closedPort();
    await kit.close();
    kit = await startStripeKit({ webhookUrl: `http://127.0.0.1:${port}/webhook` });
    await kit.createIntent();
    const unreachable = await kit.stripe.waitForDelivery(() => true);
    expect(unreachable.status).toBeNull();
    expect(unreachable.error).toBeTruthy();
  });

  it('in manual mode keeps events until flushed, then sends them in order; deliver() replays one', async () => {
    kit = await startStripeKit({ deliver: 'manual' });
    const { id, clientSecret } = await kit.createIntent();
    await kit.confirmInBrowser(id, clientSecret, card('4000000000000002'));
    expect(kit.stripe.events).toHaveLength(3);
    expect(kit.receiver.received).toHaveLength(0);
    const flushed = await kit.stripe.flush();
    expect(flushed.map((delivery) => delivery.type)).toEqual([
      'payment_intent.created',
      'charge.failed',
      'payment_intent.payment_failed',
    ]);
    expect(kit.receiver.received.map((webhook) => webhook.event.type)).toEqual(
      flushed.map((delivery) => delivery.type),
    );
    const failedEvent = kit.stripe.events[2]?.id ?? '';
    const replay = await kit.stripe.deliver(failedEvent);
    expect(replay).toMatchObject({ eventId: failedEvent, replay: true, status: 200 });
    expect(kit.receiver.received.at(-1)?.event.id).toBe(failedEvent);
    expect(await kit.stripe.flush()).toEqual([]);
  });

  it('waits for an endpoint given later (a function that answered null)', async () => {
    let endpoint: string | null = null;
    kit = await startStripeKit({ webhookUrl: () => endpoint });
    await kit.createIntent();
    expect(kit.stripe.events[0]?.pending_webhooks).toBe(0);
    expect(kit.stripe.deliveries).toHaveLength(0);
    endpoint = kit.receiver.url;
    await kit.stripe.flush();
    expect(kit.receiver.received.map((webhook) => webhook.event.type)).toEqual(['payment_intent.created']);
  });
});
