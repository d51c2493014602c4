import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { AppDeps } from '../src/app.ts';
import type { StripeEnv } from '../src/env.ts';
import type { PaymentProvider } from '../src/resources/payments/provider.ts';
import { stripeProvider } from '../src/resources/payments/stripe-provider.ts';
import { bookingCall } from './bookings.ts';
import { type FreshApp, freshApp } from './fresh-app.ts';
import { payInBrowser } from './stripe/pay-in-browser.ts';
import { TEST_STRIPE_KEYS } from './stripe-keys.ts';

export { intentIdOf, payInBrowser } from './stripe/pay-in-browser.ts';

import { type StripeTestServer, startStripeTestServer } from './stripe/stripe-test-server.ts';

// The product's real Stripe provider (the official SDK) talking to the local Stripe API test server,
// whose webhooks reach the app over real HTTP: the closest thing to Stripe this machine can run.

export { TEST_STRIPE_KEYS } from './stripe-keys.ts';

/** An app with card payments, its Stripe test server and the webhook address it listens on. */
export type PaymentBed = FreshApp & {
  stripe: StripeTestServer;
  provider: PaymentProvider;
  webhookUrl: string;
};

/**
 * Starts the Stripe test server, the app on a fresh database with the Stripe provider pointed at it,
 * and an HTTP listener for the webhooks. `deliver: 'manual'` keeps events until `stripe.flush()` or
 * `stripe.deliver(id)`, so tests can replay, reorder and delay them.
 */
export async function paymentBed(
  overrides: Partial<Omit<AppDeps, 'db' | 'payments'>> = {},
  deliver: 'auto' | 'manual' = 'auto',
): Promise<PaymentBed> {
  let webhookUrl: string | null = null;
  const stripe = await startStripeTestServer({
    webhookSecret: TEST_STRIPE_KEYS.webhookSecret,
    webhookUrl: () => webhookUrl,
    deliver,
  });
  const env: StripeEnv = { ...TEST_STRIPE_KEYS, apiUrl: stripe.url };
  const provider = stripeProvider(env);
  const fresh = await freshApp({ ...overrides, payments: provider });
  const server = serve({ fetch: fresh.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/stripe/webhook`;
  return {
    ...fresh,
    stripe,
    provider,
    webhookUrl,
    close: async () => {
      await stripe.idle();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stripe.close();
      await fresh.close();
    },
  };
}

/** A booking's id and visitor credentials. */
type Held = { id: number; username: string; key: string };

/** Opens the booking's payment session as the widget does; the answer's body is the session. */
export function openSession(bed: Pick<PaymentBed, 'app'>, booking: Held) {
  return bookingCall(bed.app, 'POST', `/api/booking/${booking.id}/payments`, {
    username: booking.username,
    key: booking.key,
  });
}

/** Asks the server to check the payment with Stripe, as the widget does once Stripe.js answered. */
export function checkPayment(bed: Pick<PaymentBed, 'app'>, booking: Held, sessionId: string) {
  return bookingCall(bed.app, 'POST', `${sessionId}/check`, { username: booking.username, key: booking.key });
}

/** Pays (or secures) a held booking the way a visitor does: session, test card in the browser, check. */
export async function payHeldBooking(
  bed: Pick<PaymentBed, 'app' | 'stripe'>,
  booking: Held,
  method = '4242424242424242',
) {
  const session = await openSession(bed, booking);
  if (session.status !== 200)
    throw new Error(`session failed ${session.status}: ${JSON.stringify(session.body)}`);
  const paid = await payInBrowser(bed.stripe, session.body, method);
  const checked = await checkPayment(bed, booking, session.body['@id']);
  return { session: session.body, paid, checked };
}
