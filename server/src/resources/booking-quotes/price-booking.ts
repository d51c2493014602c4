import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { locations } from '../../db/schema/index.ts';
import { pricingCode } from '../../domain/error-codes.ts';
import {
  type CurrencyTotals,
  type Pricing,
  type PricingProblem,
  priceVenues,
  type QuoteDiscount,
  type QuoteOfferLine,
  type VenueQuote,
} from '../../domain/pricing/index.ts';
import { ProblemError } from '../../hydra/problem.ts';
import { type PromoOutcome, resolvePromoCodeAtVenues } from '../promo-codes/promo-lookup.ts';
import { type VenueRequest, venueRequests } from './venue-requests.ts';

/** A booking reduced to catalogue ids: what a quote body and a saved booking both become. */
export type BookingLines = {
  locationId: number;
  days: {
    date: string;
    startTime: string;
    endTime: string;
    pax: number;
    halls: { hallId: number; startTime: string; endTime: string; priceOverride?: number | null }[];
    items: { itemId: number; amount: number; numberOfGuests: number | null }[];
    /** `amount`: persons; null: the day's pax. */
    packageDeals: { packageDealId: number; amount: number | null }[];
  }[];
  rooms: {
    startDate: string;
    endDate: string;
    amount: number;
    paxRoom: number;
    roomTypeId: number;
    breakfast: boolean | null;
    lateCheckoutRooms: number;
    /** A nightly rate staff offered for this stay (issue 17); null: the room type's price. */
    priceOverride?: number | null;
  }[];
  /** Lines staff added to the offer, priced at the booking's own location (issue 17). */
  offerLines?: readonly QuoteOfferLine[];
  promoCode: string | null;
};

/** One venue of the answer: the location with its own full Pricing. */
export type PricedVenue = { location: string; name: string; pricing: Pricing };

/**
 * The answer of a quote or a billing: the booking location's Pricing (the top-level fields, as before
 * meetings with rooms elsewhere), every venue with lines, the sums per currency, and the promo code's fate.
 */
export type PricedBooking = {
  pricing: Pricing;
  venues: PricedVenue[];
  currencies: CurrencyTotals[];
  promoCode: PromoOutcome | null;
};

function unpriceable(problem: PricingProblem): ProblemError {
  // The catalogue, not the visitor, is at fault (a missing period price, an undefined tax rate).
  return new ProblemError(pricingCode(problem.code), problem.message, {}, {
    violations: [{ propertyPath: problem.path ?? '', message: problem.message, code: problem.code }],
  } as never);
}

/**
 * Prices a booking per venue, with its promo code (or a corporate discount): the code is checked at each
 * venue and discounts those where it is valid (the rule is in domain/pricing/venues.ts).
 * `requireAvailable`: other venues must be available (a public quote), not for a saved booking's billing.
 * `checkChoices` (default true): refuse choices the venue does not offer (breakfast); false for billing,
 * which prices what was saved under the settings of that time.
 */
export async function priceBooking(
  db: Orm,
  lines: BookingLines,
  options: { now: Date; discount?: QuoteDiscount | null; requireAvailable?: boolean; checkChoices?: boolean },
): Promise<PricedBooking> {
  const [location] = await db.select().from(locations).where(eq(locations.id, lines.locationId));
  if (!location) throw new ProblemError('location_not_found', `Location ${lines.locationId} does not exist.`);
  const requests = await venueRequests(
    db,
    lines,
    location,
    options.requireAvailable ?? false,
    options.checkChoices ?? true,
  );
  const promo =
    lines.promoCode === null
      ? null
      : await resolvePromoCodeAtVenues(
          db,
          lines.promoCode,
          requests.map((venue) => ({
            partnerId: location.partnerId,
            locationId: venue.location.id,
            currency: venue.location.currency,
            timeZone: venue.location.timeZone,
            now: options.now,
            contains: { event: venue.days.length > 0, hotel: venue.rooms.length > 0 },
          })),
        );
  const applied = promo?.status === 'applied' ? promo : null;
  const discount = applied ? (applied.discount ?? null) : (options.discount ?? null);
  const quotes = requests.map((venue) => venueQuote(venue, applied ? (applied.locationIds ?? []) : null));
  const result = priceVenues(quotes, discount);
  if (!result.ok) throw unpriceable(atBookingPath(result.problem, requests[result.venue]));
  // The discount itself is in the Pricing; the outcome only says what happened to the code.
  const outcome = promo && (promo.status === 'applied' ? { code: promo.code, status: promo.status } : promo);
  return {
    pricing: result.venues[0]!.pricing,
    venues: result.venues.filter((venue) => venue.pricing.products.length > 0),
    currencies: result.currencies,
    promoCode: outcome,
  };
}

// `discountableAt`: the venues an applied code may reduce; null: a corporate discount, valid everywhere.
function venueQuote(venue: VenueRequest, discountableAt: number[] | null): VenueQuote {
  const { location } = venue;
  return {
    location: `/api/locations/${location.id}`,
    name: location.name,
    discountable: discountableAt === null || discountableAt.includes(location.id),
    request: {
      location: {
        currency: location.currency,
        pricingTaxScheme: location.pricingTaxScheme,
        taxRates: location.taxRates,
        touristTaxApplies: location.touristTaxApplies,
      },
      days: venue.days,
      rooms: venue.rooms,
      offerLines: venue.offerLines,
    },
  };
}

// The engine names a venue's own `rooms[i]`; the caller sent them as `hotelRooms[j]` of the booking.
function atBookingPath(problem: PricingProblem, venue: VenueRequest | undefined): PricingProblem {
  const match = /^rooms\[(\d+)\]/.exec(problem.path ?? '');
  const index = match && venue?.roomIndexes[Number(match[1])];
  if (index === undefined || index === null) return problem;
  return { ...problem, path: problem.path!.replace(/^rooms\[\d+\]/, `rooms[${index}]`) };
}
