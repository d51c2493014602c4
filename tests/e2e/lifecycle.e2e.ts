// A lazy chunk that failed to load (a short offline moment, a dropped request) loads when it is needed
// again, without reloading the page: by itself when the connection returns, or with "Try again".
import { expect, type Page, test } from '@playwright/test';
import {
  dateFromToday,
  expectStep,
  fillStay,
  fillStep1,
  next,
  openForm,
  stayStatus,
  widget,
} from './journey.ts';

/** A chunk of the built widget by its name, as `assets/{name}-{hash}.js`. */
const chunk = (name: string) => new RegExp(`/assets/${name.replaceAll('.', '\\.')}-[\\w-]+\\.js$`);

/** Marks the page, so the test can tell it was never reloaded. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
const stillTheSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

const step = (page: Page, n: number) => widget(page).locator(`[part~="step"][data-step="${n}"]`);

test('step 4, whose chunk failed while offline, loads by itself once the connection returns', async ({
  page,
  context,
}) => {
  // Step 4's code is fetched while the visitor fills step 3, and again when step 4 opens: both fail, as
  // they would on a connection that dropped, until the connection returns.
  const contactStep = chunk('ContactStep');
  await page.route(contactStep, (route) => route.abort('internetdisconnected'));
  await openForm(page, '?mice=false&hotel=true');
  await markPage(page);
  await fillStep1(page, { location: 1, email: `offline-${Date.now()}@example.com` });
  await next(page, 1);
  await expectStep(page, 3);
  await fillStay(page, {
    from: dateFromToday(50),
    to: dateFromToday(52),
    rooms: '1',
    perRoom: '2',
    roomType: 1,
  });
  await expect(stayStatus(page)).toHaveAttribute('data-status', 'completed');

  await next(page, 3);
  await expectStep(page, 4);
  await expect(step(page, 4).getByRole('alert')).toBeVisible();
  await expect(step(page, 4).getByRole('button', { name: 'Try again' })).toBeVisible();

  // The connection drops and returns (the browser's offline and online events); the chunk is served again.
  await page.unroute(contactStep);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(widget(page).locator('#s4-firstname')).toBeVisible();
  await expect(step(page, 4).getByRole('alert')).toHaveCount(0);
  expect(await stillTheSamePage(page)).toBe(true);
});

test('step 1, whose code, model and texts failed to load, loads with "Try again"', async ({ page }) => {
  const failing = [chunk('DetailsStep'), chunk('reservation-form.model'), chunk('form.en-US')];
  const asked: string[] = [];
  for (const pattern of failing) {
    await page.route(pattern, (route) => {
      asked.push(route.request().url());
      return route.abort('internetdisconnected');
    });
  }
  await page.goto('/');
  await expect(widget(page).locator('[part~="root"]')).toHaveAttribute('data-state', 'ready');
  await markPage(page);
  const retry = step(page, 1).getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);

  for (const pattern of failing) await page.unroute(pattern);
  await retry.click();
  await expect(widget(page).locator('#s1-emailaddress')).toBeVisible();
  await expect(step(page, 1).getByRole('alert')).toHaveCount(0);
  expect(await stillTheSamePage(page)).toBe(true);
});
