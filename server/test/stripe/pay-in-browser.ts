import type { StripeTestServer } from './stripe-test-server.types.ts';
import { card, sepa } from './test-kit.ts';
import { callAsBrowser, type WireAnswer } from './wire-client.ts';

// What Stripe.js does in the visitor's browser when the Payment Element is submitted, for tests that
// drive the product's server without a browser (and for the bench).

/** A payment session's intent id, from its client secret (`pi_…_secret_…`). */
export function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0]!;
}

/** Confirms a session in the "browser" as Stripe.js does: the publishable key, the client secret, a test card or IBAN. */
export function payInBrowser(
  stripe: Pick<StripeTestServer, 'url'>,
  session: {
    kind: 'payment' | 'setup';
    clientSecret: string;
    publishableKey: string;
    stripeAccount: string | null;
  },
  method: string,
): Promise<WireAnswer> {
  const objects = session.kind === 'payment' ? 'payment_intents' : 'setup_intents';
  const params = method.startsWith('DE') ? sepa(method) : card(method);
  return callAsBrowser(
    stripe.url,
    'POST',
    `/v1/${objects}/${intentIdOf(session.clientSecret)}/confirm`,
    session.publishableKey,
    session.clientSecret,
    params,
    session.stripeAccount ?? undefined,
  );
}
