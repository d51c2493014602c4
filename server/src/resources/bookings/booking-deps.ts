import type { Clock } from '../../clock.ts';
import type { Orm } from '../../db/database.ts';
import type { LifecyclePolicy } from '../../domain/booking-lifecycle/index.ts';
import type { BookingRateLimits } from '../../http/rate-limit.ts';
import type { Notifier } from '../../notifications/notifier.ts';

/** What the booking routes, the lifecycle runner and the sweeper are given (createApp builds it). */
export type BookingDeps = {
  db: Orm;
  clock: Clock;
  notifier: Notifier;
  policy: LifecyclePolicy;
  limits: BookingRateLimits;
};
