import { sql } from 'drizzle-orm';
import { pruneStaffSessions } from '../../auth/staff-users.ts';
import { pruneVisitorSessions } from '../../auth/visitor-sessions.ts';
import { dueSystemTransition } from '../../domain/booking-lifecycle/index.ts';
import { pruneIdempotencyKeys } from '../../http/idempotency.ts';
import { pruneRateLimits } from '../../http/rate-limit.ts';
import type { Logger } from '../../logger.ts';
import { enqueueDueReminders } from '../../notifications/reminders.ts';
import { paymentFacts } from '../payments/payment-facts.ts';
import { runPaymentJobs } from '../payments/payment-jobs.ts';
import { loadBooking } from './booking.repository.ts';
import type { BookingDeps } from './booking-deps.ts';
import { loadLocation } from './booking-references.ts';
import { bookingSnapshot } from './booking-snapshot.ts';
import { runTransition } from './booking-transition.service.ts';

// Runs the timer transitions (hold_expired, offer_expired) when they fall due, so held spaces and rooms
// are released at that moment, not when someone next looks. Each booking is handled in its own
// transaction taken with FOR UPDATE SKIP LOCKED: several server processes may sweep at once, and a
// booking a visitor is changing right now is simply picked up on the next round.

const BATCH = 100;
const SYSTEM = { role: 'system' as const, id: 'hold-sweeper' };

/** Runs every due timer transition once; returns how many bookings moved. */
export async function sweepDueBookings(deps: BookingDeps): Promise<number> {
  const now = deps.clock.now();
  const candidates = (await deps.db.execute(sql`
    select b.id from bookings b join locations l on l.id = b.location_id
    where (b.status = 'payment_pending' and b.hold_expires_at <= ${now.toISOString()})
       or (b.status = 'offered' and b.offer_valid_until < (${now.toISOString()}::timestamptz at time zone l.time_zone)::date)
    order by b.id limit ${BATCH}`)) as unknown as { rows: { id: number }[] };
  let moved = 0;
  for (const { id } of candidates.rows) {
    const done = await deps.db.transaction(async (raw) => {
      const tx = raw as unknown as BookingDeps['db'];
      const locked = (await tx.execute(
        sql`select id from bookings where id = ${id} for update skip locked`,
      )) as unknown as { rows: unknown[] };
      if (locked.rows.length === 0) return null;
      const row = (await loadBooking(tx, id))!;
      const location = (await loadLocation(tx, row.locationId))!;
      const payment = await paymentFacts(tx, row, location, deps.payments !== null);
      const due = dueSystemTransition(await bookingSnapshot(tx, row, location, payment), now);
      if (!due) return null;
      return runTransition(tx, deps, id, due, {}, now, () => SYSTEM);
    });
    if (done) {
      moved++;
      await deps.notifier.notify(done.event).catch(() => {});
    }
  }
  await runPaymentJobs(deps);
  const reminders = await enqueueDueReminders(deps.db, now);
  if (reminders > 0) deps.notifier.outboxChanged();
  await pruneRateLimits(deps.db, now);
  await pruneIdempotencyKeys(deps.db, now);
  await pruneVisitorSessions(deps.db, now);
  await pruneStaffSessions(deps.db, now);
  return moved;
}

/** Sweeps now and then every `intervalMs`; returns a stop function. Errors are logged, never thrown. */
export function startHoldSweeper(deps: BookingDeps, logger: Logger, intervalMs = 15_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const moved = await sweepDueBookings(deps);
      if (moved > 0) logger.info({ moved }, 'expired holds and offers');
    } catch (error) {
      logger.error({ err: error }, 'booking sweep failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
