import { sql } from 'drizzle-orm';
import { pickTranslation } from '../../../src/domain/translation.ts';
import type { Orm } from '../db/database.ts';
import type { bookings } from '../db/schema/index.ts';
import type { PricingProduct } from '../domain/pricing/index.ts';
import { savedBookingLines } from '../resources/billing/billing.routes.ts';
import { priceBooking } from '../resources/booking-quotes/price-booking.ts';
import { bookingLines } from '../resources/bookings/booking-read.repository.ts';
import { flagsOf } from '../resources/bookings/booking-snapshot.ts';
import { corporateDiscountOf } from '../resources/corporate-accounts/corporate-verify.ts';
import type { BookingSummary, SummaryDay, SummaryLine, SummaryStay, SummaryVenue } from './message.types.ts';

// A booking as a document shows it (issue 14's e-mails, issue 15's PDF): catalogue names in the
// booking's language, each day and stay, and the prices exactly as the billing API computes them.

type BookingRow = typeof bookings.$inferSelect;
type Rows<T> = { rows: T[] };
type Named = { id: number; name: string | null; translations: { language: string; name: string }[] };

const CATALOGUE = {
  halls: sql`select id, name, translations from halls`,
  emplacements: sql`select id, name, translations from emplacements`,
  items: sql`select id, null as name, translations from items`,
  package_deals: sql`select id, null as name, translations from package_deals`,
  location_room_types: sql`select id, rooms_type as name, translations from location_room_types`,
} as const;

const idOf = (iri: unknown) =>
  Number(
    String(iri ?? '')
      .split('/')
      .pop(),
  );

/** Names of the catalogue rows the booking uses, by IRI, in `locale` (spec §9 fallback). */
async function catalogueNames(db: Orm, iris: string[], locale: string): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const [table, select] of Object.entries(CATALOGUE)) {
    const ids = [...new Set(iris.filter((i) => i.startsWith(`/api/${table}/`)).map(idOf))];
    if (ids.length === 0) continue;
    const result = (await db.execute(
      sql`${select} where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )) as unknown as Rows<Named>;
    for (const row of result.rows) {
      const name = pickTranslation(row.translations ?? [], locale)?.name ?? row.name ?? `#${row.id}`;
      names.set(`/api/${table}/${row.id}`, name);
    }
  }
  return names;
}

type LocationFacts = { id: number; name: string; address: string; city: string; timeZone: string };

