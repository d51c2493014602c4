import { Hono } from 'hono';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import type { Database } from './db/database.ts';
import { responseContractCheck } from './docs/response-check.ts';
import { DEFAULT_LIFECYCLE_POLICY, type LifecyclePolicy } from './domain/booking-lifecycle/index.ts';
import { apiDocumentationLink } from './http/api-middleware.ts';
import type { StaticRoots } from './http/assets.ts';
import { trustProxies } from './http/client-address.ts';
import { apiCors, type CorsPolicy, openCorsPolicy } from './http/cors.ts';
import type { HostedPartners } from './http/hosted-partners.ts';
import { allowedMethods } from './http/method-not-allowed.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limit.ts';
import { defaultStaticRoots } from './http/roots.ts';
import { NO_TRUSTED_PROXIES, type TrustedProxies } from './http/trusted-proxies.ts';
import { untrustedProxyWarning } from './http/untrusted-proxy-warning.ts';
import { notFound, ProblemError } from './hydra/problem.ts';
import { type Logger, silentLogger } from './logger.ts';
import { type Notifier, outboxNotifier } from './notifications/notifier.ts';
import type { BookingDeps } from './resources/bookings/booking-deps.ts';
import type { PaymentProvider } from './resources/payments/provider.ts';
import { mountRoutes } from './routes.ts';

/** Everything the app needs from outside; nothing is global, so tests build one app per database. */
export type AppDeps = {
  db: Database;
  clock?: Clock;
  logger?: Logger;
  /** Demo pages and widget build; defaults to the repository's `demo/` and `dist/widget/`. */
  staticRoots?: StaticRoots;
  /** Which origins may call the API (default: any, for public reads). */
  corsPolicy?: CorsPolicy;
  /** Told after every committed booking change (default: a log line); the mail service wakes its sender. */
  notifier?: Notifier;
  /** The local mailbox page answers (default true; false when e-mail goes out over SMTP_URL). */
  mailbox?: boolean;
  /** How long book now holds (default 15 minutes). */
  bookingPolicy?: LifecyclePolicy;
  /** Rate limits by bucket (booking creation, corporate checks); unnamed buckets keep their default. */
  rateLimits?: Partial<RateLimits>;
  /** TRUSTED_PROXIES: whose forwarding headers name the client for rate limits (default: nobody's). */
  trustedProxies?: TrustedProxies;
  /** PUBLIC_URL: where links in documents point (the offer PDF's); default: the request's origin. */
  publicUrl?: string;
  /** Host name → partner slug for the hosted booking pages (`HOSTED_PARTNERS`). */
  hostedPartners?: HostedPartners;
  /**
   * Check every answer of a contract route (and every problem) against its schema in src/contracts and
   * turn a mismatch into a 500 naming the route and the path: on in tests, off in production.
   */
  checkResponseContracts?: boolean;
  /** Card payments (Stripe); absent or null: no card payment is offered. */
  payments?: PaymentProvider | null;
  /** ERROR_REPORTING_DSN: the widget learns it from the partner read; absent or null: no reporting. */
  errorReportingDsn?: string | null;
};

/** The booking part of the deps, as the routes and the hold sweeper take it. */
export function bookingDeps(deps: AppDeps): BookingDeps {
  const logger = deps.logger ?? silentLogger;
  return {
    db: deps.db.orm,
    clock: deps.clock ?? systemClock,
    notifier: deps.notifier ?? outboxNotifier(logger),
    policy: deps.bookingPolicy ?? DEFAULT_LIFECYCLE_POLICY,
    limits: { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits },
    payments: deps.payments ?? null,
    logger,
  };
}

/** Builds the HTTP app: API, health, media, fonts, widget files and demo pages (routes.ts lists them). */
export function createApp(deps: AppDeps): Hono {
  const logger = deps.logger ?? silentLogger;
  const app = new Hono();

  const trustedProxies = deps.trustedProxies ?? NO_TRUSTED_PROXIES;
  if (!trustedProxies.none) app.use(trustProxies(trustedProxies));
  app.use(untrustedProxyWarning(trustedProxies, logger));
  if (deps.checkResponseContracts) app.use('/api/*', responseContractCheck);
  app.use('/api', apiDocumentationLink);
  app.use('/api/*', apiDocumentationLink);
  app.use('/api/*', apiCors(deps.corsPolicy ?? openCorsPolicy));
  mountRoutes(app, {
    db: deps.db,
    // Holds and validity dates (promo codes) are judged against this clock, so tests can fix "now".
    clock: deps.clock ?? systemClock,
    logger,
    bookings: bookingDeps(deps),
    hostedPartners: deps.hostedPartners ?? new Map(),
    mailbox: deps.mailbox ?? true,
    publicUrl: deps.publicUrl ?? null,
    errorReportingDsn: deps.errorReportingDsn ?? null,
    staticRoots: deps.staticRoots ?? defaultStaticRoots(),
  });

  app.notFound((c) => {
    const allow = allowedMethods(app, c.req.path);
    if (allow.length > 0) {
      return new ProblemError(
        'method_not_allowed',
        `${c.req.method} is not allowed on ${c.req.path}; allowed: ${allow.join(', ')}.`,
        { Allow: allow.join(', ') },
      ).toResponse();
    }
    return notFound('route_not_found', `Nothing is served at ${c.req.path}.`).toResponse();
  });

  app.onError((error, c) => {
    // The CORS middleware's headers are merged into these responses by Hono, so browsers can read them.
    if (error instanceof ProblemError) return error.toResponse();
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
    return new ProblemError('internal_error').toResponse();
  });

  return app;
}
