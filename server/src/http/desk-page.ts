import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { IMMUTABLE_CACHE } from './assets.ts';

/**
 * The venue's desk page (`/desk/`, a build of its own under dist/desk/). It is the same page for
 * everyone: what it shows comes from `/api/desk/…` with the staff user's session, and without one it
 * shows only the sign-in form. Never framed, never indexed, scripts from this origin only.
 */
export const DESK_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // The catalogue's screens (react-admin on MUI, issue 17) style through Emotion's <style> elements and
  // style attributes (popper positions), which no nonce covers; scripts stay this origin's only.
  "style-src 'self' 'unsafe-inline'",
  // Location photos and partner logos may live on the partner's own site.
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const pageHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Content-Security-Policy', DESK_PAGE_CSP);
  c.res.headers.set('X-Frame-Options', 'DENY');
  c.res.headers.set('Referrer-Policy', 'no-referrer');
  c.res.headers.set('X-Robots-Tag', 'noindex');
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
};

/** `/desk` and its assets; `deskDir` is dist/desk/. */
export function deskPageRoutes(deskDir: string): Hono {
  const app = new Hono();
  app.get('/', (c) => c.redirect('/desk/', 301));
  app.get('/assets/*', pageHeaders, async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', IMMUTABLE_CACHE);
  });
  app.get(
    '/assets/*',
    serveStatic({ root: deskDir, rewriteRequestPath: (path) => path.replace(/^\/desk/, '') }),
  );
  // A missing asset (an old page asking for a chunk of an earlier build) is a 404, not the page.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('/*', pageHeaders, async (c) => {
    const index = join(deskDir, 'index.html');
    if (!existsSync(index)) {
      return c.html(
        '<!doctype html><title>Desk not built</title><p>The desk is not built yet: run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>',
        503,
      );
    }
    c.header('Cache-Control', 'no-cache');
    return serveStatic({ root: deskDir, path: 'index.html' })(c, async () => {});
  });
  return app;
}
