/**
 * What the occupancy grid shows, decided apart from its markup: each cell's state, the month's and
 * days' names in the desk's language, and the page's address. Pure.
 */
import type { HallBooking, RoomBooking } from '../../contracts/desk-occupancy.schema.ts';
import { dayNumber } from '../../domain/dates.ts';
import { isMonth, monthOf } from '../../domain/months.ts';

/** A hall's day: nobody, only requests (demand), or held by a booking. */
export type HallCellState = 'free' | 'asked' | 'held';
/** A room type's night: as a hall's, plus `full` when every room is held. */
export type RoomCellState = HallCellState | 'full';

/** The state of a hall on a day: held wins over asked. */
export function hallCellState(bookings: readonly Pick<HallBooking, 'hold'>[]): HallCellState {
  if (bookings.some((b) => b.hold === 'held')) return 'held';
  return bookings.length > 0 ? 'asked' : 'free';
}

/** The state of a room type on a night, from the engine's count of held rooms and the requests. */
export function roomCellState(night: {
  total: number;
  held: number;
  bookings: readonly Pick<RoomBooking, 'hold'>[];
}): RoomCellState {
  if (night.held > 0 && night.held >= night.total) return 'full';
  if (night.held > 0) return 'held';
  return night.bookings.some((b) => b.hold === 'asked') ? 'asked' : 'free';
}

const utc = (date: string) => dayNumber(date)! * 86_400_000;

/** "June 2030" in the desk's language. */
export function monthLabel(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utc(`${month}-01`),
  );
}

/** A day's column heading: short weekday, day number, the full date for screen readers, and weekends. */
export function dayHeading(date: string, locale: string) {
  const at = utc(date);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(at);
  const weekday = new Date(at).getUTCDay();
  return {
    weekday: format({ weekday: 'short' }),
    day: Number(date.slice(8, 10)),
    full: format({ weekday: 'long', day: 'numeric', month: 'long' }),
    weekend: weekday === 0 || weekday === 6,
  };
}

/** The month the page opens on: the address's when it is a month, else today's. */
export function shownMonth(query: URLSearchParams, today: string): string {
  const asked = query.get('month');
  return isMonth(asked) ? asked : monthOf(today);
}

/** A location in the address as its IRI: `/api/locations/3` or a bare `3`; anything else is none. */
export function locationParam(query: URLSearchParams): string | null {
  const match = /^(?:\/api\/locations\/)?([1-9]\d{0,9})$/.exec(query.get('location') ?? '');
  return match ? `/api/locations/${match[1]}` : null;
}
