import { Hono } from 'hono';
import type { Orm } from '../../db/database.ts';
import { hydraCollection } from '../../hydra/collection.ts';
import { contextIri, jsonLd } from '../../hydra/context.ts';
import { routeId } from '../../hydra/ids.ts';
import { parsePagination } from '../../hydra/pagination.ts';
import { notFound } from '../../hydra/problem.ts';
import { partnersRepository } from './partners.repository.ts';

/** `GET /api/partners` (filter `slug`) and `GET /api/partners/{id}`. */
export function partnersRoutes(db: Orm): Hono {
  const repository = partnersRepository(db);
  const app = new Hono();

  app.get('/', async (c) => {
    const url = new URL(c.req.url);
    const pagination = parsePagination(url.searchParams);
    // An unknown slug is an empty collection (a filter that matches nothing), as Hydra clients expect.
    const page = await repository.list({ slug: url.searchParams.get('slug') }, pagination);
    return jsonLd(hydraCollection('Partner', url, pagination, page));
  });

  app.get('/:id', async (c) => {
    const id = routeId(c.req.param('id'), 'partner_not_found', 'Partner');
    const partner = await repository.findById(id);
    if (!partner) throw notFound('partner_not_found', `Partner ${id} does not exist.`);
    return jsonLd({ '@context': contextIri('Partner'), ...partner });
  });

  return app;
}
