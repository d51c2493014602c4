import { describe, expect, it } from 'vitest';
import { createApi } from '../api/api.ts';
import { createApiClient } from '../api/client.ts';
import type { BookingPayload } from '../domain/reservation.types.ts';
import { createBookingView } from './booking-view.model.ts';

// The real API client over a scripted fetch: which calls the model makes, with which headers, and what
// it makes of each answer.

type Answer = { status: number; body: unknown };
type Call = { method: string; path: string; headers: Record<string, string>; body: unknown };

const booking = (status: string, transitions: string[] = []) => ({
  '@id': '/api/booking/7',
  id: 7,
  reference: 'HH-AMS-2027-0007',
  username: 'anna',
  status,
  partner: '/api/partners/1',
  location: '/api/locations/1',
  transitions,
  transitionBlockerList: [],
  transitionInputs: {},
  meetingRooms: [],
  hotelRooms: [],
  remarks: [],
});
const json = (status: number, body: unknown): Answer => ({ status, body });

function setup(route: (call: Call) => Answer, access = { id: 7, username: 'anna', key: 'secret' }) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const call = {
      method: request.method,
      path: url.pathname,
      headers: Object.fromEntries(
        ['username', 'key'].flatMap((h) =>
          request.headers.get(h) ? [[h, request.headers.get(h) as string]] : [],
        ),
      ),
      body: request.method === 'GET' ? null : JSON.parse((await request.text()) || 'null'),
    };
    calls.push(call);
    const answer = route(call);
    const type = answer.status >= 400 ? 'application/problem+json' : 'application/ld+json';
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': type },
    });
  }) as typeof globalThis.fetch;
  const client = createApiClient({ baseUrl: 'http://api.test', fetch });
  return {
    view: createBookingView({
      loadApi: async () => createApi(client),
      access,
      partnerIri: '/api/partners/1',
    }),
    calls,
  };
}

const catalogue = (call: Call): Answer | null =>
  call.path.startsWith('/api/booking')
    ? null
    : json(200, { member: [{ '@id': '/api/halls/1', name: 'IJ Zaal' }] });

describe('opening a booking', () => {
  it('loads the booking with the link headers, then its billing and names', async () => {
    const { view, calls } = setup((call) =>
      call.path === '/api/booking/7'
        ? json(200, booking('offered', ['accept']))
        : call.path === '/api/booking/7/billing'
          ? json(200, { totalPriceIncludingTaxes: 100, payments: [] })
          : (catalogue(call) as Answer),
    );
    expect(view.status.value).toBe('loading');
    await view.load();
    expect(view.status.value).toBe('loaded');
    expect(calls[0]).toMatchObject({ path: '/api/booking/7', headers: { username: 'anna', key: 'secret' } });
    expect(calls.find((c) => c.path.endsWith('/billing'))?.headers).toEqual({
      username: 'anna',
      key: 'secret',
    });
    expect(view.billing.value?.totalPriceIncludingTaxes).toBe(100);
    expect(view.names.value.get('/api/halls/1')?.name).toBe('IJ Zaal');
    expect(view.actions.value).toEqual(['accept']);
  });

  it('asks with the session when the link has no key, and is "not found" when it opens nothing', async () => {
    const noKey = setup(() => json(404, { code: 'booking_not_found' }), {
      id: 7,
      username: 'anna',
      key: null as unknown as string,
    });
    await noKey.view.load();
    expect(noKey.view.status.value).toBe('not-found');
    expect(noKey.calls.map((c) => [c.path, c.headers.username])).toEqual([['/api/booking/7', undefined]]);
    const refused = setup(() => json(404, { code: 'booking_not_found' }));
    await refused.view.load();
    expect(refused.view.status.value).toBe('not-found');
  });

  it("is not found for another partner's booking, and an error when the server fails", async () => {
    const other = setup(() => json(200, { ...booking('offered'), partner: '/api/partners/2' }));
    await other.view.load();
    expect(other.view.status.value).toBe('not-found');
    const broken = setup(() => json(503, { code: 'database_unavailable' }));
    await broken.view.load();
    expect(broken.view.status.value).toBe('error');
  });
});

describe('actions', () => {
  it('runs a transition with its inputs, then shows its outcome; a refusal keeps its code', async () => {
    let refuse = true;
    const { view, calls } = setup((call) => {
      if (call.path === '/api/booking/7/status') {
        return refuse ? json(409, { code: 'transition_blocked' }) : json(200, booking('turned_down'));
      }
      if (call.path === '/api/booking/7') return json(200, booking('offered', ['turn_down']));
      return call.path.endsWith('/billing') ? json(200, { payments: [] }) : (catalogue(call) as Answer);
    });
    await view.load();
    expect(await view.run('turn_down', { reason: 'Too far', acknowledged: true })).toBe(false);
    expect(view.result.value).toEqual({ kind: 'failed', action: 'turn_down', code: 'transition_blocked' });
    refuse = false;
    expect(await view.run('turn_down', { reason: 'Too far', acknowledged: true })).toBe(true);
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { transition: 'turn_down', reason: 'Too far', acknowledged: true },
      { transition: 'turn_down', reason: 'Too far', acknowledged: true },
    ]);
    expect(view.result.value).toEqual({ kind: 'done', outcome: 'turned_down' });
    expect(view.booking.value?.status).toBe('turned_down');
    expect(view.running.value).toBeNull();
  });

  it('applies an edit: saved first, then apply_changes only where the booking is already sent', async () => {
    const answers: Record<string, Answer> = {
      'PUT /api/booking/7': json(200, booking('offered', ['apply_changes'])),
      'PUT /api/booking/7/status': json(200, booking('requested')),
    };
    const { view, calls } = setup(
      (call) =>
        answers[`${call.method} ${call.path}`] ??
        json(200, call.path === '/api/booking/7' ? booking('offered') : { payments: [] }),
    );
    const payload = { email: 'anna@example.com' } as BookingPayload;
    expect(await view.applyChanges(payload)).toBe(true);
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/api/booking/7', payload],
      ['/api/booking/7/status', { transition: 'apply_changes' }],
    ]);
    expect(view.result.value).toEqual({ kind: 'done', outcome: 'edited' });
    expect(view.booking.value?.status).toBe('requested');

    answers['PUT /api/booking/7'] = json(200, booking('draft', ['request']));
    calls.length = 0;
    expect(await view.applyChanges(payload)).toBe(true);
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/api/booking/7']);
  });
});

describe('a view whose API chunk could not be loaded', () => {
  it('shows an error, and a retry once the chunk loads opens the booking', async () => {
    let offline = true;
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: (async (input: RequestInfo | URL) => {
        const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
        const body =
          path === '/api/booking/7'
            ? { id: 7, location: '/api/locations/1', hotelRooms: [] }
            : { member: [] };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/ld+json' } });
      }) as typeof globalThis.fetch,
    });
    const view = createBookingView({
      loadApi: async () => {
        if (offline) throw new TypeError('Failed to fetch dynamically imported module');
        return createApi(client);
      },
      access: { id: 7, username: 'anna', key: 'k' },
      partnerIri: null,
    });
    await view.load();
    expect(view.status.value).toBe('error');
    offline = false;
    await view.load();
    expect(view.status.value).toBe('loaded');
  });
});
