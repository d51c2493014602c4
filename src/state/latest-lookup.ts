/**
 * A lookup that keeps only its latest answer (spec §7): asked through a leading-and-trailing
 * debouncer, and each new request aborts the one in flight, whose answer is then never shown.
 * An aborted call means "nothing happened" (conventions), so it changes no state.
 */
import { type ReadonlySignal, signal } from '@preact/signals-react';
import type { ApiResult } from '../api/result.ts';
import { debounce, type Timers } from '../domain/debounce.ts';

/** What a lookup shows: nothing asked yet, waiting, the answer, or a failure. */
export type LookupState<T> =
  | { status: 'idle' }
  | { status: 'loading'; data: T | null }
  | { status: 'ok'; data: T }
  | { status: 'error'; data: T | null };

/** Asks for one query; must pass `signal` on to the API client. */
export type Fetcher<Q, T> = (query: Q, signal: AbortSignal) => Promise<ApiResult<T>>;

/** One latest-only lookup. */
export type LatestLookup<Q, T> = {
  state: ReadonlySignal<LookupState<T>>;
  /** Asks for `query` (keyed by `key`); the same key as the last request asks nothing; null resets. */
  ask(key: string, query: Q | null): void;
  /** Asks the last query again when its answer failed (a "Try again", or the connection is back). */
  retry(): void;
  /** Stops everything: the pending call and the one in flight. */
  dispose(): void;
};

/** Creates a lookup debounced by `wait` ms. */
export function createLatestLookup<Q, T>(
  fetcher: Fetcher<Q, T>,
  wait: number,
  timers?: Timers,
): LatestLookup<Q, T> {
  const state = signal<LookupState<T>>({ status: 'idle' });
  let lastKey = '';
  let lastQuery: Q | null = null;
  let controller: AbortController | null = null;
  const previous = () => {
    const current = state.peek();
    return current.status === 'idle' ? null : current.data;
  };

  const run = async (query: Q) => {
    controller?.abort();
    const own = new AbortController();
    controller = own;
    state.value = { status: 'loading', data: previous() };
    const result = await fetcher(query, own.signal);
    if (result.status === 'aborted' || controller !== own) return;
    controller = null;
    state.value =
      result.status === 'ok' ? { status: 'ok', data: result.data } : { status: 'error', data: previous() };
  };
  const debounced = debounce((query: Q) => void run(query), wait, timers);

  return {
    state,
    ask(key, query) {
      if (key === lastKey) return;
      lastKey = key;
      lastQuery = query;
      if (query === null) {
        debounced.cancel();
        controller?.abort();
        controller = null;
        state.value = { status: 'idle' };
        return;
      }
      // Shown at once, so a screen reader hears "looking up" while the trailing call waits.
      if (state.peek().status !== 'loading') state.value = { status: 'loading', data: previous() };
      debounced.call(query);
    },
    retry() {
      if (state.peek().status !== 'error' || lastQuery === null) return;
      state.value = { status: 'loading', data: previous() };
      debounced.call(lastQuery);
    },
    dispose() {
      debounced.cancel();
      controller?.abort();
      controller = null;
    },
  };
}
