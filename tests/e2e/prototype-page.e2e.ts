// Issue 19.1: a hotel page running Prototype.js (demo/prototype.html, which adds `toJSON` to arrays,
// strings and objects), served from another origin than the API. The widget's requests, auto-saves and
// stored draft must not go through the page's `toJSON`: a meeting request goes through whole.
import { expect, test } from '@playwright/test';
import { serveDemoElsewhere } from './demo-elsewhere.ts';
import {
  dateFromToday,
  expectStep,
  fillContact,
  fillEvent,
  fillStep1,
  next,
  pickFreeSpace,
  sentBooking,
  shownInEnglish,
  storedBooking,
  widget,
} from './journey.ts';

const API = process.env.BF_E2E_URL as string;
let hostPage: Awaited<ReturnType<typeof serveDemoElsewhere>>;
let PAGE = '';

test.beforeAll(async () => {
  hostPage = await serveDemoElsewhere('prototype.html');
  PAGE = hostPage.url;
});
test.afterAll(() => hostPage.close());

test('a meeting request on a page with Prototype.js arrives whole, and a reload keeps the draft', async ({
  page,
}) => {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${API}/api/booking`) && request.method() !== 'GET')
      bodies.push(request.postData() ?? '');
  });
  const w = widget(page);
  await page.goto(PAGE);
  // The page's toJSON is there, as on the real site.
  expect(await page.evaluate(() => JSON.stringify({ types: ['a', 'b'] }))).toBe('"OBJECT"');
  await expect(w.locator('#s1-emailaddress')).toBeVisible();
  await fillStep1(page, { email: 'prototype@example.com' });
  await next(page, 1);
  await expectStep(page, 2);
  await fillEvent(page);
  const day = dateFromToday(75);
  await w.locator('#s2-days-0-date').fill(day);
  await w.locator('#s2-days-0-halls').click();
  await pickFreeSpace(page, 0, 0);
  // The draft in the tab survives a reload with its day and hall (it was stored as text too).
  await page.waitForTimeout(400);
  await page.reload();
  await expectStep(page, 2);
  await expect(w.locator('#s2-days-0-date')).toHaveValue(shownInEnglish(day));
  await next(page, 2);
  await expectStep(page, 4);
  await fillContact(page);
  await next(page, 4);
  await expectStep(page, 5);
  await w.locator('#s5-terms').check();
  await w.locator('[part~="submit-button"][data-transition="request"]').click();
  await expect(w.getByRole('dialog')).toContainText('Request sent');

  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body).not.toMatch(/ARRAY:|"OBJECT"|"STRING"/);
  const stored = await storedBooking(page, await sentBooking(page));
  expect(stored.status).toBe('requested');
  expect(stored.meetingRooms).toHaveLength(1);
  expect(stored.meetingRooms[0]).toMatchObject({ date: day, pax: 20 });
  expect(stored.meetingRooms[0].halls).toHaveLength(1);
});
