import type { Context } from 'hono';
import type { StaffIdentity } from '../auth/staff-users.ts';
import type { VisitorSession } from '../auth/visitor-sessions.ts';
import { ProblemError } from '../hydra/problem.ts';
import type { Caller, ReadContext } from './resource.ts';

/**
 * The Hono environment of API routes: the auth middleware puts the caller here, the visitor-session
 * middleware the signed-in visitor (a returning visitor's cookie) when there is one, the desk middleware
 * the signed-in staff user, and the routes the
 * deployment's error-reporting DSN (partner reads carry it to the widget).
 */
export type ApiEnv = {
  Variables: {
    caller: Caller;
    visitor: VisitorSession | undefined;
    /** The desk user signed in by cookie (issue 17), when there is one. */
    desk: StaffIdentity | undefined;
    errorReportingDsn: string | null;
  };
};

/** The language readers get when they ask for none (spec §9 fallback locale). */
export const DEFAULT_LANGUAGE = 'en-US';

/** The most preferred language tag of an `Accept-Language` header (q-values respected), or en-US. */
export function preferredLanguage(header: string | undefined): string {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(entry.tag) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag ?? DEFAULT_LANGUAGE;
}

/** The caller and language of a request. */
export function readContext(c: Context<ApiEnv>): ReadContext {
  return {
    caller: c.get('caller') ?? { kind: 'public' },
    language: preferredLanguage(c.req.header('accept-language')),
    errorReportingDsn: c.get('errorReportingDsn') ?? null,
  };
}

/** The `WWW-Authenticate` challenge of 401 answers. */
export const BEARER_CHALLENGE = 'Bearer realm="booking-form"';

/** Staff of one partner, or a 401 (no key) / 403 (a platform key) problem. */
export function requireStaff(c: Context<ApiEnv>): Extract<Caller, { kind: 'staff' }> {
  const caller = readContext(c).caller;
  if (caller.kind === 'staff') return caller;
  if (caller.kind === 'platform') {
    throw new ProblemError('partner_key_required', 'This write needs a staff key bound to a partner.');
  }
  throw new ProblemError(
    'authentication_required',
    'Writes need a staff key: send Authorization: Bearer <key> (create one with npm run staff-key).',
    { 'WWW-Authenticate': BEARER_CHALLENGE },
  );
}
