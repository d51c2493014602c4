import { resolve } from 'node:path';
import * as v from 'valibot';
import { parseDsn } from '../../src/domain/error-report/dsn.ts';
import { DEFAULT_LIFECYCLE_POLICY, type LifecyclePolicy } from './domain/booking-lifecycle/index.ts';
import { type HostedPartners, parseHostedPartners } from './http/hosted-partners.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limit.ts';
import { parseTrustedProxies, type TrustedProxies } from './http/trusted-proxies.ts';

// Every environment variable the server and its command-line tools read, as ONE valibot schema: the
// server parses it once at start (index.ts) and passes the values down; a CLI parses the few it needs
// through the same entries. A blank value counts as unset. A bad value stops the start with a message
// naming the variable. env-docs.ts holds the README's configuration table.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Unset or blank → undefined; otherwise the trimmed text. */
// The empty default makes v.object run the pipe for an absent key too (it skips optional keys without one).
const text = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) => (value.trim() === '' ? undefined : value.trim())),
);

/** The text with a default when unset. */
function orDefault(fallback: string) {
  return v.pipe(
    text,
    v.transform((value) => value ?? fallback),
  );
}

/** A positive number (fractions allowed, as they always were), or `fallback` when unset. */
function positive(name: string, fallback: number) {
  return v.pipe(
    text,
    v.check(
      (value) => value === undefined || (Number.isFinite(Number(value)) && Number(value) > 0),
      (issue) => `${name} must be a positive number; got "${issue.input}".`,
    ),
    v.transform((value) => (value === undefined ? fallback : Number(value))),
  );
}

/** The text read by `parse`, whose thrown message (naming the bad entry) becomes the variable's issue. */
function parsedBy<T>(parse: (value: string | undefined) => T) {
  return v.pipe(
    text,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return parse(dataset.value);
      } catch (error) {
        addIssue({ message: (error as Error).message });
        return NEVER;
      }
    }),
  );
}

