import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_NOW } from '../../../test/fresh-app.ts';
import { type MailTestbed, mailTestbed } from '../../../test/mail.ts';
import { createStaffUser } from '../../auth/staff-users.ts';

// Issue 17: when a manager adds a colleague or sends them a new link, the colleague gets an e-mail in
// their own language naming who invited them, the partner, the one-time link to the desk and how long
// it works (72 hours).

let bed: MailTestbed;
let port = 44_000;
beforeAll(async () => {
  bed = await mailTestbed();
});
afterAll(() => bed.close());

type Desk = { cookie?: string; csrf?: string };

async function call(method: string, path: string, desk: Desk, body?: unknown) {
  const headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' };
  if (desk.cookie) headers.Cookie = desk.cookie;
  if (desk.csrf) headers['X-CSRF-Token'] = desk.csrf;
  if (body !== undefined)
    headers['Content-Type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
  const response = await bed.fresh.app.request(
    `http://localhost${path}`,
    { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
    { incoming: { socket: { remoteAddress: '198.51.100.7', remotePort: port++, remoteFamily: 'IPv4' } } },
  );
  const text = await response.text();
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { status: response.status, body: text ? JSON.parse(text) : null, cookie };
}

async function redeem(code: string): Promise<Desk & { status: number }> {
  const answer = await call('POST', '/api/desk/links/redeem', {}, { code });
  return { status: answer.status, cookie: answer.cookie, csrf: answer.body?.csrfToken };
}

/** Harbour's manager "Maria Jansen", signed in through her link. */
async function signedInManager(): Promise<Desk & { id: number }> {
  const [partner] = await bed.fresh.db.query<{ id: number }>(
    `select id from partners where slug = 'harbour'`,
  );
  const made = await createStaffUser(
    bed.fresh.db.orm,
    {
      partnerId: partner!.id,
      name: 'Maria Jansen',
      email: 'maria.test@harbourhotels.example',
      role: 'manager',
    },
    new Date(TEST_NOW),
  );
  const desk = await redeem(made.code);
  expect(desk.status).toBe(200);
  return { ...desk, id: made.id };
}

/** The desk link's code in a received e-mail's text. */
function codeIn(text: string): string {
  const link = /https:\/\/book\.harbour\.example\/desk\/#\/link\/([A-Za-z0-9_-]+)/.exec(text);
  expect(link, text).not.toBeNull();
  return link![1]!;
}

let manager: Desk & { id: number };
beforeAll(async () => {
  manager = await signedInManager();
});

it('a new colleague gets the invitation in their language, and its link signs them in once', async () => {
  const added = await call('POST', '/api/desk/staff_users', manager, {
    name: 'Jonas Weber',
    email: 'jonas@harbourhotels.example',
    role: 'staff',
    locale: 'de-DE',
  });
  expect(added.status).toBe(201);
  const mail = await bed.arrived('jonas@harbourhotels.example', 'staff_invitation');
  expect(mail.mail.subject).toMatch(/^Maria Jansen lädt Sie zur Rezeption von .+ ein$/);
  const text = mail.mail.text ?? '';
  expect(text).toContain('innerhalb von 72 Stunden');
  const code = codeIn(text);
  expect((await redeem(code)).status).toBe(200);
  expect((await redeem(code)).status).toBe(400);
});

it('“send a new sign-in link” e-mails a fresh link in the colleague’s language', async () => {
  const added = await call('POST', '/api/desk/staff_users', manager, {
    name: 'Aino Virtanen',
    email: 'aino@harbourhotels.example',
    role: 'staff',
    locale: 'fi-FI',
  });
  const first = codeIn((await bed.arrived('aino@harbourhotels.example', 'staff_invitation')).mail.text ?? '');
  const again = await call('POST', `/api/desk/staff_users/${added.body.user.id}/link`, manager);
  expect(again.status).toBe(200);
  bed.mail.sender.wake();
  await expect
    .poll(
      () => bed.smtp.received.filter((r) => r.envelope.to.includes('aino@harbourhotels.example')).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(2);
  const second = bed.smtp.received.filter((r) => r.envelope.to.includes('aino@harbourhotels.example'))[1]!;
  expect(second.mail.subject).toMatch(/^Maria Jansen kutsuu sinut kohteen .+ vastaanottoon$/);
  expect(second.mail.text).toContain('72 tunnin ajan');
  expect(codeIn(second.mail.text ?? '')).not.toBe(first);
});

it('no e-mail without a manager’s session or CSRF token', async () => {
  const before = bed.smtp.received.length;
  const anonymous = await call(
    'POST',
    '/api/desk/staff_users',
    {},
    {
      name: 'X',
      email: 'x@harbourhotels.example',
      role: 'staff',
    },
  );
  expect(anonymous.status).toBe(401);
  const noToken = await call(
    'POST',
    '/api/desk/staff_users',
    { cookie: manager.cookie },
    {
      name: 'X',
      email: 'x@harbourhotels.example',
      role: 'staff',
    },
  );
  expect(noToken.status).toBe(403);
  const [queued] = await bed.fresh.db.query<{ n: number }>(
    `select count(*)::int as n from outbox_messages where to_address = 'x@harbourhotels.example'`,
  );
  expect(queued!.n).toBe(0);
  expect(bed.smtp.received.length).toBe(before);
});

it('a manager cannot disable themself', async () => {
  const self = await call('PATCH', `/api/desk/staff_users/${manager.id}`, manager, { disabled: true });
  expect([self.status, self.body.violations[0].propertyPath, self.body.violations[0].code]).toEqual([
    422,
    'disabled',
    'own_account',
  ]);
});
