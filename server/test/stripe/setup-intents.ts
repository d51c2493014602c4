import type { Params } from './form-body.ts';
import {
  automaticPaymentMethodTypes,
  CONFIRMABLE,
  checkClientSecret,
  choosePaymentMethod,
  effectiveBehaviour,
  threeDSecureAction,
} from './intent-helpers.ts';
import { type OperationContext, present, rejectUnknownParams } from './operation-context.ts';
import {
  mergeMetadata,
  optionalBoolean,
  optionalEnum,
  optionalHash,
  optionalString,
  optionalStringArray,
} from './param-readers.ts';
import { cardError, invalidRequest, unexpectedState } from './stripe-errors.ts';
import { newClientSecret, newId, unixSeconds } from './stripe-ids.ts';
import type { PaymentMethod, SetupIntent } from './stripe-objects.ts';

const CREATE_PARAMS = [
  'automatic_payment_methods',
  'confirm',
  'customer',
  'description',
  'metadata',
  'payment_method',
  'payment_method_data',
  'payment_method_options',
  'payment_method_types',
  'return_url',
  'usage',
];
const CONFIRM_PARAMS = [
  'payment_method',
  'payment_method_data',
  'payment_method_options',
  'return_url',
  'mandate_data',
  'use_stripe_sdk',
];
const CANCELABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const AUTHENTICATION_FAILURE =
  'The latest attempt to set up the payment method has failed because authentication failed.';

/** `POST /v1/setup_intents`: saves a payment method for later (a deposit charged off session). */
export function createSetupIntent(ctx: OperationContext, params: Params): Record<string, unknown> {
  rejectUnknownParams(params, CREATE_PARAMS);
  const automatic = optionalBoolean(
    optionalHash(params, 'automatic_payment_methods'),
    'enabled',
    'automatic_payment_methods[enabled]',
  );
  const types = optionalStringArray(params, 'payment_method_types');
  if (automatic !== undefined && types !== undefined) {
    throw invalidRequest(
      'You may only specify one of these parameters: automatic_payment_methods, payment_method_types.',
      {
        param: 'automatic_payment_methods',
      },
    );
  }
  const intent: SetupIntent = {
    id: newId('seti'),
    object: 'setup_intent',
    automatic_payment_methods: types ? null : { enabled: automatic ?? true },
    cancellation_reason: null,
    client_secret: '',
    created: unixSeconds(ctx.now()),
    customer: optionalString(params, 'customer') ?? null,
    description: optionalString(params, 'description') ?? null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    metadata: mergeMetadata({}, params),
    next_action: null,
    payment_method: null,
    payment_method_types: types ?? automaticPaymentMethodTypes(null),
    status: 'requires_payment_method',
    usage: optionalEnum(params, 'usage', ['off_session', 'on_session'] as const) ?? 'off_session',
  };
  intent.client_secret = newClientSecret(intent.id);
  ctx.store.put(intent, ctx.account);
  ctx.emit('setup_intent.created', intent);
  if (optionalBoolean(params, 'confirm')) return confirm(ctx, intent, params);
  return present(ctx, intent, params);
}

/** `GET /v1/setup_intents/:id` (secret key, or publishable key + client secret). */
export function retrieveSetupIntent(
  ctx: OperationContext,
  id: string,
  params: Params,
): Record<string, unknown> {
  const intent = ctx.store.get('setup_intent', id, ctx.account);
  checkClientSecret(ctx, intent, params);
  return present(ctx, intent, params);
}

