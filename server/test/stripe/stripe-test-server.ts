import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { decodeBody, decodeForm, type Params } from './form-body.ts';
import { IdempotencyCache, requestFingerprint } from './idempotency.ts';
import type { OperationContext } from './operation-context.ts';
import { failPaymentIntent, settlePaymentIntent } from './payment-intent-confirmation.ts';
import { authenticate } from './request-auth.ts';
import { findRoute, type RouteContext } from './routes.ts';
import { invalidRequest, StripeApiError } from './stripe-errors.ts';
import { newId, unixSeconds } from './stripe-ids.ts';
import type {
  Charge,
  PaymentIntent,
  PaymentMethod,
  SetupIntent,
  StripeEvent,
  StripeObject,
} from './stripe-objects.ts';
import { StripeStore } from './stripe-store.ts';
import type {
  RecordedRequest,
  StripeTestServer,
  StripeTestServerOptions,
} from './stripe-test-server.types.ts';
import { WebhookDispatcher } from './webhook-dispatcher.ts';

export type {
  RecordedRequest,
  StripeTestServer,
  StripeTestServerOptions,
} from './stripe-test-server.types.ts';

// Events carry the version the installed SDK pins until a request names another.
const DEFAULT_API_VERSION: string = Stripe.API_VERSION;
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers':
    'authorization, content-type, stripe-account, stripe-version, idempotency-key',
  'access-control-expose-headers': 'request-id, idempotent-replayed',
  'access-control-max-age': '600',
};

/**
 * Starts a local HTTP server that answers the PaymentIntent, SetupIntent, Refund, Charge and Event calls
 * of Stripe's API in Stripe's shapes, for the `stripe` SDK (`host`/`port`/`protocol`) and for the
 * Stripe.js test double, and sends every event to the webhook endpoint signed as Stripe signs them.
 */