async function locationsById(db: Orm, ids: number[]): Promise<Map<number, LocationFacts>> {
  if (ids.length === 0) return new Map();
  const result = (await db.execute(sql`select id, name, address, city, time_zone as "timeZone" from locations
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as unknown as Rows<LocationFacts>;
  return new Map(result.rows.map((row) => [row.id, row]));
}

const nightsBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Translates a pricing line's description key (`pricing.hall.full_day`) into the message's language. */
export type LineLabeller = (descriptionKey: string) => string;

function lineOf(
  product: PricingProduct,
  currency: string,
  names: Map<string, string>,
  label: LineLabeller,
): SummaryLine {
  const what = names.get(product.reference);
  const description = label(product.description);
  // A line staff added carries their own words as its reference: that is its label.
  const shown =
    product.kind === 'offer_line'
      ? product.reference
      : what && product.kind !== 'discount'
        ? `${what} · ${description}`
        : description;
  return {
    label: shown,
    quantity: product.quantity,
    unitPrice: { amount: product.unitPrice, currency },
    amount: { amount: product.amount, currency },
    taxRate: product.taxRate,
    date: product.date,
    nights: product.nights,
  };
}

/** How a summary treats a booking billing cannot price. */
export type SummaryOptions = {
  /**
   * Throw billing's problem rather than leave the prices empty: a document the deal is signed on must
   * not go out without its prices (an e-mail still goes, pointing to the offer view).
   */
  strictPrices?: boolean;
};

/** The summary of booking `row` in `locale`; prices are left empty when the catalogue cannot price it. */
export async function bookingSummary(
  db: Orm,
  row: BookingRow,
  locale: string,
  now: Date,
  label: LineLabeller,
  options: SummaryOptions = {},
): Promise<BookingSummary> {
  const lines = await bookingLines(db, row.id);
  const days = lines.days as unknown as {
    date: string;
    startTime: string;
    endTime: string;
    pax: number;
    halls: { hall: string; emplacement: string | null; startTime: string; endTime: string }[];
    items: { item: string; amount: number; startTime: string | null }[];
    packageDeals: { packageDeal: string; amount: number | null }[];
  }[];
  const rooms = lines.rooms as unknown as {
    startDate: string;
    endDate: string;
    amount: number;
    paxRoom: number;
    roomType: string;
    location: string;
    breakfast: boolean | null;
  }[];
  const billing = priceBooking(db, await savedBookingLines(db, row), {
    now,
    discount: await corporateDiscountOf(db, row.corporateAccountId),
    checkChoices: false,
  });
  const priced = options.strictPrices ? await billing : await billing.catch(() => null);
  const iris = [
    ...days.flatMap((d) => [
      ...d.halls.flatMap((h) => [h.hall, h.emplacement ?? '']),
      ...d.items.map((i) => i.item),
      ...d.packageDeals.map((p) => p.packageDeal),
    ]),
    ...rooms.map((r) => r.roomType),
    ...(priced?.venues.flatMap((v) => v.pricing.products.map((p) => p.reference)) ?? []),
  ];
  const names = await catalogueNames(db, iris, locale);
  const places = await locationsById(db, [...new Set(rooms.map((r) => idOf(r.location)))]);
  const summaryDays: SummaryDay[] = days.map((d) => ({
    date: d.date,
    startTime: d.startTime,
    endTime: d.endTime,
    persons: d.pax,
    halls: d.halls.map((h) => ({
      name: names.get(h.hall) ?? h.hall,
      layout: h.emplacement ? (names.get(h.emplacement) ?? null) : null,
      startTime: h.startTime,
      endTime: h.endTime,
    })),
    packageDeals: d.packageDeals.map((p) => ({
      name: names.get(p.packageDeal) ?? p.packageDeal,
      persons: p.amount,
    })),
    items: d.items.map((i) => ({
      name: names.get(i.item) ?? i.item,
      amount: i.amount,
      startTime: i.startTime ?? null,
    })),
  }));
  const stays: SummaryStay[] = rooms.map((r) => {
    const place = places.get(idOf(r.location));
    return {
      hotel: place?.name ?? '',
      // Most addresses name their city already ("…, 1019 BN Amsterdam, Netherlands").
      address: !place
        ? ''
        : place.address.includes(place.city)
          ? place.address
          : `${place.address}, ${place.city}`,
      timeZone: place?.timeZone ?? 'UTC',
      roomType: names.get(r.roomType) ?? r.roomType,
      rooms: r.amount,
      guestsPerRoom: r.paxRoom,
      arrival: r.startDate,
      departure: r.endDate,
      nights: nightsBetween(r.startDate, r.endDate),
      breakfast: r.breakfast,
    };
  });
  const prices: SummaryVenue[] = (priced?.venues ?? []).map(({ name, pricing }) => ({
    name,
    currency: pricing.currency,
    taxScheme: pricing.pricingTaxScheme,
    lines: pricing.products
      .filter((p) => p.kind !== 'discount')
      .map((p) => lineOf(p, pricing.currency, names, label)),
    discountLines: pricing.products
      .filter((p) => p.kind === 'discount')
      .map((p) => ({ ...lineOf(p, pricing.currency, names, label), scope: p.scope })),
    taxes: pricing.taxes.map((t) => ({
      rate: t.rate,
      taxableAmount: { amount: t.taxableAmount, currency: pricing.currency },
      taxAmount: { amount: t.taxAmount, currency: pricing.currency },
    })),
    totalIncludingTaxes: { amount: pricing.totalPriceIncludingTaxes, currency: pricing.currency },
    totalExcludingTaxes: { amount: pricing.totalPriceExcludingTaxes, currency: pricing.currency },
    discount: pricing.discount
      ? {
          code: pricing.discount.code,
          amount: { amount: pricing.discount.amount, currency: pricing.currency },
        }
      : null,
    touristTaxExcluded: pricing.touristTaxExcluded,
  }));
  const flags = flagsOf(row);
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    requestKind: flags.requestKind,
    instant: flags.instant,
    eventName: row.eventName,
    company: row.company,
    contact: {
      name: `${row.contactPersonFirstname} ${row.contactPersonLastname}`.trim(),
      email: row.email,
      phone: row.contactPersonPhonenumber,
    },
    remarks: (row.remarks ?? []).map((r) => r.description).filter(Boolean),
    days: summaryDays,
    stays,
    prices,
    totals: (priced?.currencies ?? []).map((c) => ({
      amount: c.totalPriceIncludingTaxes,
      currency: c.currency,
    })),
    offerValidUntil: row.offerValidUntil,
    offerNote: row.offerNote ?? null,
    cancellationDeadline: row.cancellationDeadline,
    paymentMethod: row.paymentMethod,
  };
}
