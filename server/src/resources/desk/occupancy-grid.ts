import type { HallBooking, Occupancy, RoomBooking } from '../../../../src/contracts/desk-occupancy.schema.ts';
import { addDays } from '../../../../src/domain/dates.ts';
import { daysOfMonth } from '../../../../src/domain/months.ts';
import { pickTranslation } from '../../../../src/domain/translation.ts';
import type { BookingOnLine, NameTranslation, OccupancyRows } from './occupancy.repository.ts';

// Lays the month's rows out as the desk's grid: every hall with every day, every room type with every
// night, each with its bookings. Pure, so the shape is decided in one place.

function bookingOf(line: BookingOnLine) {
  const person = `${line.firstname} ${line.lastname}`.trim();
  return {
    '@id': `/api/bookings/${line.bookingId}`,
    id: line.bookingId,
    reference: line.reference,
    status: line.status,
    hold: line.blocking ? ('held' as const) : ('asked' as const),
    name: line.company.trim() || person,
  };
}

/** The names of a catalogue entry: in `language` by spec §9's fallback, and all of them for the desk. */
function names(translations: readonly NameTranslation[] | null, fallback: string, language: string) {
  const all = (translations ?? []).map(({ language, name }) => ({ language, name }));
  return { name: pickTranslation(all, language)?.name ?? fallback, translations: all };
}

function grouped<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

/** The nights of a stay (the days it begins on) that fall inside `days`. */
function nightsWithin(startDate: string, endDate: string, days: ReadonlySet<string>): string[] {
  const nights: string[] = [];
  for (let night = startDate; night < endDate; night = addDays(night, 1))
    if (days.has(night)) nights.push(night);
  return nights;
}

/** The occupancy answer of `location` (its IRI) in `month` from the month's rows, names in `language`. */
export function occupancyGrid(
  rows: OccupancyRows,
  location: string,
  month: string,
  language: string,
): Omit<Occupancy, '@id'> {
  const days = daysOfMonth(month);
  const inMonth = new Set(days);

  const hallLines = grouped(rows.hallLines, (line) => `${line.hallId}/${line.date}`);
  const halls = rows.halls.map((hall) => ({
    '@id': `/api/halls/${hall.id}`,
    id: hall.id,
    ...names(hall.translations, hall.name, language),
    available: hall.available,
    days: days.map((date) => ({
      date,
      bookings: (hallLines.get(`${hall.id}/${date}`) ?? []).map(
        (line): HallBooking => ({ ...bookingOf(line), startTime: line.startTime, endTime: line.endTime }),
      ),
    })),
  }));

  // A booking may have two stays of one type on a night (two lines): shown once with their rooms summed.
  const stayNights = new Map<string, Map<number, RoomBooking>>();
  for (const stay of rows.stays) {
    for (const night of nightsWithin(stay.startDate, stay.endDate, inMonth)) {
      const key = `${stay.roomTypeId}/${night}`;
      const bookings = stayNights.get(key) ?? new Map<number, RoomBooking>();
      const same = bookings.get(stay.bookingId);
      bookings.set(stay.bookingId, { ...bookingOf(stay), rooms: (same?.rooms ?? 0) + stay.amount });
      stayNights.set(key, bookings);
    }
  }
  const used = new Map(rows.nights.map((n) => [`${n.roomTypeId}/${n.night}`, Number(n.used)]));
  const roomTypes = rows.roomTypes.map((type) => ({
    '@id': `/api/location_room_types/${type.id}`,
    id: type.id,
    code: type.code,
    ...names(type.translations, type.roomsType, language),
    available: type.available,
    nights: days.map((date) => ({
      date,
      total: Number(type.inventory),
      held: used.get(`${type.id}/${date}`) ?? 0,
      bookings: [...(stayNights.get(`${type.id}/${date}`)?.values() ?? [])],
    })),
  }));

  return { '@type': 'Occupancy', location, month, days, halls, roomTypes };
}
