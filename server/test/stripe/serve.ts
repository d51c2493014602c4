import { parseArgs } from 'node:util';
import { startStripeTestServer } from './stripe-test-server.ts';

/**
 * Runs the Stripe API test server on its own, for end-to-end tests and for trying the product by hand:
 *
 *   node --import tsx server/test/stripe/serve.ts --port 12111 \
 *     --webhook http://127.0.0.1:8787/api/payments/stripe/webhook --secret whsec_test
 *
 * Prints one line when it listens; stops on SIGTERM or SIGINT.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12111' },
    webhook: { type: 'string' },
    secret: { type: 'string', default: 'whsec_test' },
    manual: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  process.stderr.write(`stripe-test-server: --port must be a port number, not ${values.port}\n`);
  process.exit(2);
}

const server = await startStripeTestServer({
  port,
  webhookSecret: values.secret,
  deliver: values.manual ? 'manual' : 'auto',
  ...(values.webhook ? { webhookUrl: values.webhook } : {}),
});
process.stdout.write(`stripe-test-server listening on ${server.url}\n`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
