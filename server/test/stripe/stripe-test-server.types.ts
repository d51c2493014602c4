import type { Params } from './form-body.ts';
import type {
  Charge,
  PaymentIntent,
  PaymentMethod,
  Refund,
  SetupIntent,
  StripeEvent,
} from './stripe-objects.ts';
import type { WebhookDelivery, WebhookOptions } from './webhook-dispatcher.ts';

/** How to start the server: webhook endpoint and secret, delivery mode, clock, and where to listen. */
export type StripeTestServerOptions = WebhookOptions & {
  /** The clock for `created` fields (webhook signatures always use the real time). */
  now?: () => Date;
  /** 0 (default) picks a free port. */
  port?: number;
  /** The API version events carry when no request named one (`Stripe-Version`). */
  apiVersion?: string;
};

/** One request as it arrived, with the answer's status, for assertions about what the product sent. */
export type RecordedRequest = {
  method: string;
  path: string;
  query: Params;
  /** Header names in lower case, as Node gives them. */
  headers: Record<string, string>;
  idempotencyKey: string | null;
  stripeAccount: string | null;
  /** `secret` or `publishable`; null when the request was refused before authentication. */
  caller: 'secret' | 'publishable' | null;
  body: Params;
  status: number;
  requestId: string;
};

/** A running Stripe API test server. */
export type StripeTestServer = {
  url: string;
  host: string;
  port: number;
  protocol: 'http';
  /** `{ host, port, protocol }` for `new Stripe(key, { ...server.sdkOptions() })`. */
  sdkOptions: () => { host: string; port: number; protocol: 'http' };
  /** Every event created, in order. */
  events: StripeEvent[];
  /** Every POST to the webhook endpoint, in order, with the endpoint's answer. */
  deliveries: WebhookDelivery[];
  /** Every API request, in order. */
  requests: RecordedRequest[];
  /** POSTs one event (again): how tests replay a webhook. */
  deliver: (eventId: string) => Promise<WebhookDelivery>;
  /** POSTs every event not yet delivered (manual mode, or while there was no endpoint), in order. */
  flush: () => Promise<WebhookDelivery[]>;
  /** Resolves when no webhook delivery is queued or under way. */
  idle: () => Promise<void>;
  /** Resolves with the first delivery that matches (past or future); rejects after `timeoutMs`. */
  waitForDelivery: (
    predicate: (delivery: WebhookDelivery) => boolean,
    timeoutMs?: number,
  ) => Promise<WebhookDelivery>;
  /** The connected account an object was created under (null for none), undefined for unknown ids. */
  accountOf: (id: string) => string | null | undefined;
  paymentIntent: (id: string) => PaymentIntent | undefined;
  setupIntent: (id: string) => SetupIntent | undefined;
  charge: (id: string) => Charge | undefined;
  paymentMethod: (id: string) => PaymentMethod | undefined;
  /** Every refund, under every account, oldest first. */
  readonly refunds: Refund[];
  /** Moves a `processing` PaymentIntent (SEPA) to `succeeded`, with its events. */
  settle: (id: string) => PaymentIntent;
  /** Moves a `processing` PaymentIntent to `requires_payment_method` (the debit bounced), with its events. */
  fail: (id: string) => PaymentIntent;
  close: () => Promise<void>;
};