/** `POST /v1/setup_intents/:id/cancel`. */
export function cancelSetupIntent(
  ctx: OperationContext,
  id: string,
  params: Params,
): Record<string, unknown> {
  rejectUnknownParams(params, ['cancellation_reason']);
  const intent = ctx.store.get('setup_intent', id, ctx.account);
  const reason = optionalEnum(params, 'cancellation_reason', [
    'abandoned',
    'duplicate',
    'requested_by_customer',
  ] as const);
  if (!CANCELABLE.includes(intent.status)) {
    throw unexpectedState(
      'setup_intent_unexpected_state',
      `You cannot cancel this SetupIntent because it has a status of ${intent.status}. Only a SetupIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
      present(ctx, intent),
    );
  }
  intent.status = 'canceled';
  intent.cancellation_reason = reason ?? null;
  intent.next_action = null;
  ctx.store.put(intent, ctx.account);
  ctx.emit('setup_intent.canceled', intent);
  return present(ctx, intent, params);
}

/** `POST /v1/setup_intents/:id/confirm` with the same test cards and IBANs as payments. */
export function confirmSetupIntent(
  ctx: OperationContext,
  id: string,
  params: Params,
): Record<string, unknown> {
  rejectUnknownParams(params, CONFIRM_PARAMS);
  const intent = ctx.store.get('setup_intent', id, ctx.account);
  checkClientSecret(ctx, intent, params);
  return confirm(ctx, intent, params);
}

function confirm(ctx: OperationContext, intent: SetupIntent, params: Params): Record<string, unknown> {
  if (!(CONFIRMABLE as readonly string[]).includes(intent.status)) {
    throw unexpectedState(
      'setup_intent_unexpected_state',
      `You cannot confirm this SetupIntent because it has a status of ${intent.status}. Only a SetupIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(', ')}.`,
      present(ctx, intent),
    );
  }
  const chosen = choosePaymentMethod(ctx, intent, params);
  if (!chosen) {
    throw unexpectedState(
      'setup_intent_unexpected_state',
      "You cannot confirm this SetupIntent because it's missing a payment method. Update the SetupIntent with a payment method and then confirm it again.",
      present(ctx, intent),
    );
  }
  intent.payment_method = chosen.paymentMethod.id;
  intent.latest_attempt = newId('setatt');
  intent.last_setup_error = null;
  const behaviour = effectiveBehaviour(chosen);
  if (behaviour.kind === 'decline') {
    const error = {
      code: behaviour.code,
      decline_code: behaviour.declineCode,
      message: behaviour.message,
      payment_method: structuredClone(chosen.paymentMethod),
    };
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_setup_error = { type: 'card_error', ...error };
    ctx.store.put(intent, ctx.account);
    ctx.emit('setup_intent.setup_failed', intent);
    throw cardError({ ...error, setup_intent: present(ctx, intent) });
  }
  if (behaviour.kind === 'authenticate') {
    intent.status = 'requires_action';
    intent.next_action = threeDSecureAction();
    ctx.store.put(intent, ctx.account);
    ctx.emit('setup_intent.requires_action', intent);
    return present(ctx, intent, params);
  }
  // Cards and SEPA mandates are both set up at once ("succeeded"); only the later payments may wait.
  succeed(ctx, intent, chosen.paymentMethod);
  return present(ctx, intent, params);
}

function succeed(ctx: OperationContext, intent: SetupIntent, paymentMethod: PaymentMethod): void {
  intent.status = 'succeeded';
  intent.next_action = null;
  intent.payment_method = paymentMethod.id;
  ctx.store.markSetUp(paymentMethod.id);
  ctx.store.put(intent, ctx.account);
  ctx.emit('setup_intent.succeeded', intent);
}

/** `POST /test/setup_intents/:id/authenticate`: the 3-D Secure challenge completed or failed. */
export function authenticateSetupIntent(
  ctx: OperationContext,
  id: string,
  params: Params,
): Record<string, unknown> {
  const intent = ctx.store.get('setup_intent', id, ctx.account);
  checkClientSecret(ctx, intent, params);
  const outcome = optionalEnum(params, 'outcome', ['complete', 'fail'] as const) ?? 'complete';
  if (intent.status !== 'requires_action' || !intent.payment_method) {
    throw unexpectedState(
      'setup_intent_unexpected_state',
      `This SetupIntent has a status of ${intent.status}; only one in requires_action can be authenticated.`,
      present(ctx, intent),
    );
  }
  const paymentMethod = ctx.store.get('payment_method', intent.payment_method, ctx.account);
  if (outcome === 'complete') {
    succeed(ctx, intent, paymentMethod);
  } else {
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.payment_method = null;
    intent.last_setup_error = {
      type: 'invalid_request_error',
      code: 'setup_intent_authentication_failure',
      message: AUTHENTICATION_FAILURE,
      doc_url: 'https://stripe.com/docs/error-codes/setup-intent-authentication-failure',
      payment_method: structuredClone(paymentMethod),
    };
    ctx.store.put(intent, ctx.account);
    ctx.emit('setup_intent.setup_failed', intent);
  }
  return present(ctx, intent, params);
}
