import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiResult, aborted, failed, ok } from '../api/result.ts';
import { createLatestLookup } from './latest-lookup.ts';

/** A fetcher whose answers the test releases by hand; aborted calls resolve `aborted` like the client. */
function manualFetcher() {
  const calls: { query: string; signal: AbortSignal; answer: (data: string) => void }[] = [];
  const fetcher = (query: string, signal: AbortSignal) =>
    new Promise<ApiResult<string>>((resolve) => {
      signal.addEventListener('abort', () => resolve(aborted()));
      calls.push({ query, signal, answer: (data) => resolve(ok(data)) });
    });
  return { calls, fetcher };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('createLatestLookup', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks at once, then once more for the latest query after 250 ms, aborting the older call', async () => {
    const { calls, fetcher } = manualFetcher();
    const lookup = createLatestLookup(fetcher, 250);
    lookup.ask('a', 'a');
    lookup.ask('b', 'b');
    lookup.ask('c', 'c');
    expect(calls.map((c) => c.query)).toEqual(['a']);
    expect(lookup.state.value.status).toBe('loading');
    vi.advanceTimersByTime(250);
    expect(calls.map((c) => c.query)).toEqual(['a', 'c']);
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.answer('old');
    calls[1]?.answer('new');
    await flush();
    expect(lookup.state.value).toEqual({ status: 'ok', data: 'new' });
  });

  it('asks nothing again for the same key', () => {
    const { calls, fetcher } = manualFetcher();
    const lookup = createLatestLookup(fetcher, 250);
    lookup.ask('a', 'a');
    vi.advanceTimersByTime(300);
    lookup.ask('a', 'a');
    expect(calls).toHaveLength(1);
  });

  it('resets on a null query and aborts the call in flight', async () => {
    const { calls, fetcher } = manualFetcher();
    const lookup = createLatestLookup(fetcher, 250);
    lookup.ask('a', 'a');
    lookup.ask('', null);
    expect(calls[0]?.signal.aborted).toBe(true);
    await flush();
    expect(lookup.state.value).toEqual({ status: 'idle' });
  });

  it('keeps the previous answer while a failed lookup says so', async () => {
    let answer: ApiResult<string> = ok('first');
    const lookup = createLatestLookup(async () => answer, 250);
    lookup.ask('a', 'a');
    await flush();
    answer = { status: 'error', error: { kind: 'network', url: '/x', message: 'down' } };
    vi.advanceTimersByTime(300);
    lookup.ask('b', 'b');
    await flush();
    expect(lookup.state.value).toEqual({ status: 'error', data: 'first' });
  });

  it('asks the failed query again on retry, and does nothing while the answer is fine (issue 18)', async () => {
    const answers: ApiResult<string>[] = [
      failed({ kind: 'network', url: '/api/halls_suitable', message: 'offline' }),
      ok('halls'),
    ];
    const asked: string[] = [];
    const lookup = createLatestLookup(async (query: string) => {
      asked.push(query);
      return answers.shift() ?? ok('more');
    }, 250);
    lookup.ask('a', 'a');
    await flush();
    expect(lookup.state.value.status).toBe('error');
    vi.advanceTimersByTime(300);
    lookup.retry();
    expect(lookup.state.value.status).toBe('loading');
    await flush();
    expect(lookup.state.value).toEqual({ status: 'ok', data: 'halls' });
    vi.advanceTimersByTime(300);
    lookup.retry();
    await flush();
    expect(asked).toEqual(['a', 'a']);
  });
});
