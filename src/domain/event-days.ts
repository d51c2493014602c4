/**
 * How the event's guests, times and layout reach its days (step 2): a new day starts empty of
 * spaces, items and deals (spec §4) but with the event's guests and times; a day value still equal to
 * the event's old value follows the event when it changes, so the visitor types guests once.
 */
import type { Iri } from './catalogue.types.ts';
import { addDay } from './days.ts';
import type { Day, Reservation } from './reservation.types.ts';

/** The event values days default from. */
export type EventDefaults = { pax: number | null; startTime: string | null; endTime: string | null };

/** The event values of a reservation (null where not given). */
export function eventDefaults(reservation: Reservation): EventDefaults {
  return {
    pax: reservation.eventPax ?? null,
    startTime: reservation.eventStartTime ?? null,
    endTime: reservation.eventEndTime ?? null,
  };
}

/** A day with empty guests and times filled from the event; what it has stays. */
export function withEventDefaults(day: Day, event: EventDefaults): Day {
  return {
    ...day,
    pax: day.pax ?? event.pax,
    startTime: day.startTime ?? event.startTime,
    endTime: day.endTime ?? event.endTime,
  };
}

/** The list with a new day at the end: no date, spaces, items or deals; the event's guests and times. */
export function addEventDay(days: readonly Day[], event: EventDefaults, layout: Iri | null): Day[] {
  const added = addDay(days);
  const last = added.length - 1;
  return added.map((day, i) =>
    i === last ? { ...withEventDefaults(day, event), emplacement: layout } : day,
  );
}

/**
 * Days after the event changed from `before` to `after`: each day's guests and times that were empty
 * or equal to the old event value take the new one; values the day has of its own (a clone of an
 * earlier event, a stored day) stay.
 */
export function followEvent(days: readonly Day[], before: EventDefaults, after: EventDefaults): Day[] {
  const follow = <T>(value: T | null, old: T | null, next: T | null) =>
    value === null || value === old ? next : value;
  return days.map((day) => ({
    ...day,
    pax: follow(day.pax, before.pax, after.pax),
    startTime: follow(day.startTime, before.startTime, after.startTime),
    endTime: follow(day.endTime, before.endTime, after.endTime),
  }));
}

/** A day with its setup changed; every space row takes the new layout (the API books a layout per space). */
export function withLayout(day: Day, layout: Iri | null): Day {
  return { ...day, emplacement: layout, halls: day.halls.map((row) => ({ ...row, emplacement: layout })) };
}

/**
 * Days whose setup is empty or still the old default take the new default (the guests crossed the
 * big-group threshold, or the layouts loaded); a layout the visitor chose stays.
 */
export function followDefaultLayout(days: readonly Day[], before: Iri | null, after: Iri | null): Day[] {
  return days.map((day) => {
    const current = day.emplacement ?? null;
    return current === null || current === before ? withLayout(day, after) : day;
  });
}

/** A package deal's time slot (`HH:mm` to `HH:mm`). */
export type TimeSlot = { startTime: string; endTime: string };

const sameTimes = (
  day: Pick<Day, 'startTime' | 'endTime'>,
  slot: { startTime: string | null; endTime: string | null },
) => day.startTime === slot.startTime && day.endTime === slot.endTime;

/**
 * The day's times once a package deal is chosen (or none, `slots` empty): a day still on the event's
 * times, or on the slot of the deal chosen before, takes the new deal's slot (the one covering its
 * window, else the first), and goes back to the event's times without a deal. Times the visitor gave
 * the day itself stay.
 */
export function timesForPackage(
  day: Day,
  event: EventDefaults,
  slots: readonly TimeSlot[],
  previousSlots: readonly TimeSlot[] = [],
): Pick<Day, 'startTime' | 'endTime'> {
  const own = { startTime: day.startTime, endTime: day.endTime };
  const defaulted = sameTimes(day, event) || previousSlots.some((slot) => sameTimes(day, slot));
  if (!defaulted) return own;
  const covering = slots.find(
    (slot) =>
      day.startTime !== null &&
      day.endTime !== null &&
      slot.startTime <= day.startTime &&
      slot.endTime >= day.endTime,
  );
  const slot = covering ?? slots[0];
  return slot
    ? { startTime: slot.startTime, endTime: slot.endTime }
    : { startTime: event.startTime, endTime: event.endTime };
}
