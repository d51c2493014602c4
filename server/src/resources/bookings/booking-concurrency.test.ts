import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../../../../tests/fixtures/server-process.mjs';
import {
  bookNowRace,
  cliStaffKey,
  createDrafts,
  INVARIANT_SQL,
  idempotencyRace,
  payRace,
  type RaceFixture,
  raceFixture,
  racePayload,
} from '../../../test/booking-races.ts';
import { TEST_STRIPE_KEYS } from '../../../test/payments.ts';
import { withDatabase } from '../../../test/provided.ts';
import { type StripeTestServer, startStripeTestServer } from '../../../test/stripe/stripe-test-server.ts';
import { openConfiguredDatabase } from '../../db/open.ts';

// The double-booking guarantees over HTTP against real server processes: the embedded database with one
// process (the suite without DATABASE_URL), and two processes on one fresh PostgreSQL database (the
// suite with DATABASE_URL). After the races an invariant query finds no overlap and no oversold night.

type Server = Awaited<ReturnType<typeof startServer>>;
const prepared = inject('preparedDatabase');
const RACE_ENV = {
  BOOKING_RATE_LIMIT_PER_IP: '100000',
  BOOKING_RATE_LIMIT_PER_EMAIL: '100000',
  LOG_LEVEL: 'warn',
};

// Card payments on in every server process: the real Stripe SDK against one local Stripe test server,
// whose webhooks go to the first process (the others learn through the shared database).
let stripe: StripeTestServer;
let webhookTarget: string | null = null;
beforeAll(async () => {
  stripe = await startStripeTestServer({
    webhookSecret: TEST_STRIPE_KEYS.webhookSecret,
    webhookUrl: () => webhookTarget,
  });
});
afterAll(async () => {
  await stripe.idle();
  await stripe.close();
});
const raceEnv = () => ({
  ...RACE_ENV,
  STRIPE_SECRET_KEY: TEST_STRIPE_KEYS.secretKey,
  STRIPE_PUBLISHABLE_KEY: TEST_STRIPE_KEYS.publishableKey,
  STRIPE_WEBHOOK_SECRET: TEST_STRIPE_KEYS.webhookSecret,
  STRIPE_API_URL: stripe.url,
});
const listen = (url: string) => {
  webhookTarget = `${url}/api/payments/stripe/webhook`;
};

type Invariants = { overlaps: number; oversold: number; miscounted: number };

function races(
  setup: () => Promise<{ urls: string[]; fx: RaceFixture }>,
  invariants: () => Promise<Invariants>,
) {
  let urls: string[];
  let fx: RaceFixture;
  beforeAll(async () => {
    ({ urls, fx } = await setup());
  }, 120_000);

  it('200 concurrent book-now requests for one hall and period: exactly 1 succeeds, 199 get 409', async () => {
    const payloads = Array.from({ length: 200 }, (_, i) =>
      racePayload(fx, 'hall', '2031-02-03', `hall${i}@example.com`),
    );
    const result = await bookNowRace(urls, await createDrafts(urls, payloads));
    expect({ ok: result.ok, conflict: result.conflict, other: result.other }).toEqual({
      ok: 1,
      conflict: 199,
      other: [],
    });
  }, 120_000);

  it('500 concurrent bookings of one room for a room type with 10 rooms: exactly 10', async () => {
    const payloads = Array.from({ length: 500 }, (_, i) =>
      racePayload(fx, 'room', '2031-02-10', `room${i}@example.com`),
    );
    const result = await bookNowRace(urls, await createDrafts(urls, payloads));
    expect({ ok: result.ok, conflict: result.conflict, other: result.other }).toEqual({
      ok: 10,
      conflict: 490,
      other: [],
    });
  }, 120_000);

  it('100 visitors hold and pay for the last 10 rooms at once: exactly 10 held, 10 paid, 10 confirmed', async () => {
    const payloads = Array.from({ length: 100 }, (_, i) => ({
      ...racePayload(fx, 'room', '2031-02-20', `pay${i}@example.com`),
      paymentMethod: 'CREDIT_CARD',
    }));
    const drafts = await createDrafts(urls, payloads);
    const held = await bookNowRace(urls, drafts);
    expect({ ok: held.ok, conflict: held.conflict, other: held.other }).toEqual({
      ok: 10,
      conflict: 90,
      other: [],
    });
    const paid = await payRace(urls, drafts, stripe.url);
    // The 90 that lost are drafts with nothing to pay (409 payment_not_due); never more confirmed than rooms.
    expect({
      sessions: paid.sessions.ok,
      refused: paid.sessions.conflict,
      confirmed: paid.confirmed,
    }).toEqual({
      sessions: 10,
      refused: 90,
      confirmed: 10,
    });
  }, 180_000);

  it('100 concurrent duplicates with one Idempotency-Key: one booking, one answer', async () => {
    const result = await idempotencyRace(
      urls,
      racePayload(fx, 'room', '2031-03-01', 'idem-race@example.com'),
      100,
    );
    expect({ ok: result.ok, other: result.other, ids: result.ids.length }).toEqual({
      ok: 100,
      other: [],
      ids: 1,
    });
  }, 120_000);

  it('the database shows no overlapping held space and no oversold night', async () => {
    expect(await invariants()).toEqual({ overlaps: 0, oversold: 0, miscounted: 0 });
  }, 60_000);
}

// Each database runs its own race: CI runs this file on PGlite (npm test) and on PostgreSQL (.ci/run).
describe.runIf(prepared.kind === 'pglite')('one server process on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bf-race-'));
  let server: Server | null = null;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  races(
    async () => {
      server = await startServer({ env: { ...raceEnv(), DATA_DIR: dataDir } });
      listen(server.url);
      const fx = await raceFixture(server.url, await cliStaffKey({ DATA_DIR: dataDir }));
      return { urls: [server.url], fx };
    },
    async () => {
      // The embedded database admits one process: stop the server, then look at its data directory.
      await server?.stop();
      server = null;
      const opened = await openConfiguredDatabase({ dataDir, databaseUrl: null });
      try {
        return (await opened.db.query<Invariants>(INVARIANT_SQL))[0]!;
      } finally {
        await opened.close();
      }
    },
  );
});

describe.runIf(prepared.kind === 'postgres')('two server processes on one PostgreSQL database', () => {
  // The describe body is collected on PGlite runs too, where there is no admin URL.
  const adminUrl = prepared.kind === 'postgres' ? prepared.adminUrl : 'postgres://unused@127.0.0.1/unused';
  const name = `bf_race_${process.pid}`;
  const url = withDatabase(adminUrl, name);
  const servers: Server[] = [];
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  races(
    async () => {
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin(`CREATE DATABASE "${name}"`);
      // The first process migrates and seeds; the second starts on the ready database.
      servers.push(await startServer({ env: { ...raceEnv(), DATABASE_URL: url } }));
      servers.push(await startServer({ env: { ...raceEnv(), DATABASE_URL: url } }));
      listen(servers[0]!.url);
      const fx = await raceFixture(servers[0]!.url, await cliStaffKey({ DATABASE_URL: url }));
      return { urls: servers.map((s) => s.url), fx };
    },
    async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<Invariants>(INVARIANT_SQL)).rows[0]!;
      } finally {
        await client.end();
      }
    },
  );
});
