// Webhook bodies shaped like Stripe's events (https://docs.stripe.com/api/events/object): the document
// only says "an object", so without these a signed webhook would never reach the event handling. Types
// and intent statuses are Stripe's documented ones; `metadata.payment_id` names our payments now and then.
import fc from 'fast-check';

const EVENT_TYPES = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.canceled',
  'payment_intent.requires_action',
  'setup_intent.succeeded',
  'setup_intent.setup_failed',
  'charge.refunded',
  'charge.dispute.created',
  'customer.created',
];
const INTENT_STATUSES = [
  'succeeded',
  'processing',
  'canceled',
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
];

/** A Stripe-shaped event; `paymentIds` are payment ids of ours that exist on the server under test. */
export function stripeEvents(paymentIds: string[]): fc.Arbitrary<Record<string, unknown>> {
  const paymentId = fc.oneof(
    fc.constantFrom(...(paymentIds.length > 0 ? paymentIds : ['1'])),
    fc.constantFrom('0', '-1', 'abc', '1.5', '99999999999'),
  );
  const intent = fc.record(
    {
      id: fc.stringMatching(/^(pi|seti|ch)_[A-Za-z0-9]{1,24}$/),
      object: fc.constantFrom('payment_intent', 'setup_intent', 'charge', 'customer'),
      status: fc.constantFrom(...INTENT_STATUSES),
      amount: fc.integer({ min: 0, max: 10_000_000 }),
      currency: fc.constantFrom('eur', 'usd', 'EUR', 'xxx'),
      client_secret: fc.option(fc.string({ maxLength: 20 })),
      metadata: fc.record(
        { payment_id: paymentId, booking: fc.string({ maxLength: 20 }) },
        { requiredKeys: [] },
      ),
      last_payment_error: fc.option(
        fc.record({
          code: fc.constantFrom('card_declined', 'expired_card'),
          decline_code: fc.option(fc.constant('insufficient_funds')),
        }),
      ),
    },
    { requiredKeys: ['id', 'object'] },
  );
  return fc.record(
    {
      id: fc.stringMatching(/^evt_[A-Za-z0-9]{1,24}$/),
      object: fc.constant('event'),
      type: fc.constantFrom(...EVENT_TYPES),
      created: fc.integer({ min: 0, max: 2_000_000_000 }),
      livemode: fc.boolean(),
      account: fc.option(fc.stringMatching(/^acct_[A-Za-z0-9]{1,16}$/)),
      data: fc.record({ object: intent }),
    },
    { requiredKeys: ['id', 'type', 'data'] },
  );
}
