import { signal } from '@preact/signals-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import type { Location } from '../domain/catalogue.types.ts';
import { draftKey } from '../domain/draft.ts';
import { createBookingSession, type DraftStore } from './booking-session.model.ts';
import { createReservationForm } from './reservation-form.model.ts';

// The session's timing rules (spec §4): debounce, create once, a newer save aborts the older, only
// real changes are saved, the draft survives a reload. The API answers from a script so each timing
// can be driven exactly; the journeys against the real server are in the browser and e2e suites.

type Call = { method: string; path: string; body: Record<string, unknown>; signal?: AbortSignal | null };

function scriptedApi() {
  const calls: Call[] = [];
  let nextId = 1;
  const pending: (() => void)[] = [];
  let hold = false;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : {},
      signal: init?.signal ?? null,
    };
    calls.push(call);
    if (hold) await new Promise<void>((resolve) => pending.push(resolve));
    if (call.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const id = call.method === 'POST' ? nextId++ : Number(url.pathname.split('/')[3]);
    const body = { id, username: `b${id}`, key: `k${id}`, status: 'draft', transitions: ['request'] };
    return new Response(JSON.stringify(body), {
      status: call.method === 'POST' ? 201 : 200,
      headers: { 'content-type': 'application/ld+json' },
    });
  }) as typeof globalThis.fetch;
  return {
    calls,
    client: createApiClient({ baseUrl: 'http://api.test', fetch }),
    holdAnswers(on: boolean) {
      hold = on;
    },
    releaseAll() {
      for (const resolve of pending.splice(0)) resolve();
    },
  };
}

function memoryStore(initial: Record<string, string> = {}): DraftStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    read: (key) => data[key] ?? null,
    write: (key, text) => {
      data[key] = text;
    },
    remove: (key) => {
      delete data[key];
    },
  };
}

const amsterdam = { '@id': '/api/locations/1', id: 1, locationSettings: {} } as Location;

function setup(store = memoryStore()) {
  const api = scriptedApi();
  const form = createReservationForm({
    prefill: { query: '', attributes: {}, today: '2030-01-01' },
    locale: 'en-US',
    locations: signal([amsterdam]),
    warn: () => {},
  });
  const session = createBookingSession({
    form,
    client: () => api.client,
    partner: () => 'harbour',
    store,
    breakfastSettings: () => null,
    logError: () => {},
  });
  const restored = session.start();
  return { api, form, session, store, restored };
}

const settle = async () => {
  await vi.advanceTimersByTimeAsync(250);
};

describe('the booking session', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the draft in the tab before any e-mail, and saves nothing to the server', async () => {
    const { api, form, store } = setup();
    form.set('eventname', 'Kick-off');
    await settle();
    expect(api.calls).toEqual([]);
    expect(JSON.parse(store.data[draftKey('harbour')] ?? '{}').reservation.eventname).toBe('Kick-off');
    const reloaded = setup(store);
    expect(reloaded.restored).toBe(true);
    expect(reloaded.form.reservation.value.eventname).toBe('Kick-off');
  });

  it('creates the booking once there is an e-mail, 200 ms after the last change, then saves real changes only', async () => {
    const { api, form, session } = setup();
    form.chooseLocation('/api/locations/1');
    form.set('emailaddress', 'anna@example.com');
    await vi.advanceTimersByTimeAsync(150);
    form.set('company', 'Acme');
    await vi.advanceTimersByTimeAsync(150);
    expect(api.calls).toEqual([]);
    await settle();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/booking']);
    expect(session.credentials.value).toEqual({ id: 1, username: 'b1', key: 'k1' });
    // Setting a field to the value it has is no change: nothing is sent.
    form.set('company', 'Acme');
    await settle();
    expect(api.calls).toHaveLength(1);
    form.set('company', 'Acme B.V.');
    await settle();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/booking',
      'PUT /api/booking/1',
    ]);
    expect(api.calls[1]?.body.company).toBe('Acme B.V.');
  });

  it('never starts a second booking while the first is being created, and a newer save aborts the older', async () => {
    const { api, form } = setup();
    form.chooseLocation('/api/locations/1');
    api.holdAnswers(true);
    form.set('emailaddress', 'anna@example.com');
    await settle();
    form.set('company', 'A');
    await settle();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    api.releaseAll();
    await settle();
    api.releaseAll();
    await settle();
    const puts = () => api.calls.filter((c) => c.method === 'PUT');
    expect(puts()).toHaveLength(1);
    form.set('company', 'B');
    await settle();
    form.set('company', 'C');
    await settle();
    expect(puts().map((c) => [c.body.company, c.signal?.aborted])).toEqual([
      ['A', false],
      ['B', true],
      ['C', false],
    ]);
    api.holdAnswers(false);
    api.releaseAll();
    await settle();
  });

  it('continues the stored booking after a reload', async () => {
    const store = memoryStore();
    const first = setup(store);
    first.form.chooseLocation('/api/locations/1');
    first.form.set('emailaddress', 'anna@example.com');
    await settle();
    const reloaded = setup(store);
    expect(reloaded.session.credentials.value?.id).toBe(1);
    reloaded.form.set('company', 'Later');
    await settle();
    expect(reloaded.api.calls.map((c) => `${c.method} ${c.path}`)).toContain('PUT /api/booking/1');
  });

  it('says why a creation was refused, and a retry that passes clears it', async () => {
    let refuse = true;
    const fetch = (async () =>
      refuse
        ? new Response(JSON.stringify({ title: 'Too many', code: 'rate_limited' }), {
            status: 429,
            headers: { 'content-type': 'application/problem+json' },
          })
        : new Response(
            JSON.stringify({ id: 9, username: 'b9', key: 'k9', status: 'draft', transitions: [] }),
            {
              status: 201,
              headers: { 'content-type': 'application/ld+json' },
            },
          )) as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const form = createReservationForm({
      prefill: { query: '', attributes: {}, today: '2030-01-01' },
      locale: 'en-US',
      locations: signal([amsterdam]),
      warn: () => {},
    });
    const session = createBookingSession({
      form,
      client: () => client,
      partner: () => 'harbour',
      store: memoryStore(),
      breakfastSettings: () => null,
      logError: () => {},
    });
    session.start();
    form.chooseLocation('/api/locations/1');
    form.set('emailaddress', 'anna@example.com');
    await settle();
    expect(session.saveError.value).toBe('rate_limited');
    expect(session.credentials.value).toBeNull();
    refuse = false;
    await session.retry();
    expect(session.saveError.value).toBeNull();
    expect(session.credentials.value?.id).toBe(9);
  });
});
