/**
 * A venue's tax rows (`dt`/`dd` pairs inside a `dl`): each rate named by the venue's scheme, VAT or
 * sales tax, with the amount the server gave; the venue named when the booking spans several.
 */
import { useTranslation } from 'react-i18next';
import { formatMoney, formatRate } from '../../domain/format.ts';
import type { Pricing } from '../../domain/pricing.types.ts';
import { mutedCss, rowCss } from './price-styles.ts';

/** Props: the venue's Pricing, its name when it must be told apart, and the locale. */
export type TaxRowsProps = { pricing: Pricing; venue: string | null; locale: string };

/** The rows, one per rate. */
export function TaxRows({ pricing, venue, locale }: TaxRowsProps) {
  const { t } = useTranslation(['offer']);
  const scheme = pricing.pricingTaxScheme;
  return pricing.taxes.map((tax) => {
    const name = t(scheme === 'SALES_TAX' ? 'offer:prices.salesTax' : 'offer:prices.vat', {
      rate: formatRate(tax.rate, locale),
    });
    return (
      <div key={tax.rate} data-scheme={scheme} css={{ ...rowCss, ...mutedCss }}>
        <dt>{venue ? t('offer:prices.taxAt', { tax: name, venue }) : name}</dt>
        <dd>{formatMoney(tax.taxAmount, pricing.currency, locale)}</dd>
      </div>
    );
  });
}
