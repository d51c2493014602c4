// Issue 19: the widget costs the host page nothing until it is needed. A form far down the page loads
// its code only when the visitor scrolls near it (the skeleton keeps its place meanwhile); one with
// `loading="eager"` loads at once wherever it is.
import { expect, type Page, test } from '@playwright/test';

/** A host page whose form sits 3000 px down, below a long article. */
const hostPage = (attributes: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Long host page</title></head>
<body style="margin:0;font:16px sans-serif">
<article style="height:3000px">A long article</article>
<booking-form partner="harbour" lang="en-US" ${attributes}></booking-form>
<script src="/booking-form.js" async></script>
</body></html>`;

/** Serves the page and counts the requests for the widget's chunks. */
async function openLongPage(page: Page, attributes: string): Promise<() => number> {
  let chunkRequests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/widget/assets/')) chunkRequests += 1;
  });
  await page.route('**/long-host.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: hostPage(attributes) }),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/long-host.html');
  return () => chunkRequests;
}

const defined = (page: Page) => page.evaluate(() => customElements.get('booking-form') !== undefined);

test('a form far below the fold loads its code only when the visitor scrolls near it', async ({ page }) => {
  const chunkRequests = await openLongPage(page, '');
  // The skeleton keeps the place from the start, without any of the widget's code.
  await expect(page.locator('booking-form [data-skeleton]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500); // past the loader's longest idle wait
  expect(chunkRequests()).toBe(0);
  expect(await defined(page)).toBe(false);

  await page.locator('booking-form').scrollIntoViewIfNeeded();
  await expect(page.locator('booking-form [part~="step-body"] form')).toBeVisible({ timeout: 40_000 });
  expect(chunkRequests()).toBeGreaterThan(0);
  await expect(page.locator('booking-form [data-skeleton]')).toHaveCount(0);
});

test('loading="eager" loads the form at once, wherever it is on the page', async ({ page }) => {
  const chunkRequests = await openLongPage(page, 'loading="eager"');
  await expect.poll(() => defined(page), { timeout: 20_000 }).toBe(true);
  expect(chunkRequests()).toBeGreaterThan(0);
  // Scrolled to, it is ready.
  await page.locator('booking-form').scrollIntoViewIfNeeded();
  await expect(page.locator('booking-form [part~="step-body"] form')).toBeVisible({ timeout: 40_000 });
});
