import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * Decides which origin may call the API. The seam for partner allow-lists (design.md: "CORS limited to
 * the partner's allowed origins", a later issue reads `partners.allowed_origins`): return the origin to
 * echo, `'*'`, or null to refuse.
 */
export type CorsPolicy = (origin: string, c: Context) => string | null | Promise<string | null>;

/** Today's policy: public catalogue reads from anywhere, without credentials (we set no cookies). */
export const openCorsPolicy: CorsPolicy = () => '*';

/** CORS for `/api/*`, preflight included. */
export function apiCors(policy: CorsPolicy): MiddlewareHandler {
  return cors({
    origin: (origin, c) => policy(origin, c),
    allowMethods: ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Staff tools may run in a browser: their key travels in Authorization, never in a cookie.
    allowHeaders: [
      'Accept',
      'Accept-Language',
      'Authorization',
      'Content-Type',
      'Idempotency-Key',
      'username',
      'key',
    ],
    // Content-Disposition: the widget on a partner's site reads the offer PDF's file name.
    exposeHeaders: ['Link', 'Location', 'Retry-After', 'Idempotent-Replayed', 'Content-Disposition'],
    maxAge: 600,
  });
}

/** `Access-Control-Allow-Origin: *` on files any site may load (widget script, chunks, fonts, media). */
export const anyOrigin: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Access-Control-Allow-Origin', '*');
};
