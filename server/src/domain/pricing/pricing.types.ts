import type { DiscountScope, HallPeriod, PricingTaxScheme } from './types.ts';

// Output: the Pricing of spec §3. Every amount is an integer of minor units in `currency`.

/** What a product line charges for. */
export type ProductKind =
  | 'hall'
  | 'item'
  | 'package_deal'
  | 'room'
  | 'breakfast'
  | 'late_checkout'
  | 'offer_line'
  | 'discount';

/** The part of the booking a line belongs to: the meeting days or the hotel stay. */
export type PricingScope = 'event' | 'hotel';

/** One priced line of the basket. */
export type PricingProduct = {
  kind: ProductKind;
  scope: PricingScope;
  /**
   * The IRI passed in (hall, item, package deal, room type), the discount's reference, or for an
   * `offer_line` the words staff wrote for it.
   */
  reference: string;
  /** Translation key of the line's label, e.g. `pricing.hall.full_day`, `pricing.item.included`. */
  description: string;
  /** The meeting day, or the first night of a stay. */
  date: string | null;
  /** Nights of a stay, for hotel lines. */
  nights: number | null;
  /** The period a hall line rents for (`hour` lines count hours); null for everything else. */
  period: HallPeriod | null;
  /** The package deal IRI when the line is included in a package and so not charged. */
  includedIn: string | null;
  quantity: number;
  /** The price of one unit as the location quotes it: tax included under VAT, excluded under SALES_TAX. */
  unitPrice: number;
  /** quantity × unitPrice: the line as the location quotes it; negative for discount lines. */
  amount: number;
  /** The tax rate as a canonical decimal percent string, e.g. `9`, `25.5`, `8.875`. */
  taxRate: string;
  totalExcludingTaxes: number;
  totalIncludingTaxes: number;
  taxAmount: number;
  /**
   * True for the room-night lines: the stay's rate, which a hotel's rate plan prices per room per night.
   * Breakfast, late check-out and everything on meeting days are extras, so false (spec §3: "only
   * products that have a rateProduct are kept as rate products").
   */
  rateProduct: boolean;
};

/** Totals of a group of lines; `taxAmount` is always `totalIncludingTaxes - totalExcludingTaxes`. */
export type PricingTotals = {
  totalIncludingTaxes: number;
  totalExcludingTaxes: number;
  taxAmount: number;
};

/** The tax of one rate over all lines taxed at it (discount lines included). */
export type PricingTaxLine = { rate: string; taxableAmount: number; taxAmount: number };

/** The discount that was applied; `amount` is minus the sum of the discount lines' `amount`. */
export type AppliedDiscount = {
  code: string;
  kind: 'percentage' | 'fixed';
  appliesTo: DiscountScope;
  amount: number;
};

/** The Pricing of spec §3, with the breakdowns the basket shows. */
export type Pricing = {
  currency: string;
  pricingTaxScheme: PricingTaxScheme;
  products: PricingProduct[];
  /** The sum of the non-discount lines' `amount`: what is charged before the discount, as quoted. */
  subtotal: number;
  /** Totals of the non-discount lines per scope, before the discount, so event + hotel − discount = total. */
  subtotals: { event: PricingTotals; hotel: PricingTotals };
  taxes: PricingTaxLine[];
  totalPriceIncludingTaxes: number;
  totalPriceExcludingTaxes: number;
  totalTaxAmount: number;
  discount: AppliedDiscount | null;
  /**
   * Tourist or city tax is never priced here; true when the location's city charges one and this Pricing
   * has hotel lines, so the widget says so next to the total.
   */
  touristTaxExcluded: boolean;
};

/** Why a request could not be priced; these are catalogue or mapping faults, not visitor errors. */
export type PricingProblemCode =
  | 'unknown_currency'
  | 'unknown_tax_rate'
  | 'invalid_tax_rate'
  | 'invalid_amount'
  | 'invalid_date'
  | 'invalid_time'
  | 'hall_not_priced'
  | 'currency_mismatch'
  | 'amount_too_large';

/** A pricing failure with the path of the input that caused it, e.g. `days[0].halls[1]`. */
export type PricingProblem = { code: PricingProblemCode; message: string; path: string | null };

/** The engine's answer: a Pricing, or the one problem that stopped it. */
export type QuoteResult = { ok: true; pricing: Pricing } | { ok: false; problem: PricingProblem };
