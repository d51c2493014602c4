/**
 * Hotel stays as the visitor adds, clones and fills them in step 3, and the rules of spec §4 "hotel
 * room selection" (completed, incomplete, too many selected) and §5 (guests per room). Pure: every
 * function returns a new value, so the models and the node tests share them.
 */

import { type BreakfastSettings, DEFAULT_BREAKFAST, roomBreakfast } from './breakfast.ts';
import type { Iri, Location } from './catalogue.types.ts';
import { isIsoDate } from './dates.ts';
import { nextTempId } from './days.ts';
import { isCompleteRoom } from './payload.ts';
import { prefilledStay } from './prefill.ts';
import type { Day, Room } from './reservation.types.ts';

/** How a stay is told apart from the others: its IRI, else its id, else its temporary id. */
export function stayKey(stay: Room): string {
  return stay['@id'] ?? (stay.id !== undefined ? String(stay.id) : (stay.tempId ?? ''));
}

/** The location a stay is at: its own, else the booking's (a stay follows the booking until moved). */
export function stayLocation(stay: Pick<Room, 'location'>, bookingLocation: Iri | null): Iri | null {
  return stay.location || bookingLocation;
}

/** A new stay at `location`: one room, nothing else chosen; breakfast follows the location's default. */
export function emptyStay(tempId: string, location: Iri | null): Room {
  return {
    tempId,
    location,
    startDate: null,
    endDate: null,
    amount: 1,
    paxRoom: null,
    roomType: null,
    breakfast: null,
    lateCheckoutRooms: 0,
    comments: '',
  };
}

/** The list with a new empty stay at the end. */
export function addStay(stays: readonly Room[], location: Iri | null): Room[] {
  return [...stays, emptyStay(nextTempId(stays), location)];
}

/** The list without the stay of `key`. */
export function removeStay(stays: readonly Room[], key: string): Room[] {
  return stays.filter((stay) => stayKey(stay) !== key);
}

/**
 * The list with a copy of the stay of `key` right after it: same location, dates, rooms, guests, room
 * type, breakfast, late check-out and remarks, but no server ids (it is a new stay to store) and no
 * price (the server prices it afresh). The visitor then changes what differs, typically the dates.
 */
export function cloneStay(stays: readonly Room[], key: string): Room[] {
  const index = stays.findIndex((stay) => stayKey(stay) === key);
  const source = stays[index];
  if (!source) return [...stays];
  const { '@id': _iri, id: _id, price: _price, ...rest } = source;
  const copy: Room = { ...rest, tempId: nextTempId(stays) };
  return [...stays.slice(0, index + 1), copy, ...stays.slice(index + 1)];
}

/** What the event's days give a hotel stay: where, and how many guests per room by default. */
export type StayFromDaysOptions = { location: Iri | null; pax: number; personsPerRoom: number };

/**
 * The stay step 3 starts with when the booking has meeting days: check-in on the first day,
 * check-out one day after the last (spec §9), rooms for the most guests of any day. Null without a
 * dated day.
 */
export function stayFromEventDays(days: readonly Day[], options: StayFromDaysOptions): Room | null {
  const dated = days.filter((d) => isIsoDate(d.date));
  // `YYYY-MM-DD` strings sort like the dates they name.
  const sorted = dated.map((d) => d.date as string).sort();
  if (sorted.length === 0) return null;
  const paxes = dated.map((d) => d.pax).filter((p): p is number => Number.isInteger(p) && (p ?? 0) > 0);
  const pax = paxes.length > 0 ? Math.max(...paxes) : options.pax;
  const stay = prefilledStay(sorted[0] ?? null, sorted.at(-1) ?? null, pax, options.personsPerRoom);
  return { ...emptyStay(stay.tempId ?? 'new-1', options.location), ...stay, location: options.location };
}

/** Whether a value is a whole number of at least `min` (the room count, guests per room). */
export function isWholeAtLeast(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min;
}

/** Whether check-out is after check-in (both real dates); false while either is missing. */
export function isCheckOutAfterCheckIn(stay: Pick<Room, 'startDate' | 'endDate'>): boolean {
  return isIsoDate(stay.startDate) && isIsoDate(stay.endDate) && stay.endDate > stay.startDate;
}

