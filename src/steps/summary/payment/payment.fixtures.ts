/**
 * Test code of the payment step: a clock that moves only when told, a payment session and a booking
 * read as the contract shapes them (src/contracts/payment.schema.ts), and an API answered in-process.
 * Nothing in the widget imports it.
 */
import { createApi } from '../../../api/api.ts';
import { createApiClient } from '../../../api/client.ts';
import { paymentsApi } from '../../../api/payments.ts';
import type { PaymentSession } from '../../../contracts/payment.schema.ts';
import type { Clock } from './countdown.model.ts';

/** The moment tests start at. */
export const START = Date.parse('2027-03-12T10:00:00Z');

/** An instant as the server writes it. */
export const iso = (ms: number) => new Date(ms).toISOString();

/** A clock whose timers fire only when `advance` passes their time; `jump` moves time without them. */
export function manualClock(start = START) {
  let now = start;
  let ids = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.set(++ids, { at: now + ms, run });
      return ids;
    },
    clearTimeout: (id) => void timers.delete(id as number),
  };
  return {
    clock,
    /** Moves time on by `ms`, running each timer that falls due on the way, in order. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const next = [...timers].sort((a, b) => a[1].at - b[1].at)[0];
        if (!next || next[1].at > end) break;
        timers.delete(next[0]);
        now = Math.max(now, next[1].at);
        next[1].run();
      }
      now = end;
    },
    /** Time passes while the tab sleeps: no timer runs. */
    jump(ms: number) {
      now += ms;
    },
    pending: () => timers.size,
  };
}

/** The booking's link. */
export const ACCESS = { id: 42, username: 'anna42', key: 'k3y-with-64-random-characters' };

/** A payment session for a card payment of the whole price, held for 15 minutes from START. */
export function aSession(overrides: Partial<PaymentSession> = {}): PaymentSession {
  return {
    '@id': '/api/booking/42/payments/7',
    '@type': 'PaymentSession',
    provider: 'stripe',
    kind: 'payment',
    purpose: 'full',
    amount: 123400,
    currency: 'EUR',
    status: 'pending',
    clientSecret: 'pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH',
    publishableKey: 'pk_test_TYooMQauvdEDq54NiTphI7jx',
    stripeAccount: 'acct_1032D82eZvKYlo2C',
    holdExpiresAt: iso(START + 15 * 60_000),
    serverTime: iso(START),
    ...overrides,
  };
}

/** What the widget reads of booking 42 in `status` (the fields the payment step uses). */
export function aBookingRead(status: string, extra: Record<string, unknown> = {}) {
  return {
    '@id': '/api/booking/42',
    '@type': 'Reservation',
    id: 42,
    reference: 'HH-AMS-2027-0042',
    status,
    transitions: status === 'payment_pending' ? ['extend_hold'] : [],
    transitionBlockerList: [],
    holdExpiresAt: status === 'payment_pending' ? iso(START + 15 * 60_000) : null,
    paymentMethods: ['CREDIT_CARD', 'AT_LOCATION'],
    paymentPlan: null,
    ...extra,
  };
}

/** One request the API was asked. */
export type Asked = { method: string; path: string; headers: Headers; body: string | null };

/** A JSON-LD answer, or a problem for statuses from 400. */
export function answer(body: unknown, status = 200): Response {
  const type = status >= 400 ? 'application/problem+json' : 'application/ld+json';
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
}

/** The instance API over a fetch answered by `route(method, path)`, recording every request. */
export function apiAnswering(route: (method: string, path: string, body: string | null) => Response) {
  const asked: Asked[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? init.body : null;
    asked.push({ method, path: url.pathname, headers: new Headers(init?.headers), body });
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return route(method, url.pathname, body);
  }) as typeof globalThis.fetch;
  const client = createApiClient({ baseUrl: 'http://api.test', fetch });
  const api = createApi(client);
  return { api: { ...api, payments: paymentsApi(client, api.bookings.access) }, asked };
}
