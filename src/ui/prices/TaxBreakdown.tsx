/**
 * The tax breakdown alone (spec §2 step 5): each venue's taxes, named by scheme and rate, for the
 * summary of a location that hides its prices. The amounts are the server's.
 */
import type { Pricing } from '../../domain/pricing.types.ts';
import { currencyBlocks } from './price-groups.ts';
import { rowsCss } from './price-styles.ts';
import { TaxRows } from './TaxRows.tsx';

/** Props: the server's Pricing and the locale. */
export type TaxBreakdownProps = { pricing: Pricing; locale: string };

/** The tax rows of every venue, in one list. */
export function TaxBreakdown({ pricing, locale }: TaxBreakdownProps) {
  return (
    <dl css={rowsCss}>
      {currencyBlocks(pricing).flatMap((block) =>
        block.venues.map((venue) => (
          <TaxRows key={venue.location ?? ''} pricing={venue.pricing} venue={venue.name} locale={locale} />
        )),
      )}
    </dl>
  );
}
