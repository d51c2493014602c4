import { captureCharge, createCharge, settleCharge } from './charges.ts';
import type { Params } from './form-body.ts';
import {
  type ChosenPaymentMethod,
  CONFIRMABLE,
  checkClientSecret,
  choosePaymentMethod,
  effectiveBehaviour,
  threeDSecureAction,
} from './intent-helpers.ts';
import { type OperationContext, present, rejectUnknownParams } from './operation-context.ts';
import { mergeMetadata, optionalEnum, optionalInteger } from './param-readers.ts';
import { cardError, invalidRequest, unexpectedState } from './stripe-errors.ts';
import type { PaymentIntent } from './stripe-objects.ts';

/**
 * What happens to a PaymentIntent once a payment method is given: Stripe's documented test outcomes
 * (paid, declined, 3-D Secure, bank debit processing), manual capture, and the settling of bank debits.
 */
const CONFIRM_PARAMS = [
  'payment_method',
  'payment_method_data',
  'payment_method_options',
  'payment_method_types',
  'return_url',
  'off_session',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'mandate_data',
  'use_stripe_sdk',
];
const AUTHENTICATION_FAILURE =
  'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.';

/** `POST /v1/payment_intents/:id/confirm` from a browser (client secret) or a server (secret key). */
export function confirmPaymentIntent(
  ctx: OperationContext,
  id: string,
  params: Params,
): Record<string, unknown> {
  rejectUnknownParams(params, CONFIRM_PARAMS);
  const intent = ctx.store.get('payment_intent', id, ctx.account);
  checkClientSecret(ctx, intent, params);
  return confirmIntent(ctx, intent, params);
}

/** Confirms an intent already checked to belong to the caller (also `create` with `confirm=true`). */
export function confirmIntent(
  ctx: OperationContext,
  intent: PaymentIntent,
  params: Params,
): Record<string, unknown> {
  if (!(CONFIRMABLE as readonly string[]).includes(intent.status)) {
    const message =
      intent.status === 'succeeded'
        ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
        : `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(', ')}.`;
    throw unexpectedState('payment_intent_unexpected_state', message, present(ctx, intent));
  }
  const chosen = choosePaymentMethod(ctx, intent, params);
  if (!chosen) {
    throw unexpectedState(
      'payment_intent_unexpected_state',
      "You cannot confirm this PaymentIntent because it's missing a payment method. Update the PaymentIntent with a payment method and then confirm it again.",
      present(ctx, intent),
    );
  }
  intent.payment_method = chosen.paymentMethod.id;
  intent.last_payment_error = null;
  const behaviour = effectiveBehaviour(chosen);
  switch (behaviour.kind) {
    case 'succeed':
      complete(ctx, intent, chosen);
      break;
    case 'authenticate':
      intent.status = 'requires_action';
      intent.next_action = threeDSecureAction();
      ctx.store.put(intent, ctx.account);
      ctx.emit('payment_intent.requires_action', intent);
      break;
    case 'process': {
      const charge = createCharge(ctx, intent, chosen.paymentMethod, { status: 'pending' });
      intent.status = 'processing';
      intent.next_action = null;
      ctx.store.put(intent, ctx.account);
      ctx.emit('charge.pending', charge);
      ctx.emit('payment_intent.processing', intent);
      break;
    }
    case 'decline': {
      const charge = createCharge(ctx, intent, chosen.paymentMethod, {
        status: 'failed',
        failureCode: behaviour.code,
        failureMessage: behaviour.message,
      });
      const error = {
        code: behaviour.code,
        decline_code: behaviour.declineCode,
        message: behaviour.message,
        charge: charge.id,
        payment_method: structuredClone(chosen.paymentMethod),
      };
      intent.status = 'requires_payment_method';
      intent.payment_method = null;
      intent.next_action = null;
      intent.last_payment_error = { type: 'card_error', ...error };
      ctx.store.put(intent, ctx.account);
      ctx.emit('charge.failed', charge);
      ctx.emit('payment_intent.payment_failed', intent);
      throw cardError({ ...error, payment_intent: present(ctx, intent) });
    }
    default:
      throw new Error(`unhandled behaviour ${behaviour.kind}`);
  }
  return present(ctx, intent, params);
}

