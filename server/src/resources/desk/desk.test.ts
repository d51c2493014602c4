import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../../test/bookings.ts';
import { type FreshApp, freshApp, TEST_NOW } from '../../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';
import { createStaffUser } from '../../auth/staff-users.ts';

// Issue 17: staff sign in to the desk as people. A one-time link (from `npm run staff-user` or a manager)
// lets them set a password; then e-mail and password. The session cookie is HttpOnly and SameSite=Strict,
// every write carries the session's CSRF token, failed sign-ins are rate limited per address and per
// account at that address, and the session stands where a staff key would, for its partner only, with
// the audit trail naming the person.

const now = { at: new Date(TEST_NOW) };
let fresh: FreshApp;
let f: BookingFixture;
let otherPartnerId: number;
let port = 43_000;

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS, clock: { now: () => now.at } });
  f = await bookingFixture(fresh.db);
  const [other] = await fresh.db.query<{ id: number }>(
    `select id from partners where slug <> 'harbour' order by id limit 1`,
  );
  otherPartnerId = other!.id;
});
afterAll(() => fresh.close());

type Call = {
  body?: unknown;
  cookie?: string;
  csrf?: string;
  site?: string | null;
  address?: string;
  headers?: Record<string, string>;
};

/** A request from the desk's page: `Sec-Fetch-Site: same-origin` unless `site` says otherwise. */
async function call(method: string, path: string, options: Call = {}) {
  const headers: Record<string, string> = { ...options.headers };
  const site = options.site === undefined ? 'same-origin' : options.site;
  if (site) headers['Sec-Fetch-Site'] = site;
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.csrf) headers['X-CSRF-Token'] = options.csrf;
  if (options.body !== undefined) {
    headers['Content-Type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
  }
  const response = await fresh.app.request(
    `http://localhost${path}`,
    { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) },
    {
      incoming: {
        socket: {
          remoteAddress: options.address ?? '198.51.100.4',
          remotePort: port++,
          remoteFamily: 'IPv4',
        },
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

let emailCounter = 0;
const newEmail = (name: string) => `${name}.${++emailCounter}@harbourhotels.example`;

/** A signed-in desk browser: its cookie and CSRF token. */
type Desk = { cookie: string; csrf: string; userId: number };

async function redeem(
  code: string,
  options: Call = {},
): Promise<Desk & { status: number; setCookie: string }> {
  const answer = await call('POST', '/api/desk/links/redeem', { body: { code }, ...options });
  const setCookie = answer.headers.get('set-cookie') ?? '';
  return {
    status: answer.status,
    setCookie,
    cookie: setCookie.split(';')[0]!,
    csrf: answer.body?.csrfToken,
    userId: answer.body?.user?.id,
  };
}

/** A staff user created as the command line does, signed in through their link with a password set. */
async function staffUser(
  role: 'staff' | 'manager',
  options: { partnerId?: number; locationIds?: number[] } = {},
) {
  const email = newEmail(role);
  const created = await createStaffUser(
    fresh.db.orm,
    {
      partnerId: options.partnerId ?? f.partnerId,
      name: `${role === 'manager' ? 'Maria' : 'Sam'} ${emailCounter}`,
      email,
      role,
      locationIds: options.locationIds ?? null,
    },
    now.at,
  );
  const desk = await redeem(created.code);
  expect(desk.status).toBe(200);
  const password = `a long passphrase ${emailCounter}`;
  expect(
    (await call('PUT', '/api/desk/password', { ...desk, body: { password } })).body.user.hasPassword,
  ).toBe(true);
  return { ...desk, email, password, id: created.id };
}

describe('signing in to the desk', () => {
  it('a link signs in once, with an HttpOnly SameSite=Strict cookie, and asks for a password', async () => {
    const created = await createStaffUser(
      fresh.db.orm,
      { partnerId: f.partnerId, name: 'Noor de Vries', email: newEmail('noor'), role: 'staff' },
      now.at,
    );
    const desk = await redeem(created.code);
    expect(desk.status).toBe(200);
    expect(desk.setCookie).toMatch(/^bf_desk=[\w-]{43};/);
    expect(desk.setCookie).toMatch(/HttpOnly/);
    expect(desk.setCookie).toMatch(/SameSite=Strict/);
    expect(desk.setCookie).toMatch(/Path=\//);
    const session = await call('GET', '/api/desk/session', { cookie: desk.cookie });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      '@type': 'DeskSession',
      user: { name: 'Noor de Vries', role: 'staff', hasPassword: false, locations: null },
      partner: { slug: 'harbour' },
    });
    expect(session.headers.get('cache-control')).toBe('private, no-store');
    expect((await redeem(created.code)).status).toBe(400);
  });

  it('over HTTPS the cookie is Secure with the __Host- prefix', async () => {
    const created = await createStaffUser(
      fresh.db.orm,
      { partnerId: f.partnerId, name: 'Ada', email: newEmail('ada'), role: 'staff' },
      now.at,
    );
    const desk = await redeem(created.code, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(desk.setCookie).toMatch(/^__Host-bf_desk=[\w-]{43};/);
    expect(desk.setCookie).toMatch(/Secure/);
  });

  it('a link stops working after 72 hours', async () => {
    const created = await createStaffUser(
      fresh.db.orm,
      { partnerId: f.partnerId, name: 'Late', email: newEmail('late'), role: 'staff' },
      new Date(now.at.getTime() - 73 * 3_600_000),
    );
    const late = await redeem(created.code);
    expect([
      late.status,
      (await call('POST', '/api/desk/links/redeem', { body: { code: 'x' } })).body.code,
    ]).toEqual([400, 'desk_link_invalid']);
  });

  it('signs in with e-mail and password; a wrong password and an unknown address get the same 401', async () => {
    const user = await staffUser('staff');
    const signedIn = await call('POST', '/api/desk/sign_in', {
      body: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.csrfToken).toMatch(/^[\w-]{43}$/);
    const wrong = await call('POST', '/api/desk/sign_in', {
      body: { email: user.email, password: 'not it at all' },
    });
    const unknown = await call('POST', '/api/desk/sign_in', {
      body: { email: 'nobody@harbourhotels.example', password: user.password },
    });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'desk_sign_in_failed']);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });

  it('guessing one colleague’s password gets 429 after five failures, yet the colleague signs in from elsewhere', async () => {
    const user = await staffUser('staff');
    const guess = (address: string, password = 'wrong guess 123') =>
      call('POST', '/api/desk/sign_in', { body: { email: user.email, password }, address });
    for (let i = 0; i < 5; i++) expect((await guess('192.0.2.66')).status).toBe(401);
    const blocked = await guess('192.0.2.66', user.password);
    expect([blocked.status, blocked.body.code]).toEqual([429, 'too_many_attempts']);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await guess('192.0.2.77', user.password)).status).toBe(200);
  });

  it('refuses a sign-in posted from another site’s page', async () => {
    const user = await staffUser('staff');
    const forged = await call('POST', '/api/desk/sign_in', {
      body: { email: user.email, password: user.password },
      site: 'cross-site',
    });
    expect([forged.status, forged.body.code]).toEqual([403, 'csrf_token_invalid']);
  });

  it('a changed password ends the other sessions; sign-out ends this one', async () => {
    const user = await staffUser('staff');
    const other = await call('POST', '/api/desk/sign_in', {
      body: { email: user.email, password: user.password },
    });
    const otherCookie = other.headers.get('set-cookie')!.split(';')[0]!;
    expect(
      (await call('PUT', '/api/desk/password', { ...user, body: { password: 'another long passphrase' } }))
        .status,
    ).toBe(200);
    expect((await call('GET', '/api/desk/session', { cookie: otherCookie })).status).toBe(401);
    expect((await call('GET', '/api/desk/session', { cookie: user.cookie })).status).toBe(200);
    expect((await call('POST', '/api/desk/sign_out', { ...user })).status).toBe(204);
    expect((await call('GET', '/api/desk/session', { cookie: user.cookie })).body.code).toBe(
      'desk_sign_in_required',
    );
  });

  it('asks for a password of 12 characters or more that is not the e-mail address', async () => {
    const user = await staffUser('staff');
    const short = await call('PUT', '/api/desk/password', { ...user, body: { password: 'short' } });
    expect([short.status, short.body.violations[0].propertyPath]).toEqual([422, 'password']);
    const same = await call('PUT', '/api/desk/password', { ...user, body: { password: user.email } });
    expect(same.body.violations[0].code).toBe('password_is_email');
  });
});

