import { asc, inArray } from 'drizzle-orm';
import type { InboxEntry } from '../../../../src/contracts/desk-inbox.schema.ts';
import type { Clock } from '../../clock.ts';
import type { Orm } from '../../db/database.ts';
import { bookingDays, bookingRooms, type bookings, locations } from '../../db/schema/index.ts';
import { todayIn } from '../../domain/booking-lifecycle/index.ts';
import { ProblemError } from '../../hydra/problem.ts';
import { savedBookingLines } from '../billing/billing.routes.ts';
import { priceBooking } from '../booking-quotes/price-booking.ts';
import { flagsOf } from '../bookings/booking-snapshot.ts';
import { corporateDiscountOf } from '../corporate-accounts/corporate-verify.ts';
import { inboxUrgency } from './inbox-urgency.ts';

// One page of bookings as inbox lines: days, stays and locations read for the whole page at once, the
// total from the same billing the booking page shows (priced per booking: a page is at most a few dozen).

type BookingRow = typeof bookings.$inferSelect;

/** The billing total in the location's currency; null when the catalogue cannot price it any more. */
async function totalOf(db: Orm, row: BookingRow, currency: string, now: Date): Promise<InboxEntry['total']> {
  try {
    const priced = await priceBooking(db, await savedBookingLines(db, row), {
      now,
      discount: await corporateDiscountOf(db, row.corporateAccountId),
      checkChoices: false,
    });
    const sum = priced.currencies.find((c) => c.currency === currency) ?? priced.currencies[0];
    return sum ? { currency: sum.currency, amount: sum.totalPriceIncludingTaxes } : null;
  } catch (error) {
    // A catalogue problem (a price removed since) must not hide the booking from the inbox.
    if (error instanceof ProblemError) return null;
    throw error;
  }
}

/** The inbox lines of `rows`, in their order. */
export async function inboxEntries(db: Orm, clock: Clock, rows: BookingRow[]): Promise<InboxEntry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [days, stays, places] = await Promise.all([
    db
      .select({ bookingId: bookingDays.bookingId, date: bookingDays.date, pax: bookingDays.pax })
      .from(bookingDays)
      .where(inArray(bookingDays.bookingId, ids))
      .orderBy(asc(bookingDays.date)),
    db
      .select({
        bookingId: bookingRooms.bookingId,
        startDate: bookingRooms.startDate,
        endDate: bookingRooms.endDate,
        amount: bookingRooms.amount,
      })
      .from(bookingRooms)
      .where(inArray(bookingRooms.bookingId, ids))
      .orderBy(asc(bookingRooms.startDate)),
    db
      .select({
        id: locations.id,
        name: locations.name,
        currency: locations.currency,
        timeZone: locations.timeZone,
      })
      .from(locations)
      .where(inArray(locations.id, [...new Set(rows.map((row) => row.locationId))])),
  ]);
  const now = clock.now();
  return Promise.all(
    rows.map(async (row) => {
      const place = places.find((p) => p.id === row.locationId);
      const own = days.filter((d) => d.bookingId === row.id);
      const ownStays = stays.filter((s) => s.bookingId === row.id);
      const flags = flagsOf(row);
      return {
        '@id': `/api/reservations/${row.id}`,
        '@type': 'InboxEntry' as const,
        id: row.id,
        reference: row.reference,
        status: row.status,
        urgency: inboxUrgency(
          { status: row.status, changePending: flags.changePending, offerValidUntil: row.offerValidUntil },
          // An offer runs out on its location's calendar (as urgencyRank reads it).
          todayIn(place?.timeZone ?? 'UTC', now),
        ),
        location: `/api/locations/${row.locationId}`,
        locationName: place?.name ?? '',
        company: row.company,
        firstname: row.contactPersonFirstname,
        lastname: row.contactPersonLastname,
        email: row.email,
        days: own.map((d) => d.date),
        stays: ownStays.map(({ startDate, endDate }) => ({ startDate, endDate })),
        guests: Math.max(0, ...own.map((d) => d.pax)),
        rooms: ownStays.reduce((sum, s) => sum + s.amount, 0),
        offerValidUntil: row.offerValidUntil,
        holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        total: place ? await totalOf(db, row, place.currency, now) : null,
      };
    }),
  );
}
