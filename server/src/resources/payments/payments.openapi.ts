import type { JsonSchema } from '../../api/shapes.ts';
import { ERRORS, problem, ref } from '../../docs/openapi-parts.ts';

// The payment endpoints in the OpenAPI document (issue 16). The answers are contracts of
// src/contracts/payment.schema.ts (generated into the components by docs/contract-schemas.ts).

const str = { type: 'string' };
const whole = { type: 'integer', minimum: 1 };
const visitor = [
  { name: 'username', in: 'header', required: false, description: 'The booking’s username.', schema: str },
  { name: 'key', in: 'header', required: false, description: 'The booking’s secret key.', schema: str },
];
const id = { name: 'id', in: 'path', required: true, description: 'The booking id.', schema: whole };
const json = (name: string, description: string) => ({
  description,
  content: { 'application/ld+json': { schema: ref(name) } },
});
const notFound = problem('No such booking (or payment) for this caller.');

/** The payment paths. */
export function PAYMENT_PATHS(): {
  paths: Record<string, Record<string, unknown>>;
  schemas: Record<string, JsonSchema>;
} {
  const paths = {
    '/api/booking/{id}/payments': {
      post: {
        tags: ['Payments'],
        operationId: 'openPaymentSession',
        summary:
          'The payment a booking needs now, as a session for Stripe.js: for a held booking the full total, a deposit or a card guarantee (the location’s payment rule); for a confirmed one what is left to pay. The amount is the billing’s; no body is read.',
        security: [{}, { staffKey: [] }],
        parameters: [id, ...visitor],
        responses: {
          '200': json(
            'PaymentSession',
            'The session; the same payment and intent on every call while it is open.',
          ),
          ...ERRORS.read,
          '404': notFound,
          '409': problem(
            'Nothing to pay now (`payment_not_due`), the hold ran out (`hold_expired`), or no card payments (`payments_unavailable`).',
          ),
          '502': problem('Stripe did not answer (`payment_provider_unavailable`); try again.'),
        },
      },
    },
    '/api/booking/{id}/payments/{paymentId}/check': {
      post: {
        tags: ['Payments'],
        operationId: 'checkPayment',
        summary:
          'Asks Stripe for the payment’s state and applies it (confirms the booking when paid) exactly as the webhook does; the widget calls it once Stripe.js answered.',
        security: [{}, { staffKey: [] }],
        parameters: [
          id,
          { name: 'paymentId', in: 'path', required: true, description: 'The payment id.', schema: whole },
          ...visitor,
        ],
        responses: {
          '200': json('Payment', 'The payment after the check.'),
          ...ERRORS.read,
          '404': notFound,
          '502': problem('Stripe did not answer (`payment_provider_unavailable`).'),
        },
      },
    },
    '/api/payments/stripe/webhook': {
      post: {
        tags: ['Payments'],
        operationId: 'stripeWebhook',
        summary:
          'Stripe’s events (payment_intent.*, setup_intent.*), signed with STRIPE_WEBHOOK_SECRET. Each event is processed once; a repeated one answers 200 with `duplicate: true`.',
        security: [{}],
        parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, schema: str }],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
        responses: {
          '200': {
            description: '`{ received, handled, duplicate }`.',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
          '400': problem('The signature does not verify (`invalid_webhook_signature`).'),
          '409': problem('Card payments are not set up (`payments_unavailable`).'),
        },
      },
    },
  };
  return { paths, schemas: {} };
}
