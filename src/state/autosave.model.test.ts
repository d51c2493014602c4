import { signal } from '@preact/signals-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingAccess } from '../api/bookings.ts';
import { replacementApi } from '../api/replacement-api.ts';
import { type ApiResult, aborted, failed, ok } from '../api/result.ts';
import type { BookingCreated } from '../contracts/booking-read.schema.ts';
import type { Location } from '../domain/catalogue.types.ts';
import { draftKey } from '../domain/draft.ts';
import type { BookingPayload } from '../domain/reservation.types.ts';
import { createAutosave } from './autosave.model.ts';
import { createDraft, type DraftStore } from './draft.model.ts';
import { createReservationForm } from './reservation-form.model.ts';
import { createServerProblems } from './server-problems.model.ts';
import { createStoredBooking } from './stored-booking.model.ts';

// Auto-save's timing rules (spec §4): debounce, create once, a newer save aborts the older, only
// real changes are saved, the draft survives a reload. The bookings API is a pair of plain functions
// here, so each timing can be driven exactly; the journeys against the real server are in the
// browser and e2e suites.

type Call = {
  method: 'POST' | 'PUT' | 'PATCH';
  id: number | null;
  body: Partial<BookingPayload>;
  signal: AbortSignal | null;
};

const stored = (id: number) =>
  ({ id, username: `b${id}`, key: `k${id}`, status: 'draft', transitions: ['request'] }) as BookingCreated;

