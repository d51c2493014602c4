import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ApiEnv } from '../api/context.ts';
import type { Clock } from '../clock.ts';
import type { Orm } from '../db/database.ts';
import { SESSION_PATHS } from '../http/cors.ts';
import { SESSION_DAYS, sessionOfToken } from './visitor-sessions.ts';

// The visitor's session cookie (issue 21). The widget runs on the hotel's site and calls the API on
// ours, so the cookie is a third-party one: SameSite=None and Secure (browsers treat http://localhost as
// secure), Partitioned so it lives only under the hotel's site (CHIPS; browsers that block third-party
// cookies keep partitioned ones), HttpOnly so no script reads it. A session is also bound to the origin
// that signed in: a request from any other page gets nothing from the cookie, whatever the browser sends.

/** The cookie's name. */
export const VISITOR_COOKIE = 'bf_visitor';

const COOKIE_OPTIONS = {
  path: '/api',
  httpOnly: true,
  secure: true,
  sameSite: 'None',
  partitioned: true,
} as const;

/** Sets the session cookie on the answer. */
export function setVisitorCookie(c: Context, token: string): void {
  setCookie(c, VISITOR_COOKIE, token, { ...COOKIE_OPTIONS, maxAge: SESSION_DAYS * 86_400 });
}

/** Tells the browser to forget the session cookie. */
export function clearVisitorCookie(c: Context): void {
  deleteCookie(c, VISITOR_COOKIE, COOKIE_OPTIONS);
}

/** The origin a session of our own pages (the hosted page, the demo) is bound to. */
const SAME_ORIGIN = 'self';

/**
 * The page that made the request: `self` for one of our own pages (the browser says `Sec-Fetch-Site:
 * same-origin`, and sends no `Origin` on a GET from there), else its `Origin` header; null when it cannot
 * be told. Behind a proxy our own address may be written many ways; the browser's word needs none.
 */
export function callerOrigin(c: Context): string | null {
  if (c.req.header('sec-fetch-site') === 'same-origin') return SAME_ORIGIN;
  const origin = c.req.header('origin');
  return origin && origin !== 'null' ? origin : null;
}

/**
 * Puts the signed-in visitor on the request (`c.get('visitor')`) when its cookie and origin hold. Only
 * on the paths a session opens: our own pages send the cookie with every catalogue read too, and those
 * need no database lookup and stay the same for everyone.
 */
export function visitorSession(db: Orm, clock: Clock): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = getCookie(c, VISITOR_COOKIE);
    // Our tokens are 43 characters; anything far longer is not one and is not looked up.
    if (token && token.length <= 64 && SESSION_PATHS.test(c.req.path)) {
      const session = await sessionOfToken(db, token, clock.now());
      if (session && session.origin === callerOrigin(c)) c.set('visitor', session);
    }
    await next();
    // What a session opens is that visitor's alone: no cache may keep it.
    if (c.get('visitor')) c.res.headers.set('Cache-Control', 'private, no-store');
  };
}