/** Guests in a stay: rooms × guests per room, or null until both are whole numbers. */
export function totalGuests(stay: Pick<Room, 'amount' | 'paxRoom'>): number | null {
  return isWholeAtLeast(stay.amount, 1) && isWholeAtLeast(stay.paxRoom, 1)
    ? stay.amount * stay.paxRoom
    : null;
}

/** What the server says about a stay's room type: free rooms for the stay and guests a room takes. */
export type StayCapacity = { free: number | null; maxGuestsPerRoom: number | null };

/** The "too many selected" rules of a stay, each on the field it is about. */
export type StayOverflow = { rooms: number | null; guestsPerRoom: number | null };

/**
 * Where a stay asks for more than there is: more rooms than free for the whole stay (`rooms` is the
 * free count), more guests per room than the room type takes (`guestsPerRoom` is its maximum).
 * Unknown capacities flag nothing: the server checks again when the booking is sent.
 */
export function stayOverflow(stay: Pick<Room, 'amount' | 'paxRoom'>, capacity: StayCapacity): StayOverflow {
  const { free, maxGuestsPerRoom } = capacity;
  const amount = Number(stay.amount);
  const paxRoom = Number(stay.paxRoom);
  return {
    rooms: free !== null && Number.isFinite(amount) && amount > free ? free : null,
    guestsPerRoom:
      maxGuestsPerRoom !== null && Number.isFinite(paxRoom) && paxRoom > maxGuestsPerRoom
        ? maxGuestsPerRoom
        : null,
  };
}

/**
 * Late check-out rooms as offered and sent: from 0 to the rooms booked (a room count lowered after
 * choosing takes the late check-out down with it, as `prepareRoom` does when sending).
 */
export function lateCheckoutRooms(stay: Pick<Room, 'amount' | 'lateCheckoutRooms'>): number {
  const late = Number(stay.lateCheckoutRooms ?? 0);
  const amount = isWholeAtLeast(stay.amount, 1) ? stay.amount : 0;
  return Number.isFinite(late) ? Math.min(amount, Math.max(0, Math.round(late))) : 0;
}

/** The indicator of spec §4 "hotel room selection". */
export type StayStatus = 'completed' | 'incomplete' | 'too-many';

/**
 * A stay is too many selected when it overflows, completed when everything the booking sends is there
 * and consistent, else incomplete. "Too many" wins: it is what the visitor has to change first.
 */
export function stayStatus(stay: Room, capacity: StayCapacity): StayStatus {
  const overflow = stayOverflow(stay, capacity);
  if (overflow.rooms !== null || overflow.guestsPerRoom !== null) return 'too-many';
  const filled =
    isCompleteRoom(stay) &&
    isCheckOutAfterCheckIn(stay) &&
    isWholeAtLeast(stay.amount, 1) &&
    isWholeAtLeast(stay.paxRoom, 1);
  return filled ? 'completed' : 'incomplete';
}

/**
 * The other locations rooms are booked at than the event's (spec §2 multi-venue alert), in the
 * order the stays name them, each once. Empty without a booking location.
 */
export function otherVenues(stays: readonly Room[], bookingLocation: Iri | null): Iri[] {
  if (!bookingLocation) return [];
  const others = stays
    .map((stay) => stayLocation(stay, bookingLocation))
    .filter((location): location is Iri => Boolean(location) && location !== bookingLocation);
  return [...new Set(others)];
}

/** Breakfast as step 3 shows it: whether the visitor may change it, and whether it is included. */
export type StayBreakfast = { selectable: boolean; included: boolean };

/**
 * Breakfast of a stay under its location's settings (spec §5, §9): the visitor's choice where
 * selectable, else the location's default, which is also what the booking sends (`roomBreakfast`).
 */
export function stayBreakfast(
  stay: Pick<Room, 'breakfast'>,
  settings: BreakfastSettings = DEFAULT_BREAKFAST,
): StayBreakfast {
  return { selectable: settings.breakfastSelectable, included: roomBreakfast(stay, settings) };
}

/**
 * The breakfast settings of each stay's location, for `prepareBookingPayload`'s context: a stay at
 * another location follows that location's settings, not the booking's.
 */
export function breakfastSettingsFor(
  locations: readonly Pick<Location, '@id' | 'locationSettings'>[],
  bookingLocation: Iri | null,
): (stay: Room) => BreakfastSettings | undefined {
  return (stay) => {
    const at = stayLocation(stay, bookingLocation);
    return locations.find((l) => l['@id'] === at)?.locationSettings;
  };
}
