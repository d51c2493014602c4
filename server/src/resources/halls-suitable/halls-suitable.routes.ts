import { Hono } from 'hono';
import {
  type HallsSuitableAnswer,
  hallsSuitableQueryEntries,
  hallsSuitableQuerySchema,
} from '../../../../src/contracts/queries.schema.ts';
import { type ApiEnv, readContext } from '../../api/context.ts';
import type { Orm } from '../../db/database.ts';
import { jsonLd } from '../../hydra/context.ts';
import { notFound } from '../../hydra/problem.ts';
import { type SuitableQuery, suitableHalls } from './halls-suitable.query.ts';
import { parseQuery } from './params.ts';

const PROBLEMS = {
  codes: {
    startTime: 'invalid_time',
    endTime: 'invalid_time',
    location: 'invalid_filter',
    date: 'invalid_date',
    pax: 'invalid_pax',
    emplacement: 'invalid_filter',
    reservationDayHall: 'invalid_filter',
    available: 'invalid_filter',
    name: 'invalid_filter',
  },
  order: [
    'startTime',
    'endTime',
    'location',
    'date',
    'pax',
    'emplacement',
    'reservationDayHall',
    'available',
    'name',
  ],
  rangeCode: 'invalid_time_range',
  rangeAfter: 'endTime',
} as const;

/** The parameters of spec §7, validated by their contract; bad times, dates or pax are 400 problems. */
export function parseSuitableQuery(query: URLSearchParams): SuitableQuery {
  const q = parseQuery(hallsSuitableQuerySchema, hallsSuitableQueryEntries, PROBLEMS, query);
  return {
    locationId: q.location,
    date: q.date,
    startTime: q.startTime,
    endTime: q.endTime,
    pax: q.pax,
    emplacementId: q.emplacement ?? null,
    selfDayHallId: q.reservationDayHall ?? null,
    available: q.available ?? null,
    name: q.name ?? null,
  };
}

/** `GET /api/halls_suitable`: every hall of the location with its capacity and one state, best fit first. */
export function hallsSuitableRoutes(db: Orm): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/', async (c) => {
    const url = new URL(c.req.url);
    const query = parseSuitableQuery(url.searchParams);
    const halls = await suitableHalls(db, query, readContext(c).caller);
    if (halls === null) throw notFound('location_not_found', `Location ${query.locationId} does not exist.`);
    return jsonLd({
      '@id': `${url.pathname}${url.search}`,
      '@type': 'Collection',
      totalItems: halls.length,
      member: halls.map((hall) => ({
        '@id': `/api/halls/${hall.id}`,
        '@type': 'HallSuitability',
        ...hall,
        // Spec §5: a hall too small for the group names the most it seats in that layout.
        ...(hall.state === 'too_small' ? { maxCapacity: hall.capacity } : {}),
      })),
    } satisfies HallsSuitableAnswer);
  });
  return app;
}
