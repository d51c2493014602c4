import type { Params } from './form-body.ts';
import { automaticPaymentMethodTypes, checkClientSecret, choosePaymentMethod } from './intent-helpers.ts';
import { type OperationContext, present, rejectUnknownParams } from './operation-context.ts';
import {
  mergeMetadata,
  optionalBoolean,
  optionalEnum,
  optionalHash,
  optionalInteger,
  optionalString,
  optionalStringArray,
  requiredInteger,
  requiredString,
} from './param-readers.ts';
import { confirmIntent } from './payment-intent-confirmation.ts';
import { invalidInteger, invalidRequest, unexpectedState } from './stripe-errors.ts';
import { newClientSecret, newId, unixSeconds } from './stripe-ids.ts';
import type { PaymentIntent } from './stripe-objects.ts';

const CREATE_PARAMS = [
  'amount',
  'currency',
  'automatic_payment_methods',
  'capture_method',
  'confirm',
  'confirmation_method',
  'customer',
  'description',
  'metadata',
  'off_session',
  'payment_method',
  'payment_method_data',
  'payment_method_options',
  'payment_method_types',
  'receipt_email',
  'return_url',
  'setup_future_usage',
  'shipping',
  'statement_descriptor',
  'statement_descriptor_suffix',
  'transfer_group',
];
const UPDATE_PARAMS = [
  'amount',
  'currency',
  'customer',
  'description',
  'metadata',
  'payment_method',
  'payment_method_types',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'statement_descriptor',
  'statement_descriptor_suffix',
];
/** Statuses in which the amount, currency and payment method may still change. */
const MODIFIABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
];

/** `POST /v1/payment_intents`: a new intent in `requires_payment_method` (or confirmed with `confirm=true`). */
export function createPaymentIntent(ctx: OperationContext, params: Params): Record<string, unknown> {
  rejectUnknownParams(params, CREATE_PARAMS);
  const amount = requiredInteger(params, 'amount');
  if (amount < 1) throw invalidInteger('amount');
  const currency = requiredString(params, 'currency').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency))
    throw invalidRequest(`Invalid currency: ${currency}`, { param: 'currency' });
  // Stripe's minimum charge is 50 units of two-decimal currencies (€0.50, $0.50, £0.30 rounded up here).
  if (amount < 50) {
    throw invalidRequest(`Amount must be at least 50 cents`, { code: 'amount_too_small', param: 'amount' });
  }
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
  const intent: PaymentIntent = {
    id: newId('pi'),
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_received: 0,
    // Since API version 2023-08-16 automatic payment methods are on unless types are listed.
    automatic_payment_methods: types ? null : { enabled: automatic ?? true },
    canceled_at: null,
    cancellation_reason: null,
    capture_method:
      optionalEnum(params, 'capture_method', ['automatic', 'automatic_async', 'manual'] as const) ??
      'automatic_async',
    client_secret: '',
    confirmation_method: 'automatic',
    created: unixSeconds(ctx.now()),
    currency,
    customer: optionalString(params, 'customer') ?? null,
    description: optionalString(params, 'description') ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: mergeMetadata({}, params),
    next_action: null,
    payment_method: null,
    payment_method_types: types ?? automaticPaymentMethodTypes(currency),
    receipt_email: optionalString(params, 'receipt_email') ?? null,
    setup_future_usage:
      optionalEnum(params, 'setup_future_usage', ['on_session', 'off_session'] as const) ?? null,
    statement_descriptor: optionalString(params, 'statement_descriptor') ?? null,
    status: 'requires_payment_method',
  };
  intent.client_secret = newClientSecret(intent.id);
  ctx.store.put(intent, ctx.account);
  ctx.emit('payment_intent.created', intent);
  if (optionalBoolean(params, 'confirm')) return confirmIntent(ctx, intent, params);
  return present(ctx, intent, params);
}

/** `GET /v1/payment_intents/:id` (a browser adds its publishable key and the client secret). */
export function retrievePaymentIntent(
  ctx: OperationContext,
  id: string,
  params: Params,
): Record<string, unknown> {
  const intent = ctx.store.get('payment_intent', id, ctx.account);
  checkClientSecret(ctx, intent, params);
  return present(ctx, intent, params);
}

/** `POST /v1/payment_intents/:id`: metadata and description any time; money only before it moves. */
export function updatePaymentIntent(
  ctx: OperationContext,
  id: string,
  params: Params,
): Record<string, unknown> {
  rejectUnknownParams(params, UPDATE_PARAMS);
  const intent = ctx.store.get('payment_intent', id, ctx.account);
  for (const field of ['amount', 'currency', 'payment_method', 'payment_method_types'] as const) {
    if (params[field] !== undefined && !MODIFIABLE.includes(intent.status)) {
      throw unexpectedState(
        'payment_intent_unexpected_state',
        `This PaymentIntent's ${field} could not be updated because it has a status of ${intent.status}. You may only update the ${field} of a PaymentIntent with one of the following statuses: ${MODIFIABLE.join(', ')}.`,
        present(ctx, intent),
      );
    }
  }
  const amount = optionalInteger(params, 'amount');
  if (amount !== undefined) {
    if (amount < 1) throw invalidInteger('amount');
    intent.amount = amount;
  }
  const currency = optionalString(params, 'currency');
  if (currency !== undefined) intent.currency = currency.toLowerCase();
  const types = optionalStringArray(params, 'payment_method_types');
  if (types !== undefined) {
    intent.payment_method_types = types;
    intent.automatic_payment_methods = null;
  }
  const paymentMethod = optionalString(params, 'payment_method');
  if (paymentMethod !== undefined) {
    intent.payment_method = choosePaymentMethod(ctx, intent, params)?.paymentMethod.id ?? null;
    if (intent.payment_method) intent.status = 'requires_confirmation';
  }
  const description = optionalString(params, 'description');
  if (description !== undefined) intent.description = description || null;
  const receiptEmail = optionalString(params, 'receipt_email');
  if (receiptEmail !== undefined) intent.receipt_email = receiptEmail || null;
  intent.metadata = mergeMetadata(intent.metadata, params);
  ctx.store.put(intent, ctx.account);
  return present(ctx, intent, params);
}

/** `POST /v1/payment_intents/:id/cancel`. */
export function cancelPaymentIntent(
  ctx: OperationContext,
  id: string,
  params: Params,
): Record<string, unknown> {
  rejectUnknownParams(params, ['cancellation_reason']);
  const intent = ctx.store.get('payment_intent', id, ctx.account);
  const reason = optionalEnum(params, 'cancellation_reason', [
    'duplicate',
    'fraudulent',
    'requested_by_customer',
    'abandoned',
  ] as const);
  if (!CANCELABLE.includes(intent.status)) {
    throw unexpectedState(
      'payment_intent_unexpected_state',
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}, processing.`,
      present(ctx, intent),
    );
  }
  intent.status = 'canceled';
  intent.canceled_at = unixSeconds(ctx.now());
  intent.cancellation_reason = reason ?? null;
  intent.next_action = null;
  intent.amount_capturable = 0;
  ctx.store.put(intent, ctx.account);
  ctx.emit('payment_intent.canceled', intent);
  return present(ctx, intent, params);
}
