/**
 * The payment contract (issue 16, spec §5, §8): what a location asks before book now confirms, the
 * payment session the widget opens Stripe's Payment Element with, and the payments billing lists.
 * Money is integer minor units of `currency`, always computed by the server from its billing; the
 * browser never sends an amount.
 */
import * as v from 'valibot';
import { money } from './fields.ts';

/**
 * How a location secures a booking made at once (a location setting):
 * - `full`: the whole total is paid by card;
 * - `deposit`: a percentage is paid by card, the balance at the location or by a due date;
 * - `guarantee`: nothing is charged; a card is kept as a guarantee (a SetupIntent) and the visitor pays
 *   at the location.
 */
export const PAYMENT_RULES = ['full', 'deposit', 'guarantee'] as const;

/** What one payment is for. */
export const PAYMENT_PURPOSES = ['full', 'deposit', 'balance', 'guarantee'] as const;

/**
 * A payment's state, moved only forward by the provider's answers (webhooks and checks):
 * `pending` (waiting for the card), `processing` (the bank approves later, the visitor hears by e-mail),
 * `succeeded` (money received or card secured), `failed` (declined; the visitor may try again with
 * the same payment), `cancelled` (the hold ran out or the booking ended before it was paid).
 */
export const PAYMENT_STATUSES = ['pending', 'processing', 'succeeded', 'failed', 'cancelled'] as const;

/** What securing book now takes for this booking now, as the server decides it. */
export const SECURED_BY = ['payment', 'setup', 'on_account'] as const;

/**
 * The booking's payment plan, part of the booking read while book now is possible or running: what the
 * visitor pays now and what remains, in the currency of the booking's venue. Null when book now cannot
 * be secured (then book now is blocked with a reason).
 */
export const paymentPlanSchema = v.strictObject({
  rule: v.picklist(PAYMENT_RULES),
  securedBy: v.picklist(SECURED_BY),
  /** Charged now by card (0 for a guarantee and on account). */
  amountNow: money,
  /** Left after this payment: paid at the location or by `balanceDueDate`. */
  balance: money,
  currency: v.string(),
  /** The deposit's percentage of the total, for `deposit`. */
  depositPercent: v.nullable(v.number()),
  /** `YYYY-MM-DD` by which the balance is due; null: at the location. */
  balanceDueDate: v.nullable(v.string()),
});

/**
 * The answer of `POST /api/booking/{id}/payments`: what Stripe.js needs to collect the card for the
 * payment due now (created once per payable amount and reused while it is open).
 */
export const paymentSessionSchema = v.strictObject({
  '@id': v.string(),
  '@type': v.literal('PaymentSession'),
  provider: v.literal('stripe'),
  /** `payment`: a PaymentIntent charges `amount`; `setup`: a SetupIntent keeps the card as a guarantee. */
  kind: v.picklist(['payment', 'setup']),
  purpose: v.picklist(PAYMENT_PURPOSES),
  amount: money,
  currency: v.string(),
  status: v.picklist(PAYMENT_STATUSES),
  clientSecret: v.string(),
  publishableKey: v.string(),
  /** The partner's connected account, passed to Stripe.js as `stripeAccount`. */
  stripeAccount: v.nullable(v.string()),
  /** When the hold ends (book now); null for a balance paid later. */
  holdExpiresAt: v.nullable(v.string()),
  /** The server's clock when it answered: the countdown corrects a visitor's wrong clock with it. */
  serverTime: v.string(),
});

/** One payment of a booking, as billing and the booking page list it. */
export const paymentSchema = v.strictObject({
  '@id': v.string(),
  kind: v.picklist(['payment', 'setup']),
  purpose: v.picklist(PAYMENT_PURPOSES),
  amount: money,
  currency: v.string(),
  status: v.picklist(PAYMENT_STATUSES),
  /** Given back through the provider (cancelled in the free period, or paid after the hold ran out). */
  refundedAmount: money,
  createdAt: v.string(),
  /** When the money arrived (or the card was secured). */
  succeededAt: v.nullable(v.string()),
  /** The payment's own failure text from the provider, for staff; null for the public. */
  failureCode: v.nullable(v.string()),
});

/** What is paid and still due per currency, from billing and the payments (received minus refunds). */
export const paymentTotalsSchema = v.strictObject({
  currency: v.string(),
  total: money,
  paid: money,
  refunded: money,
  due: money,
});

/** A payment plan. */
export type PaymentPlan = v.InferOutput<typeof paymentPlanSchema>;
/** A payment session. */
export type PaymentSession = v.InferOutput<typeof paymentSessionSchema>;
/** A payment. */
export type Payment = v.InferOutput<typeof paymentSchema>;
/** The paid/due sums of one currency. */
export type PaymentTotals = v.InferOutput<typeof paymentTotalsSchema>;
/** A payment's state. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A location's rule. */
export type PaymentRule = (typeof PAYMENT_RULES)[number];
