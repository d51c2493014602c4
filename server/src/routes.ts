import { join } from 'node:path';
import { Hono } from 'hono';
import type { ApiEnv } from './api/context.ts';
import type { Resource } from './api/resource.ts';
import { resourceRoutes } from './api/routes.ts';
import { deskSession } from './auth/desk-session-middleware.ts';
import { staffAuth } from './auth/middleware.ts';
import { visitorSession } from './auth/visitor-session-middleware.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/database.ts';
import { contextRoutes } from './docs/contexts.routes.ts';
import { docsRoutes } from './docs/docs.routes.ts';
import { apiBodyLimit, rejectNulInQuery } from './http/api-middleware.ts';
import { assetRoutes, type StaticRoots } from './http/assets.ts';
import { deskPageRoutes } from './http/desk-page.ts';
import { fontRoutes } from './http/fonts.ts';
import { healthRoutes } from './http/health.ts';
import { hostedPageRoutes } from './http/hosted-page.ts';
import type { HostedPartners } from './http/hosted-partners.ts';
import { mediaRoutes } from './http/media.ts';
import { onboardingPageRoutes } from './http/onboarding-page.ts';
import type { Logger } from './logger.ts';
import { mailboxRoutes } from './notifications/mailbox.routes.ts';
import { billingRoutes } from './resources/billing/billing.routes.ts';
import { bookingQuotesRoutes } from './resources/booking-quotes/booking-quotes.routes.ts';
import type { BookingDeps } from './resources/bookings/booking-deps.ts';
import { bookingAliasRoutes, bookingRoutes } from './resources/bookings/bookings.routes.ts';
import { offerPdfRoutes } from './resources/bookings/offer-pdf.routes.ts';
import { corporateAccountsRoutes } from './resources/corporate-accounts/corporate-accounts.routes.ts';
import { deskRoutes } from './resources/desk/desk.routes.ts';
import { emplacementResource } from './resources/emplacements/emplacements.resource.ts';
import { hallEmplacementResource } from './resources/hall-emplacements/hall-emplacements.resource.ts';
import { hallPeriodPricingResource } from './resources/hall-period-pricings/hall-period-pricings.resource.ts';
import { hallResource } from './resources/halls/halls.resource.ts';
import { hallsSuitableRoutes } from './resources/halls-suitable/halls-suitable.routes.ts';
import { itemResource } from './resources/items/items.resource.ts';
import { locationEmplacementResource } from './resources/location-emplacements/location-emplacements.resource.ts';
import { locationRoomTypeResource } from './resources/location-room-types/location-room-types.resource.ts';
import { locationResource } from './resources/locations/locations.resource.ts';
import {
  locationPackageDealsRoutes,
  packageDealsRoutes,
} from './resources/package-deals/package-deals.routes.ts';
import { partnersRoutes } from './resources/partners/partners.routes.ts';
import { bookingPaymentRoutes, stripeWebhookRoutes } from './resources/payments/payments.routes.ts';
import { promoCodeResource } from './resources/promo-codes/promo-codes.resource.ts';
import { resourceByPath } from './resources/registry.ts';
import { reservationRoutes } from './resources/reservations/reservations.routes.ts';
import { roomAvailabilitiesRoutes } from './resources/room-availabilities/room-availabilities.routes.ts';
import { visitorAccountRoutes } from './resources/visitor-accounts/visitor-accounts.routes.ts';

// THE route table: every path the server answers, and the module that answers it. Hono tries routes in
// the order they are mounted and the first that answers wins, so special routes come before the generic
// resource of the same prefix (/api/location_room_types/availabilities is not a room type id).
// Everything under /api first passes the body limit and staff-key resolution (app.ts adds CORS, the
// documentation Link header and, in tests, the contract check).

/** What the route modules are built from (createApp assembles it from its deps). */
export type RouteContext = {
  db: Database;
  clock: Clock;
  logger: Logger;
  bookings: BookingDeps;
  hostedPartners: HostedPartners;
  staticRoots: StaticRoots;
  /** The local mailbox page answers (no SMTP_URL: messages stay in the outbox). */
  mailbox: boolean;
  /** PUBLIC_URL: where links in documents point (the offer PDF's); null: the request's own origin. */
  publicUrl: string | null;
  /** ERROR_REPORTING_DSN, shown in the partner read; null: none. */
  errorReportingDsn: string | null;
};

