import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import type { ApiEnv } from '../api/context.ts';
import { jsonLd } from '../hydra/context.ts';
import { API_DESCRIPTION } from './description.ts';
import { entrypoint, hydraDocumentation } from './hydra.ts';
import { openApiDocument } from './openapi.ts';
import { docsPage } from './page.ts';

function version(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** `/api` (Hydra entrypoint), `/api/docs.json` (OpenAPI), `/api/docs.jsonld` (Hydra), `/api/docs` (HTML). */
export function docsRoutes(): Hono<ApiEnv> {
  // Built once: the documents depend only on the resource descriptions.
  const openApi = openApiDocument(version());
  const openApiText = JSON.stringify(openApi);
  const hydra = JSON.stringify(hydraDocumentation(API_DESCRIPTION));
  const page = docsPage(openApi);
  const cache = { 'Cache-Control': 'public, max-age=300' };
  const app = new Hono<ApiEnv>();
  app.get('/', () => jsonLd(entrypoint()));
  app.get('/docs.json', (c) =>
    c.body(openApiText, 200, { 'Content-Type': 'application/json; charset=utf-8', ...cache }),
  );
  app.get('/docs.jsonld', (c) =>
    c.body(hydra, 200, { 'Content-Type': 'application/ld+json; charset=utf-8', ...cache }),
  );
  app.get('/docs', (c) =>
    c.body(page, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      // Nothing on the page runs or loads from elsewhere; say so to the browser too.
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
      ...cache,
    }),
  );
  return app;
}
