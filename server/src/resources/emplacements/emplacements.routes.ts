import { Hono } from 'hono';
import type { Orm } from '../../db/database.ts';
import { hydraCollection } from '../../hydra/collection.ts';
import { contextIri, jsonLd } from '../../hydra/context.ts';
import { routeId } from '../../hydra/ids.ts';
import { parsePagination } from '../../hydra/pagination.ts';
import { notFound } from '../../hydra/problem.ts';
import { emplacementsRepository } from './emplacements.repository.ts';

/** `GET /api/emplacements` and `GET /api/emplacements/{id}`. */
export function emplacementsRoutes(db: Orm): Hono {
  const repository = emplacementsRepository(db);
  const app = new Hono();

  app.get('/', async (c) => {
    const url = new URL(c.req.url);
    const pagination = parsePagination(url.searchParams);
    return jsonLd(hydraCollection('Emplacement', url, pagination, await repository.list(pagination)));
  });

  app.get('/:id', async (c) => {
    const id = routeId(c.req.param('id'), 'emplacement_not_found', 'Emplacement');
    const emplacement = await repository.findById(id);
    if (!emplacement) throw notFound('emplacement_not_found', `Emplacement ${id} does not exist.`);
    return jsonLd({ '@context': contextIri('Emplacement'), ...emplacement });
  });

  return app;
}
