/**
 * The payment countdown of a book-now hold (spec §2, §4, §8): the time left until `holdExpiresAt`,
 * shown in whole minutes and, in the last minute, in seconds; what a screen reader should hear and how
 * urgently (each whole minute politely, then at 60, 30 and 10 seconds assertively); and the moment it
 * runs out. The clock and timers are injected, so tests drive it without waiting, and the server's
 * clock can correct the visitor's (a wrong local clock must not end the hold early or late).
 * It never touches the DOM or focus.
 */
import { batch, computed, signal } from '@preact/signals-react';
import type { Timers } from '../../../domain/debounce.ts';

/** The time source and timers of the countdown. */
export type Clock = Timers & { now: () => number };

/** What the countdown shows: minutes (rounded up) while more than a minute is left, then seconds. */
export type TimeLeft =
  | { unit: 'minutes'; minutes: number }
  | { unit: 'seconds'; minutes: number; seconds: number }
  | { unit: 'none' };

/** One announcement; `id` changes each time, so the same words said twice are still news. */
export type Announcement = { id: number; minutes?: number; seconds?: number };

/** What the countdown needs. */
export type CountdownOptions = {
  clock: Clock;
  /** When the hold ends (ISO 8601 with an offset, as the server sends it). */
  expiresAt: string;
  /** The server's clock minus the visitor's, in ms (0: trust the local clock). */
  skewMs?: number;
  /** Called once when the time runs out (again after an extension runs out). */
  onExpire?: () => void;
};

/** The assertive moments of the last minute, in seconds left. */
export const URGENT_SECONDS = [60, 30, 10] as const;

/**
 * The server's clock minus the local one, from an answer's `Date` header and the local time it came
 * in. The header counts whole seconds and the answer took time to arrive, so a difference under two
 * seconds says nothing and gives 0; a missing or unreadable header gives 0 (the local clock).
 */
export function clockSkew(dateHeader: string | null | undefined, receivedAt: number): number {
  const server = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (!Number.isFinite(server)) return 0;
  const skew = server - receivedAt;
  return Math.abs(skew) < 2000 ? 0 : skew;
}

/** What `seconds` left look like. */
export function timeLeft(seconds: number): TimeLeft {
  if (seconds <= 0) return { unit: 'none' };
  if (seconds > 60) return { unit: 'minutes', minutes: Math.ceil(seconds / 60) };
  return { unit: 'seconds', minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
}

/** Creates the countdown to `expiresAt`; `dispose()` stops its timer. */
export function createCountdown({ clock, expiresAt, skewMs = 0, onExpire }: CountdownOptions) {
  let deadline = Date.parse(expiresAt);
  let timer: unknown = null;
  let said = 0;
  const secondsLeft = signal(0);
  const polite = signal<Announcement | null>(null);
  const assertive = signal<Announcement | null>(null);

  const remainingMs = () => (Number.isFinite(deadline) ? deadline - (clock.now() + skewMs) : 0);
  const stop = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  /**
   * Reads the time left and says what was crossed since the reading before (`null`: the first one, which
   * says nothing: the countdown is on screen). A timer may fire late (a background tab), so moments are
   * crossings, not exact values, and the time left then is what is said.
   */
  function tick(before: number | null) {
    timer = null;
    const ms = remainingMs();
    const left = Math.max(0, Math.ceil(ms / 1000));
    batch(() => {
      secondsLeft.value = left;
      if (before === null) return;
      const minuteMark = Math.ceil(left / 60) * 60;
      if (URGENT_SECONDS.some((s) => before > s && s >= left) || (left === 0 && before > 0)) {
        assertive.value = { id: ++said, seconds: left };
      } else if (left > 60 && before > minuteMark) {
        polite.value = { id: ++said, minutes: minuteMark / 60 };
      }
    });
    if (left === 0) {
      onExpire?.();
      return;
    }
    // The next reading when the shown second changes: ms is in (left - 1, left] seconds.
    timer = clock.setTimeout(() => tick(left), ms - (left - 1) * 1000);
  }

  tick(null);

  return {
    /** Whole seconds left (rounded up), 0 once the time is out. */
    secondsLeft,
    /** What to show. */
    timeLeft: computed(() => timeLeft(secondsLeft.value)),
    /** Out of time. */
    expired: computed(() => secondsLeft.value === 0),
    /** The last whole-minute announcement, for a polite live region. */
    polite,
    /** The last announcement of the final minute (`seconds: 0`: out of time), for an assertive live region. */
    assertive,
    /**
     * The hold was extended to `next`: counting goes on from there, and the new time left is said
     * politely, since it changed at the visitor's request.
     */
    extend(next: string) {
      stop();
      deadline = Date.parse(next);
      tick(null);
      const left = secondsLeft.peek();
      if (left > 0) polite.value = { id: ++said, minutes: Math.ceil(left / 60) };
    },
    /** Stops the timer; nothing is said or called any more. */
    dispose: stop,
  };
}

/** One countdown. */
export type Countdown = ReturnType<typeof createCountdown>;