describe('the session on the API', () => {
  it('no desk call works without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/desk/session'],
      ['GET', '/api/desk/staff_users'],
      ['PUT', '/api/desk/password'],
      ['POST', '/api/desk/staff_users'],
    ] as const) {
      const answer = await call(method, path, method === 'GET' ? {} : { body: {} });
      expect([path, answer.status, answer.body.code]).toEqual([path, 401, 'desk_sign_in_required']);
    }
  });

  it('every write needs the session’s CSRF token; another page gets nothing from the cookie', async () => {
    const user = await staffUser('manager');
    const body = { name: 'Kim', email: newEmail('kim'), role: 'staff' };
    const noToken = await call('POST', '/api/desk/staff_users', { cookie: user.cookie, body });
    expect([noToken.status, noToken.body.code]).toEqual([403, 'csrf_token_invalid']);
    const wrongToken = await call('POST', '/api/desk/staff_users', {
      cookie: user.cookie,
      csrf: 'x'.repeat(43),
      body,
    });
    expect(wrongToken.status).toBe(403);
    const b = await createBooking(fresh.app, bookingPayload(f));
    const noTokenTransition = await call('PUT', `/api/booking/${b.id}/status`, {
      cookie: user.cookie,
      body: { transition: 'confirm' },
    });
    expect(noTokenTransition.status).toBe(403);
    const crossSite = await call('GET', '/api/desk/session', { cookie: user.cookie, site: 'same-site' });
    expect(crossSite.status).toBe(401);
    expect((await call('POST', '/api/desk/staff_users', { ...user, body })).status).toBe(201);
  });

  it('opens the partner’s bookings like a staff key, names the person in the audit trail, and none of another partner’s', async () => {
    const user = await staffUser('staff');
    const b = await createBooking(fresh.app, bookingPayload(f));
    const visitor = { headers: { username: b.username, key: b.key } };
    expect(
      (await call('PUT', `/api/booking/${b.id}/status`, { ...visitor, body: { transition: 'inquire' } }))
        .status,
    ).toBe(200);
    const offered = await call('PUT', `/api/booking/${b.id}/status`, {
      ...user,
      body: { transition: 'send_offer', validUntil: '2030-04-01' },
    });
    expect([offered.status, offered.body.status]).toEqual([200, 'offered']);
    const read = await call('GET', `/api/booking/${b.id}`, { cookie: user.cookie });
    expect(read.body.auditTrail.at(-1)).toMatchObject({
      transition: 'send_offer',
      actor: { role: 'staff', id: `staff-user:${user.id}` },
    });
    expect(read.body.auditTrail.at(-1).actor.name).toMatch(/^Sam \d+$/);
    const stranger = await staffUser('manager', { partnerId: otherPartnerId });
    expect((await call('GET', `/api/booking/${b.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect(
      (await call('PUT', `/api/booking/${b.id}/status`, { ...stranger, body: { transition: 'confirm' } }))
        .status,
    ).toBe(404);
    const list = await call('GET', '/api/reservations', { cookie: stranger.cookie });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(b.username);
  });

  it('a user limited to other locations does not see the booking', async () => {
    const [elsewhere] = await fresh.db.query<{ id: number }>(
      `select l.id from locations l where l.partner_id = $1 and l.id <> $2 order by l.id limit 1`,
      [f.partnerId, Number(f.location.split('/').pop())],
    );
    const user = await staffUser('staff', { locationIds: [elsewhere!.id] });
    const b = await createBooking(fresh.app, bookingPayload(f));
    expect((await call('GET', `/api/booking/${b.id}`, { cookie: user.cookie })).status).toBe(404);
  });
});

describe('managers and their colleagues', () => {
  it('a manager adds a colleague, who gets a link; staff may list but not add', async () => {
    const manager = await staffUser('manager');
    const created = await call('POST', '/api/desk/staff_users', {
      ...manager,
      body: {
        name: 'Jo Bakker',
        email: newEmail('jo'),
        role: 'staff',
        locale: 'nl-NL',
        locations: [f.location],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      name: 'Jo Bakker',
      role: 'staff',
      hasPassword: false,
      locations: [f.location],
    });
    const code = /#\/link\/([\w-]+)$/.exec(created.body.link)?.[1];
    expect(created.body.link).toMatch(/^http:\/\/localhost\/desk\/#\/link\//);
    expect((await redeem(code!)).status).toBe(200);
    const again = await call('POST', '/api/desk/staff_users', {
      ...manager,
      body: { name: 'Jo again', email: created.body.user.email, role: 'staff' },
    });
    expect([again.status, again.body.code]).toEqual([409, 'staff_email_taken']);
    const colleague = await staffUser('staff');
    const refused = await call('POST', '/api/desk/staff_users', {
      ...colleague,
      body: { name: 'X', email: newEmail('x'), role: 'manager' },
    });
    expect([refused.status, refused.body.code]).toEqual([403, 'manager_role_required']);
    const list = await call('GET', '/api/desk/staff_users', { cookie: colleague.cookie });
    expect(list.body.member.map((u: { name: string }) => u.name)).toContain('Jo Bakker');
    expect(JSON.stringify(list.body)).not.toMatch(/scrypt|password_hash|passwordHash/);
  });

  it('a location of another partner is refused; another partner’s staff user does not exist', async () => {
    const manager = await staffUser('manager');
    const bad = await call('POST', '/api/desk/staff_users', {
      ...manager,
      body: { name: 'Y', email: newEmail('y'), role: 'staff', locations: [f.otherPartnerLocation] },
    });
    expect([bad.status, bad.body.violations[0].propertyPath]).toEqual([422, 'locations[0]']);
    const stranger = await staffUser('staff', { partnerId: otherPartnerId });
    const patched = await call('PATCH', `/api/desk/staff_users/${stranger.id}`, {
      ...manager,
      body: { role: 'manager' },
    });
    expect([patched.status, patched.body.code]).toEqual([404, 'staff_user_not_found']);
  });

  it('disabling a colleague ends their sessions; a manager cannot disable or demote themselves', async () => {
    const manager = await staffUser('manager');
    const colleague = await staffUser('staff');
    const disabled = await call('PATCH', `/api/desk/staff_users/${colleague.id}`, {
      ...manager,
      body: { disabled: true },
    });
    expect([disabled.status, disabled.body.disabled]).toEqual([200, true]);
    expect((await call('GET', '/api/desk/session', { cookie: colleague.cookie })).status).toBe(401);
    const signIn = await call('POST', '/api/desk/sign_in', {
      body: { email: colleague.email, password: colleague.password },
    });
    expect(signIn.status).toBe(401);
    const self = await call('PATCH', `/api/desk/staff_users/${manager.id}`, {
      ...manager,
      body: { role: 'staff' },
    });
    expect([self.status, self.body.violations[0].code]).toEqual([422, 'own_account']);
    const reset = await call('POST', `/api/desk/staff_users/${manager.id}/link`, { ...manager });
    expect(reset.body.link).toMatch(/#\/link\//);
  });
});
