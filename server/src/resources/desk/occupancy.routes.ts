import { Hono } from 'hono';
import {
  type Occupancy,
  occupancyQueryEntries,
  occupancyQuerySchema,
} from '../../../../src/contracts/desk-occupancy.schema.ts';
import { monthRange } from '../../../../src/domain/months.ts';
import { type ApiEnv, readContext } from '../../api/context.ts';
import type { Orm } from '../../db/database.ts';
import { jsonLd } from '../../hydra/context.ts';
import { notFound } from '../../hydra/problem.ts';
import { parseQuery } from '../halls-suitable/params.ts';
import { occupancyRows, visibleLocation } from './occupancy.repository.ts';
import { occupancyGrid } from './occupancy-grid.ts';
import { requireDesk } from './require-desk.ts';

// GET /api/desk/occupancy?location=/api/locations/{id}&month=YYYY-MM (issue 17): a location's halls by
// day and room types by night for one month. Any month may be asked, one per request. A location of
// another partner, or outside the desk user's locations, is a 404 like one that does not exist.

const PROBLEMS = {
  codes: { location: 'invalid_filter', month: 'invalid_date' },
  order: ['location', 'month'],
  // The query has no cross-parameter check; parseQuery wants one named all the same.
  rangeCode: 'invalid_date',
  rangeAfter: 'month',
} as const;

/** The occupancy routes, mounted under `/api/desk/occupancy`. */
export function occupancyRoutes(db: Orm): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/', async (c) => {
    const desk = requireDesk(c);
    const url = new URL(c.req.url);
    const query = parseQuery(occupancyQuerySchema, occupancyQueryEntries, PROBLEMS, url.searchParams);
    const locationId = await visibleLocation(db, query.location, desk.partnerId, desk.locationIds);
    if (locationId === null)
      throw notFound('location_not_found', `Location ${query.location} does not exist.`);
    const rows = await occupancyRows(db, { locationId, ...monthRange(query.month) });
    const location = `/api/locations/${locationId}`;
    const answer: Occupancy = {
      '@id': `/api/desk/occupancy?location=${encodeURIComponent(location)}&month=${query.month}`,
      ...occupancyGrid(rows, location, query.month, readContext(c).language),
    };
    return jsonLd(answer);
  });
  return app;
}
