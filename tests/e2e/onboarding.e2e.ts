// Issue 19, design.md's onboarding page: a partner at /onboarding picks its settings, sees the real widget
// change live, copies each embed snippet, and each snippet works when pasted into a page served from
// another origin (`localhost`, the API being on 127.0.0.1), the strict-CSP one under the policy it names.
import { readFileSync } from 'node:fs';
import { createServer, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

const texts = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${name}.json`, import.meta.url), 'utf8'));
const page_en = texts('onboarding/onboarding.en-US');
const page_nl = texts('onboarding/onboarding.nl-NL');
const dutchStep1 = texts('nl-NL').wizard.steps.details;

// The seeded catalogue: Harbour Hotels' second location, and a colour of our own.
const BERLIN = 'Harbour Hotel Berlin';
const COLOR = '#7a1f5c';
const COLOR_RGB = 'rgb(122, 31, 92)';
const EMAIL = 'onboarding@example.com';

/** Serves one HTML document on a port of its own at `localhost`, with the given headers. */
async function serveElsewhere(html: string, headers: OutgoingHttpHeaders = {}) {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/page`,
    // Open keep-alive connections of the browser would hold `close` until they time out.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const page_ = (html: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body><main>${html}</main></body></html>`;

/** The widget shows the chosen values: Dutch, Berlin preselected, the e-mail filled in, our colour. */
async function expectChosenValues(widget: Locator) {
  await expect(widget.locator('[part~="root"]')).toHaveAttribute('lang', 'nl-NL', { timeout: 20_000 });
  await expect(widget.locator('[part~="step"][data-step="1"] [part~="step-toggle"]')).toContainText(
    dutchStep1,
  );
  await expect(widget.locator('#s1-emailaddress')).toHaveValue(EMAIL);
  await expect(widget.getByRole('radio', { name: BERLIN })).toBeChecked();
  await expect(widget.locator('[part~="header"]')).toHaveCSS('background-color', COLOR_RGB);
}

async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** Clicks a copy button and reads what reached the clipboard. */
async function copyOf(page: Page, button: Locator): Promise<string> {
  await button.click();
  await expect(page.locator('#announcer')).toHaveText(page_en.copied);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  await page.evaluate(() => navigator.clipboard.writeText(''));
  return copied;
}

test('a partner builds its form live, copies each snippet, and each one works on its own page', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/onboarding');
  const widget = page.locator('#preview booking-form');
  await expect(page.getByLabel(page_en.partner)).toHaveValue('harbour');
  await expect(widget.locator('#s1-emailaddress')).toBeVisible({ timeout: 20_000 });
  await axeClean(page);
  // From here on (axe's own probes set inline styles the page's CSP refuses): the widget's refusals.
  const cspViolations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') cspViolations.push(m.text());
  });

  // The page's own texts in Dutch, and back.
  await page.getByLabel(page_en.pageLanguage).selectOption('nl-NL');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(page_nl.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await page.getByLabel(page_nl.pageLanguage).selectOption('en-US');

  // The choices: each shows in the live widget.
  await page.getByLabel(page_en.location).selectOption({ label: BERLIN });
  await page.getByLabel(page_en.lang, { exact: true }).selectOption('nl-NL');
  await expect(widget.locator('[part~="root"]')).toHaveAttribute('lang', 'nl-NL');
  await page.getByLabel(page_en.ownColor).check();
  await page.getByLabel(page_en.color, { exact: true }).fill(COLOR);
  await page.getByLabel(page_en.email).fill(EMAIL);
  await expectChosenValues(widget);
  // The preview keeps the page's address alone.
  expect(new URL(page.url()).hash).toBe('');
  expect(cspViolations.filter((e) => /Content Security Policy|nonce/i.test(e))).toEqual([]);

  const snippet = (name: string) => page.locator(`[data-snippet="${name}"]`);

  // Any page: pasted into a page of another origin, the widget loads with the chosen values.
  const plain = await copyOf(page, snippet('plain').getByRole('button'));
  expect(plain).toBe(await snippet('plain').locator('code').textContent());
  const plainHost = await serveElsewhere(page_(plain));
  const host = await context.newPage();
  await host.goto(plainHost.url);
  await expectChosenValues(host.locator('booking-form'));

  // WordPress's Custom HTML block keeps the code as it is.
  const wordpress = await copyOf(page, snippet('wordpress').getByRole('button'));
  expect(wordpress).toContain('<!-- wp:html -->');
  const wordpressHost = await serveElsewhere(page_(wordpress));
  await host.goto(wordpressHost.url);
  await expectChosenValues(host.locator('booking-form'));

  // Wix shows its Embed HTML code as a document of its own in an iframe on another domain.
  const wix = await copyOf(page, snippet('wix').getByRole('button'));
  const wixFrame = await serveElsewhere(wix);
  const wixHost = await serveElsewhere(
    page_(
      `<iframe title="Booking" src="${wixFrame.url.replace('localhost', '127.0.0.1')}" width="390" height="1200"></iframe>`,
    ),
  );
  await host.goto(wixHost.url);
  await expectChosenValues(host.frameLocator('iframe').locator('booking-form'));

  // A strict CSP: the page sends the policy lines it was given, with a fresh nonce in place of NONCE.
  const [cspHtml, policyButton] = [
    snippet('csp').getByRole('button').first(),
    snippet('csp').getByRole('button').last(),
  ];
  const strictHtml = await copyOf(page, cspHtml);
  const policy = await copyOf(page, policyButton);
  const nonce = 'r4nd0mN0nce';
  const strictHost = await serveElsewhere(page_(strictHtml.replaceAll('NONCE', nonce)), {
    'content-security-policy': `default-src 'none'; ${policy.replaceAll('NONCE', nonce).replaceAll('\n', ' ')}`,
  });
  const violations: string[] = [];
  host.on('console', (m) => {
    if (m.type() === 'error') violations.push(m.text());
  });
  await host.goto(strictHost.url);
  await expectChosenValues(host.locator('booking-form'));
  expect(violations).toEqual([]);

  // The prefilled link: a bare embed on the partner's page opens with the link's values.
  const bare = await serveElsewhere(
    page_(
      `<script src="${new URL(page.url()).origin}/booking-form.js" async></script><booking-form partner="harbour"></booking-form>`,
    ),
  );
  await page.getByLabel(page_en.pageUrl).fill(bare.url);
  const link = await copyOf(page, snippet('link').getByRole('button'));
  expect(new URL(link).searchParams.get('email')).toBe(EMAIL);
  await host.goto(link);
  const linked = host.locator('booking-form');
  await expect(linked.locator('[part~="root"]')).toHaveAttribute('lang', 'nl-NL', { timeout: 20_000 });
  await expect(linked.locator('#s1-emailaddress')).toHaveValue(EMAIL);
  await expect(linked.getByRole('radio', { name: BERLIN })).toBeChecked();

  for (const server of [plainHost, wordpressHost, wixFrame, wixHost, strictHost, bare]) await server.close();
});

test('the onboarding page is axe clean and fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/onboarding');
  await expect(page.locator('#preview booking-form #s1-emailaddress')).toBeVisible({ timeout: 20_000 });
  await axeClean(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the onboarding page is served with a strict policy', async ({ request }) => {
  const response = await request.get('/onboarding');
  expect(response.status()).toBe(200);
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(response.headers()['x-frame-options']).toBe('DENY');
});
