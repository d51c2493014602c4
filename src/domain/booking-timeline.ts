/**
 * Where a booking stands on its way (spec §4 offer lifecycle): requested → offer → accepted →
 * confirmed, with the step it is at now; a booking that ended early (declined, expired, turned down,
 * cancelled) shows the steps it went through and then that end. Pure.
 */

/** A step's name, also its text key. */
export type TimelineStepName =
  | 'requested'
  | 'offered'
  | 'accepted'
  | 'payment_pending'
  | 'confirmed'
  | 'declined'
  | 'expired'
  | 'turned_down'
  | 'cancelled';

/** One step: done, the current one, or still to come. */
export type TimelineStep = { name: TimelineStepName; state: 'done' | 'current' | 'upcoming' };

const WAY: readonly TimelineStepName[] = ['requested', 'offered', 'accepted', 'confirmed'];

// An end says how far the booking came before it: a turned-down or expired offer was received;
// a declined request never had one; a cancellation can come at any point, so it follows the request.
const ENDS: Partial<Record<string, readonly TimelineStepName[]>> = {
  declined: ['requested'],
  expired: ['requested', 'offered'],
  turned_down: ['requested', 'offered'],
  cancelled: ['requested'],
};

// Book now skips the offer: the booking waits for its payment, then it is confirmed.
const PAID_WAY: readonly TimelineStepName[] = ['requested', 'payment_pending', 'confirmed'];

function along(way: readonly TimelineStepName[], at: number): TimelineStep[] {
  return way.map((name, index) => ({
    name,
    state: index < at ? 'done' : index === at ? 'current' : 'upcoming',
  }));
}

/** The steps of a booking in `status` (a booking's `status` field). */
export function bookingTimeline(status: string): TimelineStep[] {
  const before = ENDS[status];
  if (before) return along([...before, status as TimelineStepName], before.length);
  if (status === 'payment_pending') return along(PAID_WAY, 1);
  // A draft has not been sent: the whole way is still ahead.
  return along(WAY, WAY.indexOf(status as TimelineStepName));
}