/** The schema of every variable, by its name; each entry turns the text into the value the code uses. */
export const ENV_ENTRIES = {
  PORT: v.pipe(
    orDefault('8080'),
    v.check(
      (value) => /^\d{1,5}$/.test(value) && Number(value) <= 65535,
      (issue) => `PORT must be a whole number from 0 to 65535; got "${issue.input}".`,
    ),
    v.transform(Number),
  ),
  HOST: text,
  DATA_DIR: v.pipe(
    orDefault('./data'),
    v.transform((dir) => resolve(dir)),
  ),
  DATABASE_URL: v.pipe(
    text,
    v.check(
      (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
      'DATABASE_URL must start with postgres:// or postgresql://.',
    ),
    v.transform((value) => value ?? null),
  ),
  LOG_LEVEL: v.pipe(
    orDefault('info'),
    v.picklist(
      LOG_LEVELS,
      (issue) => `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got ${issue.received}.`,
    ),
  ),
  BOOKING_HOLD_MINUTES: positive('BOOKING_HOLD_MINUTES', DEFAULT_LIFECYCLE_POLICY.holdMinutes),
  BOOKING_RATE_LIMIT_PER_IP: positive(
    'BOOKING_RATE_LIMIT_PER_IP',
    DEFAULT_RATE_LIMITS.bookingPerAddress.limit,
  ),
  BOOKING_RATE_LIMIT_PER_EMAIL: positive(
    'BOOKING_RATE_LIMIT_PER_EMAIL',
    DEFAULT_RATE_LIMITS.bookingPerEmail.limit,
  ),
  BOOKING_RATE_LIMIT_WINDOW_SECONDS: positive(
    'BOOKING_RATE_LIMIT_WINDOW_SECONDS',
    DEFAULT_RATE_LIMITS.bookingPerAddress.seconds,
  ),
  BOOKING_SWEEP_MS: positive('BOOKING_SWEEP_MS', 15_000),
  HOSTED_PARTNERS: parsedBy(parseHostedPartners),
  TRUSTED_PROXIES: parsedBy(parseTrustedProxies),
  PGLITE_INITDB_CACHE: text,
  SMTP_URL: v.pipe(
    text,
    v.check(
      (value) => value === undefined || /^smtps?:\/\/[^/\s]+/.test(value),
      (issue) =>
        `SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587; got "${issue.input}".`,
    ),
    v.transform((value) => value ?? null),
  ),
  MAIL_FROM: v.pipe(
    text,
    v.transform((value) => value ?? null),
  ),
  PUBLIC_URL: v.pipe(
    text,
    v.check(
      (value) => value === undefined || /^https?:\/\/[^/\s]+/.test(value),
      (issue) => `PUBLIC_URL must be an http:// or https:// URL; got "${issue.input}".`,
    ),
    v.transform((value) => value?.replace(/\/+$/, '') ?? null),
  ),
  MAIL_LEASE_SECONDS: positive('MAIL_LEASE_SECONDS', 120),
  STRIPE_SECRET_KEY: v.pipe(
    text,
    v.check(
      (value) => value === undefined || /^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/.test(value),
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…).',
    ),
    v.transform((value) => value ?? null),
  ),
  STRIPE_PUBLISHABLE_KEY: v.pipe(
    text,
    v.check(
      (value) => value === undefined || /^pk_(test|live)_[A-Za-z0-9_]+$/.test(value),
      'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…).',
    ),
    v.transform((value) => value ?? null),
  ),
  STRIPE_WEBHOOK_SECRET: v.pipe(
    text,
    v.check(
      (value) => value === undefined || /^whsec_[A-Za-z0-9_]+$/.test(value),
      'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…).',
    ),
    v.transform((value) => value ?? null),
  ),
  STRIPE_API_URL: v.pipe(
    text,
    v.check(
      (value) => value === undefined || /^https?:\/\/[^/\s]+\/?$/.test(value),
      (issue) =>
        `STRIPE_API_URL must be an http(s) origin such as http://127.0.0.1:12111; got "${issue.input}".`,
    ),
    v.transform((value) => value?.replace(/\/+$/, '') ?? null),
  ),
  ERROR_REPORTING_DSN: v.pipe(
    text,
    v.check(
      (value) => value === undefined || parseDsn(value) !== null,
      (issue) =>
        `ERROR_REPORTING_DSN must be a Sentry-compatible DSN such as https://publickey@errors.example/42; got "${issue.input}".`,
    ),
    v.transform((value) => value ?? null),
  ),
  BOOKING_FORM_BOOT_MS: v.pipe(
    text,
    v.check(
      (value) => value === undefined || Number.isFinite(Number(value)),
      (issue) => `BOOKING_FORM_BOOT_MS must be a number of milliseconds; got "${issue.input}".`,
    ),
    v.transform((value) => (value === undefined ? 0 : Number(value))),
  ),
  API: v.pipe(
    orDefault('http://localhost:8080'),
    v.check(
      (value) => /^https?:\/\/[^/\s]+/.test(value),
      (issue) => `API must be an http:// or https:// URL; got "${issue.input}".`,
    ),
  ),
  STAFF_KEY: text,
};

/** A variable's name. */
export type EnvName = keyof typeof ENV_ENTRIES;

/** Thrown when a variable is bad; the message names every bad variable, one a line. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the variables `names` of `env` (default: all); throws EnvError naming the bad ones. */
export function parseEnv<K extends EnvName>(
  env: Record<string, string | undefined>,
  names: readonly K[] = Object.keys(ENV_ENTRIES) as K[],
): { [N in K]: v.InferOutput<(typeof ENV_ENTRIES)[N]> } {
  const entries = Object.fromEntries(names.map((name) => [name, ENV_ENTRIES[name]]));
  const result = v.safeParse(v.object(entries), env);
  if (!result.success) throw new EnvError(result.issues.map((issue) => issue.message).join('\n'));
  return result.output as { [N in K]: v.InferOutput<(typeof ENV_ENTRIES)[N]> };
}

/** Where the database is: DATABASE_URL, else the embedded one in DATA_DIR (PGLITE_INITDB_CACHE for a new one). */
export type DatabaseEnv = { dataDir: string; databaseUrl: string | null; initdbCache: string | undefined };

/** The server's configuration, parsed once at start. */
/** Stripe's keys and, for tests and local trials, another API address. */
export type StripeEnv = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiUrl: string | null;
};

