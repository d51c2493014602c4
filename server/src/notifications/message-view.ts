import { eq } from 'drizzle-orm';
import { matchLocale } from '../../../src/domain/locale.ts';
import type { Orm } from '../db/database.ts';
import { bookings, locations, partners } from '../db/schema/index.ts';
import { flagsOf } from '../resources/bookings/booking-snapshot.ts';
import { bookingSummary, type LineLabeller } from './booking-summary.ts';
import { type LinkTarget, staffLink, visitorLink } from './links.ts';
import {
  type BookingSummary,
  type MessageBrand,
  type MessageView,
  TEMPLATE_NAMES,
  type TemplateName,
} from './message.types.ts';
import type { OutboxRow } from './outbox-sender.ts';

// A claimed outbox row → the view its template renders: brand, the booking's summary, the link and
// the facts of the event. Read at send time, right after the change committed.

/** What building a view needs beyond the database. */
export type ViewOptions = {
  publicUrl: string;
  now: Date;
  /** Translates pricing line labels for a locale. */
  labeller: (locale: string) => LineLabeller;
  /** Summaries already built (the visitor's and the venue's message of one event share one). */
  summaries?: Map<string, Promise<BookingSummary>>;
};

const SUMMARIES_KEPT = 50;

type PartnerRow = typeof partners.$inferSelect;
type LocationRow = typeof locations.$inferSelect;

/** The partner's branding and the venue's contact details, as messages and documents show them. */
export function messageBrand(partner: PartnerRow, location: LocationRow, publicUrl: string): MessageBrand {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    partnerName: partner.name,
    logoUrl: partner.logoFilename ? `${base}/media/${encodeURIComponent(partner.logoFilename)}` : null,
    color: partner.color,
    secondaryColor: partner.secondaryColor,
    termsUrl: location.termsUrl ?? partner.termsUrl,
    location: {
      name: location.name,
      address: location.address,
      city: location.city,
      phone: location.phone,
      email: location.email ?? partner.contactEmail,
      website: location.website,
      timeZone: location.timeZone,
    },
  };
}

/** Where the partner's links lead: its own booking page, else our hosted page at `publicUrl`. */
export function linkTarget(partner: PartnerRow, publicUrl: string): LinkTarget {
  return { publicUrl, partnerSlug: partner.slug, bookingPageUrl: partner.bookingPageUrl };
}

/**
 * The offer view's address with no key at all: the page and route of the visitor's link, minus `key`.
 * It goes into the offer PDF, which gets forwarded for approval; a key there would open (and let anyone
 * accept or cancel) the booking. The visitor opens it with the link from their e-mail.
 */
export function offerDocumentLink(
  target: LinkTarget,
  booking: { username: string; id: number },
  locale: string,
): string {
  return visitorLink(target, { view: 'reservation', locale, username: booking.username, id: booking.id });
}

const isTemplate = (name: string): name is TemplateName =>
  (TEMPLATE_NAMES as readonly string[]).includes(name);

/** The view of one message, or null when its booking (or template) no longer exists. */
export async function buildMessageView(
  db: Orm,
  row: OutboxRow,
  options: ViewOptions,
): Promise<MessageView | null> {
  if (row.bookingId === null || !isTemplate(row.template)) return null;
  // One statement for the three rows (each statement is a turn of PGlite's one connection).
  const [found] = await db
    .select({ booking: bookings, partner: partners, location: locations })
    .from(bookings)
    .innerJoin(partners, eq(partners.id, bookings.partnerId))
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(eq(bookings.id, row.bookingId));
  if (!found) return null;
  const { booking, partner, location } = found;
  const locale = matchLocale(row.locale) ?? 'en-US';
  // The same booking at the same version in the same language is the same summary.
  const key = `${booking.id}:${booking.version}:${booking.updatedAt.getTime()}:${locale}`;
  const cache = options.summaries;
  let summarised = cache?.get(key);
  if (!summarised) {
    summarised = bookingSummary(db, booking, locale, options.now, options.labeller(locale));
    if (cache) {
      if (cache.size >= SUMMARIES_KEPT) cache.delete(cache.keys().next().value!);
      cache.set(key, summarised);
      summarised.catch(() => cache.delete(key));
    }
  }
  const summary = await summarised;
  const target = linkTarget(partner, options.publicUrl);
  const staff = row.recipient === 'venue';
  const link = staff
    ? staffLink(target, booking.id)
    : visitorLink(target, {
        view: row.template === 'draft_reminder' ? 'resume' : 'reservation',
        locale,
        username: booking.username,
        id: booking.id,
        key: row.facts.linkKey ?? '',
      });
  const charged = row.template === 'booking_cancelled' && flagsOf(booking).cancellationCharged;
  const mainTotal = summary.totals.find((t) => t.currency === location.currency) ?? summary.totals[0] ?? null;
  return {
    template: row.template,
    recipient: row.recipient,
    locale,
    brand: messageBrand(partner, location, options.publicUrl),
    booking: summary,
    link,
    documentLink: staff ? null : offerDocumentLink(target, booking, locale),
    reason: row.facts.reason ?? null,
    fee: charged ? mainTotal : null,
    calendar: row.facts.calendarMethod
      ? { method: row.facts.calendarMethod, sequence: row.facts.calendarSequence ?? 0 }
      : null,
  };
}
