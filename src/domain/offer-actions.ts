/**
 * The visitor's actions on an opened booking (spec §2 action buttons, §4 offer lifecycle), read from
 * the booking's `transitions` and `transitionBlockerList`: the ones that can run now, and nothing of
 * the ones that cannot (a list of impossible actions is only more to read; the status and its
 * timeline say where the booking stands). Pure.
 */
import type { BookingDocument } from './booking.types.ts';

/** The transitions the offer view runs: through a dialog, or at once (confirming an accepted offer). */
export type OfferAction = 'accept' | 'confirm_booking' | 'turn_down' | 'cancel';

/** What the view offers: the dialog actions and editing (which opens the edit route). */
export type ViewAction = OfferAction | 'edit';

/** The outcome dialogs of spec §2. */
export type OutcomeName =
  | 'accepted'
  | 'accepted_to_confirm'
  | 'confirmed'
  | 'turned_down'
  | 'cancelled'
  | 'edited';

/** The order the buttons show in: the answer the venue hopes for first, editing last. */
export const VIEW_ACTIONS: readonly ViewAction[] = [
  'accept',
  'confirm_booking',
  'turn_down',
  'cancel',
  'edit',
];

// Editing is saving a change and then `apply_changes`; "no saved changes yet" is exactly when the
// visitor can start one, so that blocker means editing is possible.
const EDIT_TRANSITION = 'apply_changes';
const EDITABLE_BLOCKERS = new Set(['no_pending_changes']);

/** Whether `action` can run now. */
function isPossible(
  action: ViewAction,
  booking: Pick<BookingDocument, 'transitions' | 'transitionBlockerList'>,
): boolean {
  if (action !== 'edit') return booking.transitions.includes(action);
  if (booking.transitions.includes(EDIT_TRANSITION)) return true;
  const blocker = booking.transitionBlockerList.find((b) => b.transition === EDIT_TRANSITION);
  return Boolean(blocker && EDITABLE_BLOCKERS.has(blocker.code));
}

/** The actions the visitor can take now, in `VIEW_ACTIONS` order. */
export function offerActions(
  booking: Pick<BookingDocument, 'transitions' | 'transitionBlockerList'>,
): ViewAction[] {
  return VIEW_ACTIONS.filter((action) => isPossible(action, booking));
}

/**
 * The outcome dialog a successful action opens; `after` is the booking it left. An offer accepted
 * where the visitor confirms next says that, not that the venue will confirm.
 */
export function outcomeOf(action: OfferAction, after?: Pick<BookingDocument, 'transitions'>): OutcomeName {
  if (action === 'accept' && after?.transitions.includes('confirm_booking')) return 'accepted_to_confirm';
  const outcomes = {
    accept: 'accepted',
    confirm_booking: 'confirmed',
    turn_down: 'turned_down',
    cancel: 'cancelled',
  } as const;
  return outcomes[action];
}

/** Whether cancelling now needs the cancellation charge accepted (the free period is over). */
export function cancellationChargeApplies(booking: Pick<BookingDocument, 'transitionInputs'>): boolean {
  return booking.transitionInputs.cancel?.includes('feeAccepted') ?? false;
}
