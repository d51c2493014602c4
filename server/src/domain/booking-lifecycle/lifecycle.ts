import type { Blocker, TransitionBlocker } from './blockers.ts';
import { cleanReason, demandedInputs, inputBlockers } from './inputs.ts';
import type { AuditDetails } from './outcomes.ts';
import { STATUS_TABLE, transitionSpec } from './transition-table.ts';
import {
  type Actor,
  type BookingSnapshot,
  type BookingStatus,
  DEFAULT_LIFECYCLE_POLICY,
  type InputName,
  type LifecyclePolicy,
  TRANSITION_NAMES,
  type TransitionInput,
  type TransitionName,
} from './types.ts';

// The three questions the HTTP layer asks: what may this caller do now (GET), may it do this one, and
// what does doing it produce. The caller runs `applyTransition` inside its transaction, writes the new
// state and the audit entry, moves inventory as `inventory` says, and then notifies.

/** Who asks, when, and with what; `policy` defaults to `DEFAULT_LIFECYCLE_POLICY`. */
export interface TransitionRequest {
  readonly actor: Actor;
  readonly now: Date;
  readonly input?: TransitionInput;
  readonly policy?: LifecyclePolicy;
}

/** Either the transition may run, or every reason it may not. */
export type TransitionCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly blockers: readonly TransitionBlocker[] };

/** One row of the audit trail staff read: who, when, from, to, why. */
export interface AuditEntry {
  readonly transition: TransitionName;
  readonly actor: Actor;
  readonly at: Date;
  readonly from: BookingStatus;
  readonly to: BookingStatus;
  readonly reason: string | null;
  readonly details: AuditDetails;
}

/** What the caller must do with held spaces and rooms (per `STATUS_TABLE.holdsInventory`). */
export type InventoryEffect = 'acquire' | 'release' | 'keep' | 'none';

/** A transition's result: the new booking, its audit entry and the inventory move; or the blockers. */
export type TransitionResult =
  | {
      readonly ok: true;
      readonly booking: BookingSnapshot;
      readonly audit: AuditEntry;
      readonly inventory: InventoryEffect;
    }
  | { readonly ok: false; readonly blockers: readonly TransitionBlocker[] };

/** The read model's `transitions`, `transitionBlockerList`, and the inputs each listed one asks for. */
export interface AvailableTransitions {
  readonly transitions: TransitionName[];
  readonly transitionBlockerList: TransitionBlocker[];
  /** For each listed transition, the inputs its dialog must collect now (e.g. `feeAccepted`). */
  readonly transitionInputs: Partial<Record<TransitionName, InputName[]>>;
}

/** Whether a value (e.g. the `transition` field of a request body) names a transition. */
export function isTransitionName(value: unknown): value is TransitionName {
  return typeof value === 'string' && (TRANSITION_NAMES as readonly string[]).includes(value);
}

// Checked in this order and stopping at the first failing layer: a wrong actor or status makes the
// transition's own guards meaningless noise in the blocker list.
function stateBlockers(
  booking: BookingSnapshot,
  name: TransitionName,
  actor: Pick<Actor, 'role'>,
  now: Date,
): Blocker[] {
  const spec = transitionSpec(name);
  if (actor.role !== spec.actor) return [{ code: `${spec.actor}_only` }];
  if (!spec.from.includes(booking.status)) {
    return [{ code: spec.blockedIn?.[booking.status] ?? 'not_allowed_in_status' }];
  }
  return spec.guard(booking, now);
}

function named(name: TransitionName, blockers: readonly Blocker[]): TransitionBlocker[] {
  return blockers.map((blocker) => ({ transition: name, ...blocker }));
}

/** Whether `actor` may run `name` on the booking now with this input, and every reason if not. */
export function checkTransition(
  booking: BookingSnapshot,
  name: TransitionName,
  request: Omit<TransitionRequest, 'policy'>,
): TransitionCheck {
  const { actor, now, input = {} } = request;
  const spec = transitionSpec(name);
  const blockers = stateBlockers(booking, name, actor, now);
  // Input problems are reported with the guards', so one round trip shows the visitor everything.
  if (actor.role === spec.actor && spec.from.includes(booking.status)) {
    blockers.push(...inputBlockers(spec.inputs, booking, input, now));
  }
  return blockers.length === 0 ? { ok: true } : { ok: false, blockers: named(name, blockers) };
}

/** Runs the transition if its preconditions pass: the new booking, the audit entry, the inventory move. */
export function applyTransition(
  booking: BookingSnapshot,
  name: TransitionName,
  request: TransitionRequest,
): TransitionResult {
  const check = checkTransition(booking, name, request);
  if (!check.ok) return check;
  const { actor, now, input = {}, policy = DEFAULT_LIFECYCLE_POLICY } = request;
  const spec = transitionSpec(name);
  const outcome = spec.resolve(booking, { now, input, policy });
  const to = outcome.booking.status;
  if (!spec.to.includes(to)) throw new Error(`${name} resolved to ${to}, which its table row does not list`);
  return {
    ok: true,
    booking: outcome.booking,
    audit: {
      transition: name,
      actor,
      at: now,
      from: booking.status,
      to,
      // Only a transition that asks for a reason records one; a stray field is not the visitor's word.
      reason: spec.inputs.reason ? cleanReason(input.reason) : null,
      details: outcome.details,
    },
    inventory: inventoryEffect(booking.status, to),
  };
}

function inventoryEffect(from: BookingStatus, to: BookingStatus): InventoryEffect {
  const before = STATUS_TABLE[from].holdsInventory;
  const after = STATUS_TABLE[to].holdsInventory;
  if (before && after) return 'keep';
  if (before) return 'release';
  return after ? 'acquire' : 'none';
}

/**
 * What this caller may do now and why not the rest. A transition that only lacks input (terms, a
 * reason) is listed, since its dialog supplies that; `transitionInputs` says which fields.
 */
export function availableTransitions(
  booking: BookingSnapshot,
  actor: Pick<Actor, 'role'>,
  now: Date,
): AvailableTransitions {
  const result: AvailableTransitions = { transitions: [], transitionBlockerList: [], transitionInputs: {} };
  for (const name of TRANSITION_NAMES) {
    const blockers = stateBlockers(booking, name, actor, now);
    if (blockers.length > 0) {
      result.transitionBlockerList.push(...named(name, blockers));
      continue;
    }
    result.transitions.push(name);
    result.transitionInputs[name] = demandedInputs(transitionSpec(name).inputs, booking, now);
  }
  return result;
}

/** The timer transition due for this booking at `now`, if any (the hold and offer sweepers run it). */
export function dueSystemTransition(
  booking: BookingSnapshot,
  now: Date,
): 'hold_expired' | 'offer_expired' | null {
  for (const name of ['hold_expired', 'offer_expired'] as const) {
    if (stateBlockers(booking, name, { role: 'system' }, now).length === 0) return name;
  }
  return null;
}
