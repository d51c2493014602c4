/**
 * Which send actions step 5 offers (spec §2 action buttons, issue 5's instant booking), pure: book now
 * when the server allows it for this booking, else the request that fits what is booked, with the
 * reasons book now is not possible.
 */
import type { BookingState, TransitionBlocker } from '../../state/booking-state.ts';

/** A send action: the transition it runs and whether it is the main one. */
export type SendAction = {
  transition: 'book_now' | 'request' | 'inquire' | 'request_proposal';
  primary: boolean;
};

/**
 * The actions for a draft: book now first when allowed, then the request (a meeting request, or an
 * inquiry for rooms only), and for meetings a request for a proposal. Nothing before the booking exists.
 */
export function sendActions(booking: BookingState | null, types: readonly string[]): SendAction[] {
  if (booking?.status !== 'draft') return [];
  const allowed = new Set(booking.transitions);
  const request = types.includes('mice') ? 'request' : 'inquire';
  const actions: SendAction[] = [];
  if (allowed.has('book_now')) actions.push({ transition: 'book_now', primary: true });
  if (allowed.has(request)) actions.push({ transition: request, primary: actions.length === 0 });
  if (types.includes('mice') && allowed.has('request_proposal')) {
    actions.push({ transition: 'request_proposal', primary: actions.length === 0 });
  }
  return actions;
}

/**
 * What happens after `transition` (a key of `summary:send.next.*`): book now is confirmed once the
 * card payment or the card's registration goes through, or at once when nothing is secured by card
 * (on account, at the location); a request is confirmed by the venue, a proposal is an offer to come.
 * No figure for the venue's answer: neither the catalogue nor the partner settings give one.
 */
export function nextStepKey(transition: SendAction['transition'], booking: BookingState | null): string {
  if (transition !== 'book_now') return transition;
  const secured = booking?.paymentPlan?.securedBy;
  return secured === 'payment' ? 'book_now_paid' : secured === 'setup' ? 'book_now_card' : 'book_now';
}

/** Why book now is not offered: the reason codes of its blockers (`lead_time_too_short`…), once each. */
export function bookNowReasons(booking: BookingState | null): string[] {
  if (booking?.status !== 'draft') return [];
  const reasons = booking.transitionBlockerList
    .filter((b: TransitionBlocker) => b.transition === 'book_now' && b.code !== 'not_allowed_in_status')
    .map((b) => b.reason ?? b.code);
  return [...new Set(reasons)];
}
