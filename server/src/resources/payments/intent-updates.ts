import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import { ProblemError } from '../../hydra/problem.ts';
import type { BookingEvent } from '../../notifications/notifier.ts';
import { loadBooking } from '../bookings/booking.repository.ts';
import type { BookingDeps } from '../bookings/booking-deps.ts';
import { flagsOf } from '../bookings/booking-snapshot.ts';
import { runTransition } from '../bookings/booking-transition.service.ts';
import { scheduleRefund } from './payment-jobs.ts';
import { loadPayment, movePayment, type PaymentRow, paymentByProviderId } from './payments.repository.ts';
import type { IntentState } from './provider.ts';

// What the provider says about an intent, applied once: from a webhook (deduplicated by the event's
// id, in the same transaction) or from a check the widget asks for after Stripe.js answered. The
// booking row is locked first, as every transition does, so a webhook and a check racing each other
// (or the hold sweeper) serialize on it; the payment's status only moves forward.

const PROVIDER = { role: 'system' as const, id: 'payment-provider' };

/** What applying an intent did. */
export type IntentOutcome = {
  payment: PaymentRow | null;
  /** The booking transition it caused, to notify after commit. */
  event: BookingEvent | null;
  /** A refund was scheduled (paid after the hold ran out and the inventory was gone, or after the booking ended). */
  refund: boolean;
  /** The event was seen before: nothing was done. */
  duplicate: boolean;
};

const NOTHING: IntentOutcome = { payment: null, event: null, refund: false, duplicate: false };

async function firstSighting(tx: Orm, eventId: string, type: string): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ provider: 'stripe', eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

async function paymentOf(tx: Orm, intent: IntentState): Promise<PaymentRow | null> {
  const byId = await paymentByProviderId(tx, intent.id);
  if (byId) return byId;
  // The webhook may beat the row's provider id being written (the intent is made after the row).
  if (intent.paymentId === null) return null;
  const found = (await tx.execute(
    sql`update payments set provider_id = ${intent.id} where id = ${intent.paymentId} and provider_id is null returning booking_id as "bookingId"`,
  )) as unknown as { rows: { bookingId: number }[] };
  const bookingId = found.rows[0]?.bookingId;
  return bookingId === undefined ? null : loadPayment(tx, Number(bookingId), intent.paymentId);
}

/** Runs payment_succeeded on a lapsed hold in a savepoint; false when what it held is gone. */
async function confirmLate(tx: Orm, deps: BookingDeps, bookingId: number, now: Date) {
  try {
    return await tx.transaction(async (sp) =>
      runTransition(sp as unknown as Orm, deps, bookingId, 'payment_succeeded', {}, now, () => PROVIDER),
    );
  } catch (error) {
    if (error instanceof ProblemError && error.status === 409) return null;
    throw error;
  }
}

/** Applies the intent's state inside `tx`; `eventId` makes a repeated webhook a no-op. */
export async function applyIntent(
  tx: Orm,
  deps: BookingDeps,
  intent: IntentState,
  now: Date,
  event?: { id: string; type: string },
): Promise<IntentOutcome> {
  if (event && !(await firstSighting(tx, event.id, event.type))) return { ...NOTHING, duplicate: true };
  const found = await paymentOf(tx, intent);
  if (!found || found.kind !== intent.kind) return NOTHING;
  const booking = (await loadBooking(tx, found.bookingId, true))!;
  // Re-read under the booking's lock: a concurrent check may have moved it meanwhile.
  const payment = (await loadPayment(tx, found.bookingId, found.id, true))!;
  const { row, moved } = await movePayment(tx, payment, intent.status, intent.failureCode, now);
  if (!moved) return { ...NOTHING, payment: row };
  if (row.status === 'failed' && booking.status === 'payment_pending') {
    const done = await runTransition(tx, deps, booking.id, 'payment_failed', {}, now, () => PROVIDER);
    return { payment: row, event: done.event, refund: false, duplicate: false };
  }
  if (row.status !== 'succeeded') return { ...NOTHING, payment: row };
  if (booking.status === 'payment_pending') {
    const done = await runTransition(tx, deps, booking.id, 'payment_succeeded', {}, now, () => PROVIDER);
    return { payment: row, event: done.event, refund: false, duplicate: false };
  }
  if (booking.status === 'requested' && flagsOf(booking).instant && row.purpose !== 'balance') {
    // Paid after the hold ran out: confirmed if what it held is still free, else the money goes back.
    const done = await confirmLate(tx, deps, booking.id, now);
    if (done) return { payment: row, event: done.event, refund: false, duplicate: false };
    const refund = await scheduleRefund(tx, row, 'late_payment', now);
    return { payment: row, event: null, refund, duplicate: false };
  }
  if (booking.status === 'confirmed') return { ...NOTHING, payment: row };
  // Cancelled after free cancellation ended: the terms' charge keeps what was paid.
  if (booking.status === 'cancelled' && flagsOf(booking).cancellationCharged)
    return { ...NOTHING, payment: row };
  // Paid for a booking that ended meanwhile (cancelled, turned down): nothing to keep it for.
  const refund = await scheduleRefund(tx, row, 'booking_ended', now);
  return { payment: row, event: null, refund, duplicate: false };
}
