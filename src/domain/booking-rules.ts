/**
 * The space and booking rules of spec §5 as pure checks. Each returns null when the rule holds, or
 * the message key (with its values) the step shows; per-row checks return errors by field path.
 */
import type { Iri } from './catalogue.types.ts';
import { minutesOfDay } from './dates.ts';
import type { Day, DayHall } from './reservation.types.ts';
import { type FieldError, MESSAGES } from './validation.ts';

/** Whether a day needs a space, and what the chosen package deal includes. */
export type SpaceContext = {
  /** True when the day's package deal includes hall rental (a space of its own). */
  packageIncludesSpace?: boolean;
  /** True for catering-only bookings, where the location allows them without a space. */
  spacesOptional?: boolean;
};

/**
 * Every space row must name a space, and a day needs at least one. When the day's package deal
 * includes no space, the message says so, because the visitor may think the package covers it.
 */
export function spaceChoiceError(
  day: Pick<Day, 'halls' | 'packageDeals'>,
  context: SpaceContext = {},
): FieldError | null {
  const unchosen = day.halls.some((row) => !row.hall);
  if (unchosen) return { key: MESSAGES.spaceRequired };
  if (day.halls.length > 0 || context.spacesOptional) return null;
  const hasPackage = day.packageDeals.some((deal) => deal.packageDeal);
  const key =
    hasPackage && !context.packageIncludesSpace ? MESSAGES.spaceRequiredByPackage : MESSAGES.spaceRequired;
  return { key };
}

/** How many guests a space seats in one layout (spec §3 hall emplacements). */
export type LayoutCapacity = { hall: Iri; emplacement: Iri; capacity: number };

/**
 * Whether any space seats `pax` guests in the layout. When the layout exists but every space is
 * too small, the message names the largest capacity so the visitor knows how far to go down.
 */
export function spaceFitError(
  pax: number | null,
  emplacement: Iri | null,
  capacities: readonly LayoutCapacity[],
): FieldError | null {
  if (pax === null || emplacement === null) return null;
  const inLayout = capacities.filter((c) => c.emplacement === emplacement);
  if (inLayout.some((c) => c.capacity >= pax)) return null;
  if (inLayout.length === 0) return { key: MESSAGES.noSpaceFits, values: { pax } };
  const max = Math.max(...inLayout.map((c) => c.capacity));
  return { key: MESSAGES.noSpaceFitsMax, values: { pax, max } };
}

/** Errors on the day's chosen spaces that are not available on its date, by path `halls.{i}.hall`. */
export function unavailableSpaceErrors(
  day: Pick<Day, 'halls'>,
  unavailable: Iterable<Iri>,
): Record<string, FieldError> {
  const blocked = new Set(unavailable);
  const errors: Record<string, FieldError> = {};
  day.halls.forEach((row, index) => {
    if (row.hall && blocked.has(row.hall)) errors[`halls.${index}.hall`] = { key: MESSAGES.spaceUnavailable };
  });
  return errors;
}

/** One chosen space in time: its date and window in minutes of the day. */
type Slot = { hall: Iri; date: string; start: number; end: number };

/** A row's window: its own times, else the day's, else the whole day (so missing times still clash). */
function slotOf(day: Day, row: Pick<DayHall, 'startTime' | 'endTime'>, hall: Iri): Slot | null {
  if (!day.date) return null;
  const start = minutesOfDay(row.startTime ?? day.startTime ?? '') ?? 0;
  const end = minutesOfDay(row.endTime ?? day.endTime ?? '') ?? 24 * 60;
  return { hall, date: day.date, start, end };
}

// Periods that only touch (09:00-12:00 and 12:00-17:00) do not overlap.
const clash = (a: Slot, b: Slot) =>
  a.hall === b.hall && a.date === b.date && a.start < b.end && b.start < a.end;

/** Where a space row sits: which day and which row of that day. */
export type HallPosition = { dayIndex: number; hallIndex: number };

/** Whether `hall` is chosen on another row of the same date in an overlapping period ("already selected"). */
export function isHallSelectedElsewhere(days: readonly Day[], at: HallPosition, hall: Iri): boolean {
  const day = days[at.dayIndex];
  if (!day) return false;
  const slot = slotOf(day, day.halls[at.hallIndex] ?? { startTime: null, endTime: null }, hall);
  if (!slot) return false;
  return days.some((other, dayIndex) =>
    other.halls.some((row, hallIndex) => {
      if (dayIndex === at.dayIndex && hallIndex === at.hallIndex) return false;
      const otherSlot = row.hall ? slotOf(other, row, row.hall) : null;
      return otherSlot !== null && clash(slot, otherSlot);
    }),
  );
}

/**
 * Flags every space row whose space was chosen on an earlier row for an overlapping period on the
 * same date, by path `days.{d}.halls.{h}.hall`; the first choice stays unflagged.
 */
export function overlappingSpaceErrors(days: readonly Day[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const earlier: Slot[] = [];
  days.forEach((day, dayIndex) => {
    day.halls.forEach((row, hallIndex) => {
      const slot = row.hall ? slotOf(day, row, row.hall) : null;
      if (!slot) return;
      if (earlier.some((other) => clash(slot, other))) {
        errors[`days.${dayIndex}.halls.${hallIndex}.hall`] = { key: MESSAGES.spaceOverlap };
      }
      earlier.push(slot);
    });
  });
  return errors;
}

/** The corporate-account check of step 1 (spec §4: loading, success, error; idle before it runs). */
export type CorporateStatus = 'idle' | 'loading' | 'success' | 'error';

/** Continuing waits for a ticked corporate check to succeed; a failed one says what to check. */
export function corporateError(enabled: boolean, status: CorporateStatus): FieldError | null {
  if (!enabled || status === 'success') return null;
  return { key: status === 'error' ? MESSAGES.corporateInvalid : MESSAGES.corporatePending };
}

/** More guests per room than the room type sleeps; the message names the maximum. */
export function guestsPerRoomError(paxRoom: number | null, maxPerRoom: number | null): FieldError | null {
  if (paxRoom === null || maxPerRoom === null || paxRoom <= maxPerRoom) return null;
  return { key: MESSAGES.tooManyGuestsPerRoom, values: { max: maxPerRoom } };
}
