import type { Params } from './form-body.ts';
import { type OperationContext, present, rejectUnknownParams } from './operation-context.ts';
import { mergeMetadata, optionalEnum, optionalInteger, optionalString } from './param-readers.ts';
import { invalidInteger, invalidRequest } from './stripe-errors.ts';
import { newId, unixSeconds } from './stripe-ids.ts';
import type { Charge, Refund } from './stripe-objects.ts';

/** Money as Stripe writes it in refund errors ("$12.00"); the currency sign is not what tests check. */
function money(amount: number, currency: string): string {
  return `${(amount / 100).toFixed(2)} ${currency}`;
}

/**
 * `POST /v1/refunds`: refunds part (`amount`) or the rest of a succeeded payment. More than is left is
 * `amount_too_large`; a fully refunded charge is `charge_already_refunded`.
 */
export function createRefund(ctx: OperationContext, params: Params): Record<string, unknown> {
  rejectUnknownParams(params, [
    'payment_intent',
    'charge',
    'amount',
    'reason',
    'metadata',
    'instructions_email',
  ]);
  const charge = refundedCharge(ctx, params);
  const left = charge.amount_captured - charge.amount_refunded;
  if (left <= 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  }
  const requested = optionalInteger(params, 'amount');
  if (requested !== undefined && requested < 1) throw invalidInteger('amount');
  const amount = requested ?? left;
  if (amount > left) {
    throw invalidRequest(
      `Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge (${money(left, charge.currency)})`,
      { code: 'amount_too_large', param: 'amount' },
    );
  }
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    created: unixSeconds(ctx.now()),
    currency: charge.currency,
    metadata: mergeMetadata({}, params),
    payment_intent: charge.payment_intent,
    reason:
      optionalEnum(params, 'reason', ['duplicate', 'fraudulent', 'requested_by_customer'] as const) ?? null,
    status: 'succeeded',
  };
  ctx.store.put(refund, ctx.account);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded >= charge.amount_captured;
  ctx.store.put(charge, ctx.account);
  ctx.emit('refund.created', refund);
  ctx.emit('charge.refunded', charge);
  return present(ctx, refund, params);
}

function refundedCharge(ctx: OperationContext, params: Params): Charge {
  const intentId = optionalString(params, 'payment_intent');
  const chargeId = optionalString(params, 'charge');
  if (!intentId && !chargeId) {
    throw invalidRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
      {
        code: 'parameter_missing',
        param: 'payment_intent',
      },
    );
  }
  if (chargeId) {
    const charge = ctx.store.get('charge', chargeId, ctx.account);
    if (charge.status !== 'succeeded' || !charge.captured) {
      throw invalidRequest(`Charge ${charge.id} has not succeeded and cannot be refunded.`, {
        param: 'charge',
      });
    }
    return charge;
  }
  const intent = ctx.store.get('payment_intent', intentId as string, ctx.account);
  if (intent.status !== 'succeeded' || !intent.latest_charge) {
    throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
      code: 'charge_not_refundable',
      param: 'payment_intent',
    });
  }
  return ctx.store.get('charge', intent.latest_charge, ctx.account);
}

/** `GET /v1/refunds/:id`. */
export function retrieveRefund(ctx: OperationContext, id: string, params: Params): Record<string, unknown> {
  return present(ctx, ctx.store.get('refund', id, ctx.account), params);
}

/** `GET /v1/refunds?payment_intent=…|charge=…`: newest first, as Stripe lists. */
export function listRefunds(ctx: OperationContext, params: Params): Record<string, unknown> {
  const intentId = optionalString(params, 'payment_intent');
  const chargeId = optionalString(params, 'charge');
  const limit = optionalInteger(params, 'limit') ?? 10;
  const matching = ctx.store
    .list('refund', ctx.account)
    .filter(
      (refund) =>
        (!intentId || refund.payment_intent === intentId) && (!chargeId || refund.charge === chargeId),
    )
    .reverse();
  return {
    object: 'list',
    data: matching.slice(0, limit).map((refund) => present(ctx, refund)),
    has_more: matching.length > limit,
    url: '/v1/refunds',
  };
}

/** `GET /v1/charges/:id`: where `amount_refunded` shows what refunds took back. */
export function retrieveCharge(ctx: OperationContext, id: string, params: Params): Record<string, unknown> {
  return present(ctx, ctx.store.get('charge', id, ctx.account), params);
}

/** `GET /v1/payment_methods/:id`: the card brand and last four digits a receipt may show. */
export function retrievePaymentMethod(
  ctx: OperationContext,
  id: string,
  params: Params,
): Record<string, unknown> {
  return present(ctx, ctx.store.get('payment_method', id, ctx.account), params);
}
