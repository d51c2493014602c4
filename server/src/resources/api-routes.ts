import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiEnv } from '../api/context.ts';
import { type RouteDeps, resourceRoutes } from '../api/routes.ts';
import { staffAuth } from '../auth/middleware.ts';
import { type Clock, systemClock } from '../clock.ts';
import type { Orm } from '../db/database.ts';
import { docsRoutes } from '../docs/docs.routes.ts';
import { ProblemError } from '../hydra/problem.ts';
import { mountPricingRoutes } from './booking-quotes/pricing-routes.ts';
import { locationPackageDealsRoutes, packageDealsRoutes } from './package-deals/package-deals.routes.ts';
import { partnersRoutes } from './partners/partners.routes.ts';
import { RESOURCES, resourceByPath } from './registry.ts';

/**
 * The Link header announcing the documentation (Hydra spec §4), absolute: generic clients (API Platform's
 * api-doc-parser) cannot resolve a relative one. `origin` is the request's, e.g. `http://localhost:8080`.
 */
export function apiDocumentationLinkFor(origin: string): string {
  return `<${origin}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`;
}

/** Sets the Link header on every response under `/api`, errors and 404s included. */
export const apiDocumentationLink: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Link', apiDocumentationLinkFor(new URL(c.req.url).origin));
};

// A whole catalogue (sync) may be large; single resources never are.
const MAX_BODY = 1024 * 1024;
const MAX_SYNC_BODY = 32 * 1024 * 1024;

function tooLarge(limit: number) {
  return () => {
    throw new ProblemError(413, 'payload_too_large', `The body is larger than ${limit / 1024 / 1024} MB.`);
  };
}

/** Everything under `/api`: body limits, staff keys, the documents, and every resource's routes. */
export function apiRoutes(db: Orm, clock: Clock = systemClock): Hono<ApiEnv> {
  const deps: RouteDeps = { db, resolve: resourceByPath };
  const app = new Hono<ApiEnv>();
  app.use('*', async (c, next) => {
    const sync = /\/sync\/?$/.test(c.req.path);
    const limit = sync ? MAX_SYNC_BODY : MAX_BODY;
    return bodyLimit({ maxSize: limit, onError: tooLarge(limit) })(c, next);
  });
  app.use('*', staffAuth(db));
  app.route('/', docsRoutes());
  mountPricingRoutes(app, db, clock);
  app.route('/partners', partnersRoutes(deps));
  app.route('/locations', locationPackageDealsRoutes(deps));
  app.route('/package_deals', packageDealsRoutes(deps));
  for (const resource of RESOURCES) {
    if (resource.path === 'partners' || resource.path === 'package_deals') continue;
    app.route(`/${resource.path}`, resourceRoutes(resource, deps));
  }
  return app;
}
