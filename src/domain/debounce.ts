/**
 * A debouncer with leading and trailing calls (spec §7, §9: lookups at 250 ms). The first call runs at
 * once, so the visitor sees an answer to the first change without waiting; calls during the wait are
 * collapsed into one trailing call with the latest arguments, which opens a new wait. So a burst of
 * changes costs at most one call per `wait` and the last change is never lost.
 */

/** A debounced function: `call` it freely; `cancel` drops a pending trailing call. */
export type Debounced<A extends unknown[]> = {
  call(...args: A): void;
  cancel(): void;
  /** Whether a trailing call is waiting. */
  readonly pending: boolean;
};

/** Timers, injectable for tests; the global ones by default. */
export type Timers = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const GLOBAL_TIMERS: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Debounces `run` by `wait` ms with leading and trailing calls. */
export function debounce<A extends unknown[]>(
  run: (...args: A) => void,
  wait: number,
  timers: Timers = GLOBAL_TIMERS,
): Debounced<A> {
  let timer: unknown = null;
  let waiting: A | null = null;

  const flush = () => {
    timer = null;
    if (waiting === null) return;
    const args = waiting;
    waiting = null;
    // The trailing call opens a wait of its own: a steady stream still runs once per `wait`.
    timer = timers.setTimeout(flush, wait);
    run(...args);
  };

  return {
    call(...args: A) {
      if (timer === null) {
        timer = timers.setTimeout(flush, wait);
        run(...args);
      } else {
        waiting = args;
      }
    },
    cancel() {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      waiting = null;
    },
    get pending() {
      return waiting !== null;
    },
  };
}
