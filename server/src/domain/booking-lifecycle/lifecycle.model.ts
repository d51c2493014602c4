import fc from 'fast-check';
import { expect } from 'vitest';
import { addDays, isDate, todayIn } from './calendar.ts';
import { factsArb, inputArb, ROLES } from './lifecycle.arbitraries.ts';
import { completeInput } from './lifecycle.fixtures.ts';
import { applyTransition, availableTransitions, checkTransition, dueSystemTransition } from './lifecycle.ts';
import { TRANSITION_TABLE, transitionSpec } from './transition-table.ts';
import {
  type ActorRole,
  BOOKING_STATUSES,
  type BookingSnapshot,
  type BookingStatus,
  TRANSITION_NAMES,
  type TransitionInput,
  type TransitionName,
} from './types.ts';

// The model for the model-based test: an oracle of legal moves written from design.md and the issue
// (not read from the table), the invariants every reachable booking keeps, and the commands that
// drive the lifecycle: transitions by any party with any input, time passing, the world changing.

/** Every status change each transition may make, as `from>to`. */
const LEGAL_MOVES: Record<TransitionName, readonly string[]> = {
  request: ['draft>requested'],
  inquire: ['draft>requested'],
  request_proposal: ['draft>requested'],
  book_now: ['draft>payment_pending', 'draft>confirmed'],
  accept: ['offered>accepted'],
  confirm_booking: ['accepted>confirmed'],
  turn_down: ['requested>turned_down', 'offered>turned_down'],
  cancel: ['requested', 'offered', 'accepted', 'payment_pending', 'confirmed'].map((s) => `${s}>cancelled`),
  apply_changes: [
    'requested>requested',
    'offered>requested',
    'accepted>accepted',
    'accepted>requested',
    'confirmed>confirmed',
    'confirmed>requested',
  ],
  send_offer: ['requested>offered', 'offered>offered'],
  // Staff decide on the visitor's change: the booking keeps its place, except an offer whose lines changed.
  apply_pending_change: [
    'requested>requested',
    'offered>offered',
    'offered>requested',
    'accepted>accepted',
    'confirmed>confirmed',
  ],
  reject_pending_change: ['requested', 'offered', 'accepted', 'payment_pending', 'confirmed'].map(
    (s) => `${s}>${s}`,
  ),
  confirm: ['accepted>confirmed', 'payment_pending>confirmed'],
  decline: ['requested>declined', 'offered>declined'],
  reopen: ['expired>requested', 'declined>requested'],
  extend_hold: ['payment_pending>payment_pending'],
  payment_succeeded: ['payment_pending>confirmed', 'requested>confirmed'],
  payment_failed: ['payment_pending>payment_pending'],
  hold_expired: ['payment_pending>requested'],
  offer_expired: ['offered>expired'],
};
/** The statuses nothing may leave. */
const FINAL: ReadonlySet<BookingStatus> = new Set(['turned_down', 'cancelled']);

/** The model: the status the oracle expects, and whether the draft was ever sent. */
export interface Model {
  status: BookingStatus;
  sent: boolean;
}
/** The system under test: the snapshot the lifecycle returned last, and the injected clock. */
export interface Real {
  booking: BookingSnapshot;
  now: Date;
}

/** What a batch of sequences visited, so a test can prove it was not vacuous. */
export interface Coverage {
  readonly statuses: Set<BookingStatus>;
  readonly transitions: Set<TransitionName>;
}

