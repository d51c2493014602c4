import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { paymentRefunds, payments } from '../../db/schema/index.ts';
import type { BookingFlags, TransitionName } from '../../domain/booking-lifecycle/index.ts';
import type { BookingDeps } from '../bookings/booking-deps.ts';
import { applyIntent } from './intent-updates.ts';
import type { PaymentRow } from './payments.repository.ts';
import { PaymentProviderError } from './provider.ts';

// Money moves decided inside a booking's transaction are carried out after it commits: refunds (a
// free cancellation, a payment that came after the hold ran out or after the booking ended) and the
// cancellation of intents nobody will pay any more. Each is a row, claimed with FOR UPDATE SKIP
// LOCKED by whichever process runs the jobs (right after the commit, and on every sweep), sent with
// an idempotency key made from the row, and retried with back-off until the provider answers.

const LEASE_MS = 60_000;
const BATCH = 20;
const MAX_ATTEMPTS = 12;

/** Back-off after the nth failed attempt: 30 s, 1 min, 2 min … at most 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/** Writes a refund of what is left of `payment` (minus refunds already asked for); false when nothing is. */
export async function scheduleRefund(
  tx: Orm,
  payment: PaymentRow,
  reason: 'cancelled_free' | 'late_payment' | 'booking_ended',
  now: Date,
): Promise<boolean> {
  if (payment.kind !== 'payment' || payment.status !== 'succeeded') return false;
  const asked = (await tx.execute(sql`
    select coalesce(sum(amount), 0)::int as asked from payment_refunds
    where payment_id = ${payment.id} and status in ('pending', 'succeeded')`)) as unknown as {
    rows: { asked: number }[];
  };
  const left = payment.amount - Number(asked.rows[0]?.asked ?? 0);
  if (left <= 0) return false;
  await tx
    .insert(paymentRefunds)
    .values({ paymentId: payment.id, amount: left, reason, dueAt: now, createdAt: now, updatedAt: now });
  return true;
}

/**
 * What a committed transition means for the booking's money, inside its transaction: a cancellation
 * within the free period gives back everything paid (after it, the terms' charge keeps it); a hold
 * that ended or a booking cancelled unpaid has its open intents cancelled. True when a job was written.
 */
export async function paymentConsequences(
  tx: Orm,
  bookingId: number,
  name: TransitionName,
  flags: BookingFlags,
  now: Date,
): Promise<boolean> {
  if (name !== 'cancel' && name !== 'hold_expired') return false;
  const rows = await tx.select().from(payments).where(eq(payments.bookingId, bookingId));
  let work = false;
  for (const row of rows) {
    if ((row.status === 'pending' || row.status === 'failed') && row.providerId) {
      await tx.update(payments).set({ cancelRequested: 1, updatedAt: now }).where(eq(payments.id, row.id));
      work = true;
    }
    if (
      name === 'cancel' &&
      !flags.cancellationCharged &&
      (await scheduleRefund(tx, row, 'cancelled_free', now))
    ) {
      work = true;
    }
  }
  return work;
}

type Claimed = { id: number; paymentId: number; amount: number; attempts: number };

async function claimRefunds(db: Orm, now: Date): Promise<Claimed[]> {
  const result = (await db.execute(sql`
    update payment_refunds r set due_at = ${new Date(now.getTime() + LEASE_MS).toISOString()}, attempts = r.attempts + 1
    from (select id from payment_refunds where status = 'pending' and due_at <= ${now.toISOString()}
          order by due_at, id limit ${BATCH} for update skip locked) due
    where r.id = due.id
    returning r.id, r.payment_id as "paymentId", r.amount, r.attempts`)) as unknown as { rows: Claimed[] };
  return result.rows;
}

async function sendRefund(deps: BookingDeps, refund: Claimed): Promise<void> {
  const logger = deps.logger;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment?.providerId || !deps.payments) return;
  const now = () => deps.clock.now();
  try {
    const done = await deps.payments.refund({
      intentId: payment.providerId,
      amount: refund.amount,
      idempotencyKey: `refund-${refund.id}`,
      account: payment.providerAccount,
    });
    if (done.status === 'failed')
      throw new PaymentProviderError('The refund failed at the provider.', 'refund_failed', null);
    await deps.db.transaction(async (raw) => {
      const tx = raw as unknown as Orm;
      const updated = await tx
        .update(paymentRefunds)
        .set({ status: 'succeeded', providerRefundId: done.id, lastError: null, updatedAt: now() })
        .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')))
        .returning({ id: paymentRefunds.id });
      if (updated.length > 0) {
        await tx
          .update(payments)
          .set({
            refundedAmount: sql`least(${payments.amount}, ${payments.refundedAmount} + ${refund.amount})`,
            updatedAt: now(),
          })
          .where(eq(payments.id, payment.id));
      }
    });
  } catch (error) {
    const last = refund.attempts >= MAX_ATTEMPTS;
    logger.error(
      { err: error, refund: refund.id, attempts: refund.attempts },
      last ? 'refund failed for good' : 'refund failed; retrying',
    );
    await deps.db
      .update(paymentRefunds)
      .set({
        status: last ? 'failed' : 'pending',
        dueAt: new Date(now().getTime() + retryDelayMs(refund.attempts)),
        lastError: (error as Error).message.slice(0, 500),
        updatedAt: now(),
      })
      .where(eq(paymentRefunds.id, refund.id));
  }
}

async function cancelIntents(deps: BookingDeps): Promise<number> {
  const logger = deps.logger;
  const rows = await deps.db
    .select()
    .from(payments)
    .where(and(sql`${payments.cancelRequested} > 0`, inArray(payments.status, ['pending', 'failed'])))
    .limit(BATCH);
  let done = 0;
  for (const row of rows) {
    if (!row.providerId || !deps.payments) continue;
    try {
      const state = await deps.payments.cancelIntent(row.kind, row.providerId, row.providerAccount);
      // A cancelled intent is final; one that succeeded meanwhile is applied by its webhook or check.
      if (state.status === 'cancelled') {
        await deps.db
          .update(payments)
          .set({ status: 'cancelled', cancelRequested: 0, updatedAt: deps.clock.now() })
          .where(and(eq(payments.id, row.id), inArray(payments.status, ['pending', 'failed'])));
      } else {
        // It was paid or is with the bank after all: apply what the provider says, as a webhook would.
        await deps.db.update(payments).set({ cancelRequested: 0 }).where(eq(payments.id, row.id));
        await deps.db.transaction((raw) => applyIntent(raw as unknown as Orm, deps, state, deps.clock.now()));
      }
      done++;
    } catch (error) {
      logger.error({ err: error, payment: row.id }, 'cancelling a payment at the provider failed; retrying');
    }
  }
  return done;
}

/** Sends due refunds and cancels abandoned intents; returns how many rows it handled. Never throws. */
export async function runPaymentJobs(deps: BookingDeps): Promise<number> {
  const logger = deps.logger;
  if (!deps.payments) return 0;
  try {
    const refunds = await claimRefunds(deps.db, deps.clock.now());
    for (const refund of refunds) await sendRefund(deps, refund);
    return refunds.length + (await cancelIntents(deps));
  } catch (error) {
    logger.error({ err: error }, 'payment jobs failed');
    return 0;
  }
}
