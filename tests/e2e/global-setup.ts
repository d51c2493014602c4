// Starts the real server once per worker (worker-servers.ts); a worker reads its server's URL from
// BF_E2E_URL and a staff key of Harbour Hotels (for the venue's side of the offer journeys) from
// BF_E2E_STAFF_KEY. Card payments are on: each server's Stripe SDK talks to a local Stripe API test server
// of its own (BF_E2E_STRIPE_URL), whose signed webhooks come back to that server; journeys serve the
// Stripe.js test double in place of js.stripe.com.

import { startStripeTestServer } from '../../server/test/stripe/stripe-test-server.ts';
import { TEST_STRIPE_KEYS } from '../../server/test/stripe-keys.ts';
import { createStaffKey } from '../fixtures/bookings.mjs';
import { freePort, SUITE_BOOKING_LIMITS, startServer } from '../fixtures/server-process.mjs';
import { E2E_WORKERS, perWorker } from './worker-servers.ts';

/** One worker's server and Stripe test server; resolves the values its journeys read, and a stop. */
async function startWorkerServer() {
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
  return {
    env: {
      BF_E2E_URL: server.url,
      BF_E2E_STRIPE_URL: stripe.url,
      BF_E2E_STAFF_KEY: await createStaffKey(server, 'harbour'),
      // Desk journeys make their staff users with `npm run staff-user` against this data directory.
      BF_E2E_DATA_DIR: server.dataDir ?? '',
    },
    async stop() {
      await server.stop();
      await stripe.close();
    },
  };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = await Promise.all(Array.from({ length: E2E_WORKERS }, startWorkerServer));
  started.forEach(({ env }, index) => {
    for (const [name, value] of Object.entries(env))
      process.env[perWorker(name as keyof typeof env, index)] = value;
  });
  // The first server's values under the plain names too: what a single worker, or code in this process, reads.
  Object.assign(process.env, started[0]!.env);
  return async () => {
    await Promise.all(started.map((one) => one.stop()));
  };
}
