import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { bookings, bookingTransitions } from '../../db/schema/index.ts';
import {
  type Actor,
  applyTransition,
  type TransitionBlocker,
  type TransitionInput,
  type TransitionName,
} from '../../domain/booking-lifecycle/index.ts';
import { ProblemError } from '../../hydra/problem.ts';
import type { BookingEvent } from '../../notifications/notifier.ts';
import { enqueueBookingMessages } from '../../notifications/outbox.ts';
import { type PaymentFactsJson, paymentFactsJson, paymentFactsOf } from '../payments/payment-facts.ts';
import { paymentConsequences } from '../payments/payment-jobs.ts';
import { type BookingRow, loadBooking, touched } from './booking.repository.ts';
import { bookingNotFound } from './booking-access.ts';
import type { BookingDeps } from './booking-deps.ts';
import { applyChangeDraft } from './booking-edit.service.ts';
import {
  acquireInventory,
  inventoryConflict,
  noLongerAvailable,
  releaseInventory,
} from './booking-inventory.ts';
import { offerColumns } from './booking-offer.ts';
import { redeemPromoCode } from './booking-promo.ts';
import { type BookingLocation, loadLocation } from './booking-references.ts';
import { type LineFacts, lineFactsJson, snapshotOf } from './booking-snapshot.ts';
import { changeConflict, changeConflicts } from './pending-change.ts';

// One status change = one transaction: lock the booking row, ask the pure lifecycle, write the new
// status and flags, the audit row and the inventory move. A lost race surfaces as a constraint error
// or a short counter update inside the transaction, which rolls everything back and answers 409.

/** The transitions that make the saved change draft the booking. */
const CHANGE_APPLYING: ReadonlySet<TransitionName> = new Set(['apply_changes', 'apply_pending_change']);
/** The transitions after which no change draft is left. */
const CHANGE_SETTLING: ReadonlySet<TransitionName> = new Set([...CHANGE_APPLYING, 'reject_pending_change']);

/** A committed transition: the booking after it and the event to notify. */
export type TransitionDone = {
  row: BookingRow;
  location: BookingLocation;
  event: BookingEvent;
  /** A refund or an intent cancellation was written: run the payment jobs after commit. */
  paymentWork: boolean;
};

// Blockers the caller fixes by sending a field with the transition: 422 on that field, not a 409.
const INPUT_FIELDS: Record<string, string> = {
  reason_required: 'reason',
  terms_not_accepted: 'termsAccepted',
  acknowledgement_required: 'acknowledged',
  cancellation_deadline_passed: 'feeAccepted',
  valid_until_required: 'validUntil',
  valid_until_in_past: 'validUntil',
  price_override_invalid: 'priceOverrides',
  offer_not_priced: 'priceOverrides',
  offer_note_invalid: 'note',
  offer_line_invalid: 'offerLines',
};

// An added line's blocker names the fields at fault: one violation each, at that field's path.
const violationsOf = (b: TransitionBlocker) =>
  (b.code === 'offer_line_invalid' ? (b.lines ?? ['offerLines']) : [INPUT_FIELDS[b.code]!]).map(
    (propertyPath) => ({ propertyPath, message: b.code, code: b.code }),
  );

function blockedProblem(blockers: readonly TransitionBlocker[]): ProblemError {
  const lost = blockers.flatMap((b) =>
    b.code === 'instant_booking_not_allowed' && b.reason === 'not_available'
      ? ((b.lines as string[]) ?? [])
      : [],
  );
  if (lost.length > 0) return noLongerAvailable(lost);
  const extra = { blockers } as never;
  if (blockers.every((b) => INPUT_FIELDS[b.code])) {
    const violations = blockers.flatMap(violationsOf);
    return new ProblemError(
      'transition_input_invalid',
      'The transition needs other input.',
      {},
      {
        ...(extra as object),
        violations,
      },
    );
  }
  const codes = blockers.map((b) => b.code).join(', ');
  return new ProblemError('transition_blocked', `The transition is not possible now: ${codes}.`, {}, extra);
}

/**
 * Runs `name` on booking `id` inside `tx`. `authorize` sees the locked row and returns the actor
 * (or throws the 404); a system run passes the system actor.
 */
