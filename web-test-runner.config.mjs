// The element in a real browser: Debian's Chromium drives test pages served by web-test-runner on
// one origin, while the widget script and its API come from the real server on another origin —
// the same cross-origin embed a hotel website makes.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { createStaffKey } from './tests/fixtures/bookings.mjs';
import { freePort, SUITE_BOOKING_LIMITS, startServer } from './tests/fixtures/server-process.mjs';
import { startStripeProcess, TEST_STRIPE_ENV } from './tests/fixtures/stripe-process.mjs';
import { routeConsentManager } from './tests/support/consent-manager-route.mjs';
import { routeStripeJs } from './tests/support/stripe-js-route.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let api;
// Card payments are on: the server's Stripe SDK talks to a local Stripe API test server, and every page
// gets the Stripe.js test double in place of js.stripe.com (the product's code is unchanged).
let stripe;
// A Harbour staff key, for tests that need the venue's side (sending an offer).
let staffKey = '';

export default {
  files: 'tests/browser/**/*.browser.test.ts',
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 180_000,
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 20_000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS },
      createPage: async ({ context }) => {
        await routeStripeJs(context, stripe.url);
        await routeConsentManager(context);
        return context.newPage();
      },
    }),
  ],
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022' }),
    {
      name: 'booking-form-api-server',
      async serverStart() {
        const port = await freePort();
        stripe = await startStripeProcess({
          webhookUrl: `http://127.0.0.1:${port}/api/payments/stripe/webhook`,
        });
        api = await startServer({
          port,
          env: { ...TEST_STRIPE_ENV, ...SUITE_BOOKING_LIMITS, STRIPE_API_URL: stripe.url },
        });
        staffKey = await createStaffKey(api, 'harbour');
      },
      async serverStop() {
        await api?.stop();
        await stripe?.stop();
      },
    },
  ],
  // Tests read the API origin from a global the page defines before the test module runs.
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>booking-form browser test</title></head>
<body><script>window.__BF_API__ = ${JSON.stringify(api?.url ?? '')}; window.__BF_STAFF_KEY__ = ${JSON.stringify(staffKey)};</script>
<script type="module" src="${testFramework}"></script></body></html>`,
};
