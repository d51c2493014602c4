import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedLookup } from './debounced-lookup.ts';

type Call = {
  query: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (e: unknown) => void;
};

/** A lookup whose calls the test answers by hand, in any order. */
function setup(waitMs = 250) {
  const calls: Call[] = [];
  const results: [string, string][] = [];
  const errors: [unknown, string][] = [];
  const lookup = createDebouncedLookup<string, string>({
    waitMs,
    run: (query, signal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ query, signal, resolve, reject });
      }),
    onResult: (result, query) => results.push([result, query]),
    onError: (error, query) => errors.push([error, query]),
  });
  return { lookup, calls, results, errors };
}

describe('debounced lookup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the first question at once (leading edge)', () => {
    const { lookup, calls } = setup();
    lookup.request('a');
    expect(calls.map((c) => c.query)).toEqual(['a']);
  });

  it('folds questions within the wait into the last one, asked when the wait ends (trailing edge)', () => {
    const { lookup, calls } = setup();
    lookup.request('a');
    vi.advanceTimersByTime(100);
    lookup.request('b');
    vi.advanceTimersByTime(100);
    lookup.request('c');
    // One wait from the leading call: the latest question goes out when it ends, 250 ms after 'a'.
    vi.advanceTimersByTime(49);
    expect(calls.map((c) => c.query)).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => c.query)).toEqual(['a', 'c']);
  });

  it('asks nothing more at the end of a wait without a second question', () => {
    const { lookup, calls } = setup();
    lookup.request('a');
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(1);
    lookup.request('b');
    expect(calls.map((c) => c.query)).toEqual(['a', 'b']);
  });

  it('aborts the older call when a newer one starts and ignores its late answer', async () => {
    const { lookup, calls, results } = setup();
    lookup.request('a');
    lookup.request('b');
    vi.advanceTimersByTime(250);
    const [first, second] = calls as [Call, Call];
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
    second.resolve('answer b');
    first.resolve('answer a');
    await vi.runAllTimersAsync();
    expect(results).toEqual([['answer b', 'b']]);
  });

  it('reports a failure of the latest call only', async () => {
    const { lookup, calls, errors, results } = setup();
    lookup.request('a');
    (calls[0] as Call).reject(new Error('offline'));
    await vi.runAllTimersAsync();
    expect(errors.map(([e, q]) => [(e as Error).message, q])).toEqual([['offline', 'a']]);
    expect(results).toEqual([]);
  });

  it('cancels a pending question and the call in flight', async () => {
    const { lookup, calls, results } = setup();
    lookup.request('a');
    lookup.request('b');
    expect(lookup.busy).toBe(true);
    lookup.cancel();
    expect((calls[0] as Call).signal.aborted).toBe(true);
    vi.advanceTimersByTime(1000);
    (calls[0] as Call).resolve('late');
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(1);
    expect(results).toEqual([]);
    expect(lookup.busy).toBe(false);
  });
});
