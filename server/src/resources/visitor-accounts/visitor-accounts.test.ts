import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../../test/bookings.ts';
import { type FreshApp, freshApp, TEST_NOW } from '../../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { signInCodeSentTo } from '../../../test/visitor-session.ts';
import { pruneVisitorSessions } from '../../auth/visitor-sessions.ts';

// Issue 21, item 1: returning visitors sign in by a one-time link sent by e-mail and see their bookings
// (spec §5 "otherwise a logged-in session with credentials is used", §7 GET /api/{crm-provider}/oauth2/
// user/bookings). Security: the link works once and for 20 minutes, asking is rate limited, the answer
// never tells whether an address has bookings, and a session opens only its own address's bookings at
// its own partner, and only from the page that signed in.

const HOTEL = 'https://www.harbourhotels.example';
const now = { at: new Date(TEST_NOW) };
let fresh: FreshApp;
let f: BookingFixture;
let port = 42_000;

beforeAll(async () => {
  fresh = await freshApp({
    rateLimits: {
      ...GENEROUS_BOOKING_LIMITS,
      signInPerAddress: { limit: 50, seconds: 900 },
      signInPerEmail: { limit: 50, seconds: 3600 },
    },
    clock: { now: () => now.at },
  });
  f = await bookingFixture(fresh.db);
});
afterAll(() => fresh.close());

type Call = { body?: unknown; cookie?: string; origin?: string | null; address?: string };

/** A browser's request: JSON body, the page's Origin (HOTEL unless said), its cookie, its address. */
async function call(method: string, path: string, options: Call = {}) {
  const headers: Record<string, string> = {};
  const origin = options.origin === undefined ? HOTEL : options.origin;
  if (origin) headers.Origin = origin;
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) {
    headers['Content-Type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
  }
  const response = await fresh.app.request(
    path,
    { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) },
    {
      incoming: {
        socket: { remoteAddress: options.address ?? '203.0.113.7', remotePort: port++, remoteFamily: 'IPv4' },
      },
    },
  );
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

const askLink = (email: string, partner = 'harbour', address?: string) =>
  call('POST', '/api/email/oauth2/authorize', {
    body: { partner, email, locale: 'nl-NL' },
    ...(address ? { address } : {}),
  });

const codeSentTo = (email: string) => signInCodeSentTo(fresh, email);

/** Signs `email` in from `origin`: the session cookie (`bf_visitor=…`). */
async function signIn(email: string, partner = 'harbour', origin = HOTEL): Promise<string> {
  expect((await askLink(email, partner)).status).toBe(202);
  const answer = await call('POST', '/api/email/oauth2/callback', {
    body: { code: await codeSentTo(email) },
    origin,
  });
  expect(answer.status).toBe(200);
  return answer.headers.get('set-cookie')!.split(';')[0]!;
}

/** A booking sent as a request by `email`. */
async function sentBooking(email: string) {
  const booking = await createBooking(fresh.app, bookingPayload(f, { email }));
  const sent = await bookingCall(fresh.app, 'PUT', `/api/booking/${booking.id}/status`, {
    username: booking.username,
    key: booking.key,
    body: { transition: 'request' },
  });
  expect(sent.status).toBe(200);
  return booking;
}

describe('signing in by e-mail link', () => {
  it('lists the address’s sent bookings at the partner, newest first, and opens each without its key', async () => {
    const older = await sentBooking('Marit@Example.com');
    now.at = new Date(now.at.getTime() + 60_000);
    const newer = await sentBooking('marit@example.com');
    const draft = await createBooking(fresh.app, bookingPayload(f, { email: 'marit@example.com' }));
    const someoneElse = await sentBooking('jonas@example.com');

    const cookie = await signIn('marit@example.com');
    const user = await call('GET', '/api/email/oauth2/user', { cookie });
    expect(user.body).toMatchObject({
      '@type': 'VisitorSession',
      provider: 'email',
      email: 'marit@example.com',
    });

    const list = await call('GET', '/api/email/oauth2/user/bookings', { cookie });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.headers.get('access-control-allow-origin')).toBe(HOTEL);
    expect(list.headers.get('access-control-allow-credentials')).toBe('true');
    // The address as typed at booking ("Marit@Example.com") is the same address; the draft is not sent.
    expect(list.body.member.map((b: { id: number }) => b.id)).toEqual([newer.id, older.id]);
    expect(list.body.member[0]).toMatchObject({
      '@id': `/api/booking/${newer.id}`,
      status: 'requested',
      location: f.location,
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    for (const mine of [older, newer, draft]) {
      const read = await call('GET', `/api/booking/${mine.id}`, { cookie });
      expect([read.status, read.body.id]).toEqual([200, mine.id]);
    }
    const other = await call('GET', `/api/booking/${someoneElse.id}`, { cookie });
    expect([other.status, other.body.code]).toEqual([404, 'booking_not_found']);
  });

  it('sets an HttpOnly, Secure, partitioned cookie for the API only', async () => {
    await askLink('cookie@example.com');
    const answer = await call('POST', '/api/email/oauth2/callback', {
      body: { code: await codeSentTo('cookie@example.com') },
    });
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^bf_visitor=[A-Za-z0-9_-]{43};/);
    for (const attribute of [
      'Path=/api',
      'HttpOnly',
      'Secure',
      'SameSite=None',
      'Partitioned',
      'Max-Age=2592000',
    ]) {
      expect(cookie.split('; ')).toContain(attribute);
    }
  });
});

