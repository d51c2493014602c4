/**
 * The visitor's actions on an opened booking (spec §2 action buttons, §4 offer lifecycle), read from
 * the booking's `transitions` and `transitionBlockerList`: which can run now, and why the others
 * cannot. Pure.
 */
import type { BookingDocument, TransitionBlocker } from './booking.types.ts';

/** The transitions the offer view runs: through a dialog, or at once (confirming an accepted offer). */
export type OfferAction = 'accept' | 'confirm_booking' | 'turn_down' | 'cancel';

/** What the view lists: the dialog actions and editing (which opens the edit route). */
export type ViewAction = OfferAction | 'edit';

/** The outcome dialogs of spec §2. */
export type OutcomeName =
  | 'accepted'
  | 'accepted_to_confirm'
  | 'confirmed'
  | 'turned_down'
  | 'cancelled'
  | 'edited';

/** One action and whether it can run now; when not, the server's reason. */
export type ActionState = { action: ViewAction; possible: boolean; blocker: TransitionBlocker | null };

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
// Reasons about who may act say nothing to the visitor about their booking: those rows are left out.
const NOT_FOR_VISITORS = new Set(['staff_only', 'system_only', 'visitor_only']);

function transitionOf(action: ViewAction): string {
  return action === 'edit' ? EDIT_TRANSITION : action;
}

/** Every action with its state, in `VIEW_ACTIONS` order; ones the visitor has no say in are left out. */
export function offerActions(booking: Pick<BookingDocument, 'transitions' | 'transitionBlockerList'>) {
  return VIEW_ACTIONS.flatMap((action): ActionState[] => {
    const transition = transitionOf(action);
    const blocker = booking.transitionBlockerList.find((b) => b.transition === transition) ?? null;
    if (booking.transitions.includes(transition)) return [{ action, possible: true, blocker: null }];
    if (action === 'edit' && blocker && EDITABLE_BLOCKERS.has(blocker.code)) {
      return [{ action, possible: true, blocker: null }];
    }
    if (blocker && NOT_FOR_VISITORS.has(blocker.code)) return [];
    // Confirming exists only once an offer is accepted; before, it is no action the visitor missed.
    if (action === 'confirm_booking' && (!blocker || blocker.code === 'not_allowed_in_status')) return [];
    return [{ action, possible: false, blocker }];
  });
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
