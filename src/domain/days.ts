/**
 * Meeting days as the visitor adds, clones and orders them (spec §4: a new day starts empty; a clone
 * lands on the next free date). Pure: every function returns a new list.
 */
import { addDays } from './dates.ts';
import type { Day } from './reservation.types.ts';

const TEMP_PREFIX = 'new-';

/**
 * A client-side id for a day (or stay) the server has not stored yet: `new-{n}`, one above the
 * highest in the list, so it is unique within the form and never looks like a server id or IRI.
 */
export function nextTempId(rows: readonly { tempId?: string }[]): string {
  const highest = rows.reduce((max, row) => {
    const n = row.tempId?.startsWith(TEMP_PREFIX) ? Number(row.tempId.slice(TEMP_PREFIX.length)) : 0;
    return Number.isSafeInteger(n) && n > max ? n : max;
  }, 0);
  return `${TEMP_PREFIX}${highest + 1}`;
}

/** How a day is told apart from the others: its IRI, else its id, else its temporary id. */
export function dayKey(day: Day): string {
  return day['@id'] ?? (day.id !== undefined ? String(day.id) : (day.tempId ?? ''));
}

/** A new day: no date, times, guests, spaces, items or package deals. */
export function emptyDay(tempId: string): Day {
  return {
    tempId,
    date: null,
    startTime: null,
    endTime: null,
    pax: null,
    halls: [],
    items: [],
    packageDeals: [],
  };
}

/** The list with a new empty day at the end. */
export function addDay(days: readonly Day[]): Day[] {
  return [...days, emptyDay(nextTempId(days))];
}

/** The list without the day of `key`. */
export function removeDay(days: readonly Day[], key: string): Day[] {
  return days.filter((day) => dayKey(day) !== key);
}

/** The first date after every used date; null when no day has a date yet. */
export function nextFreeDate(days: readonly Day[]): string | null {
  // `YYYY-MM-DD` strings sort like the dates they name.
  const last = days.reduce<string | null>(
    (max, d) => (d.date && (!max || d.date > max) ? d.date : max),
    null,
  );
  return last ? addDays(last, 1) : null;
}

/**
 * The list with a copy of the day of `key` on the next free date, in date order. The copy keeps
 * times, guests, spaces, items and package deals, but no server ids (it is a new day to store) and
 * no prices (prices depend on the date, so the server prices the copy afresh).
 */
export function cloneDay(days: readonly Day[], key: string): Day[] {
  const source = days.find((day) => dayKey(day) === key);
  if (!source) return [...days];
  const copy: Day = {
    tempId: nextTempId(days),
    date: nextFreeDate(days),
    startTime: source.startTime,
    endTime: source.endTime,
    pax: source.pax,
    ...(source.emplacement !== undefined ? { emplacement: source.emplacement } : {}),
    halls: source.halls.map(({ '@id': _id, price: _price, priceOverride: _override, ...row }) => ({
      ...row,
    })),
    items: source.items.map(({ '@id': _id, ...row }) => ({ ...row })),
    packageDeals: source.packageDeals.map(({ '@id': _id, price: _price, ...row }) => ({ ...row })),
  };
  return sortDays([...days, copy]);
}

/** Days by date then start time; days without a date keep their order at the end (stable sort). */
export function sortDays(days: readonly Day[]): Day[] {
  const rank = (day: Day) => `${day.date ?? '9999-99-99'} ${day.startTime ?? '99:99'}`;
  return [...days].sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
}
