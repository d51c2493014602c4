import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ApiEnv } from '../api/context.ts';
import type { Clock } from '../clock.ts';
import type { Orm } from '../db/database.ts';
import { ProblemError } from '../hydra/problem.ts';
import { csrfTokenOf, STAFF_SESSION_HOURS, staffOfToken } from './staff-users.ts';

// The desk's session cookie (issue 17). The desk is our own page on our own origin, so the cookie is a
// first-party one: SameSite=Strict (no other site's link or form carries it), HttpOnly, Path=/ (desk
// pages and /api), and Secure with the `__Host-` prefix whenever the server is reached over HTTPS.
// Writes also need the session's CSRF token in `X-CSRF-Token`, which only the desk's own page can read,
// and requests from any other page (even one of the same site) get nothing from the cookie.

const COOKIE = 'bf_desk';
const SECURE_COOKIE = `__Host-${COOKIE}`;

/** The header desk writes carry the CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';

function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

/** Sets the desk cookie on the answer. */
export function setDeskCookie(c: Context, token: string): void {
  const secure = isHttps(c);
  setCookie(c, secure ? SECURE_COOKIE : COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    maxAge: STAFF_SESSION_HOURS * 3600,
  });
}

/** Tells the browser to forget the desk cookie. */
export function clearDeskCookie(c: Context): void {
  const secure = isHttps(c);
  deleteCookie(c, secure ? SECURE_COOKIE : COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Strict' });
}

/** The desk cookie's secret, if the request carries one of our length. */
export function deskToken(c: Context): string | null {
  const token = getCookie(c, SECURE_COOKIE) ?? getCookie(c, COOKIE);
  return token && token.length <= 64 ? token : null;
}

/**
 * Whether the request comes from one of our own pages. Browsers say so in `Sec-Fetch-Site`; a client
 * that sends no such header (a script, an old browser) must not name another origin.
 */
export function fromOwnPage(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = c.req.header('origin');
  return origin === undefined || origin === new URL(c.req.url).origin;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Puts the signed-in desk user on the request: `c.get('desk')`, and the caller as staff of their partner
 * (named, so the audit trail says who). Only when no API key is sent; a key decides alone. A write with
 * a session but without its CSRF token is refused before any route runs.
 */
export function deskSession(db: Orm, clock: Clock): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = deskToken(c);
    const keyless = c.get('caller')?.kind === 'public';
    if (token && keyless && fromOwnPage(c)) {
      const identity = await staffOfToken(db, token, clock.now());
      if (identity) {
        if (UNSAFE.has(c.req.method) && c.req.header(CSRF_HEADER) !== csrfTokenOf(token)) {
          throw new ProblemError('csrf_token_invalid');
        }
        c.set('desk', identity);
        c.set('caller', {
          kind: 'staff',
          partnerId: identity.partnerId,
          keyId: 0,
          staffUser: {
            id: identity.staffUserId,
            name: identity.name,
            role: identity.role,
            locationIds: identity.locationIds,
          },
        });
      }
    }
    // A desk write (it carries the CSRF header only the desk sends) whose session ended is told to sign
    // in again, rather than getting the 404 a visitor route gives a caller it does not know.
    if (!c.get('desk') && keyless && UNSAFE.has(c.req.method) && c.req.header(CSRF_HEADER) !== undefined) {
      throw new ProblemError('desk_sign_in_required');
    }
    await next();
    if (c.get('desk')) c.res.headers.set('Cache-Control', 'private, no-store');
  };
}
