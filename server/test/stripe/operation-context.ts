import type { Params } from './form-body.ts';
import { optionalStringArray } from './param-readers.ts';
import { invalidRequest } from './stripe-errors.ts';
import type { StripeObject } from './stripe-objects.ts';
import type { StripeStore } from './stripe-store.ts';

/** Who is calling: the merchant's server (secret key) or a browser (publishable key + client secret). */
export type Caller = 'secret' | 'publishable';

/** What every operation needs: the objects, the account it acts under, the clock and the event log. */
export type OperationContext = {
  store: StripeStore;
  /** The connected account (`Stripe-Account`) or null for the platform itself. */
  account: string | null;
  caller: Caller;
  now: () => Date;
  /** Records an event of this type with a snapshot of the object as it is now. */
  emit: (type: string, object: StripeObject) => void;
};

/**
 * Refuses parameters the endpoint does not take, as Stripe does (`parameter_unknown`): a product that sends
 * something Stripe would refuse fails here too. `key` and `client_secret` are how browsers authenticate.
 */
export function rejectUnknownParams(params: Params, allowed: readonly string[]): void {
  for (const name of Object.keys(params)) {
    if (name === 'key' || name === 'client_secret' || name === 'expand' || allowed.includes(name)) continue;
    throw invalidRequest(`Received unknown parameter: ${name}`, { code: 'parameter_unknown', param: name });
  }
}

/** Fields a publishable key may read on an intent (Stripe's "retrievable with publishable key"). */
const PUBLISHABLE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  payment_intent: [
    'id',
    'object',
    'amount',
    'automatic_payment_methods',
    'canceled_at',
    'cancellation_reason',
    'capture_method',
    'client_secret',
    'confirmation_method',
    'created',
    'currency',
    'description',
    'last_payment_error',
    'livemode',
    'next_action',
    'payment_method',
    'payment_method_types',
    'receipt_email',
    'setup_future_usage',
    'status',
  ],
  setup_intent: [
    'id',
    'object',
    'cancellation_reason',
    'client_secret',
    'created',
    'description',
    'last_setup_error',
    'livemode',
    'next_action',
    'payment_method',
    'payment_method_types',
    'status',
    'usage',
  ],
};

/**
 * The object as this caller may see it: a browser gets the publishable subset (no metadata, customer or
 * charges); a server gets everything, with `expand[]` ids replaced by the objects they name.
 */
export function present(
  ctx: OperationContext,
  object: StripeObject,
  params: Params = {},
): Record<string, unknown> {
  const copy = structuredClone(object) as Record<string, unknown>;
  if (ctx.caller === 'publishable') {
    const fields = PUBLISHABLE_FIELDS[object.object];
    if (fields) return Object.fromEntries(Object.entries(copy).filter(([key]) => fields.includes(key)));
    return copy;
  }
  for (const path of optionalStringArray(params, 'expand') ?? []) {
    const value = copy[path];
    if (typeof value !== 'string') continue;
    const found = ctx.store.peek(value);
    if (found && found.account === ctx.account) copy[path] = structuredClone(found.object);
  }
  return copy;
}
