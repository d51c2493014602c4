import type { Clock } from '../../clock.ts';
import type { Orm } from '../../db/database.ts';
import type { LifecyclePolicy } from '../../domain/booking-lifecycle/index.ts';
import type { RateLimits } from '../../http/rate-limit.ts';
import type { Logger } from '../../logger.ts';
import type { Notifier } from '../../notifications/notifier.ts';
import type { PaymentProvider } from '../payments/provider.ts';

/** What the booking routes, the lifecycle runner and the sweeper are given (createApp builds it). */
export type BookingDeps = {
  db: Orm;
  clock: Clock;
  notifier: Notifier;
  policy: LifecyclePolicy;
  /** Every bucket's window; booking creation counts in two, a corporate client's check in two more. */
  limits: RateLimits;
  /** The card payment provider; null when the server has no keys (no card payment is offered). */
  payments: PaymentProvider | null;
  /** Where background money moves (refunds, cancelled intents) report failures. */
  logger: Logger;
};
