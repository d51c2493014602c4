import Stripe from 'stripe';
import type { PaymentStatus } from '../../../../src/contracts/payment.schema.ts';
import { parseReference } from '../../api/reference.ts';
import type { StripeEnv } from '../../env.ts';
import {
  type CreateIntent,
  type IntentKind,
  type IntentState,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderEvent,
  WebhookSignatureError,
} from './provider.ts';

// The payment provider on Stripe's official SDK. Every create and refund carries an idempotency key
// derived from our own row, so a retry after a timeout never charges or refunds twice. Amounts come
// from the caller, which takes them from the billing; nothing here reads a request.

type StripeIntent = Stripe.PaymentIntent | Stripe.SetupIntent;

/** Our status for a PaymentIntent's or SetupIntent's status (Stripe's lifecycle, documented per object). */
export function statusOf(
  intent: Pick<StripeIntent, 'status'> & { last_payment_error?: unknown; last_setup_error?: unknown },
): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'cancelled';
    case 'requires_payment_method':
      // Back to "needs a card" after a decline: that attempt failed; a new card may still pay.
      return intent.last_payment_error || intent.last_setup_error ? 'failed' : 'pending';
    default:
      // requires_confirmation, requires_action (3-D Secure), requires_capture: still with the visitor.
      return 'pending';
  }
}

/** A string member of a webhook's object, or null: a signed body may still hold anything there. */
function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function stateOf(kind: IntentKind, intent: StripeIntent, account: string | null): IntentState {
  const error =
    kind === 'payment'
      ? (intent as Stripe.PaymentIntent).last_payment_error
      : (intent as Stripe.SetupIntent).last_setup_error;
  // Our metadata holds a payments row id; anything else (beyond int4 too) names no payment of ours.
  const paymentId = parseReference(intent.metadata?.payment_id, 'payments');
  return {
    kind,
    id: intent.id,
    status: statusOf(intent),
    clientSecret: text(intent.client_secret),
    failureCode: error ? (text(error.decline_code) ?? text(error.code) ?? 'failed') : null,
    paymentId,
    account,
  };
}

function providerError(error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    return new PaymentProviderError(
      error.message,
      error.code ?? error.type ?? null,
      error.statusCode ?? null,
    );
  }
  return new PaymentProviderError((error as Error).message ?? String(error), null, null);
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw providerError(error);
  }
}

/** The Stripe client for the keys (and, for tests and local trials, another API address). */
function stripeClient(env: StripeEnv): Stripe {
  const target = env.apiUrl ? new URL(env.apiUrl) : null;
  return new Stripe(env.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** The provider for `env`. */
export function stripeProvider(env: StripeEnv, client: Stripe = stripeClient(env)): PaymentProvider {
  const on = (account: string | null) => (account ? { stripeAccount: account } : {});
  return {
    name: 'stripe',
    publishableKey: env.publishableKey,

    createIntent: (request: CreateIntent) =>
      call(async () => {
        const metadata = { payment_id: String(request.paymentId), booking: request.bookingReference };
        const options = { idempotencyKey: request.idempotencyKey, ...on(request.account) };
        if (request.kind === 'payment') {
          const intent = await client.paymentIntents.create(
            {
              amount: request.amount,
              currency: request.currency.toLowerCase(),
              description: request.description,
              metadata,
              automatic_payment_methods: { enabled: true },
            },
            options,
          );
          return stateOf('payment', intent, request.account);
        }
        const intent = await client.setupIntents.create(
          {
            description: request.description,
            metadata,
            usage: 'off_session',
            automatic_payment_methods: { enabled: true },
          },
          options,
        );
        return stateOf('setup', intent, request.account);
      }),

    retrieveIntent: (kind, id, account) =>
      call(async () =>
        kind === 'payment'
          ? stateOf(kind, await client.paymentIntents.retrieve(id, {}, on(account)), account)
          : stateOf(kind, await client.setupIntents.retrieve(id, {}, on(account)), account),
      ),

    cancelIntent: (kind, id, account) =>
      call(async () => {
        try {
          return kind === 'payment'
            ? stateOf(kind, await client.paymentIntents.cancel(id, {}, on(account)), account)
            : stateOf(kind, await client.setupIntents.cancel(id, {}, on(account)), account);
        } catch (error) {
          // Already succeeded, processing or cancelled: the intent's own state says what happened.
          if (error instanceof Stripe.errors.StripeInvalidRequestError) {
            return kind === 'payment'
              ? stateOf(kind, await client.paymentIntents.retrieve(id, {}, on(account)), account)
              : stateOf(kind, await client.setupIntents.retrieve(id, {}, on(account)), account);
          }
          throw error;
        }
      }),

    refund: (request) =>
      call(async () => {
        const refund = await client.refunds.create(
          { payment_intent: request.intentId, amount: request.amount, reason: 'requested_by_customer' },
          { idempotencyKey: request.idempotencyKey, ...on(request.account) },
        );
        const status =
          refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending';
        return { id: refund.id, status };
      }),

    parseWebhook: async (rawBody, signature) => {
      let event: Stripe.Event;
      try {
        event = await client.webhooks.constructEventAsync(rawBody, signature ?? '', env.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      return eventOf(event);
    },
  };
}

/**
 * The intent a Stripe event is about, when it is a PaymentIntent or SetupIntent event. A signature proves
 * who sent the body, not its shape: a body that is no object, an event without an object, or an intent
 * without an id, is one we do not handle (answered 200, so it is not retried for days), never a crash.
 */
function eventOf(event: Stripe.Event): ProviderEvent {
  if (event === null || typeof event !== 'object') return { id: '', type: '', intent: null };
  const id = typeof event.id === 'string' ? event.id : '';
  const type = typeof event.type === 'string' ? event.type : '';
  const object: unknown = (event as { data?: { object?: unknown } }).data?.object;
  if (object === null || typeof object !== 'object' || typeof (object as { id?: unknown }).id !== 'string')
    return { id, type, intent: null };
  const kind = (object as { object?: unknown }).object;
  const account = typeof event.account === 'string' ? event.account : null;
  if (kind === 'payment_intent') {
    return { id, type, intent: stateOf('payment', object as Stripe.PaymentIntent, account) };
  }
  if (kind === 'setup_intent') {
    return { id, type, intent: stateOf('setup', object as Stripe.SetupIntent, account) };
  }
  return { id, type, intent: null };
}
