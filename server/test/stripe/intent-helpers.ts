import type { Params } from './form-body.ts';
import type { OperationContext } from './operation-context.ts';
import { optionalHash, optionalString } from './param-readers.ts';
import { invalidRequest, missingParam } from './stripe-errors.ts';
import { newId, unixSeconds } from './stripe-ids.ts';
import type { PaymentIntent, PaymentMethod, SetupIntent } from './stripe-objects.ts';
import {
  type Behaviour,
  type ResolvedPaymentMethod,
  resolvePaymentMethodData,
  resolveTestPaymentMethod,
} from './test-payment-methods.ts';

/** Statuses from which an intent may be confirmed, in the order Stripe lists them in its errors. */
export const CONFIRMABLE = ['requires_confirmation', 'requires_payment_method', 'requires_action'] as const;

/**
 * A browser (publishable key) must prove it holds the intent's client secret; a server's secret key is
 * enough on its own.
 */
export function checkClientSecret(
  ctx: OperationContext,
  intent: PaymentIntent | SetupIntent,
  params: Params,
): void {
  if (ctx.caller !== 'publishable') return;
  const given = optionalString(params, 'client_secret');
  if (given === undefined || given === '') throw missingParam('client_secret');
  if (given !== intent.client_secret) {
    const name = intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent';
    throw invalidRequest(
      `The client_secret provided does not match the client_secret associated with the ${name}.`,
      { param: 'client_secret' },
    );
  }
}

/** The default payment method types: cards everywhere, SEPA Direct Debit for euro amounts. */
export function automaticPaymentMethodTypes(currency: string | null): string[] {
  return currency === 'eur' || currency === null ? ['card', 'sepa_debit'] : ['card'];
}

/** A confirmation's payment method, stored, with what it will do; undefined when none was given. */
export type ChosenPaymentMethod = { paymentMethod: PaymentMethod; behaviour: Behaviour; setUp: boolean };

/**
 * Reads `payment_method` (Stripe's test ids such as `pm_card_visa`, or one created earlier under the same
 * account) or `payment_method_data`, and checks its type is one the intent accepts.
 */
export function choosePaymentMethod(
  ctx: OperationContext,
  intent: PaymentIntent | SetupIntent,
  params: Params,
): ChosenPaymentMethod | undefined {
  const now = ctx.now();
  const id = optionalString(params, 'payment_method');
  let chosen: ChosenPaymentMethod | undefined;
  if (id) {
    const test = resolveTestPaymentMethod(id, now);
    if (test) chosen = { ...storeNew(ctx, test), setUp: false };
    else {
      const existing = ctx.store.get('payment_method', id, ctx.account);
      const known = ctx.store.behaviourOf(id);
      chosen = {
        paymentMethod: existing,
        behaviour: known?.behaviour ?? { kind: 'succeed' },
        setUp: known?.setUp ?? false,
      };
    }
  } else if (params.payment_method_data !== undefined) {
    chosen = {
      ...storeNew(ctx, resolvePaymentMethodData(optionalHash(params, 'payment_method_data'), now)),
      setUp: false,
    };
  } else if (intent.payment_method) {
    const existing = ctx.store.get('payment_method', intent.payment_method, ctx.account);
    const known = ctx.store.behaviourOf(existing.id);
    chosen = {
      paymentMethod: existing,
      behaviour: known?.behaviour ?? { kind: 'succeed' },
      setUp: known?.setUp ?? false,
    };
  }
  if (chosen && !intent.payment_method_types.includes(chosen.paymentMethod.type)) {
    const name = intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent';
    throw invalidRequest(
      `The PaymentMethod provided (${chosen.paymentMethod.type}) is not allowed for this ${name}. Please attach a PaymentMethod of one of the following types: ${intent.payment_method_types.join(', ')}.`,
      {
        code: `${intent.object}_invalid_parameter`,
        param: id ? 'payment_method' : 'payment_method_data[type]',
      },
    );
  }
  return chosen;
}

function storeNew(
  ctx: OperationContext,
  resolved: ResolvedPaymentMethod,
): { paymentMethod: PaymentMethod; behaviour: Behaviour } {
  const paymentMethod: PaymentMethod = {
    id: newId('pm'),
    created: unixSeconds(ctx.now()),
    ...resolved.draft,
  };
  ctx.store.put(paymentMethod, ctx.account);
  ctx.store.rememberBehaviour(paymentMethod.id, resolved.behaviour);
  return { paymentMethod, behaviour: resolved.behaviour };
}

/** What a confirmation does with this payment method: 3155 asks for 3-D Secure only until it is set up. */
export function effectiveBehaviour(chosen: ChosenPaymentMethod): Behaviour {
  if (chosen.behaviour.kind === 'authenticate_unless_set_up') {
    return chosen.setUp ? { kind: 'succeed' } : { kind: 'authenticate' };
  }
  return chosen.behaviour;
}

/** The `next_action` Stripe returns for a card that needs 3-D Secure: Stripe.js handles it. */
export function threeDSecureAction(): PaymentIntent['next_action'] {
  return {
    type: 'use_stripe_sdk',
    use_stripe_sdk: {
      type: 'three_d_secure_redirect',
      stripe_js: 'https://hooks.stripe.com/3d_secure_2/hosted',
      source: newId('src'),
    },
  };
}
