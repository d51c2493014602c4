// Staff answer a visitor's pending change (issue 17): the visitor edits a sent request in the widget and
// the edit waits as a change; staff see it on the desk's booking page and apply it, and the visitor's
// view shows the new booking. A second change is rejected with a reason, which the visitor's e-mail (the
// server's local mailbox) carries. BF_SHOTS=<dir> also saves the page with a pending change at 1280 and
// 390 px wide.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { openDeskAs } from './desk.ts';
import { dateFromToday, sendMeetingRequest, storedBooking, widget } from './journey.ts';
import { mailTo } from './mailbox.ts';

const API = process.env.BF_E2E_URL as string;
type Visitor = { id: number; username: string; key: string };

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: API });
  return context.newPage();
}

/**
 * In the widget's edit view, the meeting's end time moves to `end` and the visitor presses "Apply
 * changes": the widget saves the edit (the pending change), then asks for `apply_changes`. The
 * connection drops on that second call, as a train's Wi-Fi does, so the saved change is left for the
 * venue to answer: the one way the widget leaves a change pending.
 */
async function visitorChangesEndTime(page: Page, v: Visitor, end: string) {
  await page.goto(`/#/en-US/edit/${v.username}/${v.id}?key=${encodeURIComponent(v.key)}`);
  const w = widget(page);
  await expect(w.locator('[part~="view"][data-view="edit"]')).toBeVisible();
  // Step 2 opens where it is not open already (the widget keeps the open step for the visit).
  const endTime = w.locator('#s2-eventEndTime');
  const step2 = w.locator('[part~="step"][data-step="2"]');
  await expect(step2).toBeVisible();
  if ((await step2.getAttribute('data-expanded')) !== 'true')
    await w.locator('[part~="step-toggle"]').nth(1).click();
  await endTime.selectOption(end);
  await endTime.blur();
  await page.route(`**/api/booking/${v.id}/status`, (route) => route.abort('internetdisconnected'), {
    times: 1,
  });
  await w.getByRole('button', { name: 'Apply changes' }).click();
  await expect
    .poll(async () => (await storedBooking(page, v)).pendingChange?.meetingRooms?.[0]?.endTime ?? null)
    .toBe(end);
}

test('a visitor changes a request; staff apply it, then reject another with a reason the e-mail carries', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const visitor = await newPage(browser);
  // Leaving the edit view with a saved change asks first; the visitor leaves it to the venue.
  visitor.on('dialog', (question) => void question.accept());
  const email = `desk-change-${Date.now().toString(36)}@example.com`;
  const sent = await sendMeetingRequest(visitor, { email, day: dateFromToday(150) });
  const reference = (await storedBooking(visitor, sent)).reference as string;
  await visitorChangesEndTime(visitor, sent, '16:00');

  // Staff see the change beside the booking as it stands, and apply it.
  const staff = await newPage(browser);
  await openDeskAs(staff, { name: 'Chris Change' });
  await staff.goto(`/desk/#/bookings/${sent.id}`);
  await expect(staff.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();
  const change = staff.locator('.desk-booking-change');
  await expect(change.getByRole('heading', { name: 'The change the visitor saved' })).toBeVisible();
  await expect(change).toContainText('16:00');
  const axe = await new AxeBuilder({ page: staff }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // On a phone the page itself never scrolls sideways: wide tables scroll in their own region.
  await staff.setViewportSize({ width: 390, height: 844 });
  const sideways = await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, 'the booking page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  const narrowAxe = await new AxeBuilder({ page: staff }).analyze();
  expect(narrowAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await staff.setViewportSize({ width: 1280, height: 900 });
  if (process.env.BF_SHOTS) {
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.screenshot({ path: `${process.env.BF_SHOTS}/change-desk-pending-1280.png`, fullPage: true });
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.screenshot({ path: `${process.env.BF_SHOTS}/change-desk-pending-390.png`, fullPage: true });
    await staff.setViewportSize({ width: 1280, height: 900 });
  }
  await change.getByRole('button', { name: 'Apply change' }).click();
  await change.getByRole('button', { name: 'Apply the change' }).click();
  await expect(staff.getByRole('status')).toHaveText("The visitor's change is applied.");
  await expect(staff.locator('.desk-booking-change')).toHaveCount(0);
  const history = staff.locator('section', { hasText: 'History' });
  await expect(history.getByRole('row').filter({ hasText: 'Apply change' })).toContainText('Chris Change');

  // The visitor's view shows the booking as changed, and the e-mail says the venue accepted it.
  const applied = await storedBooking(visitor, sent);
  expect([applied.status, applied.pendingChange, applied.meetingRooms[0].endTime]).toEqual([
    'requested',
    null,
    '16:00',
  ]);
  await visitor.goto(`/#/en-US/reservation/${sent.username}/${sent.id}?key=${encodeURIComponent(sent.key)}`);
  await expect(widget(visitor).locator('[part~="view"][data-view="offer"]')).toContainText('16:00');
  expect((await mailTo(visitor, email, 'change_accepted')).subject).toContain(reference);

  // A second change is rejected with a reason: the booking stays, the visitor's e-mail says why.
  await visitorChangesEndTime(visitor, sent, '15:00');
  await staff.reload();
  await change.getByRole('button', { name: 'Reject change' }).click();
  const reason = 'The hall is set up for the whole day, so ending earlier changes nothing for the price.';
  await change.getByLabel('Reason (optional)').fill(reason);
  await change.getByRole('button', { name: 'Reject the change' }).click();
  await expect(staff.getByRole('status')).toHaveText("The visitor's change is rejected.");
  const rejected = await storedBooking(visitor, sent);
  expect([rejected.pendingChange, rejected.meetingRooms[0].endTime]).toEqual([null, '16:00']);
  const mail = await mailTo(visitor, email, 'change_rejected');
  expect(mail.text).toContain(reason);
  await expect(history.getByRole('row').filter({ hasText: 'Reject change' })).toContainText(reason);
});