export async function runTransition(
  tx: Orm,
  deps: Pick<BookingDeps, 'policy' | 'payments'>,
  id: number,
  name: TransitionName,
  input: TransitionInput,
  now: Date,
  authorize: (row: BookingRow | null) => Actor,
): Promise<TransitionDone> {
  const row = await loadBooking(tx, id, true);
  const actor = authorize(row);
  if (!row) throw bookingNotFound(id);
  const location = (await loadLocation(tx, row.locationId))!;
  // The line and payment facts in one statement: a turn of the connection fewer per transition.
  const read = (await tx.execute(
    sql`select ${lineFactsJson(row.id)} as facts, ${paymentFactsJson(row)} as payment`,
  )) as unknown as { rows: { facts: LineFacts[]; payment: PaymentFactsJson }[] };
  const facts = read.rows[0]!.facts;
  const payment = paymentFactsOf(read.rows[0]!.payment, row, location, deps.payments !== null);
  const snapshot = snapshotOf(row, location, facts, payment);
  const kinds = {
    halls: facts.some((f) => f.line.startsWith('/api/booking_day_halls/')),
    rooms: facts.some((f) => f.line.startsWith('/api/booking_rooms/')),
  };
  const result = applyTransition(snapshot, name, { actor, now, input, policy: deps.policy });
  if (!result.ok) throw blockedProblem(result.blockers);
  const { booking, audit, inventory } = result;
  if (audit.from === 'draft' && audit.to !== 'draft') await redeemPromoCode(tx, row, location, now);
  try {
    if (CHANGE_APPLYING.has(name)) {
      // Held spaces and rooms move with the change: release, rewrite the lines, hold again, in this transaction.
      if (inventory === 'keep' || inventory === 'release') await releaseInventory(tx, id);
      await applyChangeDraft(tx, row, location, now);
      // Staff agree to the change: what it asks for must be free, held or not (pending-change.ts).
      const conflicts = name === 'apply_pending_change' ? await changeConflicts(tx, id) : [];
      if (conflicts.length > 0) throw changeConflict(conflicts);
      if (inventory === 'keep' || inventory === 'acquire') await acquireInventory(tx, id);
    } else if (inventory === 'acquire') await acquireInventory(tx, id, kinds);
    else if (inventory === 'release') await releaseInventory(tx, id, kinds);
  } catch (error) {
    const lost = inventoryConflict(error) ?? error;
    // A race lost while staff apply a change is the same answer as a conflict found before it.
    if (
      name === 'apply_pending_change' &&
      lost instanceof ProblemError &&
      lost.code === 'no_longer_available'
    ) {
      const resources = ((lost.extra as { lost?: string[] }).lost ?? []) as string[];
      throw changeConflict(resources.map((resource) => ({ resource, date: '' })));
    }
    throw lost;
  }
  const [updated] = await tx
    .update(bookings)
    .set({
      status: booking.status,
      flags: booking.flags,
      holdExpiresAt: booking.holdExpiresAt,
      offerValidUntil: booking.offerValidUntil,
      ...(name === 'send_offer' ? offerColumns(input) : {}),
      // Applied or rejected, the change draft is settled.
      ...(CHANGE_SETTLING.has(name) ? { changeDraft: null } : {}),
      ...touched(now),
    })
    .where(sql`${bookings.id} = ${id}`)
    .returning();
  const [auditRow] = await tx
    .insert(bookingTransitions)
    .values({
      bookingId: id,
      transition: audit.transition,
      actorRole: audit.actor.role,
      actorId: audit.actor.id,
      at: audit.at,
      fromStatus: audit.from,
      toStatus: audit.to,
      reason: audit.reason,
      details: audit.details,
    })
    .returning({ id: bookingTransitions.id });
  // Money to give back or intents to drop are decided here and carried out after commit.
  const paymentWork = await paymentConsequences(tx, id, name, booking.flags, now);
  // The messages of this change commit with it, or not at all (the outbox; the sender delivers them).
  await enqueueBookingMessages(tx, id, {
    event: { kind: 'transition', transition: name, to: audit.to },
    transitionId: auditRow!.id,
    reason: audit.reason,
    now,
  });
  const event: BookingEvent = {
    bookingId: id,
    kind: 'transition',
    transition: name,
    from: audit.from,
    to: audit.to,
    actor,
  };
  return { row: updated!, location, event, paymentWork };
}