/** availableTransitions lists exactly the transitions a complete input lets through, blockers and all. */
export function expectListMatchesChecks(booking: BookingSnapshot, now: Date): void {
  const input = completeInput(booking, now);
  for (const role of ROLES) {
    const available = availableTransitions(booking, { role }, now);
    const checks = TRANSITION_NAMES.map((name) => ({
      name,
      check: checkTransition(booking, name, { actor: { role, id: 'p' }, now, input }),
    }));
    // One comparison per role: the list built from the checks must equal the one the read model shows.
    expect({
      transitions: available.transitions,
      transitionBlockerList: available.transitionBlockerList,
    }).toEqual({
      transitions: checks.filter(({ check }) => check.ok).map(({ name }) => name),
      transitionBlockerList: checks.flatMap(({ check }) => (check.ok ? [] : check.blockers)),
    });
    if (FINAL.has(booking.status)) expect(available.transitions).toEqual([]);
  }
  const due = dueSystemTransition(booking, now);
  const systemNow = availableTransitions(booking, { role: 'system' }, now).transitions;
  expect(systemNow.filter((t) => t === 'hold_expired' || t === 'offer_expired')).toEqual(due ? [due] : []);
}

function expectLegalState(model: Model, { booking }: Real): void {
  expect(BOOKING_STATUSES).toContain(booking.status);
  expect(booking.status).toBe(model.status);
  expect(booking.holdExpiresAt !== null).toBe(booking.status === 'payment_pending');
  if (booking.status === 'offered') expect(isDate(booking.offerValidUntil ?? '')).toBe(true);
  if (booking.status === 'requested') expect(booking.flags.requestKind).not.toBeNull();
  if (booking.status === 'payment_pending') expect(booking.flags.instant).toBe(true);
  if (model.sent) expect(booking.status).not.toBe('draft');
}

// Offers valid for a day or two, so that time passing makes them expire within a sequence.
function shortOffer(booking: BookingSnapshot, now: Date): TransitionInput {
  const today = todayIn(booking.location.timeZone, now);
  return { ...completeInput(booking, now), validUntil: addDays(today, now.getUTCMinutes() % 3) };
}

// Selection weights (default 3): endings are picked less often and the timer transitions more, so
// sequences spend their length in the middle of the lifecycle and see holds and offers run out.
const STEER: Partial<Record<TransitionName, number>> = {
  cancel: 1,
  turn_down: 1,
  decline: 2,
  request: 1,
  inquire: 1,
  request_proposal: 1,
  book_now: 6,
  hold_expired: 8,
  offer_expired: 8,
};

/** Which transition a command tries: a fixed name, or the n-th one the table lets start from here. */
type Pick = TransitionName | number;

class Transition implements fc.Command<Model, Real> {
  private tried: TransitionName | null = null;
  constructor(
    readonly pick: Pick,
    readonly role: ActorRole | 'owner',
    readonly input: TransitionInput | 'complete',
    readonly coverage: Coverage,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const name = this.resolve(model.status);
    this.tried = name;
    const role = this.role === 'owner' ? TRANSITION_TABLE[name].actor : this.role;
    const before = real.booking;
    const input = this.input === 'complete' ? shortOffer(before, real.now) : this.input;
    const available = availableTransitions(before, { role }, real.now);
    const result = applyTransition(before, name, { actor: { role, id: 'p' }, now: real.now, input });
    if (FINAL.has(before.status)) expect(result.ok).toBe(false);
    if (result.ok) {
      const move = `${before.status}>${result.booking.status}`;
      expect(LEGAL_MOVES[name], `${name}: ${move}`).toContain(move);
      expect(available.transitions).toContain(name);
      expect(role).toBe(TRANSITION_TABLE[name].actor);
      expect(result.audit).toMatchObject({
        transition: name,
        from: before.status,
        to: result.booking.status,
      });
      expect(result.audit.at).toBe(real.now);
      // Staff's answer to a change settles it either way: nothing is left pending.
      if (name === 'apply_pending_change' || name === 'reject_pending_change') {
        expect(result.booking.flags).toMatchObject({ changePending: false, changeNeedsVenue: false });
      }
      real.booking = result.booking;
      model.status = result.booking.status;
      model.sent ||= result.booking.status !== 'draft';
      this.coverage.transitions.add(name);
    } else {
      expect(real.booking).toBe(before);
      if (this.input === 'complete') expect(available.transitions).not.toContain(name);
    }
    this.coverage.statuses.add(real.booking.status);
    expectLegalState(model, real);
  }
  // Picking among the transitions that may start here only steers the sequence deeper into the
  // lifecycle; the assertions above never consult the table's from-lists.
  private resolve(status: BookingStatus): TransitionName {
    if (typeof this.pick === 'string') return this.pick;
    const here = TRANSITION_NAMES.filter((name) => transitionSpec(name).from.includes(status));
    const pool = (here.length > 0 ? here : TRANSITION_NAMES).flatMap((name) =>
      Array<TransitionName>(STEER[name] ?? 3).fill(name),
    );
    return pool[this.pick % pool.length] as TransitionName;
  }
  toString = () => `${this.role}:${this.tried ?? this.pick}(${JSON.stringify(this.input)})`;
}

