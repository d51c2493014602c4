import type { Metadata } from './param-readers.ts';
import type { StripeErrorBody } from './stripe-errors.ts';

/**
 * The objects the test server keeps, with the fields of Stripe's API reference (and its OpenAPI fixtures)
 * that our product reads or that a test may assert. Fields Stripe has but nothing here models are left out.
 */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** `next_action` while an intent waits for 3-D Secure: Stripe.js handles `use_stripe_sdk` itself. */
export type NextAction = {
  type: 'use_stripe_sdk';
  use_stripe_sdk: { type: 'three_d_secure_redirect'; stripe_js: string; source: string };
};

/** A PaymentIntent (`object: 'payment_intent'`). */
export type PaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic' | 'automatic_async' | 'manual';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: StripeErrorBody | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Metadata;
  next_action: NextAction | null;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  setup_future_usage: string | null;
  statement_descriptor: string | null;
  status: PaymentIntentStatus;
};

/** A SetupIntent (`object: 'setup_intent'`). */
export type SetupIntent = {
  id: string;
  object: 'setup_intent';
  automatic_payment_methods: { enabled: boolean } | null;
  cancellation_reason: string | null;
  client_secret: string;
  created: number;
  customer: string | null;
  description: string | null;
  last_setup_error: StripeErrorBody | null;
  latest_attempt: string | null;
  livemode: false;
  metadata: Metadata;
  next_action: NextAction | null;
  payment_method: string | null;
  payment_method_types: string[];
  status: Exclude<PaymentIntentStatus, 'requires_capture'>;
  usage: 'off_session' | 'on_session';
};

/** The card or bank details of a PaymentMethod, as Stripe reports them (never the full number). */
export type PaymentMethod = {
  id: string;
  object: 'payment_method';
  type: 'card' | 'sepa_debit';
  billing_details: { name: string | null; email: string | null };
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    country: string;
    funding: string;
  } | null;
  sepa_debit: { bank_code: string; country: string; last4: string } | null;
  created: number;
  customer: string | null;
  livemode: false;
  metadata: Metadata;
};

/** A Charge: one attempt to move money for a PaymentIntent. */
export type Charge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: string | null;
  captured: boolean;
  created: number;
  currency: string;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Metadata;
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: { type: PaymentMethod['type'] };
  refunded: boolean;
  status: 'succeeded' | 'pending' | 'failed';
};

/** A Refund of part or all of a charge. */
export type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  status: 'succeeded';
};

/** Any object the server keeps; `object` tells which. */
export type StripeObject = PaymentIntent | SetupIntent | PaymentMethod | Charge | Refund;

/** An Event (`evt_…`): what changed, with the object as it was right after the change. */
export type StripeEvent = {
  id: string;
  object: 'event';
  account?: string;
  api_version: string;
  created: number;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
};
