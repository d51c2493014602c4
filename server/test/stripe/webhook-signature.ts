import Stripe from 'stripe';

/**
 * The `Stripe-Signature` header for a webhook body, made by the `stripe` SDK's own test helper
 * (`t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>">`, as Stripe signs). The timestamp is the real time,
 * never the server's injected clock: receivers check it against their own clock (five minutes' tolerance).
 */
export function stripeSignatureHeader(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
}
