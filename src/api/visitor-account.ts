/**
 * A returning visitor's account calls (spec §5, §7 `GET /api/{crm-provider}/oauth2/user/bookings`):
 * ask for a sign-in link, redeem its code for the session cookie, who is signed in, their bookings, and
 * sign out. Every call carries the API origin's cookies (the session); nothing else of the widget does.
 * Our provider is `email` (a one-time link); another provider would be another path segment.
 */
import type {
  SignInRequested,
  VisitorBookings,
  VisitorSessionAnswer,
} from '../contracts/visitor-session.schema.ts';
import type { Locale } from '../domain/locale.ts';
import type { ApiClient } from './client.ts';
import type { ApiResult } from './result.ts';

const BASE = '/api/email/oauth2';

/** The account calls over one client. */
export function visitorAccountApi(client: ApiClient) {
  const withSession = { credentials: 'include' } as const;
  return {
    /** Sends a sign-in link to `email` for the partner's bookings; the answer is the same for any address. */
    requestLink(partner: string, email: string, locale: Locale): Promise<ApiResult<SignInRequested>> {
      return client.request(`${BASE}/authorize`, { method: 'POST', body: { partner, email, locale } });
    },
    /** Redeems a link's code: the server sets the session cookie. */
    redeem(code: string): Promise<ApiResult<VisitorSessionAnswer>> {
      return client.request(`${BASE}/callback`, { method: 'POST', body: { code }, ...withSession });
    },
    /** Who is signed in here (401 `not_signed_in` when nobody). */
    user(signal?: AbortSignal): Promise<ApiResult<VisitorSessionAnswer>> {
      return client.request(`${BASE}/user`, { signal, ...withSession });
    },
    /** The signed-in visitor's bookings at the partner, newest first. */
    bookings(signal?: AbortSignal): Promise<ApiResult<VisitorBookings>> {
      return client.request(`${BASE}/user/bookings`, { signal, ...withSession });
    },
    /** Ends the session. */
    signOut(): Promise<ApiResult<unknown>> {
      return client.request(`${BASE}/sign_out`, { method: 'POST', ...withSession });
    },
  };
}

/** The account calls. */
export type VisitorAccountApi = ReturnType<typeof visitorAccountApi>;