export type ServerEnv = DatabaseEnv & {
  port: number;
  host: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  hostedPartners: HostedPartners;
  bookingPolicy: LifecyclePolicy;
  rateLimits: RateLimits;
  /** The reverse proxies whose X-Forwarded-For and Forwarded name the client (none: the TCP peer is it). */
  trustedProxies: TrustedProxies;
  sweepMs: number;
  /** Where e-mail goes: an SMTP server, or null for the local mailbox. */
  smtpUrl: string | null;
  mailFrom: string | null;
  /** The address people reach the server at (links in e-mails); null: http://localhost:{port}. */
  publicUrl: string | null;
  mailLeaseMs: number;
  /** Card payments through Stripe; null when the keys are not all set (no card payment is offered). */
  stripe: StripeEnv | null;
  /** `performance.now()` at which `npm start` handed over (0: the process start). */
  bootMs: number;
  /** Where the widget reports unexpected errors (a Sentry-compatible DSN); null: nowhere. */
  errorReportingDsn: string | null;
};

const DATABASE_NAMES = ['DATA_DIR', 'DATABASE_URL', 'PGLITE_INITDB_CACHE'] as const;

/** The database variables alone (npm run seed, npm run staff-key). */
export function readDatabaseEnv(env: Record<string, string | undefined> = process.env): DatabaseEnv {
  const parsed = parseEnv(env, DATABASE_NAMES);
  return {
    dataDir: parsed.DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    initdbCache: parsed.PGLITE_INITDB_CACHE,
  };
}

/** Reads and checks every variable the server uses; throws EnvError naming each bad one. */
export function readEnv(env: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = parseEnv(env, [
    ...DATABASE_NAMES,
    'PORT',
    'HOST',
    'LOG_LEVEL',
    'BOOKING_HOLD_MINUTES',
    'BOOKING_RATE_LIMIT_PER_IP',
    'BOOKING_RATE_LIMIT_PER_EMAIL',
    'BOOKING_RATE_LIMIT_WINDOW_SECONDS',
    'BOOKING_SWEEP_MS',
    'HOSTED_PARTNERS',
    'TRUSTED_PROXIES',
    'BOOKING_FORM_BOOT_MS',
    'SMTP_URL',
    'MAIL_FROM',
    'PUBLIC_URL',
    'MAIL_LEASE_SECONDS',
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_API_URL',
    'ERROR_REPORTING_DSN',
  ]);
  const stripeKeys = [parsed.STRIPE_SECRET_KEY, parsed.STRIPE_PUBLISHABLE_KEY, parsed.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new EnvError(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together: set all three or none.',
    );
  }
  const seconds = parsed.BOOKING_RATE_LIMIT_WINDOW_SECONDS;
  return {
    dataDir: parsed.DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    initdbCache: parsed.PGLITE_INITDB_CACHE,
    port: parsed.PORT,
    host: parsed.HOST,
    logLevel: parsed.LOG_LEVEL,
    hostedPartners: parsed.HOSTED_PARTNERS,
    bookingPolicy: { holdMinutes: parsed.BOOKING_HOLD_MINUTES },
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      bookingPerAddress: { limit: parsed.BOOKING_RATE_LIMIT_PER_IP, seconds },
      bookingPerEmail: { limit: parsed.BOOKING_RATE_LIMIT_PER_EMAIL, seconds },
    },
    trustedProxies: parsed.TRUSTED_PROXIES,
    sweepMs: parsed.BOOKING_SWEEP_MS,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    publicUrl: parsed.PUBLIC_URL,
    mailLeaseMs: parsed.MAIL_LEASE_SECONDS * 1000,
    stripe: parsed.STRIPE_SECRET_KEY
      ? {
          secretKey: parsed.STRIPE_SECRET_KEY,
          publishableKey: parsed.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: parsed.STRIPE_WEBHOOK_SECRET!,
          apiUrl: parsed.STRIPE_API_URL,
        }
      : null,
    bootMs: parsed.BOOKING_FORM_BOOT_MS,
    errorReportingDsn: parsed.ERROR_REPORTING_DSN,
  };
}

/** `npm run staff`: the server's address and the staff key. */
export function readStaffCliEnv(env: Record<string, string | undefined> = process.env): {
  api: string;
  key: string | undefined;
} {
  const parsed = parseEnv(env, ['API', 'STAFF_KEY']);
  return { api: parsed.API, key: parsed.STAFF_KEY };
}
