/**
 * The payment parts of step 5: one lazy chunk, with the loaders of its `payment` texts, that step 5
 * waits for when the booking can be paid in more ways than at the location, can be booked now, or was:
 * the method choices, the plan line under the actions, and the payment panel with its countdown and
 * results. Stripe.js is a further chunk, loaded only when the panel opens.
 */
export { BalancePayment } from './BalancePayment.tsx';
export { PaymentFlow } from './PaymentFlow.tsx';
export { PaymentMethods } from './PaymentMethods.tsx';
export { PaymentPlanLine, PLAN_LINE_ID } from './PaymentPlanLine.tsx';
export { paysLater } from './payment-methods.ts';
export { loadPaymentTexts } from './payment-texts.ts';
