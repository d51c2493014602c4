import { eq } from 'drizzle-orm';
import { matchLocale } from '../../../src/domain/locale.ts';
import type { Orm } from '../db/database.ts';
import { type bookings, locations, partners } from '../db/schema/index.ts';
import { ProblemError } from '../hydra/problem.ts';
import { bookingSummary } from '../notifications/booking-summary.ts';
import type { BookingSummary, MessageBrand, MessageView } from '../notifications/message.types.ts';
import { linkTarget, messageBrand, offerDocumentLink } from '../notifications/message-view.ts';
import { pricingLabel } from '../notifications/texts.ts';
import { zoneOffsetMs } from '../notifications/zoned-time.ts';

// What the offer PDF shows (issue 15), built the way a message's view is (brand, summary, locale), from
// a booking row for the download, or from the offer e-mail's view for its attachment.

type BookingRow = typeof bookings.$inferSelect;

/** Everything the offer PDF renders: plain data, so rendering needs no database. */
export type OfferDocument = {
  locale: MessageView['locale'];
  brand: MessageBrand;
  booking: BookingSummary;
  /** The offer view's address WITHOUT a key (see offerDocumentLink): the PDF gets forwarded. */
  link: string;
  /** The day the document is made, in the venue's calendar (ISO date). */
  issuedOn: string;
};

/** `now` as a date in `timeZone`'s calendar. */
export function dayIn(timeZone: string, now: Date): string {
  return new Date(now.getTime() + zoneOffsetMs(timeZone, now.getTime())).toISOString().slice(0, 10);
}

/** Whether the booking has a priced line to print: a document without prices is no offer. */
export function printable(booking: BookingSummary): boolean {
  return booking.prices.some((venue) => venue.lines.length > 0);
}

/** The document of an offer e-mail's view, or null when the view has none (a venue's message, no prices). */
export function offerDocumentOf(view: MessageView, now: Date): OfferDocument | null {
  if (view.documentLink === null || !printable(view.booking)) return null;
  return {
    locale: view.locale,
    brand: view.brand,
    booking: view.booking,
    link: view.documentLink,
    issuedOn: dayIn(view.brand.location.timeZone, now),
  };
}

/**
 * The document of booking `row` in its own language, priced now exactly as billing prices it. A booking
 * billing cannot price answers billing's problem; one with nothing priced, `offer_not_printable`.
 */
export async function loadOfferDocument(
  db: Orm,
  row: BookingRow,
  options: { publicUrl: string; now: Date },
): Promise<OfferDocument> {
  const [partner] = await db.select().from(partners).where(eq(partners.id, row.partnerId));
  const [location] = await db.select().from(locations).where(eq(locations.id, row.locationId));
  if (!partner || !location) throw new ProblemError('internal_error', `Booking ${row.id} has no venue.`);
  const locale = matchLocale(row.locale) ?? 'en-US';
  const booking = await bookingSummary(db, row, locale, options.now, (key) => pricingLabel(locale, key), {
    strictPrices: true,
  });
  if (!printable(booking)) {
    throw new ProblemError(
      'offer_not_printable',
      `Booking ${row.reference} has no priced line yet: add a meeting day or a stay first.`,
    );
  }
  return {
    locale,
    brand: messageBrand(partner, location, options.publicUrl),
    booking,
    link: offerDocumentLink(linkTarget(partner, options.publicUrl), row, locale),
    issuedOn: dayIn(location.timeZone, options.now),
  };
}
