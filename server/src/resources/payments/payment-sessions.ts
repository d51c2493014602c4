import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PaymentSession } from '../../../../src/contracts/payment.schema.ts';
import type { Orm } from '../../db/database.ts';
import { payments } from '../../db/schema/index.ts';
import { ProblemError } from '../../hydra/problem.ts';
import type { BookingRow } from '../bookings/booking.repository.ts';
import { loadBooking } from '../bookings/booking.repository.ts';
import type { BookingDeps } from '../bookings/booking-deps.ts';
import { type BookingLocation, loadLocation } from '../bookings/booking-references.ts';
import { flagsOf, lineFacts } from '../bookings/booking-snapshot.ts';
import { bookingTotal, pricedPlan } from './payment-amounts.ts';
import { paymentFacts, securingOf } from './payment-facts.ts';
import type { PaymentRow } from './payments.repository.ts';
import { type IntentState, type PaymentProvider, PaymentProviderError } from './provider.ts';

/** Stripe's smallest charge, in minor units (50 cents, or the like in other currencies). */
const SMALLEST_CARD_CHARGE = 50;

// `POST /api/booking/{id}/payments`: the payment a held booking needs now, as a session Stripe.js
// opens. The row is written (or found) under the booking's lock, then the provider's intent is made
// outside any transaction with the idempotency key `payment-{row id}`: two tabs, a double click or a
// retried request all end on the same row and the same intent, and the database is never held open
// while the provider answers.

/** Statuses of a payment that is still the booking's payment (not a cancelled or replaced one). */
const LIVE = ['pending', 'failed', 'processing', 'succeeded'] as const;

type Prepared = { row: BookingRow; location: BookingLocation; payment: PaymentRow; created: boolean };

async function prepare(
  tx: Orm,
  id: number,
  now: Date,
  authorize: (row: BookingRow | null) => void,
): Promise<Prepared> {
  const row = await loadBooking(tx, id, true);
  authorize(row);
  const booking = row!;
  if (booking.status === 'confirmed' && booking.paymentMethod !== 'INVOICE') {
    return prepareBalance(tx, booking, now);
  }
  if (booking.status !== 'payment_pending') {
    // A lapsed hold is a request now: say so, not just "nothing due".
    if (booking.status === 'requested' && flagsOf(booking).instant) throw new ProblemError('hold_expired');
    throw new ProblemError('payment_not_due', `Booking ${booking.reference} is ${booking.status}.`);
  }
  if (booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime()) {
    throw new ProblemError('hold_expired');
  }
  const location = (await loadLocation(tx, booking.locationId))!;
  const secured = securingOf(booking, location, await paymentFacts(tx, booking, location, true));
  if (!('securedBy' in secured) || secured.securedBy === 'on_account')
    throw new ProblemError('payment_not_due');
  const firsts = (await lineFacts(tx, booking.id)).map((f) => f.first).filter((d): d is string => d !== null);
  const firstDay = firsts.length > 0 ? firsts.sort()[0]! : null;
  const plan = await pricedPlan(tx, booking, location, secured.securedBy, firstDay, now);
  if (!plan)
    throw new ProblemError('payment_not_due', 'The booking cannot be priced, so nothing can be charged.');
  const kind = plan.securedBy === 'payment' ? 'payment' : 'setup';
  // Stripe refuses a charge under its smallest amount: say so instead of passing its refusal on as a 502.
  if (kind === 'payment' && plan.amountNow < SMALLEST_CARD_CHARGE) {
    throw new ProblemError(
      'payment_not_due',
      `Booking ${booking.reference} asks less than the smallest card charge now; the location settles it.`,
    );
  }
  const live = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, id), inArray(payments.status, [...LIVE])));
  const wanted = {
    kind,
    purpose: plan.purpose,
    amount: kind === 'payment' ? plan.amountNow : 0,
    currency: plan.currency,
  } as const;
  return paymentFor(tx, booking, location, live, wanted, now);
}

/**
 * What is left to pay on a confirmed booking (after a deposit, or an offer the venue confirmed): the
 * billing's total minus what arrived and stayed, by card, before the balance's due date or whenever
 * the visitor wishes. Less than Stripe's smallest charge (50 minor units) is left for the location.
 */
