// Each Playwright worker has a server of its own (its own DATA_DIR, Stripe test server and staff key), so
// journeys in two workers never see each other's bookings, e-mails or rate limits. The global setup starts
// one per worker and names each address with the worker's parallel index; a worker process picks its own
// when the config loads, before any test file reads BF_E2E_URL and the rest.
import { availableParallelism } from 'node:os';

/** What a journey reads of its server, in `process.env`. */
export const SERVER_ENV = ['BF_E2E_URL', 'BF_E2E_STRIPE_URL', 'BF_E2E_STAFF_KEY', 'BF_E2E_DATA_DIR'] as const;

/**
 * Two workers where there are two cores: a journey leaves about 40% of two cores idle (the page waits
 * on the server, the server on the page). E2E_WORKERS sets another number; 1 runs them in turn.
 */
export const E2E_WORKERS = Math.max(
  1,
  Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())) || 1,
);

/** The name of worker `index`'s value of `name`, as the global setup exports it. */
export const perWorker = (name: (typeof SERVER_ENV)[number], index: number) => `${name}_${index}`;

/** In a worker process: its own server's values under the names the journeys read. */
export function takeThisWorkersServer(env: NodeJS.ProcessEnv = process.env): void {
  const index = env.TEST_PARALLEL_INDEX;
  if (index === undefined) return; // the runner's own process: the global setup has not run yet
  for (const name of SERVER_ENV) {
    const value = env[perWorker(name, Number(index))];
    if (value !== undefined) env[name] = value;
  }
}
