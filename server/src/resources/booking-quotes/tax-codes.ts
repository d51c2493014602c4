import type { TaxRate } from '../../../../src/domain/catalogue.types.ts';
import type { TaxRateCode } from '../../domain/pricing/index.ts';

/**
 * The parts of a booking the catalogue has no tax code column for. Items and package deals carry
 * their own `taxRateCode`; these take the first code of their preference the location defines.
 */
export type UncodedPart = 'hall' | 'room' | 'breakfast' | 'late_checkout';

// Decision (issue 4): a mapping rather than new catalogue columns. Hall rental is a service (standard
// rate); lodging, and breakfast sold with it, is the reduced rate where a country has one (NL 9%,
// DE 7%, FI 14% — Germany taxes breakfast at 19%, which needs a per-room-type column when a German
// partner asks); a sales-tax location has only `sales`.
const PREFERENCE: Record<UncodedPart, readonly TaxRateCode[]> = {
  hall: ['standard', 'sales', 'reduced'],
  room: ['reduced', 'standard', 'sales'],
  breakfast: ['reduced', 'standard', 'sales'],
  late_checkout: ['reduced', 'standard', 'sales'],
};

/** The tax code a hall, room, breakfast or late check-out line is priced at in this location. */
export function taxCodeFor(part: UncodedPart, taxRates: readonly TaxRate[]): TaxRateCode {
  const defined = new Set(taxRates.map((rate) => rate.code));
  // A location without rates falls through to `standard`, so the engine reports `unknown_tax_rate`.
  return PREFERENCE[part].find((code) => defined.has(code)) ?? 'standard';
}
