/**
 * How the server's Pricing is laid out for the visitor: one block per currency, each with its venues.
 * Only picks and orders the server's numbers; it never adds, multiplies or subtracts money.
 */
import type {
  CurrencyTotals,
  Pricing,
  PricingProduct,
  PricingTotals,
  VenuePricing,
} from '../../domain/pricing.types.ts';

/** A venue as shown: its name (null for a single-venue booking, which needs no heading) and Pricing. */
export type ShownVenue = { location: string | null; name: string | null; pricing: Pricing };

/** One currency block: the server's sums of that currency and the venues it holds. */
export type CurrencyBlock = { totals: CurrencyTotals; venues: ShownVenue[] };

function venuesOf(pricing: Pricing): VenuePricing[] {
  return (pricing.venues ?? []).filter((venue) => venue.pricing.products.length > 0);
}

/** The currency blocks of a quote or billing, in the server's order. */
export function currencyBlocks(pricing: Pricing): CurrencyBlock[] {
  const venues = venuesOf(pricing);
  const currencies = pricing.currencies && pricing.currencies.length > 0 ? pricing.currencies : [pricing];
  // A heading per venue only when there is more than one place (or currency) to tell apart.
  const named = venues.length > 1 || currencies.length > 1;
  if (venues.length === 0) return [{ totals: pricing, venues: [{ location: null, name: null, pricing }] }];
  return currencies.map((totals) => ({
    totals,
    venues: venues
      .filter((venue) => {
        const locations = 'locations' in totals ? totals.locations : undefined;
        return locations ? locations.includes(venue.location) : venue.pricing.currency === totals.currency;
      })
      .map((venue) => ({
        location: venue.location,
        name: named ? venue.name : null,
        pricing: venue.pricing,
      })),
  }));
}

/** The lines a visitor reads one by one: everything but the discount lines (one discount row instead). */
export function shownLines(pricing: Pricing): PricingProduct[] {
  return pricing.products.filter((line) => line.kind !== 'discount');
}

/** Whether a venue has lines of a scope (no "Hotel rooms €0.00" on a meeting-only booking). */
export function hasScope(pricing: Pricing, scope: 'event' | 'hotel'): boolean {
  return shownLines(pricing).some((line) => line.scope === scope);
}

/** A group's total as the venue quotes prices: with tax under VAT, without under sales tax. */
export function quoted(totals: PricingTotals, scheme: Pricing['pricingTaxScheme']): number {
  return scheme === 'SALES_TAX' ? totals.totalExcludingTaxes : totals.totalIncludingTaxes;
}

/** A Pricing's total as the venue quotes prices (subtotal − discount equals it). */
export function quotedTotal(pricing: Pricing): number {
  return pricing.pricingTaxScheme === 'SALES_TAX'
    ? pricing.totalPriceExcludingTaxes
    : pricing.totalPriceIncludingTaxes;
}