/** One mounted module: its mount path, the requests it answers there, and the module's routes. */
export type Mount<App = Hono<ApiEnv>> = {
  at: string;
  serves: string;
  routes: (context: RouteContext) => App;
};

const api = (context: RouteContext) => ({ db: context.db.orm, resolve: resourceByPath });

/** A catalogue resource served by the generic routes; `serves` follows its operations. */
function resource(described: Resource): Mount {
  const ops = new Set(described.operations);
  const collection = [ops.has('list') && 'GET', ops.has('create') && 'POST'].filter(Boolean);
  const item = [
    ops.has('get') && 'GET',
    ops.has('replace') && 'PUT',
    ops.has('patch') && 'PATCH',
    ops.has('delete') && 'DELETE',
  ].filter(Boolean);
  const path = `/api/${described.path}`;
  return {
    at: `/${described.path}`,
    serves: [
      collection.length > 0 ? `${collection.join(', ')} ${path}` : '',
      item.length > 0 ? `${item.join(', ')} ${path}/{id}` : '',
    ]
      .filter(Boolean)
      .join('; '),
    routes: (context) => resourceRoutes(described, api(context)),
  };
}

/** Everything under `/api`, mounted at `/api` + `at`, in the order Hono tries them. */
export const API_ROUTES: readonly Mount[] = [
  {
    at: '/',
    serves: 'GET /api (Hydra entrypoint), /api/docs, /api/docs.json (OpenAPI), /api/docs.jsonld (Hydra)',
    routes: () => docsRoutes(),
  },
  { at: '/contexts', serves: 'GET /api/contexts/{type} (JSON-LD contexts)', routes: () => contextRoutes() },
  // Bookings: the visitor's paths, the staff twins, and the billing of one booking.
  {
    at: '/booking',
    serves:
      'POST /api/booking; GET, PUT, PATCH /api/booking/{id}; PUT /api/booking/{id}/status (transitions); GET /api/booking/{id}/confirmation',
    routes: (context) => bookingRoutes(context.bookings),
  },
  {
    at: '/bookings',
    serves: 'GET /api/bookings/{id}',
    routes: (context) => bookingAliasRoutes(context.bookings),
  },
  {
    at: '/booking',
    serves: 'GET /api/booking/{id}/billing',
    routes: (context) => billingRoutes(context.db.orm, context.clock),
  },
  {
    at: '/booking',
    serves: 'GET /api/booking/{id}/offer.pdf (the offer as a PDF)',
    routes: (context) => offerPdfRoutes(context.bookings, context.publicUrl),
  },
  {
    at: '/booking',
    serves:
      'POST /api/booking/{id}/payments (a payment session for Stripe.js); POST /api/booking/{id}/payments/{paymentId}/check',
    routes: (context) => bookingPaymentRoutes(context.bookings),
  },
  {
    at: '/payments',
    serves: 'POST /api/payments/stripe/webhook (Stripe events, signed)',
    routes: (context) => stripeWebhookRoutes(context.bookings),
  },
  {
    at: '/reservations',
    serves: 'GET, POST /api/reservations; GET, PUT /api/reservations/{id} (staff)',
    routes: (context) => reservationRoutes(context.bookings),
  },
  // Availability and prices.
  {
    at: '/halls_suitable',
    serves: 'GET /api/halls_suitable',
    routes: (context) => hallsSuitableRoutes(context.db.orm),
  },
  {
    at: '/location_room_types',
    serves: 'GET /api/location_room_types/availabilities',
    routes: (context) => roomAvailabilitiesRoutes(context.db.orm),
  },
  {
    at: '/booking_quotes',
    serves: 'POST /api/booking_quotes',
    routes: (context) => bookingQuotesRoutes(context.db.orm, context.clock, context.bookings.limits),
  },
  {
    at: '/corporate_accounts',
    serves: 'POST /api/corporate_accounts/verify',
    routes: (context) => corporateAccountsRoutes(context.db.orm, context.clock, context.bookings.limits),
  },
  // The catalogue: special operations before each resource's generic routes.
  {
    at: '/partners',
    serves: 'POST /api/partners (platform key); PUT /api/partners/{id}/sync; and the Partner resource',
    routes: (context) => partnersRoutes(api(context)),
  },
  {
    at: '/locations',
    serves: 'GET /api/locations/{id}/package_deals',
    routes: (context) => locationPackageDealsRoutes(api(context)),
  },
  resource(locationResource),
  resource(emplacementResource),
  resource(locationEmplacementResource),
  resource(hallResource),
  resource(hallEmplacementResource),
  resource(hallPeriodPricingResource),
  resource(itemResource),
  {
    at: '/package_deals',
    serves: 'POST /api/package_deals/change_order; and the PackageDeal resource',
    routes: (context) => packageDealsRoutes(api(context)),
  },
  resource(locationRoomTypeResource),
  resource(promoCodeResource),
  // The venue's desk: staff users sign in as people; their session then stands where a staff key would.
  {
    at: '/desk',
    serves:
      'POST /api/desk/sign_in, /links/redeem, /sign_out; GET /api/desk/session; PUT /api/desk/password; GET, POST /api/desk/staff_users; PATCH /api/desk/staff_users/{id}; POST /api/desk/staff_users/{id}/link',
    routes: (context) => deskRoutes(context.bookings, context.publicUrl),
  },
  // Returning visitors: the `{crm-provider}` segment names who proved the address (`email`: our link).
  {
    at: '/',
    serves:
      'POST /api/{provider}/oauth2/authorize, /callback, /sign_out; GET /api/{provider}/oauth2/user, /user/bookings (returning visitors)',
    routes: (context) => visitorAccountRoutes(context.bookings),
  },
];