async function prepareBalance(tx: Orm, booking: BookingRow, now: Date): Promise<Prepared> {
  const location = (await loadLocation(tx, booking.locationId))!;
  const total = await bookingTotal(tx, booking, now);
  if (!total)
    throw new ProblemError('payment_not_due', 'The booking cannot be priced, so nothing can be charged.');
  const all = await tx.select().from(payments).where(eq(payments.bookingId, booking.id));
  const kept = all
    .filter((p) => p.kind === 'payment' && p.status === 'succeeded' && p.currency === total.currency)
    .reduce((sum, p) => sum + p.amount - p.refundedAmount, 0);
  const due = total.amount - kept;
  if (due < SMALLEST_CARD_CHARGE) {
    throw new ProblemError(
      'payment_not_due',
      `Booking ${booking.reference} has nothing left to pay by card.`,
    );
  }
  const open = all.filter(
    (p) => p.status === 'pending' || p.status === 'failed' || p.status === 'processing',
  );
  const wanted = { kind: 'payment', purpose: 'balance', amount: due, currency: total.currency } as const;
  return paymentFor(tx, booking, location, open, wanted, now);
}

/** The live payment for exactly `wanted`, or a new row for it (an open one for another sum lapses). */
async function paymentFor(
  tx: Orm,
  booking: BookingRow,
  location: BookingLocation,
  live: PaymentRow[],
  wanted: { kind: PaymentRow['kind']; purpose: PaymentRow['purpose']; amount: number; currency: string },
  now: Date,
): Promise<Prepared> {
  const same = live.find(
    (p) =>
      p.kind === wanted.kind &&
      p.amount === wanted.amount &&
      p.currency === wanted.currency &&
      p.purpose === wanted.purpose,
  );
  if (same) return { row: booking, location, payment: same, created: false };
  // A payment for another sum (the visitor switched between card and guarantee) is left to lapse.
  if (live.length > 0) {
    await tx
      .update(payments)
      .set({ cancelRequested: 1, updatedAt: now })
      .where(and(eq(payments.bookingId, booking.id), inArray(payments.status, ['pending', 'failed'])));
  }
  const [payment] = await tx
    .insert(payments)
    .values({
      bookingId: booking.id,
      partnerId: booking.partnerId,
      ...wanted,
      providerAccount: location.stripeAccount,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { row: booking, location, payment: payment!, created: true };
}

async function intentFor(provider: PaymentProvider, db: Orm, prepared: Prepared): Promise<IntentState> {
  const { payment, row, location } = prepared;
  if (payment.providerId)
    return provider.retrieveIntent(payment.kind, payment.providerId, payment.providerAccount);
  const intent = await provider.createIntent({
    kind: payment.kind,
    amount: payment.amount,
    currency: payment.currency,
    idempotencyKey: `payment-${payment.id}`,
    account: payment.providerAccount,
    paymentId: payment.id,
    bookingReference: row.reference,
    description: `${location.partnerName} ${row.reference}`,
  });
  await db
    .update(payments)
    .set({ providerId: intent.id })
    .where(and(eq(payments.id, payment.id), isNull(payments.providerId)));
  return intent;
}

/** Opens (or reopens) the booking's payment session; the amount is the billing's, never the caller's. */
export async function openPaymentSession(
  deps: BookingDeps,
  id: number,
  authorize: (row: BookingRow | null) => void,
): Promise<{ session: PaymentSession; created: boolean }> {
  const provider = deps.payments;
  if (!provider) throw new ProblemError('payments_unavailable');
  const now = deps.clock.now();
  const prepared = await deps.db.transaction((raw) => prepare(raw as unknown as Orm, id, now, authorize));
  let intent: IntentState;
  try {
    intent = await intentFor(provider, deps.db, prepared);
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw new ProblemError(
        'payment_provider_unavailable',
        `The payment provider answered: ${error.message}`,
      );
    }
    throw error;
  }
  if (!intent.clientSecret)
    throw new ProblemError('payment_provider_unavailable', 'The intent has no client secret.');
  const { payment } = prepared;
  return {
    created: prepared.created,
    session: {
      '@id': `/api/booking/${id}/payments/${payment.id}`,
      '@type': 'PaymentSession',
      provider: 'stripe',
      kind: payment.kind,
      purpose: payment.purpose,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      clientSecret: intent.clientSecret,
      publishableKey: provider.publishableKey,
      stripeAccount: payment.providerAccount,
      holdExpiresAt: prepared.row.holdExpiresAt?.toISOString() ?? null,
      serverTime: deps.clock.now().toISOString(),
    },
  };
}
