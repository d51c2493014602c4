/**
 * A tiny client for the tests that speaks to the test server the way Stripe's clients do: form bodies with
 * bracket notation and indexed arrays (`a[b]=1`, `c[0]=x`, the encoding the `stripe` SDK documents and
 * Stripe.js uses), `Authorization: Bearer <key>` for servers, `key` + `client_secret` for browsers.
 */
export type WireParams = {
  [key: string]: string | number | boolean | WireParams | (string | number | WireParams)[];
};

/** The encoded form text of nested parameters. */
export function encodeParams(params: WireParams): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) add(`${key}[${index}]`, item);
    } else if (value !== null && typeof value === 'object') {
      for (const [child, item] of Object.entries(value)) add(`${key}[${child}]`, item);
    } else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}

/** An answer: status, headers and parsed JSON. */
export type WireAnswer = {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { error?: Record<string, unknown> };
};

type CallOptions = {
  key?: string;
  account?: string;
  idempotencyKey?: string;
  headers?: Record<string, string>;
};

/** Calls the server as a merchant's server does (secret key by default). */
export async function callApi(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  params: WireParams = {},
  options: CallOptions = {},
): Promise<WireAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  const key = options.key === undefined ? 'sk_test_wire' : options.key;
  if (key) headers.authorization = `Bearer ${key}`;
  if (options.account) headers['stripe-account'] = options.account;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const encoded = encodeParams(params);
  let url = `${baseUrl}${path}`;
  let body: string | undefined;
  if (method === 'GET') url += encoded ? `?${encoded}` : '';
  else {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = encoded;
  }
  const response = await fetch(url, { method, headers, body });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as WireAnswer['body'],
  };
}

/** Calls the server as Stripe.js does from a page: publishable key and client secret as parameters. */
export function callAsBrowser(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  publishableKey: string,
  clientSecret: string,
  params: WireParams = {},
  account?: string,
): Promise<WireAnswer> {
  return callApi(
    baseUrl,
    method,
    path,
    { key: publishableKey, client_secret: clientSecret, ...params },
    {
      key: '',
      ...(account ? { account } : {}),
    },
  );
}
