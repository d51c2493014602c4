import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header for a webhook body, made as Stripe documents it ("Verify signatures
 * manually"): `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the endpoint secret>`.
 * This is the header the `stripe` SDK's `webhooks.generateTestHeaderString({ payload, secret })` returns;
 * the timestamp is the real time (not the server's injected clock) because receivers check it against
 * their own clock with a tolerance of five minutes.
 */
export function stripeSignatureHeader(
  payload: string,
  secret: string,
  timestamp: number = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
