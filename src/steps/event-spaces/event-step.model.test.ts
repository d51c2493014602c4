import { signal } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api/api.ts';
import { createApiClient } from '../../api/client.ts';
import type { Location, Partner } from '../../domain/catalogue.types.ts';
import { createReservationForm } from '../../state/reservation-form.model.ts';
import { createEventStepModel } from './event-step.model.ts';

const emplacement = (id: number, code: string) => ({
  '@id': `/api/emplacements/${id}`,
  '@type': 'Emplacement',
  id,
  code,
  name: code,
  translations: [],
});
const hall = (id: number, state: string, capacity: number | null) => ({
  '@id': `/api/halls/${id}`,
  id,
  name: `Hall ${id}`,
  squareMeters: 100,
  capacity,
  state,
});

/** A tiny catalogue API on an injected fetch; records every call and honours aborts like a browser. */
function fakeApi() {
  const calls: { path: string; query: URLSearchParams; signal: AbortSignal | null }[] = [];
  const answers: Record<string, (query: URLSearchParams) => unknown> = {
    '/api/emplacements': () => ({
      member: [emplacement(1, 'boardroom'), emplacement(5, 'theater'), emplacement(6, 'u-shape')],
    }),
    '/api/location_emplacements': () => ({ member: [] }),
    '/api/items': () => ({ member: [] }),
    '/api/halls_suitable': (q) => ({
      member: [hall(1, Number(q.get('pax')) > 40 ? 'too_small' : 'available', 40), hall(2, 'occupied', 60)],
    }),
    '/api/locations/1/package_deals': () => ({ member: [] }),
  };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const signal = init?.signal ?? null;
    // As in a browser, an already aborted signal sends nothing (ofetch retries an aborted GET once).
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    calls.push({ path: url.pathname, query: url.searchParams, signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const answer = answers[url.pathname];
    return new Response(JSON.stringify(answer ? answer(url.searchParams) : {}), {
      status: answer ? 200 : 404,
      headers: { 'content-type': 'application/ld+json' },
    });
  }) as typeof globalThis.fetch;
  return { calls, api: createApi(createApiClient({ baseUrl: 'http://api.test', fetch })) };
}

const partner = {
  paxMiceThreshold: 100,
  partnerSettings: {
    defaultEmplacement: '/api/emplacements/6',
    bigGroupsDefaultEmplacement: '/api/emplacements/5',
  },
} as Partner;
const amsterdam = {
  '@id': '/api/locations/1',
  id: 1,
  locationSettings: { allowedOnlyCateringServices: false, allowedOnlyFunctionSpaces: false },
} as Location;

function setup() {
  const api = fakeApi();
  const form = createReservationForm({
    prefill: { query: '?pax=20', today: '2030-01-01' },
    locale: 'en-US',
    locations: signal<readonly Location[]>([amsterdam]),
    warn: () => {},
  });
  form.chooseLocation('/api/locations/1');
  const deps = {
    form,
    api: api.api,
    epoch: signal(0),
    partner: signal(partner),
    today: () => '2030-01-01',
    debounceMs: 20,
  };
  const step = createEventStepModel(deps);
  // As the composition does (compose-form.ts): step 2's check is the model's server-data rules.
  form.addCheck(2, step.problems);
  return { ...api, form, deps, step };
}

const hallCalls = (calls: ReturnType<typeof fakeApi>['calls']) =>
  calls.filter((c) => c.path === '/api/halls_suitable');

describe('event step model', () => {
  it('starts the first day with the event’s guests and the partner’s default layout', async () => {
    const { form, step } = setup();
    step.ensureDay();
    step.ensureDay();
    expect(form.reservation.value.days).toHaveLength(1);
    await vi.waitFor(() => expect(form.reservation.value.days[0]?.emplacement).toBe('/api/emplacements/6'));
    expect(form.reservation.value.days[0]?.pax).toBe(20);
  });

  it('moves days to the big-groups layout above the threshold, and their guests and times with the event', async () => {
    const { form, step } = setup();
    step.ensureDay();
    await vi.waitFor(() => expect(step.layouts.value).toHaveLength(3));
    step.setEvent('eventStartTime', '09:00');
    step.setEvent('eventPax', 150);
    const [day] = form.reservation.value.days;
    expect([day?.pax, day?.startTime, day?.emplacement]).toEqual([150, '09:00', '/api/emplacements/5']);
    step.setLayout(0, '/api/emplacements/1');
    step.setEvent('eventPax', 20);
    expect(form.reservation.value.days[0]?.emplacement).toBe('/api/emplacements/1');
  });

  it('asks halls_suitable once the day is complete, and the newest request aborts the older', async () => {
    const { form, step, calls } = setup();
    step.ensureDay();
    await vi.waitFor(() => expect(form.reservation.value.days[0]?.emplacement).toBe('/api/emplacements/6'));
    step.setEvent('eventStartTime', '09:00');
    step.setEvent('eventEndTime', '17:00');
    expect(hallCalls(calls)).toHaveLength(0);
    // The complete day is asked at once (20 guests); 30 and then 50 guests within the 20 ms wait
    // make one trailing request, for 50, which aborts the slower first answer (50 ms).
    step.setDate(0, '2030-03-01');
    step.setEvent('eventPax', 30);
    step.setEvent('eventPax', 50);
    await vi.waitFor(() => expect(hallCalls(calls)).toHaveLength(2));
    expect(hallCalls(calls)[0]?.query.get('pax')).toBe('20');
    const [first, last] = hallCalls(calls);
    expect(first?.signal?.aborted).toBe(true);
    expect(last?.query.get('pax')).toBe('50');
    expect(last?.query.get('location')).toBe('/api/locations/1');
    expect(last?.query.get('available')).toBe('true');
    expect(last?.query.get('emplacement')).toBe('/api/emplacements/6');
    const day = form.reservation.value.days[0]!;
    await vi.waitFor(() => expect(step.lookupOf(day)?.halls.status).toBe('ok'));
    // Nothing in the layout seats 50 but the occupied hall of 60: the fit rule holds, the space is refused.
    step.addSpace(0);
    step.chooseSpace(0, 0, '/api/halls/2', 'Hall 2');
    expect(form.errors.value['days.0.halls.0.hall']).toEqual({ key: 'validation.spaceUnavailable' });
  });

  it('copies a day to the next free date and removes it, giving the index focus moves to', () => {
    const { form, step } = setup();
    step.ensureDay();
    step.setDate(0, '2030-03-01');
    expect(step.cloneDay(0)).toBe(1);
    expect(form.reservation.value.days.map((d) => d.date)).toEqual(['2030-03-01', '2030-03-02']);
    expect(step.addDay()).toBe(2);
    expect(step.removeDay(2)).toBeNull();
    expect(step.removeDay(0)).toBe(0);
    expect(step.removeDay(0)).toBeNull();
    expect(form.reservation.value.days).toHaveLength(1);
    expect(step.announcement.value?.key).toBe('announce.dayRemoved');
  });

  it('is one model per form: two widgets never share lookups or switches', () => {
    const a = setup();
    const b = setup();
    expect(b.step).not.toBe(a.step);
    a.step.showUnavailable.value = false;
    expect(b.step.showUnavailable.value).toBe(true);
  });
});
