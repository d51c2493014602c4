import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * Decides which origin may call the API. The seam for partner allow-lists (design.md: "CORS limited to
 * the partner's allowed origins", a later issue reads `partners.allowed_origins`): return the origin to
 * echo, `'*'`, or null to refuse.
 */
export type CorsPolicy = (origin: string, c: Context) => string | null | Promise<string | null>;

/** Today's policy: any page may call the API (the catalogue without credentials: we set no cookies there). */
export const openCorsPolicy: CorsPolicy = () => '*';

/**
 * The paths a returning visitor's session cookie opens (issue 21): one booking and its parts, and the
 * sign-in endpoints. Their answers name the calling origin (never `*`) and allow credentials, because a
 * browser sends the cookie only then. That opens nothing to other sites: a session is honoured only for
 * requests from the origin that signed in (auth/visitor-session-middleware.ts), and staff keys never
 * travel in cookies.
 */
export const SESSION_PATHS = /^\/api\/(booking\/|[a-z0-9_-]+\/oauth2\/)/;

/** CORS for `/api/*`, preflight included; credentials on the session's paths only. */
export function apiCors(policy: CorsPolicy): MiddlewareHandler {
  const open = corsWith(policy, false);
  const credentialed = corsWith(async (origin, c) => {
    const allowed = await policy(origin, c);
    return allowed === '*' ? origin || null : allowed;
  }, true);
  return (c, next) => (SESSION_PATHS.test(c.req.path) ? credentialed(c, next) : open(c, next));
}

function corsWith(policy: CorsPolicy, credentials: boolean): MiddlewareHandler {
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
    credentials,
    maxAge: 600,
  });
}

/** `Access-Control-Allow-Origin: *` on files any site may load (widget script, chunks, fonts, media). */
export const anyOrigin: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Access-Control-Allow-Origin', '*');
};