/** The bookings calls, answering at once or when released, and what they were asked. */
function scriptedBookings() {
  const calls: Call[] = [];
  const pending: (() => void)[] = [];
  let hold = false;
  let nextId = 1;
  const answer = async (call: Call): Promise<ApiResult<BookingCreated>> => {
    calls.push(call);
    if (hold) await new Promise<void>((resolve) => pending.push(resolve));
    if (call.signal?.aborted) return aborted();
    return ok(stored(call.id ?? nextId++));
  };
  return {
    calls,
    api: replacementApi({
      bookings: {
        create: (body) => answer({ method: 'POST', id: null, body, signal: null }),
        save: (access: BookingAccess, body, signal) =>
          answer({ method: 'PUT', id: access.id, body, signal: signal ?? null }),
        patch: (access: BookingAccess, body, signal) =>
          answer({ method: 'PATCH', id: access.id, body, signal: signal ?? null }),
      },
    }),
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

/** The pieces auto-save works with, put together as the composition does. */
function setup(store = memoryStore(), api = scriptedBookings().api) {
  const form = createReservationForm({
    prefill: { query: '', attributes: {}, today: '2030-01-01' },
    locale: 'en-US',
    locations: signal([amsterdam]),
    warn: () => {},
  });
  const booking = createStoredBooking();
  const draft = createDraft({ form, stored: booking, store, partner: () => 'harbour' });
  const restored = draft.restore();
  const problems = createServerProblems({ form });
  const autosave = createAutosave({
    form,
    api,
    stored: booking,
    problems,
    draft,
    breakfastSettings: () => null,
    logError: () => {},
  });
  if (restored?.booking) autosave.schedule();
  return { form, booking, autosave, store, restored };
}

const settle = async () => {
  await vi.advanceTimersByTimeAsync(250);
};

describe('auto-save', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the draft in the tab before any e-mail, and saves nothing to the server', async () => {
    const script = scriptedBookings();
    const { form, store } = setup(memoryStore(), script.api);
    form.set('eventname', 'Kick-off');
    await settle();
    expect(script.calls).toEqual([]);
    expect(JSON.parse(store.data[draftKey('harbour')] ?? '{}').reservation.eventname).toBe('Kick-off');
    const reloaded = setup(store);
    expect(reloaded.restored).not.toBeNull();
    expect(reloaded.form.reservation.value.eventname).toBe('Kick-off');
  });

  it('creates the booking once there is an e-mail, 200 ms after the last change, then saves real changes only', async () => {
    const script = scriptedBookings();
    const { form, booking } = setup(memoryStore(), script.api);
    form.chooseLocation('/api/locations/1');
    form.set('emailaddress', 'anna@example.com');
    await vi.advanceTimersByTimeAsync(150);
    form.set('company', 'Acme');
    await vi.advanceTimersByTimeAsync(150);
    expect(script.calls).toEqual([]);
    await settle();
    expect(script.calls.map((c) => `${c.method} ${c.id}`)).toEqual(['POST null']);
    expect(booking.credentials.value).toEqual({ id: 1, username: 'b1', key: 'k1' });
    // Setting a field to the value it has is no change: nothing is sent.
    form.set('company', 'Acme');
    await settle();
    expect(script.calls).toHaveLength(1);
    form.set('company', 'Acme B.V.');
    await settle();
    expect(script.calls.map((c) => `${c.method} ${c.id}`)).toEqual(['POST null', 'PATCH 1']);
    expect(script.calls[1]?.body.company).toBe('Acme B.V.');
  });

  it('sends only the fields that changed, as a merge patch, and nothing when a change is undone', async () => {
    const script = scriptedBookings();
    const { form } = setup(memoryStore(), script.api);
    form.chooseLocation('/api/locations/1');
    form.set('emailaddress', 'anna@example.com');
    form.set('company', 'Acme');
    await settle();
    form.set('city', 'Utrecht');
    await settle();
    expect(script.calls.slice(1).map((c) => [c.method, c.body])).toEqual([['PATCH', { city: 'Utrecht' }]]);
    // Changed and changed back before the save: the booking already holds this, nothing is sent.
    form.set('city', 'Delft');
    form.set('city', 'Utrecht');
    await settle();
    // Setting a field to the value the booking holds is no change either.
    form.set('company', 'Acme');
    await settle();
    expect(script.calls).toHaveLength(2);
  });

  it('a change undone while its save is on the way writes the saved value back', async () => {
    const script = scriptedBookings();
    const { form } = setup(memoryStore(), script.api);
    form.chooseLocation('/api/locations/1');
    form.set('emailaddress', 'anna@example.com');
    form.set('company', 'Acme');
    await settle();
    script.holdAnswers(true);
    form.set('company', 'Globex');
    await settle();
    // The server may already have written "Globex": going back to "Acme" must say so.
    form.set('company', 'Acme');
    await settle();
    script.holdAnswers(false);
    script.releaseAll();
    await settle();
    expect(script.calls.slice(1).map((c) => [c.method, c.body, c.signal?.aborted])).toEqual([
      ['PATCH', { company: 'Globex' }, true],
      ['PATCH', { company: 'Acme' }, false],
    ]);
  });

  it('never starts a second booking while the first is being created, and a newer save aborts the older', async () => {
    const script = scriptedBookings();
    const { form } = setup(memoryStore(), script.api);
    form.chooseLocation('/api/locations/1');
    script.holdAnswers(true);
    form.set('emailaddress', 'anna@example.com');
    await settle();
    form.set('company', 'A');
    await settle();
    expect(script.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    script.releaseAll();
    await settle();
    script.releaseAll();
    await settle();
    const puts = () => script.calls.filter((c) => c.method === 'PATCH');
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
    script.holdAnswers(false);
    script.releaseAll();
    await settle();
  });

  it('continues the stored booking after a reload', async () => {
    const store = memoryStore();
    const first = setup(store);
    first.form.chooseLocation('/api/locations/1');
    first.form.set('emailaddress', 'anna@example.com');
    await settle();
    const script = scriptedBookings();
    const reloaded = setup(store, script.api);
    expect(reloaded.booking.credentials.value?.id).toBe(1);
    reloaded.form.set('company', 'Later');
    await settle();
    expect(script.calls.map((c) => `${c.method} ${c.id}`)).toContain('PATCH 1');
  });

  it('says why a creation was refused, and a retry that passes clears it', async () => {
    let refuse = true;
    const api = replacementApi({
      bookings: {
        create: async () =>
          refuse
            ? failed({
                kind: 'http',
                url: '/api/booking',
                status: 429,
                code: 'rate_limited',
                title: 'Too many',
              })
            : ok(stored(9)),
      },
    });
    const { form, booking, autosave } = setup(memoryStore(), api);
    form.chooseLocation('/api/locations/1');
    form.set('emailaddress', 'anna@example.com');
    await settle();
    expect(autosave.saveError.value).toBe('rate_limited');
    expect(booking.credentials.value).toBeNull();
    refuse = false;
    await autosave.retry();
    expect(autosave.saveError.value).toBeNull();
    expect(booking.credentials.value?.id).toBe(9);
  });

  it('after dispose saves nothing: no waiting save, no new one', async () => {
    const script = scriptedBookings();
    const { form, autosave } = setup(memoryStore(), script.api);
    form.chooseLocation('/api/locations/1');
    form.set('emailaddress', 'anna@example.com');
    autosave.dispose();
    await settle();
    form.set('company', 'Acme');
    await settle();
    expect(script.calls).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
