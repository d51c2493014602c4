import { DEFAULT_LIFECYCLE_POLICY, type LifecyclePolicy } from '../../domain/booking-lifecycle/index.ts';
import { type BookingRateLimits, DEFAULT_BOOKING_RATE_LIMITS } from '../../http/rate-limit.ts';

/** The booking settings a server process reads from its environment (README lists them). */
export type BookingSettings = { policy: LifecyclePolicy; limits: BookingRateLimits; sweepMs: number };

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number; got "${text}".`);
  return value;
}

/** BOOKING_HOLD_MINUTES, BOOKING_RATE_LIMIT_PER_IP, BOOKING_RATE_LIMIT_PER_EMAIL, BOOKING_RATE_LIMIT_WINDOW_SECONDS, BOOKING_SWEEP_MS. */
export function readBookingSettings(env: NodeJS.ProcessEnv = process.env): BookingSettings {
  return {
    policy: { holdMinutes: positive(env, 'BOOKING_HOLD_MINUTES', DEFAULT_LIFECYCLE_POLICY.holdMinutes) },
    limits: {
      perIp: positive(env, 'BOOKING_RATE_LIMIT_PER_IP', DEFAULT_BOOKING_RATE_LIMITS.perIp),
      perEmail: positive(env, 'BOOKING_RATE_LIMIT_PER_EMAIL', DEFAULT_BOOKING_RATE_LIMITS.perEmail),
      windowSeconds: positive(
        env,
        'BOOKING_RATE_LIMIT_WINDOW_SECONDS',
        DEFAULT_BOOKING_RATE_LIMITS.windowSeconds,
      ),
    },
    sweepMs: positive(env, 'BOOKING_SWEEP_MS', 15_000),
  };
}
