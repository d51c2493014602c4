import type { Actor } from '../domain/booking-lifecycle/index.ts';
import type { Logger } from '../logger.ts';

// Told after each commit. The messages themselves were written to the outbox inside the change's
// transaction (outbox.ts); this only logs the event and wakes the sender so they go out at once
// instead of at its next round.

/** One committed booking event; never carries the booking key. */
export type BookingEvent = {
  bookingId: number;
  kind: 'created' | 'changed' | 'transition' | 'deleted';
  transition?: string;
  from?: string;
  to?: string;
  actor: Actor;
};

/** Receives committed booking events and news of new outbox messages. */
export type Notifier = {
  notify: (event: BookingEvent) => Promise<void>;
  /** New messages are in the outbox (reminders): send them now. */
  outboxChanged: () => void;
};

/** One log line per event; `wake` starts the sender's round (none: the sender's timer finds them). */
export function outboxNotifier(logger: Logger, wake: () => void = () => {}): Notifier {
  return {
    notify: async (event) => {
      logger.info({ booking: event }, 'booking event');
      if (event.kind === 'transition') wake();
    },
    outboxChanged: wake,
  };
}
