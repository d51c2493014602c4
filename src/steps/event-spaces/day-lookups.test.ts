import { signal } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api/api.ts';
import { createApiClient } from '../../api/client.ts';
import { emptyDay } from '../../domain/days.ts';
import type { Day } from '../../domain/reservation.types.ts';
import { createDayLookups } from './day-lookups.ts';

/** Answers halls_suitable and package deals after `delay` ms; records what was sent. */
function fakeApi(delay: number) {
  const sent: URL[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    sent.push(url);
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const member = url.pathname.endsWith('/package_deals')
      ? [{ '@id': '/api/package_deals/2', name: `deal for ${url.searchParams.get('date')}` }]
      : [{ '@id': '/api/halls/1', state: 'available', capacity: 40 }];
    return new Response(JSON.stringify({ member }), { headers: { 'content-type': 'application/ld+json' } });
  }) as typeof globalThis.fetch;
  return { sent, api: createApi(createApiClient({ baseUrl: 'http://api.test', fetch })) };
}

const day = (tempId: string, date: string | null): Day => ({
  ...emptyDay(tempId),
  date,
  startTime: '09:00',
  endTime: '17:00',
  pax: 20,
});

describe('day lookups', () => {
  it('ask per complete day, at the location in the path, and drop a removed day', async () => {
    const { sent, api } = fakeApi(5);
    const days = signal<Day[]>([day('new-1', '2030-03-01'), day('new-2', null)]);
    const location = signal<string | null>('/api/locations/3');
    const lookups = createDayLookups({ api, location, days, wait: 10 });
    await vi.waitFor(() => expect(lookups.answers.value.get('new-1')?.deals.status).toBe('ok'));
    expect(sent.map((url) => url.pathname).sort()).toEqual([
      '/api/halls_suitable',
      '/api/locations/3/package_deals',
    ]);
    // The day without a date asks nothing.
    expect(lookups.answers.value.get('new-2')).toEqual({
      halls: { status: 'idle' },
      deals: { status: 'idle' },
    });
    days.value = [days.value[1]!];
    expect(lookups.answers.value.has('new-1')).toBe(false);
    lookups.dispose();
  });

  it('ask again when the location changes, and nothing without one', async () => {
    const { sent, api } = fakeApi(5);
    const days = signal<Day[]>([day('new-1', '2030-03-01')]);
    const location = signal<string | null>(null);
    const lookups = createDayLookups({ api, location, days, wait: 10 });
    expect(sent).toHaveLength(0);
    location.value = '/api/locations/1';
    await vi.waitFor(() => expect(lookups.answers.value.get('new-1')?.halls.status).toBe('ok'));
    location.value = '/api/locations/2';
    await vi.waitFor(() =>
      expect(sent.some((url) => url.pathname === '/api/locations/2/package_deals')).toBe(true),
    );
    expect(sent.filter((url) => url.searchParams.get('location') === '/api/locations/2')).toHaveLength(1);
    lookups.dispose();
  });
});
