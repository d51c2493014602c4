// Issue 19.2: on a page whose Content-Security-Policy allows styles only with its nonce
// (demo/strict-csp.html, served from another origin), a form pasted without the `nonce` attribute used
// to show unstyled and say nothing. It now says which attribute it lacks, once, and shows itself styled.
import { expect, test } from '@playwright/test';
import { serveDemoElsewhere } from './demo-elsewhere.ts';

let hostPage: Awaited<ReturnType<typeof serveDemoElsewhere>>;
let PAGE = '';

test.beforeAll(async () => {
  hostPage = await serveDemoElsewhere('strict-csp.html');
  PAGE = hostPage.url;
});
test.afterAll(() => hostPage.close());

test('a form without the nonce names the attribute once and shows itself styled like the one with it', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(PAGE);
  const withNonce = page.locator('booking-form').first();
  const without = page.locator('#without-nonce');
  await expect(withNonce.locator('#s1-emailaddress')).toBeVisible();
  await expect(without.locator('#s1-emailaddress')).toBeVisible();
  const look = (form: typeof without) =>
    form
      .locator('[part~="next-button"]')
      .first()
      .evaluate((button) => {
        const style = getComputedStyle(button);
        return {
          background: style.backgroundColor,
          color: style.color,
          height: button.getBoundingClientRect().height,
        };
      });
  const expected = await look(withNonce);
  // Styled: the partner's colour on a 44 px button, not the browser's bare default.
  expect(expected.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(expected.height).toBeGreaterThanOrEqual(44);
  expect(await look(without)).toEqual(expected);
  const told = errors.filter((e) => e.includes('booking-form') && e.includes('nonce'));
  expect(told).toHaveLength(1);
  expect(told[0]).toContain('<booking-form nonce=');
});
