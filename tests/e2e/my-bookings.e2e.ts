// A returning visitor (issue 21, spec §5 "otherwise a logged-in session with credentials is used", §7
// GET /api/{crm-provider}/oauth2/user/bookings), on a hotel page of another site than the API: asks for
// a sign-in link under "My bookings", opens the link from the e-mail on the hotel page, sees their
// bookings newest first (not someone else's), opens one without its key, and signs out.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { requestBooking } from '../fixtures/bookings.mjs';
import { widget } from './journey.ts';
import { mailTo } from './mailbox.ts';

const API = process.env.BF_E2E_URL as string;

// The hotel's website, served by its own server at `localhost`: another site than the API
// (`127.0.0.1`), so the session cookie is a third-party one here, as on a hotel's real website
// (`localhost` is a secure context, as https is in production). A second page on another port of the
// same site stands for any other page that could make the browser send the cookie.
const HOTEL_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Harbour Hotels</title>
<body><h1>Harbour Hotels</h1><booking-form partner="harbour" api="${API}"></booking-form>
<script src="${API}/booking-form.js" async></script></body></html>`;
let HOTEL = '';
let ELSEWHERE = '';
const servers: Server[] = [];

async function serve(body: string): Promise<string> {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

test.beforeAll(async () => {
  HOTEL = await serve(HOTEL_PAGE);
  ELSEWHERE = await serve('<!doctype html><title>Elsewhere</title>');
});
test.afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

/** The newest sign-in e-mail to `to`, once sent. */
const signInMail = (page: Page, to: string) => mailTo(page, to, 'visitor_sign_in');

/** Opens My bookings in the header and asks for a sign-in link to `email`. */
async function askForLink(page: Page, email: string): Promise<void> {
  const w = widget(page);
  await w.getByRole('button', { name: 'My bookings' }).click();
  await expect(w.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  await w.getByLabel('E-mail address', { exact: true }).fill(email);
  await w.getByRole('button', { name: 'Send me a link' }).click();
}

test('signs in by e-mail link on the hotel page, lists only their bookings, opens one without its key, signs out', async ({
  page,
}) => {
  const email = `returning-${Date.now()}@example.com`;
  const older = await requestBooking(API, { email, eventName: 'Spring board meeting' });
  const newer = await requestBooking(API, { email: email.toUpperCase(), eventName: 'Autumn offsite' });
  const someoneElse = await requestBooking(API, { email: `other-${Date.now()}@example.com` });

  await page.goto(`${HOTEL}/`);
  const w = widget(page);
  await askForLink(page, email);
  await expect(w.getByRole('status')).toContainText(`We sent a sign-in link to ${email}`);
  await expect(w.getByRole('status')).toContainText('within 20 minutes');

  const mail = await signInMail(page, email);
  expect(mail.subject).toBe('Your sign-in link for your bookings at Harbour Hotels');
  const code = /\/en-US\/signin\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
  expect(code, mail.text ?? '').toBeTruthy();

  // The visitor opens the link: the hotel's page with the widget's sign-in route.
  await page.goto(`${HOTEL}/#/en-US/signin/${code}`);
  const items = w.locator('[data-view="my-bookings"] li');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Autumn offsite');
  await expect(items.nth(0)).toContainText(newer.booking.reference);
  await expect(items.nth(1)).toContainText('Spring board meeting');
  await expect(w.locator('[data-view="my-bookings"]')).not.toContainText(someoneElse.booking.reference);
  await expect(w.getByText(`Signed in as ${email}`)).toBeVisible();
  // The code leaves the address once used.
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/en-US/bookings');

  // A reload keeps the session (the cookie) and the view.
  await page.reload();
  await expect(items).toHaveCount(2);

  // Each booking opens on the booking page without its key.
  await w.getByRole('button', { name: `Open booking ${older.booking.reference}` }).click();
  await expect(w.locator('[data-view="booking"]')).toBeVisible();
  await expect(w.locator('[data-view="booking"]')).toContainText(older.booking.reference);
  expect(await page.evaluate(() => location.hash)).toBe(`#/booking/${older.id}`);

  // The same link again while still signed in: the list, as before (the session still holds).
  await page.goto(`${HOTEL}/#/en-US/signin/${code}`);
  await expect(items).toHaveCount(2);

  // Signed out: the booking page no longer opens without its key, and the used link says so.
  await w.getByRole('button', { name: 'Sign out' }).click();
  await expect(w.getByLabel('E-mail address', { exact: true })).toBeVisible();
  await page.goto(`${HOTEL}/#/booking/${older.id}`);
  await expect(w.getByRole('heading', { name: 'This reservation was not found' })).toBeVisible();
  await page.goto(`${HOTEL}/#/en-US/signin/${code}`);
  await expect(w.getByRole('alert')).toContainText('This sign-in link was already used or has expired');
  await expect(w.getByLabel('E-mail address', { exact: true })).toBeVisible();
});

test('another page gets nothing from a visitor’s session', async ({ page }) => {
  const email = `bound-${Date.now()}@example.com`;
  const booking = await requestBooking(API, { email });
  await page.goto(`${HOTEL}/`);
  const w = widget(page);
  await askForLink(page, email);
  const code = /\/signin\/([A-Za-z0-9_-]{43})/.exec((await signInMail(page, email)).text ?? '')?.[1];
  await page.goto(`${HOTEL}/#/signin/${code}`);
  await expect(w.locator('[data-view="my-bookings"] li')).toHaveCount(1);

  // Another page asks the API for the list with the browser's cookies (its partition is the hotel's:
  // the same site, so the browser does send the cookie; the session's origin decides).
  await page.goto(`${ELSEWHERE}/`);
  const answer = await page.evaluate(
    async ([api, id]) => {
      const list = await fetch(`${api}/api/email/oauth2/user/bookings`, { credentials: 'include' });
      const one = await fetch(`${api}/api/booking/${id}`, { credentials: 'include' });
      return [list.status, one.status];
    },
    [API, booking.id] as const,
  );
  expect(answer).toEqual([401, 404]);
});

test('on a page of the API’s own origin (the sample site, the hosted page) the session holds too', async ({
  page,
}) => {
  const email = `own-${Date.now()}@example.com`;
  await requestBooking(API, { email, eventName: 'Own-origin dinner' });
  await page.goto(`${API}/#/bookings`);
  const w = widget(page);
  await expect(w.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  await w.getByLabel('E-mail address', { exact: true }).fill(email);
  await w.getByRole('button', { name: 'Send me a link' }).click();
  const code = /\/signin\/([A-Za-z0-9_-]{43})/.exec((await signInMail(page, email)).text ?? '')?.[1];
  await page.goto(`${API}/#/signin/${code}`);
  await expect(w.locator('[data-view="my-bookings"] li')).toHaveCount(1);
  await expect(w.locator('[data-view="my-bookings"] li')).toContainText('Own-origin dinner');
});
