import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { type StripeTestServer, startStripeTestServer } from '../../server/test/stripe/stripe-test-server.ts';
import { callApi } from '../../server/test/stripe/wire-client.ts';
import { routeStripeJs, type StripeJsRoute } from './stripe-js-route.mjs';

// The double as a page meets it: loaded by @stripe/stripe-js's own `loadStripe` (the /pure entry, served
// as the plain module it is), mounted, filled in by label, and confirmed against the API test server.
const PURE_ENTRY = fileURLToPath(
  new URL('../../node_modules/@stripe/stripe-js/dist/pure.mjs', import.meta.url),
);
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Deposit</title>
<script type="module" src="/harness.js"></script></head>
<body><main><h1>Pay the deposit</h1><div id="payment"></div></main></body></html>`;
// Runs in the page: what a product's payment step does with Stripe.js, kept on `window.harness`.
const HARNESS = `import { loadStripe } from '/pure.mjs';
const harness = {
  warnings: [],
  async mount(clientSecret, options = {}) {
    const stripe = await loadStripe('pk_test_double', options.stripeAccount ? { stripeAccount: options.stripeAccount } : undefined);
    const elements = stripe.elements({ clientSecret, appearance: options.appearance });
    const element = elements.create('payment');
    harness.events = [];
    for (const type of ['change', 'focus', 'blur']) element.on(type, (event) => harness.events.push({ type, ...event }));
    const ready = new Promise((resolve) => element.once('ready', resolve));
    element.mount('#payment');
    await ready;
    Object.assign(harness, { stripe, elements, element });
    return Stripe.version;
  },
  confirm(redirect = 'if_required') {
    harness.result = undefined;
    return harness.stripe
      .confirmPayment({ elements: harness.elements, confirmParams: { return_url: location.origin + '/return' }, redirect })
      .then((result) => (harness.result = result));
  },
};
const warn = console.warn;
console.warn = (...args) => { harness.warnings.push(args.join(' ')); warn(...args); };
window.harness = harness;`;

let stripe: StripeTestServer;
let site: Server;
let siteUrl: string;
let browser: Browser;
let context: BrowserContext;
let route: StripeJsRoute;
let page: Page;

beforeAll(async () => {
  stripe = await startStripeTestServer({ webhookSecret: 'whsec_double' });
  site = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const [type, body] =
      path === '/pure.mjs'
        ? ['text/javascript', readFileSync(PURE_ENTRY, 'utf8')]
        : path === '/harness.js'
          ? ['text/javascript', HARNESS]
          : [
              'text/html; charset=utf-8',
              path === '/return' ? '<!doctype html><title>Thanks</title><p>Thanks</p>' : PAGE,
            ];
    res.writeHead(200, { 'content-type': type });
    res.end(body);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', () => resolve()));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  context = await browser.newContext();
  route = await routeStripeJs(context, stripe.url);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
  await stripe?.close();
});

beforeEach(async () => {
  page = await context.newPage();
  await page.goto(siteUrl);
  await page.waitForFunction('window.harness !== undefined');
});

afterEach(() => page.close());

/** Creates a PaymentIntent the way the product's server does (secret key) and mounts the element for it. */
async function mountFor(amount = 12_500, options: Record<string, unknown> = {}) {
  const created = await callApi(stripe.url, 'POST', '/v1/payment_intents', {
    amount,
    currency: 'eur',
    metadata: { booking: 'double' },
  });
  const id = String(created.body.id);
  const version = await page.evaluate(
    `harness.mount(${JSON.stringify(created.body.client_secret)}, ${JSON.stringify(options)})`,
  );
  return { id, version };
}

async function fillCard(number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
}

type Result = { paymentIntent?: { id: string; status: string }; error?: Record<string, unknown> };

describe('loading', () => {
  it('is what loadStripe from @stripe/stripe-js/pure loads, once, without a version warning', async () => {
    const before = route.loads();
    const { version } = await mountFor();
    expect(route.loads()).toBe(before + 1);
    expect(version).toBe('endive');
    const wrappers = await page.evaluate(
      'window.__stripeDouble.instances.at(-1).wrappers.map((w) => w.name)',
    );
    expect(wrappers).toEqual(['stripe-js']);
    expect(await page.evaluate('harness.warnings')).toEqual([]);
  });
});

describe('the payment element', () => {
  it('renders a labelled form that axe finds nothing wrong with, themed by the appearance variables', async () => {
    const appearance = {
      variables: {
        colorPrimary: '#7a1f5c',
        colorText: '#1d1d1f',
        fontFamily: 'Georgia, serif',
        borderRadius: '10px',
      },
    };
    await mountFor(12_500, { appearance });
    expect(await page.getByRole('radio', { name: 'Card' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'SEPA Direct Debit' }).isChecked()).toBe(false);
    const number = page.getByLabel('Card number');
    expect(await number.evaluate((input) => getComputedStyle(input).borderRadius)).toBe('10px');
    expect(await number.evaluate((input) => getComputedStyle(input).fontFamily)).toContain('Georgia');
    expect(await page.evaluate('window.__stripeDouble.appearance.at(-1)')).toEqual(appearance);
    const results = await new AxeBuilder({ page }).include('#payment').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('tells the page when it changes and is complete, and shows errors in an alert', async () => {
    await mountFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Expiration date (MM / YY)').focus();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('Your card number is invalid.');
    const submitted = (await page.evaluate('harness.elements.submit()')) as Result;
    expect(submitted.error).toMatchObject({ type: 'validation_error' });
    await fillCard('4242424242424242');
    const events = (await page.evaluate('harness.events')) as {
      type: string;
      complete?: boolean;
      value?: { type: string };
    }[];
    expect(events.at(-1)).toMatchObject({ type: 'change', complete: true, value: { type: 'card' } });
    expect(events.some((event) => event.type === 'focus')).toBe(true);
    expect(await page.evaluate('harness.elements.submit()')).toEqual({ selectedPaymentMethod: 'card' });
  });
});

describe('the payment element, continued', () => {
  it('follows elements.update() appearance, offers only the intent’s methods, and refuses shadow roots', async () => {
    await mountFor();
    await page.evaluate(`harness.elements.update({ appearance: { variables: { borderRadius: '2px' } } })`);
    const number = page.getByLabel('Card number');
    expect(await number.evaluate((input) => getComputedStyle(input).borderRadius)).toBe('2px');
    expect(await page.getByLabel('IBAN').isVisible()).toBe(false);

    const usd = await callApi(stripe.url, 'POST', '/v1/payment_intents', { amount: 5000, currency: 'usd' });
    await page.reload();
    await page.waitForFunction('window.harness !== undefined');
    await page.evaluate(`harness.mount(${JSON.stringify(usd.body.client_secret)})`);
    expect(await page.getByRole('radio', { name: 'SEPA Direct Debit' }).count()).toBe(0);

    const refused = await page.evaluate(`(() => {
      const host = document.createElement('div');
      document.body.append(host);
      const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
      const element = harness.stripe.elements({ clientSecret: ${JSON.stringify(usd.body.client_secret)} }).create('payment');
      try { element.mount(inner); return null; } catch (error) { return error.name; }
    })()`);
    expect(refused).toBe('IntegrationError');
  });
});

describe('confirming payments', () => {
  it('4242 pays; the browser sent no amount', async () => {
    const { id } = await mountFor();
    await fillCard('4242424242424242');
    const result = (await page.evaluate('harness.confirm()')) as Result;
    expect(result.paymentIntent).toMatchObject({ id, status: 'succeeded' });
    expect(stripe.paymentIntent(id)?.status).toBe('succeeded');
    const fromBrowser = stripe.requests.filter(
      (request) => request.caller === 'publishable' && request.path.includes(id),
    );
    expect(fromBrowser.length).toBeGreaterThan(0);
    expect(
      fromBrowser.every((request) => request.body.amount === undefined && request.query.amount === undefined),
    ).toBe(true);
  });

  it('a declined card resolves with Stripe.js’s card error', async () => {
    const { id } = await mountFor();
    await fillCard('4000000000000002');
    const result = (await page.evaluate('harness.confirm()')) as Result;
    expect(result.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    expect(result.error?.payment_intent).toMatchObject({ id, status: 'requires_payment_method' });
  });

  it('3155 opens the 3-D Secure challenge; completing it pays', async () => {
    const { id } = await mountFor();
    await fillCard('4000002500003155');
    void page.evaluate('harness.confirm()');
    const dialog = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    await dialog.waitFor();
    const axe = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForFunction('harness.result !== undefined');
    expect(((await page.evaluate('harness.result')) as Result).paymentIntent).toMatchObject({
      id,
      status: 'succeeded',
    });
    expect(await dialog.count()).toBe(0);
  });

  it('a failed challenge resolves with payment_intent_authentication_failure', async () => {
    await mountFor();
    await fillCard('4000002760003184');
    void page.evaluate('harness.confirm()');
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await page.waitForFunction('harness.result !== undefined');
    const result = (await page.evaluate('harness.result')) as Result;
    expect(result.error).toMatchObject({ code: 'payment_intent_authentication_failure' });
  });

  it('a SEPA debit from DE89 3704 0044 0532 0130 00 is processing', async () => {
    const { id } = await mountFor();
    await page.getByRole('radio', { name: 'SEPA Direct Debit' }).check();
    expect(await page.getByLabel('Card number').isVisible()).toBe(false);
    await page.getByLabel('Full name').fill('Jenny Rosen');
    await page.getByLabel('Email').fill('jenny@example.com');
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    const result = (await page.evaluate('harness.confirm()')) as Result;
    expect(result.paymentIntent).toMatchObject({ id, status: 'processing' });
    expect(stripe.settle(id).status).toBe('succeeded');
  });

  it('with redirect "always" goes to the return URL with Stripe’s query parameters', async () => {
    const { id } = await mountFor();
    await fillCard('4242424242424242');
    void page.evaluate('harness.confirm("always")').catch(() => undefined);
    await page.waitForURL(/\/return\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('payment_intent')).toBe(id);
    expect(url.searchParams.get('redirect_status')).toBe('succeeded');
    expect(url.searchParams.get('payment_intent_client_secret')).toMatch(new RegExp(`^${id}_secret_`));
  });

  it('retrievePaymentIntent reads the intent with the client secret', async () => {
    const { id } = await mountFor();
    const read = (await page.evaluate(
      'harness.stripe.retrievePaymentIntent(harness.elements.clientSecret)',
    )) as Result;
    expect(read.paymentIntent).toMatchObject({ id, status: 'requires_payment_method' });
  });

  it('confirmSetup saves a card under the connected account the page names', async () => {
    const created = await callApi(
      stripe.url,
      'POST',
      '/v1/setup_intents',
      { usage: 'off_session' },
      { account: 'acct_harbour' },
    );
    const id = String(created.body.id);
    const secret = JSON.stringify(created.body.client_secret);
    await page.evaluate(`harness.mount(${secret}, { stripeAccount: 'acct_harbour' })`);
    await fillCard('4242424242424242');
    const result = (await page.evaluate(`harness.stripe.confirmSetup({
      elements: harness.elements,
      confirmParams: { return_url: location.origin + '/return' },
      redirect: 'if_required',
    })`)) as { setupIntent?: { id: string; status: string; payment_method: string } };
    expect(result.setupIntent).toMatchObject({ id, status: 'succeeded' });
    const confirm = stripe.requests.find((request) => request.path === `/v1/setup_intents/${id}/confirm`);
    expect(confirm).toMatchObject({ caller: 'publishable', stripeAccount: 'acct_harbour', status: 200 });
  });
});
