/**
 * A lookup that follows a changing question (spec §7, §9: availability lookups debounced 250 ms,
 * leading and trailing). The first question after a quiet spell is asked at once, so the visitor
 * sees an answer without waiting; questions that follow within the wait are folded into one, asked
 * when the wait ends (see `debounce`). A newer call aborts the older one in flight, so a slow answer to an old
 * question never overwrites the answer to the new one.
 */
import { debounce, type Timers } from '../domain/debounce.ts';

/** Runs one lookup; must settle (resolve or reject) once `signal` aborts. */
export type LookupRun<Q, R> = (query: Q, signal: AbortSignal) => Promise<R>;

/** Timers, injectable so node tests can drive time (the debouncer's own). */
export type LookupTimers = Timers;

/** What the lookup needs. */
export type DebouncedLookupOptions<Q, R> = {
  run: LookupRun<Q, R>;
  /** The answer to the latest question asked; never called for an aborted or replaced call. */
  onResult: (result: R, query: Q) => void;
  /** A call that threw (and was not aborted); the caller decides what to show. */
  onError?: (error: unknown, query: Q) => void;
  waitMs?: number;
  timers?: LookupTimers;
};

/** A debounced lookup. */
export type DebouncedLookup<Q> = {
  /** Asks `query`: now when quiet, else once the visitor pauses for the wait. */
  request(query: Q): void;
  /** Forgets a pending question and aborts the call in flight (the stay is gone, the step closed). */
  cancel(): void;
  /** Whether a question is waiting or a call is in flight. */
  readonly busy: boolean;
};

/** Creates a lookup; nothing is asked until `request`. The timing is `debounce`'s (one debouncer). */
export function createDebouncedLookup<Q, R>({
  run,
  onResult,
  onError,
  waitMs = 250,
  timers,
}: DebouncedLookupOptions<Q, R>): DebouncedLookup<Q> {
  let inFlight: AbortController | null = null;

  function start(query: Q) {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    run(query, controller.signal).then(
      (result) => {
        if (inFlight !== controller || controller.signal.aborted) return;
        inFlight = null;
        onResult(result, query);
      },
      (error: unknown) => {
        if (inFlight !== controller || controller.signal.aborted) return;
        inFlight = null;
        onError?.(error, query);
      },
    );
  }
  const debounced = debounce(start, waitMs, timers);

  return {
    request(query) {
      debounced.call(query);
    },
    cancel() {
      debounced.cancel();
      inFlight?.abort();
      inFlight = null;
    },
    get busy() {
      return debounced.pending || inFlight !== null;
    },
  };
}
