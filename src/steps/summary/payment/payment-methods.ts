/**
 * Which payment methods step 5 offers and which one is chosen, pure: the server lists what this booking
 * may choose now (card only where it takes cards, on account only for a verified credit-account
 * client); paying at the location is always possible and comes first, so its choice keeps its id.
 */
import type { BookingState } from '../../../state/booking-state.ts';

/** The methods step 5 can show, in the order it shows them. */
export const SHOWN_METHODS = ['AT_LOCATION', 'CREDIT_CARD', 'INVOICE'] as const;

/** A method step 5 can show. */
export type ShownMethod = (typeof SHOWN_METHODS)[number];

/** The methods this booking may choose now, at the location always among them. */
export function offeredMethods(booking: BookingState | null): ShownMethod[] {
  return SHOWN_METHODS.filter((m) => m === 'AT_LOCATION' || booking?.paymentMethods.includes(m));
}

/** The chosen method as shown: one no longer offered shows as paying at the location. */
export function shownChoice(offered: readonly ShownMethod[], method: string | null): ShownMethod {
  return offered.find((m) => m === method) ?? 'AT_LOCATION';
}

/**
 * Whether book now confirms at once on the company's credit account ("Pay later"): on account is
 * chosen and the server secures book now that way.
 */
export function paysLater(booking: BookingState | null, method: string | null): boolean {
  return (
    shownChoice(offeredMethods(booking), method) === 'INVOICE' &&
    booking?.paymentPlan?.securedBy === 'on_account'
  );
}
