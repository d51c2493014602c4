import type { OperationContext } from './operation-context.ts';
import { newId, unixSeconds } from './stripe-ids.ts';
import type { Charge, PaymentIntent, PaymentMethod } from './stripe-objects.ts';

/** How the attempt ended: paid (captured now or later), waiting on the bank, or refused. */
export type ChargeOutcome =
  | { status: 'succeeded'; captured: boolean }
  | { status: 'pending' }
  | { status: 'failed'; failureCode: string; failureMessage: string };

/** Creates the charge of one payment attempt and points the intent's `latest_charge` at it. */
export function createCharge(
  ctx: OperationContext,
  intent: PaymentIntent,
  paymentMethod: PaymentMethod,
  outcome: ChargeOutcome,
): Charge {
  const captured = outcome.status === 'succeeded' && outcome.captured;
  const charge: Charge = {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: captured ? intent.amount : 0,
    amount_refunded: 0,
    balance_transaction: captured ? newId('txn') : null,
    captured,
    created: unixSeconds(ctx.now()),
    currency: intent.currency,
    failure_code: outcome.status === 'failed' ? outcome.failureCode : null,
    failure_message: outcome.status === 'failed' ? outcome.failureMessage : null,
    livemode: false,
    metadata: { ...intent.metadata },
    paid: outcome.status === 'succeeded',
    payment_intent: intent.id,
    payment_method: paymentMethod.id,
    payment_method_details: { type: paymentMethod.type },
    refunded: false,
    status: outcome.status,
  };
  ctx.store.put(charge, ctx.account);
  intent.latest_charge = charge.id;
  return charge;
}

/** Settles a pending (bank debit) charge: paid or failed. */
export function settleCharge(ctx: OperationContext, charge: Charge, outcome: ChargeOutcome): void {
  charge.status = outcome.status;
  charge.paid = outcome.status === 'succeeded';
  charge.captured = outcome.status === 'succeeded';
  charge.amount_captured = outcome.status === 'succeeded' ? charge.amount : 0;
  if (outcome.status === 'succeeded') charge.balance_transaction = newId('txn');
  if (outcome.status === 'failed') {
    charge.failure_code = outcome.failureCode;
    charge.failure_message = outcome.failureMessage;
  }
  ctx.store.put(charge, ctx.account);
}

/** Captures an authorised charge (manual capture), possibly for less than was authorised. */
export function captureCharge(ctx: OperationContext, charge: Charge, amount: number): void {
  charge.captured = true;
  charge.amount_captured = amount;
  charge.balance_transaction = newId('txn');
  ctx.store.put(charge, ctx.account);
}
