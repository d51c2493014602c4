import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { ProblemError } from '../hydra/problem.ts';
import type { Logger } from '../logger.ts';

/** `GET /health`: ok with the database kind when the database answers, else a 503 problem. */
export function healthRoutes(db: Database, logger: Logger): Hono {
  const app = new Hono();
  app.get('/', async () => {
    try {
      await db.query('select 1');
      return Response.json({ status: 'ok', database: db.kind });
    } catch (error) {
      logger.error({ err: error }, 'health check failed');
      throw new ProblemError('database_unavailable');
    }
  });
  return app;
}