class PassTime implements fc.Command<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  run(model: Model, real: Real): void {
    real.now = new Date(real.now.getTime() + this.ms);
    expectListMatchesChecks(real.booking, real.now);
    expectLegalState(model, real);
  }
  toString = () => `pass(${this.ms}ms)`;
}

class WorldChanges implements fc.Command<Model, Real> {
  constructor(
    readonly facts: Partial<BookingSnapshot>,
    readonly flags: { paid: boolean; changePending: boolean; changeNeedsVenue: boolean },
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    real.booking = { ...real.booking, ...this.facts, flags: { ...real.booking.flags, ...this.flags } };
    expectListMatchesChecks(real.booking, real.now);
    expectLegalState(model, real);
  }
  toString = () => `world(${JSON.stringify({ ...this.facts, ...this.flags })})`;
}

// Mostly the right party with a complete input, so sequences get deep into the lifecycle; the rest
// tries wrong parties, bad input and transitions from anywhere, which must leave the booking untouched.
const transitionArb = (coverage: Coverage) =>
  fc
    .tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.nat(1000).map((n): Pick => n) },
        { weight: 1, arbitrary: fc.constantFrom<Pick>(...TRANSITION_NAMES) },
      ),
      fc.oneof(
        { weight: 5, arbitrary: fc.constant<ActorRole | 'owner'>('owner') },
        { weight: 1, arbitrary: fc.constantFrom<ActorRole | 'owner'>(...ROLES) },
      ),
      fc.oneof(
        { weight: 3, arbitrary: fc.constant<TransitionInput | 'complete'>('complete') },
        { weight: 1, arbitrary: inputArb.map((input): TransitionInput | 'complete' => input) },
      ),
    )
    .map(([pick, role, input]) => new Transition(pick, role, input, coverage));
// Minutes (hold expiry), days (lead times) and weeks (offer validity) all have to pass sometimes.
const passTimeArb = fc
  .oneof(
    fc.integer({ min: 0, max: 20 * 60_000 }),
    fc.integer({ min: 0, max: 4 * 86_400_000 }),
    fc.integer({ min: 0, max: 30 * 86_400_000 }),
  )
  .map((ms) => new PassTime(ms));
const worldArb = fc
  .tuple(
    factsArb.map(
      ({
        unpricedLines,
        unavailableLines,
        pax,
        cancellationDeadline,
        paymentDue,
        paymentBeforeConfirmation,
      }) => ({
        unpricedLines,
        unavailableLines,
        pax,
        cancellationDeadline,
        paymentDue,
        paymentBeforeConfirmation,
      }),
    ),
    fc.record({ paid: fc.boolean(), changePending: fc.boolean(), changeNeedsVenue: fc.boolean() }),
  )
  .map(([facts, flags]) => new WorldChanges(facts, flags));

/** Command sequences: three parts transitions, two parts time passing, one part the world changing. */
export function lifecycleCommands(coverage: Coverage) {
  const transition = transitionArb(coverage);
  return fc.commands([transition, transition, transition, passTimeArb, passTimeArb, worldArb], {
    maxCommands: 40,
    size: 'max',
  });
}
