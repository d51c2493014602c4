import type { Params } from './form-body.ts';
import type { Caller } from './operation-context.ts';
import { authenticationError, invalidRequest, StripeApiError } from './stripe-errors.ts';

/** Who the request authenticated as, and under which connected account it acts. */
export type RequestIdentity = { caller: Caller; apiKey: string; account: string | null };

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

function keyFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, value] = header.split(' ', 2);
  if (scheme?.toLowerCase() === 'bearer') return value?.trim();
  // `curl -u sk_test_…:` sends Basic auth with the key as the user name; Stripe accepts it too.
  if (scheme?.toLowerCase() === 'basic' && value)
    return Buffer.from(value, 'base64').toString('utf8').split(':')[0];
  return undefined;
}

function masked(key: string): string {
  return `${key.slice(0, key.indexOf('_', 3) + 1)}****${key.slice(-4)}`;
}

/**
 * Checks the API key: test secret keys (`sk_test_…`, `rk_test_…`) for everything; test publishable keys
 * (`pk_test_…`, sent as `key` the way Stripe.js sends it, or as a bearer token) only where a browser may
 * call. Live keys are refused: nothing here may ever look like a real payment.
 */
export function authenticate(
  headers: Record<string, string | undefined>,
  params: Params,
  clientAllowed: boolean,
): RequestIdentity {
  const fromParams = typeof params.key === 'string' ? params.key : undefined;
  const apiKey = keyFromHeader(headers.authorization) ?? fromParams;
  if (!apiKey) throw authenticationError(NO_KEY);
  let caller: Caller;
  if (/^(sk|rk)_test_\w+$/.test(apiKey)) caller = 'secret';
  else if (/^pk_test_\w+$/.test(apiKey)) caller = 'publishable';
  else throw authenticationError(`Invalid API Key provided: ${masked(apiKey)}`);
  if (caller === 'publishable' && !clientAllowed) {
    throw new StripeApiError(401, {
      type: 'invalid_request_error',
      message:
        'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
    });
  }
  const account = headers['stripe-account'] || null;
  if (account !== null && !/^acct_\w+$/.test(account)) {
    throw invalidRequest(
      `The provided key '${masked(apiKey)}' does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
      {
        status: 403,
      },
    );
  }
  return { caller, apiKey, account };
}
