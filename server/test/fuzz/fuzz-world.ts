// Finds, over the API, what exists on the server under test, so generated requests name real things:
// the IRIs of every collection a staff key can list, a handful of bookings with their visitor keys (some
// drafts, some held by book now, some sent as requests), and a payment session where card payments run.
import { createDrafts, raceFixture, racePayload } from '../booking-races.ts';
import { stripeSignatureHeader } from '../stripe/webhook-signature.ts';
import { TEST_STRIPE_KEYS } from '../stripe-keys.ts';
import type { FuzzWorld, Visitor } from './fuzz-request.ts';
import type { OpenApiDocument, Operation } from './openapi-operations.ts';
import { addDays } from './schema-values.ts';

const BOOKING_PATHS = new Set(['/api/booking', '/api/bookings', '/api/reservations']);

type Json = Record<string, unknown> & { member?: { '@id'?: unknown }[]; '@id'?: unknown };

async function json(url: string, init: RequestInit = {}): Promise<{ status: number; body: Json | null }> {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json().catch(() => null)) as Json | null };
}

/** Collection path → the IRIs of its members, from every list a staff key may read without filters. */
async function collections(
  baseUrl: string,
  operations: Operation[],
  staffKey: string,
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const lists = operations.filter(
    (op) =>
      op.method === 'GET' &&
      !op.path.includes('{') &&
      !op.parameters.some((p) => p.required) &&
      !/\/docs|^\/api$/.test(op.path),
  );
  for (const op of lists) {
    const { status, body } = await json(`${baseUrl}${op.path}?itemsPerPage=50`, {
      headers: { authorization: `Bearer ${staffKey}`, accept: 'application/ld+json' },
    });
    const members = status === 200 && Array.isArray(body?.member) ? body.member : [];
    const iris = members.map((m) => m['@id']).filter((iri): iri is string => typeof iri === 'string');
    if (iris.length > 0) found.set(op.path, iris);
  }
  return found;
}

/** Path → what GET answers there, for every listed member and every booking (as its visitor sees it). */
async function representations(
  baseUrl: string,
  iris: Map<string, string[]>,
  visitors: Visitor[],
  staffKey: string,
): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const staff = { authorization: `Bearer ${staffKey}`, accept: 'application/ld+json' };
  for (const iri of [...iris.values()].flat()) {
    const { status, body } = await json(`${baseUrl}${iri}`, { headers: staff });
    if (status === 200 && body) found.set(iri, body);
  }
  for (const v of visitors) {
    const { status, body } = await json(`${baseUrl}/api/booking/${v.id}`, {
      headers: { username: v.username, key: v.key, accept: 'application/ld+json' },
    });
    if (status !== 200 || !body) continue;
    found.set(`/api/booking/${v.id}`, body);
    found.set(`/api/reservations/${v.id}`, body);
  }
  return found;
}

/** Bookings in several states, with the credentials their visitors hold. */
async function bookings(
  baseUrl: string,
  staffKey: string,
  today: string,
): Promise<{ visitors: Visitor[]; payments: string[] }> {
  const fx = await raceFixture(baseUrl, staffKey);
  // The two that book now pay by card, so payment sessions open and the payment routes run.
  const payloads = Array.from({ length: 10 }, (_, i) => ({
    ...racePayload(fx, i % 2 === 0 ? 'hall' : 'room', addDays(today, 200 + i * 3), `world${i}@example.com`),
    ...(i < 2 ? { paymentMethod: 'CREDIT_CARD' } : {}),
  }));
  const visitors = await createDrafts([baseUrl], payloads);
  const transitions = ['book_now', 'book_now', 'request', 'request_proposal', 'inquire'];
  const payments: string[] = [];
  for (const [i, transition] of transitions.entries()) {
    const v = visitors[i]!;
    const headers = { 'content-type': 'application/json', username: v.username, key: v.key };
    await json(`${baseUrl}/api/booking/${v.id}/status`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ transition, termsAccepted: true }),
    });
    if (transition !== 'book_now') continue;
    const session = await json(`${baseUrl}/api/booking/${v.id}/payments`, { method: 'POST', headers });
    const iri = session.body?.['@id'];
    if (session.status === 200 && typeof iri === 'string') payments.push(iri.split('/').pop()!);
  }
  return { visitors, payments };
}

const snake = (name: string) =>
  name
    .split('.')
    .pop()!
    .replace(/Id$/, '')
    .replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const LOCATION_BOUND = new Set(['hall', 'item', 'packageDeal', 'roomType']);

/** Swaps every location-bound IRI in `value` for one of `location`'s, of the same kind, picked by its id. */
function aligned(value: unknown, byLocation: Map<string, string[]>, location: string, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => aligned(v, byLocation, location));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, aligned(v, byLocation, location, k)]),
    );
  if (typeof value !== 'string' || !LOCATION_BOUND.has(key)) return value;
  const collection = value.slice(0, value.lastIndexOf('/'));
  const choices = byLocation.get(`${location} ${collection}`) ?? [];
  const id = Number(value.split('/').pop()) || 0;
  return choices.length > 0 ? choices[id % choices.length] : value;
}

/** Looks around the server at `baseUrl` and describes it for the request generators. */
export async function discoverWorld(
  baseUrl: string,
  doc: OpenApiDocument,
  operations: Operation[],
  keys: { staffKey: string; platformKey: string },
): Promise<FuzzWorld> {
  const { staffKey, platformKey } = keys;
  const today = new Date().toISOString().slice(0, 10);
  const { visitors, payments } = await bookings(baseUrl, staffKey, today);
  const iris = await collections(baseUrl, operations, staffKey);
  const represented = await representations(baseUrl, iris, visitors, staffKey);
  const resourceNames = Object.keys(doc.components?.schemas ?? {}).filter((n) => !n.includes('.'));
  // "<location IRI> <collection path>" → the IRIs of that collection at that location.
  const byLocation = new Map<string, string[]>();
  for (const [iri, body] of represented) {
    if (typeof body.location !== 'string') continue;
    const key = `${body.location} ${iri.slice(0, iri.lastIndexOf('/'))}`;
    byLocation.set(key, [...(byLocation.get(key) ?? []), iri]);
  }
  const irisFor = (name: string): string[] => {
    const plural = `${snake(name)}s`;
    const exact = [...iris.entries()].filter(([path]) => path.endsWith(`/${plural}`));
    const loose = [...iris.entries()].filter(([path]) => path.endsWith(`_${plural}`));
    return (exact.length > 0 ? exact : loose).flatMap(([, list]) => list);
  };
  return {
    today,
    staffKey,
    platformKey,
    visitors,
    alignToLocation: (body) => {
      const location = (body as { location?: unknown } | null)?.location;
      return typeof location === 'string' ? aligned(body, byLocation, location) : body;
    },
    irisFor,
    paymentIds: payments,
    representation: (path) => represented.get(path),
    signWebhook: (payload) => stripeSignatureHeader(payload, TEST_STRIPE_KEYS.webhookSecret),
    idsFor(path, parameter) {
      if (parameter === 'paymentId') return payments;
      if (parameter === 'resource') return ['Entrypoint', ...resourceNames];
      const collection = path.slice(0, path.indexOf(`/{${parameter}}`));
      if (BOOKING_PATHS.has(collection)) return visitors.map((v) => String(v.id));
      return (iris.get(collection) ?? []).map((iri) => iri.split('/').pop()!);
    },
  };
}
