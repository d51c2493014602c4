import { and, asc, eq } from 'drizzle-orm';
import type { Payment, PaymentStatus, PaymentTotals } from '../../../../src/contracts/payment.schema.ts';
import type { Orm } from '../../db/database.ts';
import { payments } from '../../db/schema/index.ts';

// The payments table: what was asked of the provider for a booking and what became of it. A status
// only moves forward (a late "processing" never undoes a "succeeded"), so webhooks arriving out of
// order, twice, or after a check leave the same row.

/** A stored payment. */
export type PaymentRow = typeof payments.$inferSelect;

/** The moves a payment's status may make; anything else is an older event arriving late. */
const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['processing', 'succeeded', 'failed', 'cancelled'],
  // A declined card may be replaced by another on the same intent.
  failed: ['processing', 'succeeded', 'failed', 'cancelled'],
  processing: ['succeeded', 'failed', 'cancelled'],
  succeeded: [],
  cancelled: [],
};

/** Whether `from` may become `to`. */
function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

/** Every payment of a booking, oldest first. */
export function paymentsOf(db: Orm, bookingId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.id));
}

/** One payment of a booking, locked for the transaction when `lock`. */
export async function loadPayment(
  db: Orm,
  bookingId: number,
  id: number,
  lock = false,
): Promise<PaymentRow | null> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.bookingId, bookingId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The payment a provider object belongs to. */
export async function paymentByProviderId(db: Orm, providerId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'stripe'), eq(payments.providerId, providerId)));
  return row ?? null;
}

/** Moves the payment to `to` when that is a forward move; answers the row after and whether it moved. */
export async function movePayment(
  db: Orm,
  row: PaymentRow,
  to: PaymentStatus,
  failureCode: string | null,
  now: Date,
): Promise<{ row: PaymentRow; moved: boolean }> {
  if (row.status === to && to !== 'failed') return { row, moved: false };
  if (!canMove(row.status, to)) return { row, moved: false };
  const [after] = await db
    .update(payments)
    .set({
      status: to,
      failureCode: to === 'failed' ? failureCode : row.failureCode,
      succeededAt: to === 'succeeded' ? now : row.succeededAt,
      cancelRequested: to === 'succeeded' || to === 'cancelled' ? 0 : row.cancelRequested,
      updatedAt: now,
    })
    .where(eq(payments.id, row.id))
    .returning();
  return { row: after!, moved: true };
}

/** A payment as billing and the booking page show it; the failure code only to staff. */
export function paymentDocument(row: PaymentRow, bookingPath: string, staff: boolean): Payment {
  return {
    '@id': `${bookingPath}/payments/${row.id}`,
    kind: row.kind,
    purpose: row.purpose,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    refundedAmount: row.refundedAmount,
    createdAt: row.createdAt.toISOString(),
    succeededAt: row.succeededAt?.toISOString() ?? null,
    failureCode: staff ? row.failureCode : null,
  };
}

/**
 * Per currency: the total, what arrived (card payments that succeeded; a guarantee moves no money),
 * what went back, and what is still due. `totals` is null where nothing is owed any more (a booking
 * cancelled free of charge, turned down, declined).
 */
export function paymentTotalsOf(
  rows: readonly PaymentRow[],
  totals: readonly { currency: string; total: number }[],
  owed: boolean,
): PaymentTotals[] {
  return totals.map(({ currency, total }) => {
    const mine = rows.filter((r) => r.currency === currency && r.kind === 'payment');
    const paid = mine.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount, 0);
    const refunded = mine.reduce((sum, r) => sum + r.refundedAmount, 0);
    const due = owed ? Math.max(0, total - (paid - refunded)) : 0;
    return { currency, total, paid, refunded, due };
  });
}
