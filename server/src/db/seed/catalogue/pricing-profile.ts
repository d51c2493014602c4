import type { TaxRate } from '../../../../../src/domain/catalogue.types.ts';

/** How a location's prices relate to the base (EUR) price list: local price level and tax scheme. */
export type PricingProfile = { factor: number; scheme: 'VAT' | 'SALES_TAX' };

/** A base price in minor units scaled to the location and rounded to a whole half unit, like a menu price. */
export function localPrice(base: number, profile: PricingProfile): number {
  return Math.round((base * profile.factor) / 50) * 50;
}

/** The tax rate code of a line: reduced for food and drink under VAT, the single sales tax otherwise. */
export function taxCode(profile: PricingProfile, reduced: boolean): TaxRate['code'] {
  if (profile.scheme === 'SALES_TAX') return 'sales';
  return reduced ? 'reduced' : 'standard';
}
