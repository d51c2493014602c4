import type { PaymentStatus } from '../../../../src/contracts/payment.schema.ts';

// The small interface the booking code needs from a card payment provider (issue 16). One
// implementation exists, Stripe's (stripe-provider.ts); without keys there is no provider at all and
// card payment is simply not offered.

/** A PaymentIntent (`payment`: money) or SetupIntent (`setup`: a card kept as a guarantee). */
export type IntentKind = 'payment' | 'setup';

/** The provider's object as far as we care: its id, our status, the client secret, why it failed. */
export interface IntentState {
  readonly kind: IntentKind;
  readonly id: string;
  readonly status: PaymentStatus;
  readonly clientSecret: string | null;
  /** The decline or error code of the last attempt (`card_declined`…), null when none. */
  readonly failureCode: string | null;
  /** Our payment row's id, from the metadata we set; null for objects we did not make. */
  readonly paymentId: number | null;
  /** The connected account the object lives on. */
  readonly account: string | null;
}

/** A verified webhook event. */
export interface ProviderEvent {
  readonly id: string;
  readonly type: string;
  /** The intent it is about, when it is about one we understand (refund events carry none). */
  readonly intent: IntentState | null;
}

/** What creating an intent needs; the amount always comes from the server's billing. */
export interface CreateIntent {
  readonly kind: IntentKind;
  readonly amount: number;
  readonly currency: string;
  /** Stable per payment row, so a retried call never makes a second intent. */
  readonly idempotencyKey: string;
  readonly account: string | null;
  readonly paymentId: number;
  readonly bookingReference: string;
  readonly description: string;
}

/** A card payment provider. */
export interface PaymentProvider {
  readonly name: 'stripe';
  /** Given to the browser with each payment session. */
  readonly publishableKey: string;
  createIntent(request: CreateIntent): Promise<IntentState>;
  retrieveIntent(kind: IntentKind, id: string, account: string | null): Promise<IntentState>;
  /** Cancels an unpaid intent; resolves with its state (a succeeded one stays succeeded). */
  cancelIntent(kind: IntentKind, id: string, account: string | null): Promise<IntentState>;
  refund(request: {
    intentId: string;
    amount: number;
    idempotencyKey: string;
    account: string | null;
  }): Promise<{ id: string; status: 'succeeded' | 'pending' | 'failed' }>;
  /** Checks the signature and parses the event; throws WebhookSignatureError when it does not verify. */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<ProviderEvent>;
}

/** A webhook whose signature (or timestamp) does not verify. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The provider answered with an error (declined refund, unknown object, network). */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly code: string | null,
    readonly status: number | null,
  ) {
    super(message);
  }
}
