// The server a fuzz run attacks: the real process (`server/src/index.ts`) on a fresh embedded database,
// or on a fresh database of the PostgreSQL server DATABASE_URL names; card payments on, against the local
// Stripe API test server; booking rate limits out of the way (they would turn most writes into 429s).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startServer } from '../../../tests/fixtures/server-process.mjs';
import { cliStaffKey } from '../booking-races.ts';
import { withDatabase } from '../provided.ts';
import { type StripeTestServer, startStripeTestServer } from '../stripe/stripe-test-server.ts';
import { TEST_STRIPE_KEYS } from '../stripe-keys.ts';

/** A running server under fuzz, its staff key, and how to end it all. */
export type FuzzTarget = {
  url: string;
  pid: number;
  database: 'PGlite' | 'PostgreSQL';
  staffKey: string;
  /** A platform key: it may only create partners. */
  platformKey: string;
  stop: () => Promise<void>;
};

const RUN_ENV = {
  BOOKING_RATE_LIMIT_PER_IP: '1000000',
  BOOKING_RATE_LIMIT_PER_EMAIL: '1000000',
  // Only failures reach the console: a 5xx's stack is printed where it happened.
  LOG_LEVEL: 'error',
};

async function admin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts the server on PGlite, or on a fresh database next to `adminUrl` when one is given. */
export async function startFuzzTarget(adminUrl: string | null): Promise<FuzzTarget> {
  let webhookUrl: string | null = null;
  const stripe: StripeTestServer = await startStripeTestServer({
    webhookSecret: TEST_STRIPE_KEYS.webhookSecret,
    webhookUrl: () => webhookUrl,
  });
  const dbName = `bf_fuzz_${process.pid}`;
  const databaseUrl = adminUrl ? withDatabase(adminUrl, dbName) : null;
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  // Everything started so far ends with the run, or here when the start fails half-way.
  const stop = async () => {
    await server?.stop();
    await stripe.idle();
    await stripe.close();
    if (adminUrl) await admin(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  };
  try {
    if (adminUrl) {
      await admin(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await admin(adminUrl, `CREATE DATABASE "${dbName}"`);
    }
    server = await startServer({
      quiet: false,
      env: {
        ...RUN_ENV,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        STRIPE_SECRET_KEY: TEST_STRIPE_KEYS.secretKey,
        STRIPE_PUBLISHABLE_KEY: TEST_STRIPE_KEYS.publishableKey,
        STRIPE_WEBHOOK_SECRET: TEST_STRIPE_KEYS.webhookSecret,
        STRIPE_API_URL: stripe.url,
      },
    });
    webhookUrl = `${server.url}/api/payments/stripe/webhook`;
    const database: Record<string, string> = databaseUrl
      ? { DATABASE_URL: databaseUrl }
      : { DATA_DIR: server.dataDir! };
    return {
      url: server.url,
      pid: server.pid!,
      database: databaseUrl ? 'PostgreSQL' : 'PGlite',
      staffKey: await cliStaffKey(database),
      platformKey: await cliStaffKey(database, ['--platform']),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Resident memory of a live process in MB (Linux: `VmHWM` the peak so far, `VmRSS` now), or null. */
export function residentMb(pid: number): { peak: number; now: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status)?.[1] ?? Number.NaN);
    const peak = kb('VmHWM');
    return Number.isNaN(peak) ? null : { peak: peak / 1024, now: kb('VmRSS') / 1024 };
  } catch {
    return null;
  }
}
