import { Hono } from 'hono';
import type { HallsSuitableAnswer } from '../../../../src/contracts/queries.schema.ts';
import { type ApiEnv, readContext } from '../../api/context.ts';
import type { Orm } from '../../db/database.ts';
import { jsonLd } from '../../hydra/context.ts';
import { badRequest, notFound } from '../../hydra/problem.ts';
import { type SuitableQuery, suitableHalls } from './halls-suitable.query.ts';
import {
  booleanParam,
  countParam,
  dateParam,
  referenceParam,
  required,
  timeParam,
  trailingId,
} from './params.ts';

/** The parameters of spec §7, validated; bad times, dates or pax are 400 problems. */
export function parseSuitableQuery(query: URLSearchParams): SuitableQuery {
  const startTime = timeParam('startTime', required(query, 'startTime'));
  const endTime = timeParam('endTime', required(query, 'endTime'), true);
  if (endTime <= startTime) throw badRequest('invalid_time_range', 'endTime must be after startTime.');
  const optional = (name: string) => {
    const value = query.get(name)?.trim();
    return value ? value : null;
  };
  const emplacement = optional('emplacement');
  const self = optional('reservationDayHall');
  const available = optional('available');
  return {
    locationId: referenceParam('location', required(query, 'location'), 'locations'),
    date: dateParam('date', required(query, 'date')),
    startTime,
    endTime,
    pax: countParam('pax', required(query, 'pax')),
    emplacementId: emplacement === null ? null : referenceParam('emplacement', emplacement, 'emplacements'),
    selfDayHallId: self === null ? null : trailingId('reservationDayHall', self),
    available: available === null ? null : booleanParam('available', available),
    name: optional('name'),
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