describe('the sign-in link', () => {
  it('works once', async () => {
    await askLink('once@example.com');
    const code = await codeSentTo('once@example.com');
    const first = await call('POST', '/api/email/oauth2/callback', { body: { code } });
    const second = await call('POST', '/api/email/oauth2/callback', { body: { code } });
    expect(first.status).toBe(200);
    expect([second.status, second.body.code]).toEqual([400, 'sign_in_link_invalid']);
    expect(second.headers.get('content-type')).toBe('application/problem+json');
    expect(second.headers.get('set-cookie')).toBeNull();
  });

  it('works for 20 minutes, not after', async () => {
    await askLink('late@example.com');
    const late = await codeSentTo('late@example.com');
    await askLink('intime@example.com');
    const inTime = await codeSentTo('intime@example.com');
    now.at = new Date(now.at.getTime() + 19 * 60_000);
    expect((await call('POST', '/api/email/oauth2/callback', { body: { code: inTime } })).status).toBe(200);
    now.at = new Date(now.at.getTime() + 2 * 60_000);
    const expired = await call('POST', '/api/email/oauth2/callback', { body: { code: late } });
    expect([expired.status, expired.body.code]).toEqual([400, 'sign_in_link_invalid']);
  });

  it('is refused without a page to bind the session to, and for a made-up code', async () => {
    await askLink('script@example.com');
    const code = await codeSentTo('script@example.com');
    const noOrigin = await call('POST', '/api/email/oauth2/callback', { body: { code }, origin: null });
    expect(noOrigin.status).toBe(400);
    const madeUp = await call('POST', '/api/email/oauth2/callback', { body: { code: 'x'.repeat(43) } });
    expect(madeUp.status).toBe(400);
  });
});

describe('asking for a link', () => {
  it('answers the same whether or not the address has bookings', async () => {
    await sentBooking('known@example.com');
    const known = await askLink('known@example.com');
    const unknown = await askLink('nobody-here@example.com');
    expect(known.status).toBe(202);
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: known.status,
      body: known.body,
    });
    expect(known.body).toEqual({ '@type': 'SignInRequested', provider: 'email', expiresInMinutes: 20 });
  });

  it('is rate limited per address and per e-mail address', async () => {
    const limited = await freshApp({ clock: { now: () => now.at } });
    try {
      const ask = (email: string, address: string) =>
        limited.app.request(
          '/api/email/oauth2/authorize',
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: HOTEL },
            body: JSON.stringify({ partner: 'harbour', email }),
          },
          { incoming: { socket: { remoteAddress: address, remotePort: port++, remoteFamily: 'IPv4' } } },
        );
      // One inbox: five links an hour, from wherever they are asked.
      const oneInbox = [];
      for (let i = 0; i < 6; i++) oneInbox.push((await ask('flood@example.com', `198.51.100.${i}`)).status);
      expect(oneInbox).toEqual([202, 202, 202, 202, 202, 429]);
      // One address: ten links per 15 minutes, whatever the inboxes.
      const oneAddress = [];
      for (let i = 0; i < 11; i++) oneAddress.push((await ask(`guest${i}@example.com`, '192.0.2.44')).status);
      expect(oneAddress).toEqual([...Array(10).fill(202), 429]);
      const refused = await ask('guest99@example.com', '192.0.2.44');
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.headers.get('content-type')).toBe('application/problem+json');
    } finally {
      await limited.close();
    }
  });

  it('names a real partner and a valid address, or says which is wrong', async () => {
    const badMail = await askLink('not-an-address');
    expect(badMail.status).toBe(422);
    expect(badMail.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['email']);
    const badPartner = await askLink('anna@example.com', 'no-such-partner');
    expect(badPartner.status).toBe(422);
    const unknownProvider = await call('POST', '/api/google/oauth2/authorize', {
      body: { partner: 'harbour', email: 'anna@example.com' },
    });
    expect([unknownProvider.status, unknownProvider.body.code]).toEqual([404, 'provider_not_found']);
  });
});

