/**
 * The Pricing the API answers for a quote or a saved booking's billing (spec §3 Pricing), as the
 * widget reads it: the types inferred from the contract in src/contracts/pricing.schema.ts, under the
 * names the widget has always used. Money is integer minor units of `currency`.
 */
import type {
  PricingProduct as ContractProduct,
  TaxLine as ContractTaxLine,
  PricingTotals as ContractTotals,
  VenuePricing as ContractVenuePricing,
  CurrencyTotalsOutput,
  PricingOutput,
  PromoCodeOutcome,
  QuoteAnswer,
} from '../contracts/pricing.schema.ts';

/** Totals of a group of lines. */
export type PricingTotals = ContractTotals;

/** One priced line. */
export type PricingProduct = ContractProduct;

/** One line of the tax breakdown (a currency's lines also name their scheme). */
export type TaxLine = ContractTaxLine & {
  pricingTaxScheme?: CurrencyTotalsOutput['taxes'][number]['pricingTaxScheme'];
};

/** One venue of a booking with its own Pricing. */
export type VenuePricing = ContractVenuePricing;

/** What a promo code did to the price. */
export type PromoCodeResult = PromoCodeOutcome;

/**
 * The sums of one currency: a booking with rooms at a venue in another currency has two. The top level
 * of a Pricing is read as its only group, so the fields only a currency entry has are optional here.
 */
export type CurrencyTotals = Omit<CurrencyTotalsOutput, 'locations' | 'taxes' | 'discountAmount'> & {
  locations?: string[];
  /** A currency entry's discount; at the top level read `discount.amount`. */
  discountAmount?: number;
  taxes: TaxLine[];
  pricingTaxScheme?: PricingOutput['pricingTaxScheme'];
};

/** A quote or billing answer (the JSON-LD keys and the quote-only corporate answer are not read). */
export type Pricing = PricingOutput & {
  promoCode?: QuoteAnswer['promoCode'];
  /** Each venue with lines, with its own Pricing (absent: the top level is the only venue). */
  venues?: QuoteAnswer['venues'];
  /** One entry per currency when the booking spans venues (absent: the top level is the only one). */
  currencies?: CurrencyTotals[];
};

/** The currency groups to show: the API's list, or the top level as the only one. */
export function currencyGroups(pricing: Pricing): CurrencyTotals[] {
  if (pricing.currencies && pricing.currencies.length > 0) return pricing.currencies;
  return [pricing];
}

/** Whether nothing is priced yet (the basket then shows its empty-cart hint). */
export function isEmptyPricing(pricing: Pricing): boolean {
  return (
    pricing.products.length === 0 && currencyGroups(pricing).every((g) => g.totalPriceIncludingTaxes === 0)
  );
}
