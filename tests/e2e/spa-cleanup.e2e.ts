// Issue 19.3: a single-page app creates and removes the widget as its visitor moves between pages.
// Twenty elements created and removed leave no listener behind, on the window or anywhere; moving an
// element keeps it working.
// On this build the twenty leave nothing behind (the listeners hang on one AbortController per
// instance); the test keeps it so.
import { expect, type Page, test } from '@playwright/test';

const API = process.env.BF_E2E_URL as string;

/** Adds a form, waits until it is ready (step 1 shows), and removes it. */
async function mountAndRemove(page: Page): Promise<void> {
  await page.evaluate((api) => {
    const el = document.createElement('booking-form');
    el.setAttribute('partner', 'harbour');
    el.setAttribute('api', api);
    document.getElementById('app')!.append(el);
  }, API);
  // The first form also loads the widget's code, which on a busy machine can take longer than 5 s.
  await expect(page.locator('booking-form #s1-emailaddress')).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => document.querySelector('booking-form')!.remove());
  await expect(page.locator('booking-form')).toHaveCount(0);
}

test('twenty forms created and removed by a single-page app leave no listener behind', async ({ page }) => {
  await page.goto('/same-partner.html');
  // The app's own page: no form until it makes one.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('booking-form')) el.remove();
    const app = document.createElement('main');
    app.id = 'app';
    document.body.append(app);
  });
  const cdp = await page.context().newCDPSession(page);
  const counts = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { jsEventListeners, documents, nodes } = await cdp.send('Memory.getDOMCounters');
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    return { jsEventListeners, documents, nodes, window: listeners.length };
  };
  // The first form loads the widget's code once (a module graph that stays, as on any page).
  await mountAndRemove(page);
  await page.waitForTimeout(300);
  const before = await counts();
  for (let i = 0; i < 20; i += 1) await mountAndRemove(page);
  await page.waitForTimeout(300);
  const after = await counts();
  expect(after.window, 'window listeners').toBe(before.window);
  expect(after.jsEventListeners, 'listeners anywhere').toBeLessThanOrEqual(before.jsEventListeners + 5);
  expect(after.nodes, 'DOM nodes').toBeLessThanOrEqual(before.nodes + 50);

  // The counts see the widget's listeners while it is on the page (so the zero above means released).
  await page.evaluate((api) => {
    const el = document.createElement('booking-form');
    el.setAttribute('partner', 'harbour');
    el.setAttribute('api', api);
    document.getElementById('app')!.append(el);
  }, API);
  await expect(page.locator('booking-form #s1-emailaddress')).toBeVisible();
  const mounted = await counts();
  expect(mounted.window).toBeGreaterThan(before.window);
  expect(mounted.jsEventListeners).toBeGreaterThan(before.jsEventListeners);
});

test('a form moved to another place on the page keeps working, its draft included', async ({ page }) => {
  await page.goto('/same-partner.html');
  const first = page.locator('booking-form').first();
  await first.locator('#s1-emailaddress').fill('moved@example.com');
  // The app moves the form into another container (a layout change): the same element, reattached.
  await page.evaluate(() => {
    const el = document.querySelector('booking-form')!;
    const aside = document.createElement('aside');
    document.body.append(aside);
    aside.append(el);
  });
  const moved = page.locator('aside booking-form');
  await expect(moved.locator('#s1-emailaddress')).toHaveValue('moved@example.com');
  await moved.locator('#s1-emailaddress').fill('moved-again@example.com');
  await expect(moved.locator('#s1-emailaddress')).toHaveValue('moved-again@example.com');
  // Its language menu still answers (its listeners were kept).
  await moved.locator('[part~="language-button"]').click();
  await expect(moved.getByRole('menu')).toBeVisible();
});