/** Everything outside `/api`, mounted after it: the last two fall through to files for any other path. */
export const SITE_ROUTES: readonly Mount<Hono>[] = [
  {
    at: '/health',
    serves: 'GET /health',
    routes: (context) => healthRoutes(context.db, context.logger),
  },
  { at: '/media', serves: 'GET /media/{filename}', routes: (context) => mediaRoutes(context.db.orm) },
  {
    at: '/mailbox',
    serves: 'the local mailbox: GET /mailbox, /mailbox/{id}… (this machine only; off with SMTP_URL)',
    routes: (context) => mailboxRoutes(context.db.orm, { enabled: context.mailbox }),
  },
  { at: '/fonts', serves: 'GET /fonts/{family}-{weight}.woff2', routes: () => fontRoutes() },
  {
    at: '/desk',
    serves: "the venue's desk: GET /desk/ and its assets (a build of its own; its data comes from /api/desk)",
    routes: (context) =>
      deskPageRoutes(context.staticRoots.deskDir ?? join(context.staticRoots.widgetDir, '../desk')),
  },
  {
    at: '/onboarding',
    serves: 'the partner-onboarding page: GET /onboarding and its assets (a build of its own, issue 19)',
    routes: (context) =>
      onboardingPageRoutes(
        context.staticRoots.onboardingDir ?? join(context.staticRoots.widgetDir, '../onboarding'),
      ),
  },
  {
    at: '/',
    serves:
      'hosted booking pages: /[{lang}/]reservation|edit/{username}/{id}, /booking/[{username}/]{id}, /[{lang}/]bookings, /[{lang}/]signin/{code}',
    routes: (context) => hostedPageRoutes(context.db.orm, context.hostedPartners),
  },
  {
    at: '/',
    serves: 'the widget (/booking-form.js and its chunks) and the demo pages',
    routes: (context) => assetRoutes(context.staticRoots),
  },
];

/** Mounts every route of the table on `app`. */
export function mountRoutes(app: Hono, context: RouteContext): void {
  const apiApp = new Hono<ApiEnv>();
  apiApp.use('*', apiBodyLimit);
  apiApp.use('*', rejectNulInQuery);
  apiApp.use('*', staffAuth(context.db.orm));
  apiApp.use('*', visitorSession(context.db.orm, context.clock));
  apiApp.use('*', deskSession(context.db.orm, context.clock));
  apiApp.use('*', async (c, next) => {
    c.set('errorReportingDsn', context.errorReportingDsn);
    await next();
  });
  for (const mount of API_ROUTES) apiApp.route(mount.at, mount.routes(context));
  app.route('/api', apiApp);
  for (const mount of SITE_ROUTES) app.route(mount.at, mount.routes(context));
}
