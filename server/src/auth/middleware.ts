import type { MiddlewareHandler } from 'hono';
import { type ApiEnv, BEARER_CHALLENGE } from '../api/context.ts';
import type { Orm } from '../db/database.ts';
import { ProblemError } from '../hydra/problem.ts';
import { callerForKey } from './staff-keys.ts';

/**
 * Resolves `Authorization: Bearer <key>` into the request's caller. No header: the public. A header that is
 * not a valid key is a 401, also on reads, so a mistyped key never silently reads as the public.
 */
export function staffAuth(db: Orm): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined || header.trim() === '') {
      c.set('caller', { kind: 'public' });
      await next();
      // Answers differ by key and (translated names) by language: caches must keep them apart.
      c.res.headers.append('Vary', 'Authorization, Accept-Language');
      return;
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const caller = match ? await callerForKey(db, match[1]!) : null;
    if (!caller) {
      throw new ProblemError(
        'invalid_key',
        'The Authorization header does not hold a valid staff key (Bearer bfk_…); it may have been revoked.',
        { 'WWW-Authenticate': `${BEARER_CHALLENGE}, error="invalid_token"` },
      );
    }
    c.set('caller', caller);
    // Staff answers differ per key: never let a shared cache keep them.
    await next();
    c.res.headers.set('Cache-Control', 'private, no-store');
    c.res.headers.append('Vary', 'Authorization, Accept-Language');
  };
}
