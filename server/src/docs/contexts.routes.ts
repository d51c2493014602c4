import { Hono } from 'hono';
import type { ApiEnv } from '../api/context.ts';
import { jsonLd } from '../hydra/context.ts';
import { notFound } from '../hydra/problem.ts';
import { resourceByType } from '../resources/registry.ts';
import { entrypointContext } from './hydra.ts';
import { contextDocument, syncSummaryContext } from './jsonld-context.ts';

/** `GET /api/contexts/{type}`: the JSON-LD context of a resource, of the entrypoint or of a sync summary. */
export function contextRoutes(): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/:resource', (c) => {
    if (c.req.param('resource') === 'SyncSummary') return jsonLd(syncSummaryContext());
    if (c.req.param('resource') === 'Entrypoint') return jsonLd(entrypointContext());
    const resource = resourceByType(c.req.param('resource'));
    if (!resource) throw notFound('context_not_found', `No JSON-LD context ${c.req.param('resource')}.`);
    return jsonLd(contextDocument(resource));
  });
  return app;
}
