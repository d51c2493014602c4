import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isDate, todayIn } from './calendar.ts';
import { draftArb, factsArb, inputArb, ROLES, snapshotArb } from './lifecycle.arbitraries.ts';
import { completeInput } from './lifecycle.fixtures.ts';
import { applyTransition, availableTransitions, checkTransition, dueSystemTransition } from './lifecycle.ts';
import { STATUS_TABLE, TRANSITION_TABLE, transitionSpec } from './transition-table.ts';
import {
  type ActorRole,
  BOOKING_STATUSES,
  type BookingSnapshot,
  type BookingStatus,
  TRANSITION_NAMES,
  type TransitionInput,
  type TransitionName,
} from './types.ts';

// Model-based test: random command sequences (transitions by any role with any input, time passing,
// the world changing prices, availability, payment and change drafts) run against the lifecycle.
// The model is an independent oracle written from design.md and the issue, not read from the table.

const LEGAL_MOVES: Record<TransitionName, readonly string[]> = {
  request: ['draft>requested'],
  inquire: ['draft>requested'],
  request_proposal: ['draft>requested'],
  book_now: ['draft>payment_pending', 'draft>confirmed'],
  accept: ['offered>accepted'],
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
  confirm: ['accepted>confirmed', 'payment_pending>confirmed'],
  decline: ['requested>declined', 'offered>declined'],
  reopen: ['expired>requested', 'declined>requested'],
  payment_succeeded: ['payment_pending>confirmed'],
  hold_expired: ['payment_pending>requested'],
  offer_expired: ['offered>expired'],
};
const FINAL: ReadonlySet<BookingStatus> = new Set(['turned_down', 'cancelled']);

interface Model {
  status: BookingStatus;
  sent: boolean;
}
interface Real {
  booking: BookingSnapshot;
  now: Date;
}

const visitedStatuses = new Set<BookingStatus>();
const ranTransitions = new Set<TransitionName>();

/** availableTransitions lists exactly the transitions a complete input lets through, blockers and all. */
function expectListMatchesChecks(booking: BookingSnapshot, now: Date): void {
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
      real.booking = result.booking;
      model.status = result.booking.status;
      model.sent ||= result.booking.status !== 'draft';
      ranTransitions.add(name);
    } else {
      expect(real.booking).toBe(before);
      if (this.input === 'complete') expect(available.transitions).not.toContain(name);
    }
    visitedStatuses.add(real.booking.status);
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
const transitionArb = fc
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
  .map(([pick, role, input]) => new Transition(pick, role, input));
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
    factsArb.map(({ unpricedLines, unavailableLines, pax, cancellationDeadline, paymentDue }) => ({
      unpricedLines,
      unavailableLines,
      pax,
      cancellationDeadline,
      paymentDue,
    })),
    fc.record({ paid: fc.boolean(), changePending: fc.boolean(), changeNeedsVenue: fc.boolean() }),
  )
  .map(([facts, flags]) => new WorldChanges(facts, flags));

describe('booking lifecycle, model-based', () => {
  it('random command sequences never reach an illegal state; final statuses stay final', () => {
    const commands = fc.commands(
      [transitionArb, transitionArb, transitionArb, passTimeArb, passTimeArb, worldArb],
      {
        maxCommands: 40,
        size: 'max',
      },
    );
    fc.assert(
      fc.property(
        draftArb,
        fc.date({
          min: new Date('2026-01-01T00:00:00Z'),
          max: new Date('2026-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        commands,
        (draft, now, cmds) => {
          fc.modelRun(
            () => ({ model: { status: 'draft', sent: false } as Model, real: { booking: draft, now } }),
            cmds,
          );
        },
      ),
      { numRuns: 500 },
    );
    // Guard against a vacuous run: the sequences must have visited every status and run every transition.
    expect([...visitedStatuses].sort()).toEqual([...BOOKING_STATUSES].sort());
    expect([...ranTransitions].sort()).toEqual([...TRANSITION_NAMES].sort());
  });

  it('turned_down can never be left, by anyone, with any input, at any time', () => {
    fc.assert(
      fc.property(
        snapshotArb,
        fc.constantFrom(...TRANSITION_NAMES),
        fc.constantFrom(...ROLES),
        inputArb,
        (snapshot, name, role, input) => {
          const booking = { ...snapshot, status: 'turned_down' as const };
          const now = new Date('2026-06-01T00:00:00Z');
          expect(applyTransition(booking, name, { actor: { role, id: 'x' }, now, input }).ok).toBe(false);
          expect(
            applyTransition(booking, name, {
              actor: { role, id: 'x' },
              now,
              input: completeInput(booking, now),
            }).ok,
          ).toBe(false);
        },
      ),
    );
  });

  it('availableTransitions lists exactly the transitions whose preconditions pass, for any snapshot', () => {
    fc.assert(
      fc.property(
        snapshotArb,
        fc.date({
          min: new Date('2025-12-01T00:00:00Z'),
          max: new Date('2028-01-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        expectListMatchesChecks,
      ),
      {
        numRuns: 500,
      },
    );
  });

  it('holds exactly the statuses the table says hold inventory, whatever path led there', () => {
    fc.assert(
      fc.property(snapshotArb, fc.constantFrom(...TRANSITION_NAMES), (snapshot, name) => {
        const now = new Date('2026-03-01T12:00:00Z');
        const actor = { role: TRANSITION_TABLE[name].actor, id: 'x' };
        const result = applyTransition(snapshot, name, { actor, now, input: completeInput(snapshot, now) });
        if (!result.ok) return;
        const held = [
          STATUS_TABLE[snapshot.status].holdsInventory,
          STATUS_TABLE[result.booking.status].holdsInventory,
        ];
        const expected = {
          'true,true': 'keep',
          'true,false': 'release',
          'false,true': 'acquire',
          'false,false': 'none',
        };
        expect(result.inventory).toBe(expected[`${held[0]},${held[1]}` as keyof typeof expected]);
      }),
      { numRuns: 500 },
    );
  });
});
