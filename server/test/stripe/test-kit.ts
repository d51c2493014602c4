import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type StripeTestServer,
  type StripeTestServerOptions,
  startStripeTestServer,
} from './stripe-test-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';
import { callApi, callAsBrowser, type WireAnswer, type WireParams } from './wire-client.ts';

export const WEBHOOK_SECRET = 'whsec_test_kit';
export const PUBLISHABLE_KEY = 'pk_test_kit';

/** A test server wired to a local webhook receiver, and shortcuts for the calls tests make. */
export type StripeKit = {
  stripe: StripeTestServer;
  receiver: WebhookReceiver;
  /** A server-side call with a secret key. */
  api: (
    method: 'GET' | 'POST',
    path: string,
    params?: WireParams,
    options?: Parameters<typeof callApi>[4],
  ) => Promise<WireAnswer>;
  /** Creates a PaymentIntent (EUR unless given) and returns its id and client secret. */
  createIntent: (params?: WireParams, account?: string) => Promise<{ id: string; clientSecret: string }>;
  /** Confirms as Stripe.js does from the page: publishable key + client secret. */
  confirmInBrowser: (
    id: string,
    clientSecret: string,
    params: WireParams,
    kind?: 'payment_intents' | 'setup_intents',
    account?: string,
  ) => Promise<WireAnswer>;
  close: () => Promise<void>;
};

/** Starts a kit; `options` override the server's defaults. */
export async function startStripeKit(options: Partial<StripeTestServerOptions> = {}): Promise<StripeKit> {
  const receiver = await startWebhookReceiver();
  const stripe = await startStripeTestServer({
    webhookUrl: receiver.url,
    webhookSecret: WEBHOOK_SECRET,
    ...options,
  });
  const api: StripeKit['api'] = (method, path, params = {}, callOptions = {}) =>
    callApi(stripe.url, method, path, params, callOptions);
  return {
    stripe,
    receiver,
    api,
    createIntent: async (params = {}, account) => {
      const answer = await api(
        'POST',
        '/v1/payment_intents',
        { amount: 12_500, currency: 'eur', ...params },
        account ? { account } : {},
      );
      if (answer.status !== 200) throw new Error(`create failed: ${JSON.stringify(answer.body)}`);
      return { id: String(answer.body.id), clientSecret: String(answer.body.client_secret) };
    },
    confirmInBrowser: (id, clientSecret, params, kind = 'payment_intents', account) =>
      callAsBrowser(
        stripe.url,
        'POST',
        `/v1/${kind}/${id}/confirm`,
        PUBLISHABLE_KEY,
        clientSecret,
        params,
        account,
      ),
    close: async () => {
      await stripe.close();
      await receiver.close();
    },
  };
}

/** `payment_method_data` for a card number, as the Payment Element submits it. */
export function card(number: string): WireParams {
  return {
    payment_method_data: { type: 'card', card: { number, exp_month: 12, exp_year: 2034, cvc: '123' } },
  };
}

/** `payment_method_data` for a SEPA Direct Debit IBAN. */
export function sepa(iban: string): WireParams {
  return {
    payment_method_data: {
      type: 'sepa_debit',
      sepa_debit: { iban },
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    },
  };
}

/**
 * Verifies a `Stripe-Signature` header the way Stripe's docs describe verifying by hand: take `t` and every
 * `v1`, compute HMAC-SHA256 of `"<t>.<raw body>"` with the endpoint secret, compare in constant time, and
 * refuse timestamps more than five minutes from now. Written from the docs, not from the server's code.
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string,
  secret: string,
  toleranceSeconds = 300,
): boolean {
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string]);
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => value);
  if (!Number.isInteger(timestamp) || signatures.length === 0) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex'));
  return signatures.some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The event types of a PaymentIntent's events, in order. */
export function eventTypesFor(stripe: StripeTestServer, objectId: string): string[] {
  return stripe.events
    .filter((event) => {
      const object = event.data.object as { id: string; payment_intent?: string };
      return object.id === objectId || object.payment_intent === objectId;
    })
    .map((event) => event.type);
}
