// The pricing engine's public surface; the HTTP layer imports from here only.
export { DEFAULT_PERIOD_WINDOWS } from './hall-periods.ts';
export { hallRentalPrice } from './hall-rental.ts';
export type {
  AppliedDiscount,
  Pricing,
  PricingProblem,
  PricingProblemCode,
  PricingProduct,
  PricingScope,
  PricingTaxLine,
  PricingTotals,
  ProductKind,
  QuoteResult,
} from './pricing.types.ts';
export {
  checkPromoCode,
  normalizePromoCode,
  type PromoCheck,
  type PromoCode,
  type PromoContext,
  type PromoRejection,
} from './promo.ts';
export { bookingContains, priceQuote } from './quote.ts';
export type * from './types.ts';
export {
  type CurrencyTaxLine,
  type CurrencyTotals,
  priceVenues,
  type VenuePricing,
  type VenueQuote,
  type VenuesResult,
} from './venues.ts';
