import type { Actor } from '../domain/booking-lifecycle/index.ts';
import type { Logger } from '../logger.ts';

// The notification issue will send e-mails from here; the lifecycle calls it after each commit only,
// so a rolled-back change never notifies.

/** One committed booking event; never carries the booking key. */
export type BookingEvent = {
  bookingId: number;
  kind: 'created' | 'changed' | 'transition';
  transition?: string;
  from?: string;
  to?: string;
  actor: Actor;
};

/** Receives committed booking events. */
export type Notifier = { notify: (event: BookingEvent) => Promise<void> };

/** The default: one log line per event. */
export function loggingNotifier(logger: Logger): Notifier {
  return {
    notify: async (event) => {
      logger.info({ booking: event }, 'booking event');
    },
  };
}