/** The money moved (or, with manual capture, is held): a charge, the new status and their events. */
function complete(ctx: OperationContext, intent: PaymentIntent, chosen: ChosenPaymentMethod): void {
  const manual = intent.capture_method === 'manual';
  const charge = createCharge(ctx, intent, chosen.paymentMethod, { status: 'succeeded', captured: !manual });
  intent.next_action = null;
  if (manual) {
    intent.status = 'requires_capture';
    intent.amount_capturable = intent.amount;
  } else {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
  }
  ctx.store.put(intent, ctx.account);
  ctx.emit('charge.succeeded', charge);
  ctx.emit(manual ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded', intent);
}

/** `POST /v1/payment_intents/:id/capture` for `capture_method=manual`. */
export function capturePaymentIntent(
  ctx: OperationContext,
  id: string,
  params: Params,
): Record<string, unknown> {
  rejectUnknownParams(params, ['amount_to_capture', 'metadata', 'statement_descriptor']);
  const intent = ctx.store.get('payment_intent', id, ctx.account);
  if (intent.status !== 'requires_capture' || !intent.latest_charge) {
    throw unexpectedState(
      'payment_intent_unexpected_state',
      `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      present(ctx, intent),
    );
  }
  const amount = optionalInteger(params, 'amount_to_capture') ?? intent.amount_capturable;
  if (amount < 1 || amount > intent.amount_capturable) {
    throw invalidRequest(`The amount_to_capture must be between 1 and ${intent.amount_capturable}.`, {
      code: 'amount_too_large',
      param: 'amount_to_capture',
    });
  }
  const charge = ctx.store.get('charge', intent.latest_charge, ctx.account);
  captureCharge(ctx, charge, amount);
  intent.status = 'succeeded';
  intent.amount_received = amount;
  intent.amount_capturable = 0;
  intent.metadata = mergeMetadata(intent.metadata, params);
  ctx.store.put(intent, ctx.account);
  ctx.emit('charge.captured', charge);
  ctx.emit('payment_intent.succeeded', intent);
  return present(ctx, intent, params);
}

/**
 * `POST /test/payment_intents/:id/authenticate` — not Stripe's API: what the 3-D Secure challenge page
 * does when the customer completes or fails it.
 */
export function authenticatePaymentIntent(
  ctx: OperationContext,
  id: string,
  params: Params,
): Record<string, unknown> {
  const intent = ctx.store.get('payment_intent', id, ctx.account);
  checkClientSecret(ctx, intent, params);
  const outcome = optionalEnum(params, 'outcome', ['complete', 'fail'] as const) ?? 'complete';
  if (intent.status !== 'requires_action' || !intent.payment_method) {
    throw unexpectedState(
      'payment_intent_unexpected_state',
      `This PaymentIntent has a status of ${intent.status}; only one in requires_action can be authenticated.`,
      present(ctx, intent),
    );
  }
  const paymentMethod = ctx.store.get('payment_method', intent.payment_method, ctx.account);
  if (outcome === 'complete') {
    complete(ctx, intent, { paymentMethod, behaviour: { kind: 'succeed' }, setUp: true });
  } else {
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.payment_method = null;
    intent.last_payment_error = {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: AUTHENTICATION_FAILURE,
      doc_url: 'https://stripe.com/docs/error-codes/payment-intent-authentication-failure',
      payment_method: structuredClone(paymentMethod),
    };
    ctx.store.put(intent, ctx.account);
    ctx.emit('payment_intent.payment_failed', intent);
  }
  return present(ctx, intent, params);
}

/** A `processing` (bank debit) intent is paid: `succeeded`, with its charge and events. */
export function settlePaymentIntent(ctx: OperationContext, id: string): PaymentIntent {
  const { intent, charge } = processingIntent(ctx, id);
  settleCharge(ctx, charge, { status: 'succeeded', captured: true });
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  ctx.store.put(intent, ctx.account);
  ctx.emit('charge.succeeded', charge);
  ctx.emit('payment_intent.succeeded', intent);
  return structuredClone(intent);
}

/** A `processing` (bank debit) intent bounced: back to `requires_payment_method` with the reason. */
export function failPaymentIntent(ctx: OperationContext, id: string): PaymentIntent {
  const { intent, charge } = processingIntent(ctx, id);
  const failure = {
    code: 'insufficient_funds',
    message: "The customer's account has insufficient funds to cover this payment.",
  };
  settleCharge(ctx, charge, { status: 'failed', failureCode: failure.code, failureMessage: failure.message });
  const paymentMethod = intent.payment_method ? ctx.store.peek(intent.payment_method)?.object : undefined;
  intent.status = 'requires_payment_method';
  intent.last_payment_error = {
    type: 'card_error',
    ...failure,
    decline_code: failure.code,
    charge: charge.id,
    ...(paymentMethod ? { payment_method: structuredClone(paymentMethod) } : {}),
  };
  intent.payment_method = null;
  ctx.store.put(intent, ctx.account);
  ctx.emit('charge.failed', charge);
  ctx.emit('payment_intent.payment_failed', intent);
  return structuredClone(intent);
}

function processingIntent(ctx: OperationContext, id: string) {
  const intent = ctx.store.get('payment_intent', id, ctx.account);
  if (intent.status !== 'processing' || !intent.latest_charge) {
    throw new Error(
      `PaymentIntent ${id} is ${intent.status}, not processing: only a processing intent settles or fails`,
    );
  }
  return { intent, charge: ctx.store.get('charge', intent.latest_charge, ctx.account) };
}