export async function startStripeTestServer(options: StripeTestServerOptions): Promise<StripeTestServer> {
  const now = options.now ?? (() => new Date());
  const store = new StripeStore();
  const dispatcher = new WebhookDispatcher(options);
  const idempotency = new IdempotencyCache();
  const requests: RecordedRequest[] = [];
  let accountApiVersion = options.apiVersion ?? null;

  function context(
    account: string | null,
    caller: 'secret' | 'publishable',
    request: { id: string | null; idempotencyKey: string | null; apiVersion: string | null },
  ): RouteContext {
    const emit = (type: string, object: StripeObject) => {
      const event: StripeEvent = {
        id: newId('evt'),
        object: 'event',
        ...(account ? { account } : {}),
        api_version: request.apiVersion ?? accountApiVersion ?? DEFAULT_API_VERSION,
        created: unixSeconds(now()),
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: dispatcher.endpointUrl() === null ? 0 : 1,
        request: { id: request.id, idempotency_key: request.idempotencyKey },
        type,
      };
      dispatcher.publish(event);
    };
    const events = () => dispatcher.events.filter((event) => (event.account ?? null) === account);
    return { store, account, caller, now, emit, events };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = newId('req');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : (value ?? ''),
      ]),
    );
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: decodeForm(url.search.slice(1)),
      headers,
      idempotencyKey: headers['idempotency-key'] || null,
      stripeAccount: headers['stripe-account'] || null,
      caller: null,
      body: {},
      status: 0,
      requestId,
    };
    const send = (status: number, body: string, extra: Record<string, string> = {}) => {
      record.status = status;
      requests.push(record);
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': requestId,
        'stripe-version': headers['stripe-version'] || accountApiVersion || DEFAULT_API_VERSION,
        ...CORS_HEADERS,
        ...extra,
      });
      res.end(body);
    };
    if (method === 'OPTIONS') {
      record.status = 204;
      requests.push(record);
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return;
    }
    let params: Params = record.query;
    let errorCode: string | undefined;
    let fingerprint = '';
    let scope = '';
    try {
      const text = await readBody(req);
      try {
        record.body = decodeBody(headers['content-type'], text);
      } catch {
        throw invalidRequest('Invalid request body: it could not be parsed.');
      }
      params = method === 'GET' ? record.query : record.body;
      const found = findRoute(method, url.pathname);
      if (!found) {
        throw invalidRequest(
          `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
          { status: 404 },
        );
      }
      const identity = authenticate(headers, params, found.route.client);
      record.caller = identity.caller;
      if (identity.caller === 'secret' && headers['stripe-version'] && accountApiVersion === null) {
        // The first version the merchant's server pins stands in for the account's default version.
        accountApiVersion = headers['stripe-version'];
      }
      if (method === 'POST' && record.idempotencyKey) {
        const keyScope = `${identity.apiKey}|${identity.account ?? ''}`;
        fingerprint = requestFingerprint(method, url.pathname, params);
        const kept = idempotency.lookup(keyScope, record.idempotencyKey, fingerprint);
        if (kept) {
          send(kept.status, kept.body, {
            'idempotent-replayed': 'true',
            'idempotency-key': record.idempotencyKey,
          });
          return;
        }
        // Only a request that got past the key check may keep its answer under the key.
        scope = keyScope;
      }
      const ctx = context(identity.account, identity.caller, {
        id: requestId,
        idempotencyKey: record.idempotencyKey,
        apiVersion: identity.caller === 'secret' ? headers['stripe-version'] || null : null,
      });
      const result = found.route.handler(ctx, params, found.id);
      finish(200, JSON.stringify(result, null, 2));
    } catch (error) {
      if (!(error instanceof StripeApiError)) {
        const message = error instanceof Error ? error.message : String(error);
        finish(
          500,
          JSON.stringify({ error: { type: 'api_error', message: `Test server fault: ${message}` } }, null, 2),
        );
        return;
      }
      errorCode = error.body.code;
      finish(
        error.status,
        JSON.stringify(
          {
            error: { ...error.body, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` },
          },
          null,
          2,
        ),
      );
    }

    function finish(status: number, body: string) {
      const extra: Record<string, string> = {};
      if (record.idempotencyKey && method === 'POST') {
        extra['idempotency-key'] = record.idempotencyKey;
        if (scope) idempotency.save(scope, record.idempotencyKey, fingerprint, { status, body }, errorCode);
      }
      if (status === 401) extra['www-authenticate'] = 'Bearer realm="Stripe"';
      // A fault of this test server is a bug to fix, not a blip the SDK should retry.
      if (status >= 500) extra['stripe-should-retry'] = 'false';
      send(status, body, extra);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = '127.0.0.1';

  /** Runs a test-side transition (no HTTP request) under the account the intent belongs to. */
  function asDashboard<T>(id: string, run: (ctx: OperationContext) => T): T {
    const kept = store.peek(id);
    if (!kept) throw new Error(`No object ${id} was created`);
    return run(context(kept.account, 'secret', { id: null, idempotencyKey: null, apiVersion: null }));
  }
  const inspect = <T>(id: string, kind: StripeObject['object']): T | undefined => {
    const kept = store.peek(id);
    return kept && kept.object.object === kind ? (structuredClone(kept.object) as T) : undefined;
  };

  return {
    url: `http://${host}:${port}`,
    host,
    port,
    protocol: 'http',
    sdkOptions: () => ({ host, port, protocol: 'http' }),
    events: dispatcher.events,
    deliveries: dispatcher.deliveries,
    requests,
    deliver: (eventId) => dispatcher.deliver(eventId),
    flush: () => dispatcher.flush(),
    idle: () => dispatcher.idle(),
    waitForDelivery: (predicate, timeoutMs) => dispatcher.waitForDelivery(predicate, timeoutMs),
    accountOf: (id) => store.peek(id)?.account,
    paymentIntent: (id) => inspect<PaymentIntent>(id, 'payment_intent'),
    setupIntent: (id) => inspect<SetupIntent>(id, 'setup_intent'),
    charge: (id) => inspect<Charge>(id, 'charge'),
    paymentMethod: (id) => inspect<PaymentMethod>(id, 'payment_method'),
    get refunds() {
      return structuredClone(store.all('refund'));
    },
    settle: (id) => asDashboard(id, (ctx) => settlePaymentIntent(ctx, id)),
    fail: (id) => asDashboard(id, (ctx) => failPaymentIntent(ctx, id)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
