// The venue's desk end to end (issue 17, "Must hold"): a manager adds a colleague, who sets a password
// through the e-mailed link; a visitor sends a request in the widget, and it appears in the inbox
// without a reload; the colleague changes the hall's price and sends the offer; the visitor accepts in
// the widget; the colleague confirms; the history names them. Another partner's staff see none of it.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { openDeskAs, setPasswordFromLink, staffEmail } from './desk.ts';
import { dateFromToday, sendMeetingRequest, storedBooking, widget } from './journey.ts';
import { mailTo } from './mailbox.ts';

const API = process.env.BF_E2E_URL as string;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: API });
  return context.newPage();
}

/** The visitor's meeting request through the widget; resolves its credentials and reference. */
async function visitorSendsRequest(page: Page, day: string) {
  const credentials = await sendMeetingRequest(page, { email: 'desk-journey@example.com', day });
  const stored = await storedBooking(page, credentials);
  return { ...credentials, reference: stored.reference as string };
}

test('manager → colleague → request in the inbox → offer with a changed price → accepted → confirmed', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The manager adds a colleague in the desk.
  const manager = await newPage(browser);
  await openDeskAs(manager, { role: 'manager', name: 'Maaike Manager' });
  await manager.getByRole('link', { name: 'Staff' }).click();
  const colleague = staffEmail('harbour', 'staff');
  const add = manager
    .getByRole('region', { name: 'Add a colleague' })
    .or(manager.locator('form').filter({ hasText: 'Add a colleague' }));
  await add.getByLabel('Name').fill('Sanne Staff');
  await add.getByLabel('E-mail address').fill(colleague);
  await add.getByRole('button', { name: 'Add and send the invitation' }).click();
  await expect(manager.getByText(`the invitation went to ${colleague}`)).toBeVisible();

  // The colleague opens the e-mailed link and chooses a password; the inbox is their home.
  const invitation = await mailTo(manager, colleague, 'staff_invitation');
  const link = invitation.links.find((l) => l.includes('/desk/#/link/'));
  expect(link).toBeDefined();
  const staff = await newPage(browser);
  await staff.goto(link!);
  await setPasswordFromLink(staff);
  await expect(staff.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  // A visitor sends a request; the open inbox shows it without a reload.
  const visitor = await newPage(browser);
  const day = dateFromToday(120);
  const sent = await visitorSendsRequest(visitor, day);
  const row = staff.getByRole('link', { name: sent.reference });
  await expect(row).toBeVisible({ timeout: 20_000 });

  // The colleague opens it, sets the hall's price and sends the offer.
  await row.click();
  await expect(staff.getByRole('heading', { level: 1, name: `Booking ${sent.reference}` })).toBeVisible();
  await staff.getByRole('button', { name: 'Send offer' }).click();
  const price = staff.getByLabel(/^Hall .* \(price in EUR\)$/).first();
  await price.fill('750.00');
  await staff.getByRole('button', { name: 'Send the offer' }).click();
  await expect(staff.getByRole('button', { name: 'Send offer' })).toBeVisible();
  await expect.poll(async () => (await storedBooking(visitor, sent)).status).toBe('offered');
  const billing = await (
    await visitor.request.get(`${API}/api/booking/${sent.id}/billing`, {
      headers: { username: sent.username, key: sent.key },
    })
  ).json();
  expect(JSON.stringify(billing)).toContain('75000');

  // The visitor accepts in the widget.
  await visitor.goto(`/#/en-US/reservation/${sent.username}/${sent.id}?key=${encodeURIComponent(sent.key)}`);
  const view = widget(visitor);
  await view.getByRole('button', { name: 'Accept offer' }).click();
  const dialog = view.getByRole('dialog', { name: 'Accept this offer?' });
  await dialog.getByLabel('I agree to the terms and conditions').check();
  await dialog.getByRole('button', { name: 'Accept offer' }).click();
  await expect(view.getByRole('dialog', { name: 'Offer accepted' })).toBeVisible();

  // The colleague confirms; the history names them for what they did.
  await staff.reload();
  await staff.getByRole('button', { name: 'Confirm', exact: true }).click();
  await staff.getByRole('button', { name: 'Confirm the booking' }).click();
  await expect.poll(async () => (await storedBooking(visitor, sent)).status).toBe('confirmed');
  const history = staff
    .getByRole('table', { name: /History/ })
    .or(staff.locator('section', { hasText: 'History' }));
  await expect(history.getByRole('row').filter({ hasText: 'Send offer' })).toContainText('Sanne Staff');
  await expect(history.getByRole('row').filter({ hasText: 'Confirm' }).last()).toContainText('Sanne Staff');

  // Another partner's staff see none of it: not in their inbox, 404 on its page and its API.
  const other = await newPage(browser);
  await openDeskAs(other, { partner: 'fjord', role: 'manager', name: 'Fjord Manager' });
  await other.getByLabel('Search').fill(sent.reference);
  await other.getByRole('button', { name: 'Apply filters' }).click();
  await expect(other.getByRole('link', { name: sent.reference })).toHaveCount(0);
  await other.goto(`/desk/#/bookings/${sent.id}`);
  await expect(other.getByText('Not found, or not yours to see.')).toBeVisible();
  for (const path of [`/api/reservations/${sent.id}`, `/api/desk/bookings/${sent.id}/messages`]) {
    const answer = await other.request.get(`${API}${path}`, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(answer.status(), path).toBe(404);
  }
});
