// Issue 19.2: on a page whose Content-Security-Policy allows styles only with its nonce
// (demo/strict-csp.html, served from another origin), a form pasted without the `nonce` attribute used
// to show unstyled and say nothing. It now says which attribute it lacks, once, and shows itself styled.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

const API = process.env.BF_E2E_URL as string;
let server: Server;
let PAGE = '';

test.beforeAll(async () => {
  const html = readFileSync(new URL('../../demo/strict-csp.html', import.meta.url), 'utf8')
    .replaceAll('<booking-form partner="harbour"', `<booking-form api="${API}" partner="harbour"`)
    .replace('src="/booking-form.js"', `src="${API}/booking-form.js"`);
  server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  PAGE = `http://localhost:${(server.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
