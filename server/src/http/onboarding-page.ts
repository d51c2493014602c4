import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { IMMUTABLE_CACHE } from './assets.ts';

/**
 * The partner-onboarding page (`/onboarding`, issue 19; a build of its own under dist/onboarding/): a
 * partner picks its settings, sees the widget live and copies its embed code. Scripts and styles from
 * this origin only; the live widget's `<style>` elements carry the response's style nonce, which the
 * page reads from a meta tag (no script nonce exists, so no partner script the widget might add runs).
 */
export function onboardingPageCsp(styleNonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${styleNonce}'`,
    // Partner logos and location photos may live on the partner's own site.
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const NONCE_SLOT = '__STYLE_NONCE__';

const assetHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.ok) c.res.headers.set('Cache-Control', IMMUTABLE_CACHE);
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
};

/** `/onboarding` and its assets; `dir` is dist/onboarding/. */
export function onboardingPageRoutes(dir: string): Hono {
  const app = new Hono();
  app.get(
    '/assets/*',
    assetHeaders,
    serveStatic({ root: dir, rewriteRequestPath: (p) => p.replace(/^\/onboarding/, '') }),
  );
  // A missing asset (an old page asking for a file of an earlier build) is a 404, not the page.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  const page = (c: Context) => {
    const index = join(dir, 'index.html');
    if (!existsSync(index)) {
      return c.html(
        '<!doctype html><title>Onboarding page not built</title><p>The onboarding page is not built yet: run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>',
        503,
      );
    }
    const nonce = randomBytes(16).toString('base64');
    return c.body(readFileSync(index, 'utf8').replace(NONCE_SLOT, nonce), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': onboardingPageCsp(nonce),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
  };
  app.get('/', page);
  // `/onboarding/` too; nothing else below /onboarding is served (its sources in demo/ stay private).
  app.get('/*', (c) =>
    ['/onboarding/', '/onboarding/index.html'].includes(c.req.path) ? page(c) : c.text('Not found', 404),
  );
  return app;
}
