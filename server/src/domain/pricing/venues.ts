import { allocateBy, currencyFor, minor, money } from './money.ts';
import type { Pricing, PricingProblem, PricingTotals } from './pricing.types.ts';
import { priceQuote } from './quote.ts';
import type { DiscountScope, PricingTaxScheme, QuoteDiscount, QuoteRequest } from './types.ts';

// Meetings with rooms at several locations of a partner (issue 7): every venue is priced by `priceQuote`
// with its own currency, tax scheme and rates, and the venues are then summed per currency. Amounts are
// never converted between currencies; a basket in EUR and USD has two totals.
//
// Discounts across venues, the rule a customer should find fair and unsurprising:
// - The scope (event, hotel, both) works as for one venue: only lines of that part are reduced.
// - A venue qualifies when the code names no locations or names it; for a fixed amount it must also
//   price in the code's currency (a fixed amount is never converted).
// - A percentage (a promo code or a corporate account's negotiated rate) is taken off every qualifying
//   venue, each rounded half-up once on its own lines: 10% off is 10% off wherever the guests sleep.
// - A fixed amount is taken off once, not once per venue: it is split over the qualifying venues in its
//   currency in proportion to what each charges in scope, exactly to the minor unit, and capped at their
//   total, so €50 off is €50 off the whole EUR basket however many EUR venues it holds.

/** One venue of a booking: its location and what is booked there, priced with its own terms. */
export type VenueQuote = {
  /** The location IRI, e.g. `/api/locations/3`. */
  location: string;
  name: string;
  /** Whether the booking's discount may reduce this venue (the code's locations allow it). */
  discountable: boolean;
  request: Omit<QuoteRequest, 'discount'>;
};

/** A venue's full Pricing (spec §3) next to its location. */
export type VenuePricing = { location: string; name: string; pricing: Pricing };

/** The tax of one scheme and rate over every venue of a currency. */
export type CurrencyTaxLine = {
  pricingTaxScheme: PricingTaxScheme;
  rate: string;
  taxableAmount: number;
  taxAmount: number;
};

/** The exact sums of the venues that price in one currency. */
export type CurrencyTotals = {
  currency: string;
  /** The IRIs of the venues summed here, in the booking's order. */
  locations: string[];
  /** The sum of the venues' `subtotal` (before the discount). */
  subtotal: number;
  /** The sum of the venues' `discount.amount` (0 where none applied). */
  discountAmount: number;
  subtotals: { event: PricingTotals; hotel: PricingTotals };
  taxes: CurrencyTaxLine[];
  totalPriceIncludingTaxes: number;
  totalPriceExcludingTaxes: number;
  totalTaxAmount: number;
};

/** Every venue priced and the totals per currency, or the first problem with the venue's index. */
export type VenuesResult =
  | { ok: true; venues: VenuePricing[]; currencies: CurrencyTotals[] }
  | { ok: false; problem: PricingProblem; venue: number };

/** Prices every venue with its own terms and sums those with lines per currency (discounts: see above). */
export function priceVenues(venues: readonly VenueQuote[], discount?: QuoteDiscount | null): VenuesResult {
  const discounts = discountsPerVenue(venues, discount ?? null);
  if (!discounts.ok) return discounts;
  const priced: VenuePricing[] = [];
  for (const [index, venue] of venues.entries()) {
    const result = priceQuote({ ...venue.request, discount: discounts.value[index] ?? null });
    if (!result.ok) return { ok: false, problem: result.problem, venue: index };
    priced.push({ location: venue.location, name: venue.name, pricing: result.pricing });
  }
  // A venue that charges nothing (a booking location holding only the event's organiser, say) adds no
  // currency: each entry is the sum of the venues with lines.
  const currencies = currencyTotals(priced.filter((venue) => venue.pricing.products.length > 0));
  if (!currencies.ok) return currencies;
  return { ok: true, venues: priced, currencies: currencies.value };
}

type Outcome<T> = { ok: true; value: T } | { ok: false; problem: PricingProblem; venue: number };

function discountsPerVenue(
  venues: readonly VenueQuote[],
  discount: QuoteDiscount | null,
): Outcome<(QuoteDiscount | null)[]> {
  if (discount === null) return { ok: true, value: venues.map(() => null) };
  if (discount.kind === 'percentage') {
    return { ok: true, value: venues.map((venue) => (venue.discountable ? discount : null)) };
  }
  const currency = currencyFor(discount.currency);
  const qualifies = (venue: VenueQuote) =>
    venue.discountable && venue.request.location.currency === discount.currency;
  if (!currency || !venues.some(qualifies)) return { ok: true, value: venues.map(() => null) };
  // What each qualifying venue charges in the code's scope, from a first pass without the discount.
  const bases: bigint[] = [];
  for (const [index, venue] of venues.entries()) {
    if (!qualifies(venue)) {
      bases.push(0n);
      continue;
    }
    const result = priceQuote({ ...venue.request, discount: null });
    if (!result.ok) return { ok: false, problem: result.problem, venue: index };
    bases.push(scopeBase(result.pricing, discount.appliesTo));
  }
  const total = bases.reduce((a, b) => a + b, 0n);
  const wanted = BigInt(discount.amount) < total ? BigInt(discount.amount) : total;
  const shares = allocateBy(money(wanted, currency), bases).map(minor);
  return {
    ok: true,
    value: venues.map((_, index) => {
      const share = shares[index] ?? 0n;
      return share > 0n ? { ...discount, amount: Number(share) } : null;
    }),
  };
}

