import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { startAdminSocket } from './admin/admin-socket.ts';
import { bookingDeps, createApp } from './app.ts';
import { deskBanner } from './auth/desk-banner.ts';
import { systemClock } from './clock.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { type OpenedDatabase, openConfiguredDatabase } from './db/open.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { readEnv, type ServerEnv } from './env.ts';
import { createLogger, type Logger } from './logger.ts';
import { startMail } from './notifications/mail-service.ts';
import { startHoldSweeper } from './resources/bookings/hold-sweeper.ts';
import { stripeProvider } from './resources/payments/stripe-provider.ts';
import { tuneV8ForServer } from './v8-memory.ts';

/** How long an idle keep-alive connection stays open: longer than a load balancer's common 60 s. */
const KEEP_ALIVE_MS = 65_000;

// In-flight requests get this long to finish on SIGTERM before their connections are cut.
const SHUTDOWN_GRACE_MS = 10_000;

// Milliseconds from process start (or from scripts/start.mjs handing over, after any widget build).
function readyMs(env: ServerEnv): number {
  return Math.round(performance.now() - env.bootMs);
}

async function main(env: ServerEnv, logger: Logger): Promise<void> {
  let opened: OpenedDatabase;
  try {
    opened = await openConfiguredDatabase({
      ...env,
      // Without the lock another process may open the directory: writing on would lose data.
      onLockLost: () => {
        logger.fatal({ dataDir: env.dataDir }, 'the lock on the data directory was lost; stopping');
        process.exit(1);
      },
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal({ dataDir: error.dataDir, pid: error.pid }, error.message);
      process.exitCode = 1;
      return;
    }
    throw error;
  }
  const { db } = opened;
  await migrateDatabase(db);
  const seeded = await seedIfEmpty(db);
  if (seeded) logger.info({ created: seeded.created }, 'seeded the demo catalogue');

  // The embedded database admits this process only: local admin commands (npm run staff-key) come through
  // a Unix socket in DATA_DIR. With DATABASE_URL they write to PostgreSQL themselves.
  const admin =
    db.kind === 'pglite' ? await startAdminSocket({ dataDir: env.dataDir, db: db.orm, logger }) : null;

  // E-mail: the outbox's sender in this process, over SMTP_URL or into the local mailbox page.
  const publicUrl = env.publicUrl ?? `http://localhost:${env.port}`;
  const mail = startMail(db.orm, systemClock, logger, {
    smtpUrl: env.smtpUrl,
    mailFrom: env.mailFrom,
    publicUrl,
    leaseMs: env.mailLeaseMs,
  });
  const appDeps = {
    db,
    clock: systemClock,
    logger,
    notifier: mail.notifier,
    mailbox: mail.mailbox,
    bookingPolicy: env.bookingPolicy,
    rateLimits: env.rateLimits,
    trustedProxies: env.trustedProxies,
    hostedPartners: env.hostedPartners,
    publicUrl,
    // Card payments only with Stripe's keys; without them book now confirms only clients on account.
    payments: env.stripe ? stripeProvider(env.stripe) : null,
    errorReportingDsn: env.errorReportingDsn,
  };
  const app = createApp(appDeps);
  // Every process sweeps; SKIP LOCKED keeps them from running the same booking twice.
  const stopSweeper = startHoldSweeper(bookingDeps(appDeps), logger, env.sweepMs);
  // Written before listening, so the link in the log already works when the log line appears.
  const banner = await deskBanner(
    db.orm,
    { database: db.kind, publicUrl: env.publicUrl, baseUrl: publicUrl },
    systemClock.now(),
  );
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info: AddressInfo) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    const shown = host === '[::]' || host === '0.0.0.0' ? 'localhost' : host;
    logger.info(
      {
        url: `http://${shown}:${info.port}`,
        database: opened.description,
        readyMs: readyMs(env),
      },
      'listening',
    );
    logger.info(
      { cardPayments: Boolean(env.stripe) },
      env.stripe
        ? 'card payments through Stripe'
        : 'card payments are off (set the STRIPE_* keys to take cards)',
    );
    logger.info(
      { onboarding: `http://${shown}:${info.port}/onboarding` },
      'partner onboarding: pick a partner, see the widget live and copy its embed code',
    );
    if (mail.mailbox) {
      logger.info(
        { mailbox: `http://${shown}:${info.port}/mailbox` },
        'e-mails are kept in the local mailbox (set SMTP_URL to send them)',
      );
    }
    if (banner) {
      const { desk, manager } = banner;
      logger.info(
        { desk, ...(manager.link && { link: manager.link }) },
        manager.link
          ? `the desk: open the link to sign in as the demo manager ${manager.name} (it works once, for 72 hours)`
          : `the desk: sign in as the demo manager ${manager.name} (${manager.email}) with the password chosen for the account`,
      );
    }
  }) as Server;
  // Behind a proxy or load balancer that keeps connections to the server open for reuse (nginx's upstream
  // keepalive; cloud load balancers close idle ones after 60 s), the server must not be the one to close
  // an idle connection first: Node's default 5 s closes it while the proxy may be sending the next request
  // on it, and that request fails (a 502 for the visitor; ECONNRESET for a client that pools connections,
  // as one of our journeys saw). Incomplete requests are still cut off by Node's headersTimeout.
  server.keepAliveTimeout = KEEP_ALIVE_MS;

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      stopSweeper();
      await mail.stop().catch((error: unknown) => logger.error({ err: error }, 'stopping e-mail failed'));
      try {
        await admin?.close();
        await opened.close();
        logger.info('stopped');
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, 'closing the database failed');
        process.exit(1);
      }
    });
    // Idle keep-alive sockets would hold close() open; busy ones close after their response.
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// The environment is parsed once, here, before anything starts; a bad variable stops the start with a
// message naming it (logged at the default level: LOG_LEVEL itself may be the bad one).
let env: ServerEnv;
try {
  env = readEnv();
} catch (error) {
  createLogger().fatal({ err: error }, (error as Error).message);
  process.exit(1);
}
const logger = createLogger(env.logLevel);
// Before the database opens: the flags apply to what V8 compiles and collects from then on.
tuneV8ForServer();

main(env, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'start failed');
  process.exit(1);
});
