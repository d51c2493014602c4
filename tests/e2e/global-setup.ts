// Starts the real server once for all journeys; workers read its URL from BF_E2E_URL and a staff key of
// Harbour Hotels (for the venue's side of the offer journeys) from BF_E2E_STAFF_KEY. Card payments are on:
// the server's Stripe SDK talks to a local Stripe API test server (BF_E2E_STRIPE_URL), whose signed
// webhooks come back to the server; journeys serve the Stripe.js test double in place of js.stripe.com.

import { startStripeTestServer } from '../../server/test/stripe/stripe-test-server.ts';
import { TEST_STRIPE_KEYS } from '../../server/test/stripe-keys.ts';
import { createStaffKey } from '../fixtures/bookings.mjs';
import { freePort, SUITE_BOOKING_LIMITS, startServer } from '../fixtures/server-process.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const stripe = await startStripeTestServer({
    webhookSecret: TEST_STRIPE_KEYS.webhookSecret,
    webhookUrl: `http://127.0.0.1:${port}/api/payments/stripe/webhook`,
  });
  const server = await startServer({
    port,
    env: {
      ...SUITE_BOOKING_LIMITS,
      STRIPE_SECRET_KEY: TEST_STRIPE_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: TEST_STRIPE_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: TEST_STRIPE_KEYS.webhookSecret,
      STRIPE_API_URL: stripe.url,
    },
  });
  process.env.BF_E2E_URL = server.url;
  process.env.BF_E2E_STRIPE_URL = stripe.url;
  process.env.BF_E2E_STAFF_KEY = await createStaffKey(server, 'harbour');
  // Desk journeys make their staff users with `npm run staff-user` against this data directory.
  process.env.BF_E2E_DATA_DIR = server.dataDir ?? '';
  return async () => {
    await server.stop();
    await stripe.close();
  };
}
