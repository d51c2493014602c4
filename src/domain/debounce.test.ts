import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce.ts';

describe('debounce with leading and trailing calls', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first call at once', () => {
    const run = vi.fn();
    debounce(run, 250).call('a');
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenLastCalledWith('a');
  });

  it('collapses a burst into one trailing call with the latest arguments', () => {
    const run = vi.fn();
    const lookup = debounce(run, 250);
    lookup.call('a');
    vi.advanceTimersByTime(100);
    lookup.call('b');
    lookup.call('c');
    expect(run).toHaveBeenCalledTimes(1);
    expect(lookup.pending).toBe(true);
    vi.advanceTimersByTime(149);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([['a'], ['c']]);
    expect(lookup.pending).toBe(false);
  });

  it('makes no trailing call when nothing came during the wait', () => {
    const run = vi.fn();
    const lookup = debounce(run, 250);
    lookup.call('a');
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs a steady stream at most once per wait', () => {
    const run = vi.fn();
    const lookup = debounce(run, 250);
    for (let ms = 0; ms < 1000; ms += 50) {
      lookup.call(ms);
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(250);
    // Leading at 0, trailing at 250, 500, 750 and 1000 (the last value, 950).
    expect(run.mock.calls.map(([ms]) => ms)).toEqual([0, 200, 450, 700, 950]);
  });

  it('calls at once again after a quiet wait', () => {
    const run = vi.fn();
    const lookup = debounce(run, 250);
    lookup.call('a');
    vi.advanceTimersByTime(250);
    lookup.call('b');
    expect(run.mock.calls).toEqual([['a'], ['b']]);
  });

  it('drops the trailing call on cancel', () => {
    const run = vi.fn();
    const lookup = debounce(run, 250);
    lookup.call('a');
    lookup.call('b');
    lookup.cancel();
    vi.advanceTimersByTime(500);
    expect(run.mock.calls).toEqual([['a']]);
    lookup.call('c');
    expect(run.mock.calls).toEqual([['a'], ['c']]);
  });
});
