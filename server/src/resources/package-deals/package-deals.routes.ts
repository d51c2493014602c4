import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { JSON_TYPES, readJsonObject } from '../../api/body.ts';
import { assertLocationsMayWrite } from '../../api/catalogue-access.ts';
import { type ApiEnv, readContext, requireStaff } from '../../api/context.ts';
import { listCollection, loadRows } from '../../api/query.ts';
import { reference } from '../../api/reference.ts';
import { toMember } from '../../api/resource.ts';
import { type RouteDeps, resourceRoutes, transact } from '../../api/routes.ts';
import { array, object } from '../../api/shapes.ts';
import { toViolations, unprocessable } from '../../api/violations.ts';
import { locations, packageDeals } from '../../db/schema/index.ts';
import { contextIri, jsonLd } from '../../hydra/context.ts';
import { routeId } from '../../hydra/ids.ts';
import { notFound } from '../../hydra/problem.ts';
import { classIri } from '../common.ts';
import { packageDealFilters } from './package-deal-filters.ts';
import { packageDealResource } from './package-deals.resource.ts';

/** The body of `POST /api/package_deals/change_order`: the deals of one location in their new order. */
export const changeOrderShape = object(
  { packageDeals: array(reference('package_deals', classIri('PackageDeal')), { min: 1, max: 1000 }) },
  'PackageDealOrder',
);

/** Filters of `GET /api/locations/{id}/package_deals` (startTime, endTime, date and pax required). */
export const locationPackageDealFilters = packageDealFilters(true);

/** `GET /api/locations/{id}/package_deals`: the deals of one location that fit a meeting. */
export function locationPackageDealsRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/:id/package_deals', async (c) => {
    const context = readContext(c);
    const id = routeId(c.req.param('id'), 'location_not_found', 'Location');
    const caller = context.caller;
    const [location] = await deps.db
      .select({ partnerId: locations.partnerId })
      .from(locations)
      .where(
        and(
          eq(locations.id, id),
          caller.kind === 'staff' ? eq(locations.partnerId, caller.partnerId) : eq(locations.available, true),
        ),
      );
    if (!location) throw notFound('location_not_found', `Location ${id} does not exist.`);
    const collection = await listCollection(deps.db, packageDealResource, new URL(c.req.url), context, {
      filters: locationPackageDealFilters,
      where: [eq(packageDeals.locationId, id)],
      partnerId: location.partnerId,
    });
    return jsonLd(collection);
  });
  return app;
}

/** `/api/package_deals`: the generic operations plus `POST /change_order`. */
export function packageDealsRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/change_order', async (c) => {
    const caller = requireStaff(c);
    const result = v.safeParse(changeOrderShape.schema, await readJsonObject(c, JSON_TYPES));
    if (!result.success) throw unprocessable(toViolations(result.issues));
    const ids = (result.output as { packageDeals: number[] }).packageDeals;
    const body = await transact(deps.db, async (tx) => {
      const owned = await tx
        .select({ id: packageDeals.id, locationId: packageDeals.locationId })
        .from(packageDeals)
        .where(and(inArray(packageDeals.id, ids), packageDealResource.scope!.owned(caller.partnerId)))
        .for('update');
      const locationOf = new Map(owned.map((row) => [row.id, row.locationId]));
      const first = locationOf.get(ids[0]!);
      const violations = ids.flatMap((id, index) => {
        const path = `packageDeals[${index}]`;
        if (!locationOf.has(id))
          return [{ propertyPath: path, message: `Package deal ${id} does not exist.`, code: 'not_found' }];
        if (ids.indexOf(id) !== index)
          return [{ propertyPath: path, message: 'Listed twice.', code: 'duplicate' }];
        if (locationOf.get(id) !== first) {
          return [
            { propertyPath: path, message: 'All deals must belong to one location.', code: 'other_location' },
          ];
        }
        return [];
      });
      if (violations.length > 0) throw unprocessable(violations);
      await assertLocationsMayWrite(tx, packageDealResource, caller, {}, { locationId: first });
      // Listed deals first in the given order; the location's other deals keep their order after them.
      const others = await tx
        .select({ id: packageDeals.id })
        .from(packageDeals)
        .where(and(eq(packageDeals.locationId, first!), sql`${packageDeals.id} not in ${ids}`))
        .orderBy(asc(packageDeals.position), asc(packageDeals.id));
      const order = [...ids, ...others.map((row) => row.id)];
      for (const [position, id] of order.entries()) {
        await tx.update(packageDeals).set({ position, updatedAt: sql`now()` }).where(eq(packageDeals.id, id));
      }
      const rows = await loadRows(
        tx,
        packageDealResource,
        eq(packageDeals.locationId, first!),
        packageDealResource.defaultOrder,
      );
      return {
        '@context': contextIri('PackageDeal'),
        '@id': `/api/locations/${first}/package_deals`,
        '@type': 'Collection',
        totalItems: rows.length,
        member: rows.map((row) => toMember(packageDealResource, row, readContext(c))),
      };
    });
    return jsonLd(body);
  });
  app.route('/', resourceRoutes(packageDealResource, deps));
  return app;
}
