/**
 * The Pricing contract (spec §3): what `POST /api/booking_quotes` and `GET /api/booking/{id}/billing`
 * answer. Money is integer minor units of `currency`; each object lists every field it may carry, so an
 * answer with an undescribed field fails the server's response check.
 */
import * as v from 'valibot';
import { money } from './fields.ts';
import { paymentSchema, paymentTotalsSchema } from './payment.schema.ts';
import { VERIFY_REASONS } from './queries.schema.ts';

/** The tax schemes a location prices under. */
export const TAX_SCHEMES = ['VAT', 'SALES_TAX'] as const;
const scheme = v.picklist(TAX_SCHEMES);

/** What a product line charges for. */
export const PRODUCT_KINDS = [
  'hall',
  'item',
  'package_deal',
  'room',
  'breakfast',
  'late_checkout',
  'offer_line',
  'discount',
] as const;

/** Totals of a group of lines; `taxAmount` is `totalIncludingTaxes - totalExcludingTaxes`. */
export const pricingTotalsSchema = v.strictObject({
  totalIncludingTaxes: money,
  totalExcludingTaxes: money,
  taxAmount: money,
});

/** One priced line of the basket. */
export const pricingProductSchema = v.strictObject({
  kind: v.picklist(PRODUCT_KINDS),
  scope: v.picklist(['event', 'hotel']),
  /** The IRI priced (hall, item, package deal, room type), the discount's reference, or staff's words for an `offer_line`. */
  reference: v.nullable(v.string()),
  /** A `pricing.*` label key the widget translates. */
  description: v.string(),
  date: v.nullable(v.string()),
  nights: v.nullable(v.number()),
  period: v.nullable(v.picklist(['hour', 'morning', 'afternoon', 'evening', 'full_day'])),
  /** The package deal IRI that includes the line (then not charged), or null. */
  includedIn: v.nullable(v.string()),
  quantity: v.number(),
  /** One unit as the location quotes it: tax included under VAT, excluded under SALES_TAX. */
  unitPrice: money,
  amount: v.pipe(
    money,
    v.description('quantity × unitPrice, as the location quotes it; negative for discount lines.'),
  ),
  taxRate: v.string(),
  totalExcludingTaxes: money,
  totalIncludingTaxes: money,
  taxAmount: money,
  rateProduct: v.boolean(),
});

/** The tax of one rate over the lines taxed at it. */
export const taxLineSchema = v.strictObject({ rate: v.string(), taxableAmount: money, taxAmount: money });

/** The discount applied; `amount` is what it took off (minus the sum of the discount lines). */
export const discountSchema = v.strictObject({
  code: v.string(),
  kind: v.picklist(['percentage', 'fixed']),
  appliesTo: v.picklist(['event', 'hotel', 'both']),
  amount: money,
});

/** What a promo code did: applied, or rejected with its reason. */
export const promoCodeOutcomeSchema = v.strictObject({
  code: v.string(),
  status: v.picklist(['applied', 'rejected']),
  reason: v.optional(
    v.nullable(
      v.picklist([
        'unknown',
        'not_yet_valid',
        'expired',
        'exhausted',
        'wrong_location',
        'not_applicable',
        'invalid',
      ]),
    ),
  ),
});

/** The Pricing of one location (the top level of an answer, and each venue's). */
export const pricingEntries = {
  currency: v.string(),
  pricingTaxScheme: scheme,
  products: v.array(pricingProductSchema),
  subtotal: v.pipe(money, v.description('Sum of the non-discount lines’ amount (before discount).')),
  subtotals: v.pipe(
    v.strictObject({ event: pricingTotalsSchema, hotel: pricingTotalsSchema }),
    v.description('Totals of the non-discount lines per scope, before the discount.'),
  ),
  taxes: v.array(taxLineSchema),
  totalPriceIncludingTaxes: money,
  totalPriceExcludingTaxes: money,
  totalTaxAmount: money,
  discount: v.pipe(
    v.nullable(discountSchema),
    v.description(
      'The discount taken off this location’s lines: code, kind, appliesTo and amount (minus the sum of the discount lines; subtotal − amount = total as quoted).',
    ),
  ),
  touristTaxExcluded: v.pipe(
    v.boolean(),
    v.description(
      'True when the location charges a tourist or city tax (never included) and there are hotel lines.',
    ),
  ),
};

/** A Pricing on its own. */
export const pricingSchema = v.strictObject(pricingEntries);

/** One venue of a booking with its own full Pricing. */
export const venuePricingSchema = v.strictObject({
  location: v.string(),
  name: v.string(),
  pricing: pricingSchema,
});

/** The exact sums of the venues pricing in one currency. */
export const currencyTotalsSchema = v.strictObject({
  currency: v.string(),
  /** The venues summed here, in the booking's order. */
  locations: v.array(v.string()),
  /** The sum of its venues' `subtotal`. */
  subtotal: money,
  /** The sum of its venues' `discount.amount`. */
  discountAmount: money,
  subtotals: v.strictObject({ event: pricingTotalsSchema, hotel: pricingTotalsSchema }),
  taxes: v.array(
    v.strictObject({ pricingTaxScheme: scheme, rate: v.string(), taxableAmount: money, taxAmount: money }),
  ),
  totalPriceIncludingTaxes: money,
  totalPriceExcludingTaxes: money,
  totalTaxAmount: money,
});

const answerEntries = {
  '@context': v.optional(v.unknown()),
  '@id': v.string(),
  '@type': v.string(),
  ...pricingEntries,
  promoCode: v.nullable(promoCodeOutcomeSchema),
  venues: v.array(venuePricingSchema),
  currencies: v.array(currencyTotalsSchema),
};

/** The answer of `POST /api/booking_quotes`, with the corporate verification when credentials came. */
export const quoteAnswerSchema = v.strictObject({
  ...answerEntries,
  corporateAccount: v.nullable(
    v.strictObject({
      verified: v.boolean(),
      reason: v.nullable(v.picklist(VERIFY_REASONS)),
    }),
  ),
});

/**
 * The answer of `GET /api/booking/{id}/billing`: the Pricing, the booking's payments (issue 16) and,
 * per currency, what is paid, given back and still due.
 */
export const billingAnswerSchema = v.strictObject({
  ...answerEntries,
  payments: v.array(paymentSchema),
  paymentTotals: v.array(paymentTotalsSchema),
});

/** One priced line. */
export type PricingProduct = v.InferOutput<typeof pricingProductSchema>;
/** Totals of a group of lines. */
export type PricingTotals = v.InferOutput<typeof pricingTotalsSchema>;
/** One line of the tax breakdown. */
export type TaxLine = v.InferOutput<typeof taxLineSchema>;
/** The applied discount. */
export type Discount = v.InferOutput<typeof discountSchema>;
/** What a promo code did to the price. */
export type PromoCodeOutcome = v.InferOutput<typeof promoCodeOutcomeSchema>;
/** The Pricing of one location. */
export type PricingOutput = v.InferOutput<typeof pricingSchema>;
/** One venue and its Pricing. */
export type VenuePricing = v.InferOutput<typeof venuePricingSchema>;
/** The sums of one currency. */
export type CurrencyTotalsOutput = v.InferOutput<typeof currencyTotalsSchema>;
/** A quote answer. */
export type QuoteAnswer = v.InferOutput<typeof quoteAnswerSchema>;
/** A billing answer. */
export type BillingAnswer = v.InferOutput<typeof billingAnswerSchema>;
