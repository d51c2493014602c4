import type { Blocker } from './blockers.ts';
import { dayIsOver, isDate, todayIn } from './calendar.ts';
import { checkNote, checkOfferLines } from './offer-inputs.ts';
import type { BookingSnapshot, InputName, PriceOverride, TransitionInput } from './types.ts';

// What the caller must send with a transition. Kept apart from the state guards because a dialog can
// always supply it: a transition that only lacks input is still listed in `transitions`, and
// `transitionInputs` tells the widget which fields its dialog must show.

/** When a transition demands an input; the table names these so the API docs can print them. */
export type InputRule = 'required' | 'optional' | 'after_cancellation_deadline' | 'for_unpriced_lines';

/** A transition's inputs and when each is demanded. */
export type InputRules = Readonly<Partial<Record<InputName, InputRule>>>;

/** Whether a rule demands its input for this booking at `now`. */
export function inputDemanded(rule: InputRule, booking: BookingSnapshot, now: Date): boolean {
  switch (rule) {
    case 'required':
      return true;
    case 'optional':
      return false;
    case 'after_cancellation_deadline':
      return cancellationDeadlinePassed(booking, now);
    case 'for_unpriced_lines':
      return booking.unpricedLines.length > 0;
  }
}

/** Whether the free cancellation period is over (the deadline is the last free day, location time). */
export function cancellationDeadlinePassed(booking: BookingSnapshot, now: Date): boolean {
  const deadline = booking.cancellationDeadline;
  return deadline !== null && dayIsOver(deadline, booking.location.timeZone, now);
}

/** The inputs a transition demands now, in the table's order. */
export function demandedInputs(rules: InputRules, booking: BookingSnapshot, now: Date): InputName[] {
  return (Object.entries(rules) as [InputName, InputRule][])
    .filter(([, rule]) => inputDemanded(rule, booking, now))
    .map(([name]) => name);
}

/** Every problem with the caller's input: demanded inputs missing, and given inputs malformed. */
export function inputBlockers(
  rules: InputRules,
  booking: BookingSnapshot,
  input: TransitionInput,
  now: Date,
): Blocker[] {
  const blockers: Blocker[] = [];
  for (const [name, rule] of Object.entries(rules) as [InputName, InputRule][]) {
    blockers.push(...checkInput(name, inputDemanded(rule, booking, now), booking, input, now));
  }
  return blockers;
}

function checkInput(
  name: InputName,
  demanded: boolean,
  booking: BookingSnapshot,
  input: TransitionInput,
  now: Date,
): Blocker[] {
  switch (name) {
    case 'reason':
      return demanded && cleanReason(input.reason) === null ? [{ code: 'reason_required' }] : [];
    case 'termsAccepted':
      return demanded && input.termsAccepted !== true ? [{ code: 'terms_not_accepted' }] : [];
    case 'acknowledged':
      return demanded && input.acknowledged !== true ? [{ code: 'acknowledgement_required' }] : [];
    case 'feeAccepted':
      return demanded && input.feeAccepted !== true
        ? [{ code: 'cancellation_deadline_passed', date: booking.cancellationDeadline as string }]
        : [];
    case 'validUntil':
      return checkValidUntil(input.validUntil, demanded, booking, now);
    case 'priceOverrides':
      return checkOverrides(input.priceOverrides ?? [], demanded, booking);
    case 'note':
      return checkNote(input.note);
    case 'offerLines':
      return checkOfferLines(input.offerLines, booking.location.taxRateCodes ?? []);
  }
}

/** The reason as the audit trail keeps it: trimmed, or null when blank or absent. */
export function cleanReason(reason: unknown): string | null {
  return typeof reason === 'string' && reason.trim() !== '' ? reason.trim() : null;
}

function checkValidUntil(value: unknown, demanded: boolean, booking: BookingSnapshot, now: Date): Blocker[] {
  if (value === undefined && !demanded) return [];
  if (typeof value !== 'string' || !isDate(value)) return [{ code: 'valid_until_required' }];
  // The validity day itself counts, so an offer valid "until today" can still be accepted today.
  return value < todayIn(booking.location.timeZone, now)
    ? [{ code: 'valid_until_in_past', date: value }]
    : [];
}

function checkOverrides(overrides: readonly PriceOverride[], demanded: boolean, booking: BookingSnapshot) {
  const blockers: Blocker[] = [];
  // Input arrives from JSON, so each entry is checked rather than trusted to match its type.
  const bad = overrides.filter((o) => !isValidOverride(o)).map((o) => String(o?.line));
  if (bad.length > 0) blockers.push({ code: 'price_override_invalid', lines: bad });
  if (demanded) {
    const priced = new Set(overrides.filter(isValidOverride).map((o) => o.line));
    const missing = booking.unpricedLines.filter((line) => !priced.has(line));
    if (missing.length > 0) blockers.push({ code: 'offer_not_priced', lines: missing });
  }
  return blockers;
}

function isValidOverride(override: PriceOverride | null | undefined): boolean {
  return (
    typeof override?.line === 'string' &&
    override.line !== '' &&
    Number.isSafeInteger(override.price) &&
    override.price >= 0
  );
}
