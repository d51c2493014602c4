import { asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { BillingAnswer } from '../../../../src/contracts/pricing.schema.ts';
import type { ApiEnv } from '../../api/context.ts';
import type { Clock } from '../../clock.ts';
import type { Orm } from '../../db/database.ts';
import {
  bookingDayHalls,
  bookingDayItems,
  bookingDayPackageDeals,
  bookingDays,
  bookingRooms,
  bookings,
} from '../../db/schema/index.ts';
import type { QuoteOfferLine } from '../../domain/pricing/index.ts';
import { jsonLd } from '../../hydra/context.ts';
import { routeId } from '../../hydra/ids.ts';
import { pricingBody } from '../booking-quotes/booking-quotes.routes.ts';
import { type BookingLines, priceBooking } from '../booking-quotes/price-booking.ts';
import { authorize, bookingNotFound } from '../bookings/booking-access.ts';
import { flagsOf } from '../bookings/booking-snapshot.ts';
import { corporateDiscountOf } from '../corporate-accounts/corporate-verify.ts';
import { paymentDocument, paymentsOf, paymentTotalsOf } from '../payments/payments.repository.ts';

const hhmm = (time: string) => time.slice(0, 5);

/** A saved booking as catalogue ids, read from the booking tables in their stored order. */
export async function savedBookingLines(
  db: Orm,
  booking: typeof bookings.$inferSelect,
): Promise<BookingLines> {
  const days = await db
    .select()
    .from(bookingDays)
    .where(eq(bookingDays.bookingId, booking.id))
    .orderBy(asc(bookingDays.position), asc(bookingDays.id));
  const dayIds = days.length > 0 ? days.map((d) => d.id) : [0];
  const [halls, items, deals, rooms] = await Promise.all([
    db
      .select()
      .from(bookingDayHalls)
      .where(inArray(bookingDayHalls.bookingDayId, dayIds))
      .orderBy(asc(bookingDayHalls.position), asc(bookingDayHalls.id)),
    db
      .select()
      .from(bookingDayItems)
      .where(inArray(bookingDayItems.bookingDayId, dayIds))
      .orderBy(asc(bookingDayItems.position), asc(bookingDayItems.id)),
    db
      .select()
      .from(bookingDayPackageDeals)
      .where(inArray(bookingDayPackageDeals.bookingDayId, dayIds))
      .orderBy(asc(bookingDayPackageDeals.position), asc(bookingDayPackageDeals.id)),
    db
      .select()
      .from(bookingRooms)
      .where(eq(bookingRooms.bookingId, booking.id))
      .orderBy(asc(bookingRooms.position), asc(bookingRooms.id)),
  ]);
  // The prices staff set with the offer (send_offer's priceOverrides), so the billing, the offer e-mail
  // and its PDF all charge what the venue offered: a hall's whole day, a stay's nightly rate.
  const overrides = new Map((booking.priceOverrides ?? []).map((o) => [o.line, o.price]));
  return {
    locationId: booking.locationId,
    days: days.map((day) => ({
      date: day.date,
      startTime: hhmm(day.startTime),
      endTime: hhmm(day.endTime),
      pax: day.pax,
      halls: halls
        .filter((h) => h.bookingDayId === day.id)
        .map((h) => ({
          hallId: h.hallId,
          startTime: hhmm(h.startTime),
          endTime: hhmm(h.endTime),
          priceOverride: overrides.get(`/api/booking_day_halls/${h.id}`) ?? null,
        })),
      items: items
        .filter((i) => i.bookingDayId === day.id)
        .map((i) => ({ itemId: i.itemId, amount: i.amount, numberOfGuests: i.numberOfGuests })),
      packageDeals: deals
        .filter((p) => p.bookingDayId === day.id)
        .map((p) => ({ packageDealId: p.packageDealId, amount: p.amount })),
    })),
    rooms: rooms.map((r) => ({
      startDate: r.startDate,
      endDate: r.endDate,
      amount: r.amount,
      paxRoom: r.paxRoom,
      roomTypeId: r.roomTypeId,
      breakfast: r.breakfast,
      lateCheckoutRooms: r.lateCheckoutRooms,
      priceOverride: overrides.get(`/api/booking_rooms/${r.id}`) ?? null,
    })),
    // The lines staff added with the offer are the booking's own, priced by the same engine.
    offerLines: (booking.offerLines ?? []).map((line) => ({
      ...line,
      taxRateCode: line.taxRateCode as QuoteOfferLine['taxRateCode'],
    })),
    promoCode: booking.promoCode?.trim() ? booking.promoCode : null,
  };
}

/** `GET /api/booking/{id}/billing`: the Pricing of a saved booking, for its visitor or its partner's staff. */
export function billingRoutes(db: Orm, clock: Clock): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/:id/billing', async (c) => {
    const id = routeId(c.req.param('id'), 'booking_not_found', 'Booking');
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
    // The booking read's rules (issue 5): username and key headers, or staff of its partner; anyone
    // else gets the 404 of a missing booking, so ids cannot be probed.
    const actor = authorize(c, booking ?? null, id);
    if (!booking) throw bookingNotFound(id);
    // An applied promo code wins over the corporate client's negotiated discount, as in a quote.
    const discount = await corporateDiscountOf(db, booking.corporateAccountId);
    const priced = await priceBooking(db, await savedBookingLines(db, booking), {
      now: clock.now(),
      discount,
      checkChoices: false,
    });
    const staff = actor.role === 'staff';
    const rows = await paymentsOf(db, id);
    const flags = flagsOf(booking);
    // Nothing is owed once the booking ended without a charge; a charged cancellation keeps its total.
    const owed =
      !['turned_down', 'declined', 'expired'].includes(booking.status) &&
      !(booking.status === 'cancelled' && !flags.cancellationCharged);
    return jsonLd({
      ...pricingBody(`/api/booking/${id}/billing`, 'Billing', priced, staff),
      payments: rows.map((row) => paymentDocument(row, `/api/booking/${id}`, staff)),
      paymentTotals: paymentTotalsOf(
        rows,
        priced.currencies.map((c) => ({ currency: c.currency, total: c.totalPriceIncludingTaxes })),
        owed,
      ),
    } satisfies BillingAnswer);
  });
  return app;
}
