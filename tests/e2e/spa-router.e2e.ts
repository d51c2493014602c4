// Issue 19.3: a host SPA with a hash router of its own (demo/spa-router.html, served from another origin
// than the API) and two widgets with `route-prefix="bf"` and `"fj"`. The host's `#/booking/42` and
// `#/nl-NL/x` are the host's: neither widget turns "not found" or Dutch, and neither rewrites the hash.
// `#/bf/reservation/…` opens the offer view in the `bf` widget only.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { requestBooking } from '../fixtures/bookings.mjs';
import { serveDemoElsewhere } from './demo-elsewhere.ts';

const API = process.env.BF_E2E_URL as string;
let hostPage: Awaited<ReturnType<typeof serveDemoElsewhere>>;

test.beforeAll(async () => {
  hostPage = await serveDemoElsewhere('spa-router.html');
});
test.afterAll(() => hostPage.close());

const texts = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${name}.json`, import.meta.url), 'utf8'));
const english = texts('en-US').wizard.steps.details;

const bf = (page: Page) => page.locator('booking-form#bf');
const fj = (page: Page) => page.locator('booking-form#fj');

/** The widget shows the wizard's step 1 in English (not "not found", not Dutch). */
async function expectEnglishWizard(page: Page, widget: ReturnType<typeof bf>) {
  await expect(widget.locator('[part~="root"]')).toHaveAttribute('lang', 'en-US');
  await expect(widget.locator('[part~="step"][data-step="1"] [part~="step-toggle"]')).toContainText(english);
  await expect(widget.locator('[part~="view"]')).toHaveCount(0);
  await expect(page.locator('#host-view')).not.toBeEmpty();
}

test("the host's own hash routes leave prefixed widgets alone", async ({ page }) => {
  await page.goto(`${hostPage.url}#/booking/42`);
  await expect(page.locator('#host-view')).toHaveText('App: your booking 42');
  await expectEnglishWizard(page, bf(page));
  await expectEnglishWizard(page, fj(page));

  // The host moves to its Dutch page: still English, still the wizard, and the hash is still the host's.
  await page.locator('a[href="#/nl-NL/x"]').click();
  await expect(page.locator('#host-view')).toHaveText('App: Dutch page x');
  await expectEnglishWizard(page, bf(page));
  await expectEnglishWizard(page, fj(page));
  // Working in a widget does not touch the host's route either.
  await bf(page).locator('#s1-emailaddress').fill('spa@example.com');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).hash).toBe('#/nl-NL/x');
});

test('#/bf/reservation/… opens the offer view in the bf widget only', async ({ page }) => {
  const visitor = await requestBooking(API);
  await page.goto(hostPage.url);
  await expectEnglishWizard(page, fj(page));
  await page.evaluate(
    ({ username, id, key }) => {
      location.hash = `#/bf/reservation/${username}/${id}?key=${encodeURIComponent(key)}`;
    },
    { username: visitor.username, id: visitor.id, key: visitor.key },
  );
  await expect(bf(page).locator('[part~="view"][data-view="offer"]')).toBeVisible();
  await expect(page.locator('#host-view')).toHaveText('App: a booking-form route, not mine');
  // The other prefix is not its route.
  await expectEnglishWizard(page, fj(page));

  // A link straight to it works on a fresh load too, in the link's language, for that widget alone.
  await page.goto(
    `${hostPage.url}#/bf/de-DE/reservation/${visitor.username}/${visitor.id}?key=${encodeURIComponent(visitor.key)}`,
  );
  await expect(bf(page).locator('[part~="view"][data-view="offer"]')).toBeVisible();
  await expect(bf(page).locator('[part~="root"]')).toHaveAttribute('lang', 'de-DE');
  await expectEnglishWizard(page, fj(page));
});

test('with route-prefix="none" the hash is never read nor written; the route attribute moves the widget', async ({
  page,
}) => {
  const visitor = await requestBooking(API);
  await page.goto(`${hostPage.url}#/nl-NL/x`);
  await page.evaluate((api) => {
    const widget = document.createElement('booking-form');
    widget.id = 'none';
    for (const [name, value] of Object.entries({
      api,
      partner: 'harbour',
      lang: 'en-US',
      'route-prefix': 'none',
    }))
      widget.setAttribute(name, value);
    document.querySelector('main')?.append(widget);
  }, API);
  const none = page.locator('booking-form#none');
  await expectEnglishWizard(page, none);
  // Even a route of the widget's own shape in the hash is not for it.
  await page.evaluate(
    ({ username, id, key }) => {
      location.hash = `#/reservation/${username}/${id}?key=${encodeURIComponent(key)}`;
    },
    { username: visitor.username, id: visitor.id, key: visitor.key },
  );
  await page.waitForTimeout(500);
  await expectEnglishWizard(page, none);
  // The host hands it a route instead.
  await none.evaluate(
    (element, { username, id, key }) =>
      element.setAttribute('route', `/reservation/${username}/${id}?key=${encodeURIComponent(key)}`),
    { username: visitor.username, id: visitor.id, key: visitor.key },
  );
  await expect(none.locator('[part~="view"][data-view="offer"]')).toBeVisible();
  expect(new URL(page.url()).hash).toBe(
    `#/reservation/${visitor.username}/${visitor.id}?key=${encodeURIComponent(visitor.key)}`,
  );
});
