import { eq, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { rowsInsert } from '../../db/rows-insert.ts';
import {
  bookingDayHalls,
  bookingDayItems,
  bookingDayPackageDeals,
  bookingDays,
  bookingRooms,
  bookings,
} from '../../db/schema/index.ts';
import type { ResolvedBooking } from './booking-references.ts';

// Writing a checked booking: the booking row's own fields and its lines. Lines are replaced as a whole
// (the widget always sends every day and stay); a booking that holds inventory releases it first.

/** The booking row as drizzle reads it. */
export type BookingRow = typeof bookings.$inferSelect;

/** The columns the payload sets on the booking row. */
export function payloadColumns(resolved: ResolvedBooking) {
  const { input, location } = resolved;
  return {
    partnerId: location.partnerId,
    locationId: location.id,
    email: input.email,
    locale: input.locale,
    types: input.types,
    eventName: input.eventName,
    eventType: input.eventType,
    company: input.company,
    country: input.country,
    postalcode: input.postalcode,
    city: input.city,
    address: input.address,
    housenumber: input.housenumber,
    invoiceReference: input.invoiceReference,
    contactPersonFirstname: input.contactPersonFirstname,
    contactPersonLastname: input.contactPersonLastname,
    contactPersonPhonenumber: input.contactPersonPhonenumber,
    executorContact: null,
    onsiteContact: input.onsiteContact,
    remarks: input.remarks,
    promoCode: input.promoCode,
    paymentMethod: input.paymentMethod,
  };
}

/** Replaces every day and stay of the booking with those of `resolved` (nothing of it may be blocking); `fresh`: just inserted. */
export async function replaceLines(
  tx: Orm,
  bookingId: number,
  resolved: ResolvedBooking,
  fresh = false,
): Promise<void> {
  // A booking inserted in this transaction has no lines yet: two statements saved per creation.
  if (!fresh) {
    await tx.delete(bookingDays).where(eq(bookingDays.bookingId, bookingId));
    await tx.delete(bookingRooms).where(eq(bookingRooms.bookingId, bookingId));
  }
  const { input, ids, buffers } = resolved;
  // Set-based: one INSERT per table whatever the booking's size, its rows one parameter (rows-insert.ts),
  // so the largest booking holds the connection (PGlite has only one) for a few short statements.
  const days = input.meetingRooms;
  const dayRows =
    days.length === 0
      ? []
      : await rowsOf(
          tx,
          rowsInsert(
            bookingDays,
            days.map((day, di) => ({
              bookingId,
              date: day.date,
              startTime: day.startTime,
              endTime: day.endTime,
              pax: day.pax,
              position: di,
            })),
            ['id', 'position'],
          ),
        );
  // RETURNING promises no order: each day's id is found by its position, unique within the booking.
  const dayIds = new Map(dayRows.map((row) => [row.position, row.id]));
  const dayId = (di: number) => dayIds.get(di)!;
  const halls = days.flatMap((day, di) =>
    day.halls.map((hall, hi) => {
      const hallId = ids.halls[di]![hi]!;
      const buffer = buffers.get(hallId) ?? { before: 0, after: 0 };
      return {
        bookingDayId: dayId(di),
        bookingId,
        hallId,
        emplacementId: ids.emplacements[di]![hi] ?? null,
        pax: hall.pax,
        date: day.date,
        startTime: hall.startTime,
        endTime: hall.endTime,
        bufferBeforeMinutes: buffer.before,
        bufferAfterMinutes: buffer.after,
        position: hi,
      };
    }),
  );
  if (halls.length > 0) await tx.execute(rowsInsert(bookingDayHalls, halls));
  const items = days.flatMap((day, di) =>
    day.items.map((item, ii) => ({
      bookingDayId: dayId(di),
      itemId: ids.items[di]![ii]!,
      amount: item.amount,
      numberOfGuests: item.numberOfGuests,
      startTime: item.startTime,
      position: ii,
    })),
  );
  if (items.length > 0) await tx.execute(rowsInsert(bookingDayItems, items));
  const deals = days.flatMap((day, di) =>
    day.packageDeals.map((deal, pi) => ({
      bookingDayId: dayId(di),
      packageDealId: ids.packageDeals[di]![pi]!,
      // Null: the day's pax, followed when the guests change (priced as such).
      amount: deal.amount,
      position: pi,
    })),
  );
  if (deals.length > 0) await tx.execute(rowsInsert(bookingDayPackageDeals, deals));
  if (input.hotelRooms.length > 0) {
    await tx.execute(
      rowsInsert(
        bookingRooms,
        input.hotelRooms.map((room, ri) => ({
          bookingId,
          locationId: ids.roomLocations[ri]!,
          roomTypeId: ids.roomTypes[ri]!,
          startDate: room.startDate,
          endDate: room.endDate,
          amount: room.amount,
          paxRoom: room.paxRoom,
          breakfast: room.breakfast,
          lateCheckoutRooms: room.lateCheckoutRooms ?? 0,
          comments: room.comments,
          position: ri,
        })),
      ),
    );
  }
}

/** The rows a statement answers, on either driver. */
async function rowsOf<T>(tx: Orm, statement: SQL<T>): Promise<T[]> {
  return ((await tx.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Reads a booking row; `lock` takes the row lock the lifecycle needs (`FOR UPDATE`). */
export async function loadBooking(db: Orm, id: number, lock = false): Promise<BookingRow | null> {
  const query = db.select().from(bookings).where(eq(bookings.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Stamps a change: a new version and change time. */
export function touched(now: Date) {
  return { updatedAt: now, version: sql`${bookings.version} + 1` };
}
