import type { Params } from './form-body.ts';
import type { OperationContext } from './operation-context.ts';
import { optionalInteger, optionalString } from './param-readers.ts';
import {
  authenticatePaymentIntent,
  capturePaymentIntent,
  confirmPaymentIntent,
} from './payment-intent-confirmation.ts';
import {
  cancelPaymentIntent,
  createPaymentIntent,
  retrievePaymentIntent,
  updatePaymentIntent,
} from './payment-intents.ts';
import {
  createRefund,
  listRefunds,
  retrieveCharge,
  retrievePaymentMethod,
  retrieveRefund,
} from './refunds.ts';
import {
  authenticateSetupIntent,
  cancelSetupIntent,
  confirmSetupIntent,
  createSetupIntent,
  retrieveSetupIntent,
} from './setup-intents.ts';
import { resourceMissing } from './stripe-errors.ts';
import type { StripeEvent } from './stripe-objects.ts';

/** What a route's handler gets: the operation context plus the events of the caller's account. */
export type RouteContext = OperationContext & { events: () => StripeEvent[] };

type Handler = (ctx: RouteContext, params: Params, id: string) => Record<string, unknown>;

/** One endpoint; `client` ones also accept a publishable key with the intent's client secret. */
export type Route = { method: 'GET' | 'POST'; pattern: RegExp; client: boolean; handler: Handler };

const ID = '([A-Za-z0-9_]+)';

function route(method: Route['method'], path: string, handler: Handler, client = false): Route {
  return { method, pattern: new RegExp(`^${path.replace(':id', ID)}$`), client, handler };
}

function retrieveEvent(ctx: RouteContext, _params: Params, id: string): Record<string, unknown> {
  const event = ctx.events().find((candidate) => candidate.id === id);
  if (!event) throw resourceMissing('event', id, 'id');
  return structuredClone(event);
}

function listEvents(ctx: RouteContext, params: Params): Record<string, unknown> {
  const type = optionalString(params, 'type');
  const limit = optionalInteger(params, 'limit') ?? 10;
  const matching = ctx
    .events()
    .filter(
      (event) =>
        !type || event.type === type || (type.endsWith('.*') && event.type.startsWith(type.slice(0, -1))),
    )
    .reverse();
  return {
    object: 'list',
    data: structuredClone(matching.slice(0, limit)),
    has_more: matching.length > limit,
    url: '/v1/events',
  };
}

/** Every endpoint the test server answers. */
export const ROUTES: readonly Route[] = [
  route('POST', '/v1/payment_intents', (ctx, params) => createPaymentIntent(ctx, params)),
  route('GET', '/v1/payment_intents/:id', (ctx, params, id) => retrievePaymentIntent(ctx, id, params), true),
  route('POST', '/v1/payment_intents/:id', (ctx, params, id) => updatePaymentIntent(ctx, id, params)),
  route('POST', '/v1/payment_intents/:id/cancel', (ctx, params, id) => cancelPaymentIntent(ctx, id, params)),
  route('POST', '/v1/payment_intents/:id/capture', (ctx, params, id) =>
    capturePaymentIntent(ctx, id, params),
  ),
  route(
    'POST',
    '/v1/payment_intents/:id/confirm',
    (ctx, params, id) => confirmPaymentIntent(ctx, id, params),
    true,
  ),
  route(
    'POST',
    '/test/payment_intents/:id/authenticate',
    (ctx, params, id) => authenticatePaymentIntent(ctx, id, params),
    true,
  ),
  route('POST', '/v1/setup_intents', (ctx, params) => createSetupIntent(ctx, params)),
  route('GET', '/v1/setup_intents/:id', (ctx, params, id) => retrieveSetupIntent(ctx, id, params), true),
  route('POST', '/v1/setup_intents/:id/cancel', (ctx, params, id) => cancelSetupIntent(ctx, id, params)),
  route(
    'POST',
    '/v1/setup_intents/:id/confirm',
    (ctx, params, id) => confirmSetupIntent(ctx, id, params),
    true,
  ),
  route(
    'POST',
    '/test/setup_intents/:id/authenticate',
    (ctx, params, id) => authenticateSetupIntent(ctx, id, params),
    true,
  ),
  route('POST', '/v1/refunds', (ctx, params) => createRefund(ctx, params)),
  route('GET', '/v1/refunds', (ctx, params) => listRefunds(ctx, params)),
  route('GET', '/v1/refunds/:id', (ctx, params, id) => retrieveRefund(ctx, id, params)),
  route('GET', '/v1/charges/:id', (ctx, params, id) => retrieveCharge(ctx, id, params)),
  route('GET', '/v1/payment_methods/:id', (ctx, params, id) => retrievePaymentMethod(ctx, id, params)),
  route('GET', '/v1/events', (ctx, params) => listEvents(ctx, params)),
  route('GET', '/v1/events/:id', retrieveEvent),
];

/** The route for a method and path, with the id it names (empty for collection paths). */
export function findRoute(method: string, path: string): { route: Route; id: string } | undefined {
  for (const candidate of ROUTES) {
    if (candidate.method !== method) continue;
    const match = candidate.pattern.exec(path);
    if (match) return { route: candidate, id: match[1] ?? '' };
  }
  return undefined;
}
