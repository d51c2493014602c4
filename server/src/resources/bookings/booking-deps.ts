import type { Clock } from '../../clock.ts';
import type { Orm } from '../../db/database.ts';
import type { LifecyclePolicy } from '../../domain/booking-lifecycle/index.ts';
import type { RateLimits } from '../../http/rate-limit.ts';
import type { Notifier } from '../../notifications/notifier.ts';

/** What the booking routes, the lifecycle runner and the sweeper are given (createApp builds it). */
export type BookingDeps = {
  db: Orm;
  clock: Clock;
  notifier: Notifier;
  policy: LifecyclePolicy;
  /** Every bucket's window; booking creation counts in two, a corporate client's check in two more. */
  limits: RateLimits;
};
