/**
 * The sums of a price (spec §2 basket, step 5): event and hotel subtotals, the discount, the tax
 * breakdown (VAT or sales tax with its rate) and totals with and without tax, one block per currency
 * when the booking spans venues in different currencies. Money is never converted.
 */
import { useTranslation } from 'react-i18next';
import { formatMoney, formatRate } from '../../domain/format.ts';
import { type CurrencyTotals, currencyGroups, type Pricing } from '../../domain/pricing.types.ts';
import { vars } from '../../theme/theme-vars.ts';

const rowCss = { display: 'flex', justifyContent: 'space-between', gap: '12px', margin: 0 } as const;

function Group({ group, pricing, locale }: { group: CurrencyTotals; pricing: Pricing; locale: string }) {
  const { t } = useTranslation(['form']);
  const money = (minor: number) => formatMoney(minor, group.currency, locale);
  const scheme = group.pricingTaxScheme ?? pricing.pricingTaxScheme;
  const discount = pricing.discount && pricing.currency === group.currency ? pricing.discount : null;
  const rows: [string, string, string?][] = [];
  if (group.subtotals.event.totalIncludingTaxes !== 0 || group.subtotals.hotel.totalIncludingTaxes === 0)
    rows.push(['price-event', t('price.event'), money(group.subtotals.event.totalIncludingTaxes)]);
  if (group.subtotals.hotel.totalIncludingTaxes !== 0)
    rows.push(['price-hotel', t('price.hotel'), money(group.subtotals.hotel.totalIncludingTaxes)]);
  return (
    <dl part="price-group" data-currency={group.currency} css={{ display: 'grid', gap: '6px', margin: 0 }}>
      {rows.map(([part, label, value]) => (
        <div key={part} part={part} css={rowCss}>
          <dt>{label}</dt>
          <dd css={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
      {discount && (
        <div part="price-discount" css={rowCss}>
          <dt>{t('price.discount', { code: discount.code.replace(/^corporate:/, '') })}</dt>
          <dd css={{ margin: 0 }}>−{money(discount.amount)}</dd>
        </div>
      )}
      {group.taxes.map((tax) => (
        <div key={tax.rate} part="price-tax" css={{ ...rowCss, color: vars.muted }}>
          <dt>
            {t(scheme === 'SALES_TAX' ? 'price.salesTax' : 'price.vat', {
              rate: formatRate(tax.rate, locale),
            })}
          </dt>
          <dd css={{ margin: 0 }}>{money(tax.taxAmount)}</dd>
        </div>
      ))}
      <div part="price-total-excl" css={rowCss}>
        <dt>{t('price.totalExcl')}</dt>
        <dd css={{ margin: 0 }}>{money(group.totalPriceExcludingTaxes)}</dd>
      </div>
      <div part="price-total" css={{ ...rowCss, fontWeight: 700, fontSize: '1.1em' }}>
        <dt>{t('price.totalIncl')}</dt>
        <dd css={{ margin: 0 }}>{money(group.totalPriceIncludingTaxes)}</dd>
      </div>
    </dl>
  );
}

/** The price blocks, one per currency, with the tourist-tax note. */
export function PriceTable({ pricing, locale }: { pricing: Pricing; locale: string }) {
  const { t } = useTranslation(['form']);
  const groups = currencyGroups(pricing);
  return (
    <div css={{ display: 'grid', gap: '16px' }}>
      {groups.map((group) => (
        <Group key={group.currency} group={group} pricing={pricing} locale={locale} />
      ))}
      {groups.length > 1 && <p css={{ margin: 0, color: vars.muted }}>{t('price.currencies')}</p>}
      {pricing.touristTaxExcluded && <p css={{ margin: 0, color: vars.muted }}>{t('price.touristTax')}</p>}
    </div>
  );
}
