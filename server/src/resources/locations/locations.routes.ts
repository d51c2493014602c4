import { Hono } from 'hono';
import type { Orm } from '../../db/database.ts';
import { hydraCollection } from '../../hydra/collection.ts';
import { contextIri, jsonLd } from '../../hydra/context.ts';
import { routeId } from '../../hydra/ids.ts';
import { parsePagination } from '../../hydra/pagination.ts';
import { notFound } from '../../hydra/problem.ts';
import { partnersRepository } from '../partners/partners.repository.ts';
import { locationsRepository } from './locations.repository.ts';
import { parsePartnerReference } from './partner-reference.ts';

/** `GET /api/locations?partner=` (available locations of one partner) and `GET /api/locations/{id}`. */
export function locationsRoutes(db: Orm): Hono {
  const repository = locationsRepository(db);
  const partners = partnersRepository(db);
  const app = new Hono();

  app.get('/', async (c) => {
    const url = new URL(c.req.url);
    const reference = parsePartnerReference(url.searchParams.get('partner'));
    const pagination = parsePagination(url.searchParams);
    const partnerId =
      'slug' in reference
        ? await partners.idBySlug(reference.slug)
        : (await partners.findById(reference.id))
          ? reference.id
          : null;
    if (partnerId === null) {
      const name = 'slug' in reference ? reference.slug : reference.id;
      throw notFound('partner_not_found', `Partner ${name} does not exist.`);
    }
    const page = await repository.listAvailable(partnerId, pagination);
    return jsonLd(hydraCollection('Location', url, pagination, page));
  });

  app.get('/:id', async (c) => {
    const id = routeId(c.req.param('id'), 'location_not_found', 'Location');
    const location = await repository.findAvailable(id);
    if (!location) throw notFound('location_not_found', `Location ${id} does not exist or is not available.`);
    return jsonLd({ '@context': contextIri('Location'), ...location });
  });

  return app;
}
