import { type DraftLine, lineDefaults, type PricingContext } from './line.ts';
import { money } from './money.ts';
import { fail, wholeNumber } from './problem.ts';
import type { QuoteOfferLine } from './types.ts';

/**
 * The line of something staff added to an offer (issue 17): quantity × unit price at one of the
 * location's rates. It belongs to the event part, so a discount on the event reduces it like any
 * other charge. Its `reference` carries staff's own words, which every document prints as its label.
 */
export function offerLine(line: QuoteOfferLine, path: string, context: PricingContext): DraftLine {
  const quantity = wholeNumber(line.quantity, `${path}.quantity`);
  if (quantity < 1n)
    fail('invalid_amount', 'An added line needs a quantity of at least 1.', `${path}.quantity`);
  return {
    ...lineDefaults('event', null, path),
    kind: 'offer_line',
    reference: line.description,
    description: 'pricing.offer_line',
    quantity,
    unitPrice: money(wholeNumber(line.unitPrice, `${path}.unitPrice`), context.currency),
    taxRateCode: line.taxRateCode,
  };
}