describe('a session', () => {
  it('opens nothing from another page’s origin, another partner, or after signing out', async () => {
    const mine = await sentBooking('pia@example.com');
    const cookie = await signIn('pia@example.com');
    const everyPart = (id: number) =>
      [
        ['GET', `/api/booking/${id}`, undefined],
        ['GET', `/api/booking/${id}/confirmation`, undefined],
        ['GET', `/api/booking/${id}/billing`, undefined],
        ['PATCH', `/api/booking/${id}`, { eventName: 'Taken over' }],
        ['PUT', `/api/booking/${id}/status`, { transition: 'cancel', reason: 'x', termsAccepted: true }],
      ] as const;

    // The same cookie sent by another site's page (a browser without partitioned cookies would send it).
    for (const [method, path, body] of everyPart(mine.id)) {
      const answer = await call(method, path, { cookie, origin: 'https://evil.example', body });
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }
    expect(
      (await call('GET', '/api/email/oauth2/user/bookings', { cookie, origin: 'https://evil.example' }))
        .status,
    ).toBe(401);
    // From the page that signed in, every part opens (the cancel last: it ends the booking). The
    // confirmation exists only for a confirmed booking: 409 says so, instead of "not found".
    for (const [method, path, body] of everyPart(mine.id)) {
      const answer = await call(method, path, { cookie, body });
      const expected = path.endsWith('/confirmation') ? 409 : 200;
      expect([method, path, answer.status]).toEqual([method, path, expected]);
    }

    // The same address signed in at another partner sees none of Harbour's bookings.
    const fjord = await signIn('pia@example.com', 'fjord');
    expect((await call('GET', '/api/email/oauth2/user/bookings', { cookie: fjord })).body.member).toEqual([]);
    expect((await call('GET', `/api/booking/${mine.id}`, { cookie: fjord })).status).toBe(404);

    const out = await call('POST', '/api/email/oauth2/sign_out', { cookie });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^bf_visitor=;.*Max-Age=0/);
    expect((await call('GET', '/api/email/oauth2/user', { cookie })).status).toBe(401);
    expect((await call('GET', `/api/booking/${mine.id}`, { cookie })).status).toBe(404);
  });

  it('leaves a booking link’s headers in charge: a wrong key with a session is still refused', async () => {
    const mine = await sentBooking('lea@example.com');
    const cookie = await signIn('lea@example.com');
    const response = await fresh.app.request(`/api/booking/${mine.id}`, {
      headers: { Origin: HOTEL, Cookie: cookie, username: mine.username, key: 'wrong' },
    });
    expect(response.status).toBe(404);
  });

  it('ends after 30 days', async () => {
    await sentBooking('old@example.com');
    const cookie = await signIn('old@example.com');
    now.at = new Date(now.at.getTime() + 30 * 86_400_000 + 1000);
    const answer = await call('GET', '/api/email/oauth2/user/bookings', { cookie });
    expect([answer.status, answer.body.code]).toEqual([401, 'not_signed_in']);
  });

  it('signed in on our own hosted page, holds for that page’s requests (no Origin on a GET), and no other', async () => {
    const mine = await sentBooking('hosted@example.com');
    await askLink('hosted@example.com');
    const code = await codeSentTo('hosted@example.com');
    const own = { 'Sec-Fetch-Site': 'same-origin' };
    const redeemed = await fresh.app.request('/api/email/oauth2/callback', {
      method: 'POST',
      headers: { ...own, Origin: 'http://127.0.0.1:8080', 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(redeemed.status).toBe(200);
    const cookie = redeemed.headers.get('set-cookie')!.split(';')[0]!;
    const read = (headers: Record<string, string>) =>
      fresh.app.request(`/api/booking/${mine.id}`, { headers: { Cookie: cookie, ...headers } });
    expect((await read(own)).status).toBe(200);
    expect((await read({ 'Sec-Fetch-Site': 'cross-site', Origin: 'http://127.0.0.1:8080' })).status).toBe(
      404,
    );
    expect((await read({})).status).toBe(404);
  });

  it('and its used or expired links are deleted by the sweeper’s round; live ones stay', async () => {
    await sentBooking('tidy@example.com');
    const cookie = await signIn('tidy@example.com');
    await askLink('tidy@example.com');
    const count = async () =>
      (
        await fresh.db.query<{ links: number; sessions: number }>(
          `select (select count(*)::int from visitor_sign_ins where email = 'tidy@example.com') as links,
             (select count(*)::int from visitor_sessions where email = 'tidy@example.com') as sessions`,
        )
      )[0]!;
    expect(await count()).toEqual({ links: 2, sessions: 1 });
    // A day after both links ran out: they go; the session (30 days) stays and still opens the list.
    await pruneVisitorSessions(fresh.db.orm, new Date(now.at.getTime() + 25 * 3_600_000));
    expect(await count()).toEqual({ links: 0, sessions: 1 });
    expect((await call('GET', '/api/email/oauth2/user/bookings', { cookie })).status).toBe(200);
    await pruneVisitorSessions(fresh.db.orm, new Date(now.at.getTime() + 31 * 86_400_000));
    expect(await count()).toEqual({ links: 0, sessions: 0 });
  });

  it('is looked up only where it opens something: a catalogue read with the cookie stays public', async () => {
    await sentBooking('reader@example.com');
    const cookie = await signIn('reader@example.com');
    const catalogue = await call('GET', '/api/locations?partner=harbour', { cookie });
    expect(catalogue.status).toBe(200);
    expect(catalogue.headers.get('cache-control')).not.toBe('private, no-store');
    expect(catalogue.headers.get('access-control-allow-origin')).toBe('*');
    const list = await call('GET', '/api/email/oauth2/user/bookings', { cookie });
    expect(list.headers.get('cache-control')).toBe('private, no-store');
  });
});
