import type { OfferLineColumn, PriceOverrideColumn } from '../../db/schema/bookings.ts';
import { cleanNote, type TransitionInput } from '../../domain/booking-lifecycle/index.ts';

/**
 * What send_offer writes besides the status (issue 17): the prices per line, the lines staff added
 * and the note to the visitor. Each offer replaces the previous one whole, so a revised offer that
 * leaves out a line or the note removes it. Called after the lifecycle checked the input.
 */
export function offerColumns(input: TransitionInput): {
  priceOverrides: PriceOverrideColumn[];
  offerLines: OfferLineColumn[];
  offerNote: string | null;
} {
  return {
    priceOverrides: (input.priceOverrides ?? []).map(({ line, price }) => ({ line, price })),
    offerLines: (input.offerLines ?? []).map((line) => ({
      description: line.description.trim(),
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      taxRateCode: line.taxRateCode,
    })),
    offerNote: cleanNote(input.note),
  };
}
