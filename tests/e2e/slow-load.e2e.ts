// On a slow connection the widget's place is kept: as soon as the small loader script has run, a
// skeleton of the header and step 1 shows while the chunks arrive, and the host page's content below
// the element does not move (no layout shift of it) when the real form replaces the skeleton.
import { expect, type Page, test } from '@playwright/test';

/** A host page with its own header, the element, and content below it (served on the server's origin). */
const HOST_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Slow host</title></head>
<body style="margin:0;font:16px sans-serif">
<header style="height:80px;background:#222;color:#fff">Host header</header>
<booking-form partner="harbour" lang="en-US"></booking-form>
<p id="below" style="margin:0;padding:16px">Host content below the widget</p>
<div style="height:2000px"></div>
<script src="/booking-form.js" async></script>
</body></html>`;

/** Records every layout shift (not caused by input) with its time and whether host content moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { at: number; value: number; host: boolean }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        // Nodes inside the widget's shadow root are reported as null; a host node is named.
        const host = entry.sources.some((s) => s.node && !(s.node as Element).closest?.('booking-form'));
        shifts.push({ at: entry.startTime, value: entry.value, host });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const width of [1280, 390]) {
  test(`keeps the widget's place with a skeleton while its chunks are slow (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await recordShifts(page);
    await page.route('**/slow-host.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: HOST_PAGE }),
    );
    // The loader arrives at once; every chunk behind it takes 3 s, as on a slow connection.
    await page.route('**/widget/assets/**', async (route) => {
      await new Promise((r) => setTimeout(r, 3000));
      await route.continue();
    });
    await page.goto('/slow-host.html');
    // While the chunks load: the skeleton shows and the element already has its height.
    await expect(page.locator('booking-form [data-skeleton]').first()).toBeVisible();
    const since = await page.evaluate(() => performance.now());
    const below = page.locator('#below');
    const reserved = (await below.boundingBox())!.y;
    expect(reserved).toBeGreaterThan(800);
    await expect(page.locator('booking-form [part~="step-body"] form')).toBeVisible({ timeout: 40_000 });
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(
      (t) =>
        (window as unknown as { shifts: { at: number; value: number; host: boolean }[] }).shifts.filter(
          (s) => s.at > t,
        ),
      since,
    );
    // The host content below never moved on screen, and only ever further down (below the fold).
    expect(shifts.filter((s) => s.host)).toEqual([]);
    expect((await below.boundingBox())!.y).toBeGreaterThanOrEqual(reserved);
  });
}
