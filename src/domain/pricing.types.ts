/**
 * The Pricing the API answers for a quote or a saved booking's billing (spec §3 Pricing), as the
 * widget reads it. Money is integer minor units of `currency`.
 */

/** Totals of a group of lines. */
export type PricingTotals = { totalIncludingTaxes: number; totalExcludingTaxes: number; taxAmount: number };

/** One priced line. */
export type PricingProduct = {
  kind: string;
  scope: 'event' | 'hotel';
  reference: string | null;
  /** A key such as `pricing.hall.full_day`, translated by the widget. */
  description: string;
  date: string | null;
  nights: number | null;
  /** The hall period a hall line rents for; null for everything else. */
  period?: string | null;
  /** The package deal IRI that covers this line (charged nothing), or null. */
  includedIn?: string | null;
  quantity: number;
  unitPrice: number;
  /** quantity × unitPrice: the line as the location quotes it (negative for a discount line). */
  amount: number;
  taxRate: string;
  totalExcludingTaxes: number;
  totalIncludingTaxes: number;
  rateProduct: boolean;
};

/** One line of the tax breakdown (a currency's lines name their scheme). */
export type TaxLine = {
  rate: string;
  taxableAmount: number;
  taxAmount: number;
  pricingTaxScheme?: 'VAT' | 'SALES_TAX';
};

/** What a promo code did to the price. */
export type PromoCodeResult = { code: string; status: 'applied' | 'rejected'; reason?: string | null };

/** The sums of one currency: a booking with rooms at a venue in another currency has two. */
export type CurrencyTotals = {
  currency: string;
  pricingTaxScheme?: 'VAT' | 'SALES_TAX';
  subtotals: { event: PricingTotals; hotel: PricingTotals };
  taxes: TaxLine[];
  totalPriceIncludingTaxes: number;
  totalPriceExcludingTaxes: number;
  totalTaxAmount: number;
  /** The IRIs of the venues summed here (currency entries only). */
  locations?: string[];
  /** The sum of the non-discount lines' `amount` (currency entries: over its venues). */
  subtotal?: number;
  /** What the discount took off (currency entries: over its venues). */
  discountAmount?: number;
};

/** The discount that was applied; `amount` is what it took off, as the location quotes prices. */
export type AppliedDiscount = { code: string; kind: string; appliesTo?: string; amount: number };

/** One venue's own Pricing. */
export type VenuePricing = { location: string; name: string; pricing: Pricing };

/** A quote or billing answer. */
export type Pricing = CurrencyTotals & {
  pricingTaxScheme: 'VAT' | 'SALES_TAX';
  products: PricingProduct[];
  /** The sum of the non-discount lines' `amount`: subtotal − discount = the total as quoted. */
  subtotal: number;
  discount: AppliedDiscount | null;
  touristTaxExcluded: boolean;
  promoCode?: PromoCodeResult | null;
  /** Every venue with its own Pricing when the booking spans venues (absent: the top level only). */
  venues?: VenuePricing[];
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
