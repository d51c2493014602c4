// The booking lifecycle's public surface; the HTTP layer, the API docs and the sweepers import from here.
export {
  BLOCKER_CODES,
  type Blocker,
  type BlockerCode,
  INSTANT_BOOKING_REASONS,
  type InstantBookingReason,
  type TransitionBlocker,
} from './blockers.ts';
export { addDays, daysBetween, isDate, todayIn } from './calendar.ts';
export { cancellationDeadlinePassed, type InputRule } from './inputs.ts';
export { instantBookingReasons } from './instant-booking.ts';
export {
  type AuditEntry,
  type AvailableTransitions,
  applyTransition,
  availableTransitions,
  checkTransition,
  dueSystemTransition,
  type InventoryEffect,
  isTransitionName,
  type TransitionCheck,
  type TransitionRequest,
  type TransitionResult,
} from './lifecycle.ts';
export { cleanNote } from './offer-inputs.ts';
export { type AuditDetails, holdExpiresAt } from './outcomes.ts';
export { STATUS_TABLE, type StatusSpec, TRANSITION_TABLE, type TransitionSpec } from './transition-table.ts';
export * from './types.ts';
