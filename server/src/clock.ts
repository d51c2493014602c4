/** The time source the app is given, so tests (hold expiry, validity dates) can fix "now". */
export type Clock = { now: () => Date };

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock standing still at `at`, for tests. */
export function fixedClock(at: string | Date): Clock {
  const date = new Date(at);
  return { now: () => new Date(date) };
}
