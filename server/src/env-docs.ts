import { type EnvName, LOG_LEVELS } from './env.ts';

// The README's configuration table: what each variable of env.ts is for. env.test.ts checks that both
// name the same variables and that the README shows this table.

/** What each variable is for, in the README's words: the configuration table. */
export const ENVIRONMENT_VARIABLES = {
  PORT: { default: '`8080`', meaning: 'HTTP port (`0`: any free port)' },
  HOST: { default: 'all interfaces', meaning: 'address to listen on, e.g. `127.0.0.1`' },
  DATA_DIR: {
    default: '`./data`',
    meaning:
      'where the embedded database keeps its files; one server process per directory (a second one refuses to start)',
  },
  DATABASE_URL: {
    default: 'unset',
    meaning:
      '`postgres://…` uses that PostgreSQL server instead of the embedded database; run as many API processes as you like against it',
  },
  LOG_LEVEL: {
    default: '`info`',
    meaning: `pino log level (${LOG_LEVELS.map((l) => `\`${l}\``).join(', ')})`,
  },
  BOOKING_HOLD_MINUTES: {
    default: '`15`',
    meaning: 'how long book now holds spaces and rooms while the visitor pays',
  },
  BOOKING_RATE_LIMIT_PER_IP: {
    default: '`60`',
    meaning:
      'public booking creations per client address per window (counted in the database, so across processes)',
  },
  BOOKING_RATE_LIMIT_PER_EMAIL: {
    default: '`20`',
    meaning: 'public bookings made per e-mail address (`+tag` ignored) per window',
  },
  BOOKING_RATE_LIMIT_WINDOW_SECONDS: {
    default: '`600`',
    meaning: 'the (sliding) window of the two booking limits',
  },
  BOOKING_SWEEP_MS: {
    default: '`15000`',
    meaning: 'how often each process runs expired holds and offers (also once at start)',
  },
  HOSTED_PARTNERS: {
    default: '(none)',
    meaning:
      'host names of the hosted booking pages and their partner, e.g. `book.harbour.example=harbour,book.fjord.example=fjord`; `?partner=` works on any host',
  },
  TRUSTED_PROXIES: {
    default: '(none)',
    meaning:
      'the reverse proxies and load balancers in front of the server, whose `X-Forwarded-For` or `Forwarded` header names the client that every per-address rate limit counts: comma-separated addresses and CIDR ranges (IPv4 and IPv6), and the words `loopback` (127.0.0.0/8, ::1) and `private` (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7), e.g. `10.0.0.0/8,::1`; unset: the headers are ignored and the connecting address is the client (see [Behind a reverse proxy](#behind-a-reverse-proxy))',
  },
  PGLITE_INITDB_CACHE: {
    default: '`node_modules/.cache/booking-form/`',
    meaning:
      'where an empty embedded database cluster is kept so a new `DATA_DIR` starts in well under a second; `off` disables it',
  },
  SMTP_URL: {
    default: 'unset',
    meaning:
      '`smtp://user:pass@mail.example:587` (or `smtps://`) sends e-mail over that server; unset keeps every message in the local mailbox page `/mailbox`, which answers only on this machine and is off once this is set',
  },
  MAIL_FROM: {
    default: '`"{partner name}" <bookings@{PUBLIC_URL host}>`',
    meaning: 'the From address of every e-mail, e.g. `"Harbour Hotels" <bookings@harbour.example>`',
  },
  PUBLIC_URL: {
    default: '`http://localhost:{PORT}`',
    meaning:
      'the address people reach this server at: links in e-mails and in the offer PDF to the hosted page (when the partner has no `bookingPageUrl`), the logo, the staff links',
  },
  MAIL_LEASE_SECONDS: {
    default: '`120`',
    meaning:
      'how long one process keeps an e-mail it is sending before another may take it over (a process killed mid-send); the retry has the same Message-ID',
  },
  STRIPE_SECRET_KEY: {
    default: 'unset',
    meaning:
      'with the two below, turns card payments on (Stripe): book now then takes the card payment, deposit or card guarantee the location asks for; unset: no card payment is offered and book now confirms only clients paying on account',
  },
  STRIPE_PUBLISHABLE_KEY: {
    default: 'unset',
    meaning: "the key Stripe.js uses in the visitor's browser (pk_…)",
  },
  STRIPE_WEBHOOK_SECRET: {
    default: 'unset',
    meaning:
      'the signing secret of the webhook endpoint `POST /api/payments/stripe/webhook` (whsec_…; `stripe listen` prints one)',
  },
  STRIPE_API_URL: {
    default: "Stripe's own",
    meaning: 'another address for the Stripe API, e.g. a local Stripe test server; never set in production',
  },
  ERROR_REPORTING_DSN: {
    default: 'unset',
    meaning:
      "a Sentry-compatible DSN (sentry.io, self-hosted Sentry or GlitchTip), e.g. `https://publickey@errors.example/42`: the widget then loads its error reporter after the first render and sends the widget's unexpected errors there, scrubbed of personal data; the DSN is public (it is in the partner read). Unset: nothing is loaded",
  },
  BOOKING_FORM_BOOT_MS: {
    default: '`0`',
    meaning:
      'set by `npm start`: when the process started, so the "listening" log line reports the ready time',
  },
  API: { default: '`http://localhost:8080`', meaning: '`npm run staff`: the server it talks to' },
  STAFF_KEY: {
    default: 'unset',
    meaning: '`npm run staff`: the staff key it sends (`Authorization: Bearer`)',
  },
} satisfies Record<EnvName, { default: string; meaning: string }>;
