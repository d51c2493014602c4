/** The totals of a Pricing as one phrase, one amount per currency ("€2,599.20 and $220.97"). */
import { formatMoney } from '../../domain/format.ts';
import type { Pricing } from '../../domain/pricing.types.ts';
import { currencyBlocks } from './price-groups.ts';

/** Each currency's total including tax, joined the way the visitor's language lists things. */
export function totalsText(pricing: Pricing, locale: string): string {
  const amounts = currencyBlocks(pricing).map(({ totals }) =>
    formatMoney(totals.totalPriceIncludingTaxes, totals.currency, locale),
  );
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(amounts);
}
