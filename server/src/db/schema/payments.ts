import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { currency, currencyCheck, id, timestamps } from './columns.ts';
import { partners } from './partners.ts';

/**
 * One amount taken (or a card kept as a guarantee) through the payment provider for a booking: a
 * PaymentIntent (`kind = 'payment'`) or a SetupIntent (`kind = 'setup'`). The row exists before the
 * provider's object, so the provider call's idempotency key (`payment-{id}`) is stable across retries.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('stripe'),
    kind: text('kind').$type<'payment' | 'setup'>().notNull(),
    purpose: text('purpose').$type<'full' | 'deposit' | 'balance' | 'guarantee'>().notNull(),
    // The provider's id (pi_…, seti_…) once created; the connected account it lives on, if any.
    providerId: text('provider_id'),
    providerAccount: text('provider_account'),
    amount: integer('amount').notNull(),
    currency: currency(),
    status: text('status')
      .$type<'pending' | 'processing' | 'succeeded' | 'failed' | 'cancelled'>()
      .notNull()
      .default('pending'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    failureCode: text('failure_code'),
    // The intent should be cancelled at the provider (the hold ran out, the booking ended unpaid).
    cancelRequested: integer('cancel_requested').notNull().default(0),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_provider_id_key').on(t.provider, t.providerId),
    index('payments_booking_idx').on(t.bookingId, t.id),
    index('payments_cancel_idx').on(t.id).where(sql`${t.cancelRequested} > 0`),
    check('payments_kind', sql`${t.kind} in ('payment','setup')`),
    check('payments_purpose', sql`${t.purpose} in ('full','deposit','balance','guarantee')`),
    check('payments_status', sql`${t.status} in ('pending','processing','succeeded','failed','cancelled')`),
    check(
      'payments_amount',
      sql`${t.amount} >= 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
    check('payments_currency_format', currencyCheck('currency')),
  ],
);

/**
 * Money to give back through the provider, written in the transaction that decided it (a free
 * cancellation, a payment after the hold ran out) and sent after commit with the idempotency key
 * `refund-{id}`, retried until the provider answers.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').$type<'cancelled_free' | 'late_payment' | 'booking_ended'>().notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    index('payment_refunds_due_idx').on(t.dueAt).where(sql`${t.status} = 'pending'`),
    check('payment_refunds_status', sql`${t.status} in ('pending','succeeded','failed')`),
    check('payment_refunds_amount', sql`${t.amount} > 0`),
  ],
);

/** Provider events already processed: a repeated webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