// The same base `applyDiscount` takes a discount from: the positive prices of the lines in scope, as the
// venue quotes them (tax included under VAT, excluded under sales tax).
function scopeBase(pricing: Pricing, appliesTo: DiscountScope): bigint {
  return pricing.products
    .filter((p) => p.kind !== 'discount' && (appliesTo === 'both' || appliesTo === p.scope))
    .map((p) => BigInt(p.unitPrice) * BigInt(p.quantity))
    .filter((price) => price > 0n)
    .reduce((a, b) => a + b, 0n);
}

type TotalsSums = { incl: bigint; excl: bigint; tax: bigint };

function currencyTotals(venues: readonly VenuePricing[]): Outcome<CurrencyTotals[]> {
  const groups = new Map<string, VenuePricing[]>();
  for (const venue of venues) {
    groups.set(venue.pricing.currency, [...(groups.get(venue.pricing.currency) ?? []), venue]);
  }
  try {
    return { ok: true, value: [...groups.entries()].map(([code, group]) => sumsOf(code, group)) };
  } catch (error) {
    if (error instanceof RangeError) {
      return {
        ok: false,
        venue: 0,
        problem: { code: 'amount_too_large', message: error.message, path: null },
      };
    }
    throw error;
  }
}

function sumsOf(currency: string, group: readonly VenuePricing[]): CurrencyTotals {
  const totals = (pick: (pricing: Pricing) => PricingTotals): PricingTotals =>
    toTotals(
      group.reduce<TotalsSums>(
        (sums, { pricing }) => {
          const part = pick(pricing);
          return {
            incl: sums.incl + BigInt(part.totalIncludingTaxes),
            excl: sums.excl + BigInt(part.totalExcludingTaxes),
            tax: sums.tax + BigInt(part.taxAmount),
          };
        },
        { incl: 0n, excl: 0n, tax: 0n },
      ),
    );
  const whole = totals((pricing) => ({
    totalIncludingTaxes: pricing.totalPriceIncludingTaxes,
    totalExcludingTaxes: pricing.totalPriceExcludingTaxes,
    taxAmount: pricing.totalTaxAmount,
  }));
  const add = (pick: (pricing: Pricing) => number) =>
    safe(group.reduce((total, { pricing }) => total + BigInt(pick(pricing)), 0n));
  return {
    currency,
    locations: group.map((venue) => venue.location),
    subtotal: add((pricing) => pricing.subtotal),
    discountAmount: add((pricing) => pricing.discount?.amount ?? 0),
    subtotals: {
      event: totals((pricing) => pricing.subtotals.event),
      hotel: totals((pricing) => pricing.subtotals.hotel),
    },
    taxes: taxLines(group),
    totalPriceIncludingTaxes: whole.totalIncludingTaxes,
    totalPriceExcludingTaxes: whole.totalExcludingTaxes,
    totalTaxAmount: whole.taxAmount,
  };
}

// One line per scheme and rate: Amsterdam's 9% and Helsinki's 14% stay apart, and so would a 9% under
// VAT and a 9% sales tax, which are not the same tax.
function taxLines(group: readonly VenuePricing[]): CurrencyTaxLine[] {
  const lines = new Map<string, { scheme: PricingTaxScheme; rate: string; base: bigint; tax: bigint }>();
  for (const { pricing } of group) {
    for (const line of pricing.taxes) {
      const key = `${pricing.pricingTaxScheme} ${line.rate}`;
      const entry = lines.get(key) ?? {
        scheme: pricing.pricingTaxScheme,
        rate: line.rate,
        base: 0n,
        tax: 0n,
      };
      entry.base += BigInt(line.taxableAmount);
      entry.tax += BigInt(line.taxAmount);
      lines.set(key, entry);
    }
  }
  return [...lines.values()]
    .sort((a, b) => a.scheme.localeCompare(b.scheme) || Number(a.rate) - Number(b.rate))
    .map((line) => ({
      pricingTaxScheme: line.scheme,
      rate: line.rate,
      taxableAmount: safe(line.base),
      taxAmount: safe(line.tax),
    }));
}

function toTotals(sums: TotalsSums): PricingTotals {
  return {
    totalIncludingTaxes: safe(sums.incl),
    totalExcludingTaxes: safe(sums.excl),
    taxAmount: safe(sums.tax),
  };
}

function safe(amount: bigint): number {
  const value = Number(amount);
  if (!Number.isSafeInteger(value)) throw new RangeError(`Amount ${amount} is too large to send.`);
  return value;
}
