import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { anyOrigin } from './cors.ts';

/** Cache policy of the loader: short, so a new release reaches every partner site within minutes. */
export const LOADER_CACHE = 'public, max-age=300';

/** Cache policy of hashed build files: their name changes with their content. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Where the static files live; injectable so tests serve a fixture build. */
export type StaticRoots = { demoDir: string; widgetDir: string; deskDir?: string; onboardingDir?: string };

function cacheControl(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', value);
  };
}

// serveStatic only sends Vary when it picked a compressed sibling; a cache must key on Accept-Encoding
// for the identity response too, or it may hand it (or a .br) to the wrong client.
const varyOnEncoding: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.ok) return;
  const vary = c.res.headers.get('Vary');
  if (!vary?.toLowerCase().includes('accept-encoding')) c.res.headers.append('Vary', 'Accept-Encoding');
};

/** The widget loader, its hashed chunks and the demo pages. */
export function assetRoutes({ demoDir, widgetDir }: StaticRoots): Hono {
  const app = new Hono();

  app.get(
    '/booking-form.js',
    anyOrigin,
    cacheControl(LOADER_CACHE),
    varyOnEncoding,
    serveStatic({ root: widgetDir, path: 'booking-form.js', precompressed: true }),
  );
  app.get(
    '/widget/assets/*',
    anyOrigin,
    cacheControl(IMMUTABLE_CACHE),
    varyOnEncoding,
    serveStatic({
      root: widgetDir,
      rewriteRequestPath: (path) => path.replace(/^\/widget/, ''),
      precompressed: true,
    }),
  );
  // Other build outputs (e.g. an entry next to the loader) are not hashed: cache them like the loader.
  app.get(
    '/widget/*',
    anyOrigin,
    cacheControl(LOADER_CACHE),
    varyOnEncoding,
    serveStatic({
      root: widgetDir,
      rewriteRequestPath: (path) => path.replace(/^\/widget/, ''),
      precompressed: true,
    }),
  );

  // Demo pages: `/` is index.html, `/two` or `/two.html` is demo/two.html, and the
  // page's own assets (css, images); TypeScript sources are never served.
  app.get('/*', cacheControl('no-cache'), async (c, next) => {
    const path = c.req.path;
    if (path.endsWith('.ts') || path.endsWith('.tsx')) return next();
    const html = path === '/' ? '/index.html' : `${path}.html`;
    const candidate = join(demoDir, html);
    const rewritten =
      !path.includes('.') && existsSync(candidate) && statSync(candidate).isFile() ? html : path;
    return serveStatic({
      root: demoDir,
      path: rewritten === path ? undefined : rewritten,
      precompressed: true,
    })(c, next);
  });

  return app;
}
