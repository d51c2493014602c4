import type { RateLimits } from '../src/http/rate-limit.ts';

/** Booking creation limits no test reaches: for test files that create many bookings from one address. */
export const GENEROUS_BOOKING_LIMITS: Partial<RateLimits> = {
  bookingPerAddress: { limit: 100_000, seconds: 600 },
  bookingPerEmail: { limit: 100_000, seconds: 600 },
};
