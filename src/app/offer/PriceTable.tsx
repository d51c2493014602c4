/**
 * The prices of a booking (spec §2 price preview, §3 Pricing): each priced line, the event and hotel
 * subtotals, a discount, the tax breakdown per rate (VAT or sales tax) and the totals with and without
 * tax. Without a billing it says the venue sends the detailed prices.
 */
import type { CatalogueNames } from '../../api/catalogue-names.ts';
import type { Billing, BillingProduct } from '../../domain/booking.types.ts';
import { formatDay, formatMoney, formatRate } from '../../domain/format.ts';
import { vars } from '../../theme/theme-vars.ts';
import { useOfferTexts } from './use-offer-texts.ts';
import { headingCss, sectionCss } from './view-styles.ts';

/** Props: the billing (null when it could not be loaded) and the names of the referenced resources. */
export type PriceTableProps = { billing: Billing | null; names: CatalogueNames };

const cell = { padding: '8px 8px 8px 0', textAlign: 'start' as const, verticalAlign: 'top' as const };
const amountCell = { ...cell, textAlign: 'end' as const, whiteSpace: 'nowrap' as const, paddingInlineEnd: 0 };

function ProductRow({
  product,
  billing,
  names,
}: {
  product: BillingProduct;
  billing: Billing;
  names: CatalogueNames;
}) {
  const { t, locale, nameOf } = useOfferTexts();
  const what = t(product.description, { defaultValue: t('price.line') });
  const subject = product.reference ? nameOf(names, product.reference) : '';
  const when = product.date ? formatDay(product.date, locale, 'short') : '';
  return (
    <tr css={{ borderTop: `1px solid ${vars.border}` }}>
      <td css={cell}>
        {subject ? `${subject} · ${what}` : what}
        {when && <span css={{ display: 'block', color: vars.muted, fontSize: '15px' }}>{when}</span>}
      </td>
      <td css={amountCell}>{product.quantity}</td>
      <td css={amountCell}>{formatMoney(product.totalIncludingTaxes, billing.currency, locale)}</td>
    </tr>
  );
}

/** The price section. */
export function PriceTable({ billing, names }: PriceTableProps) {
  const { t, locale } = useOfferTexts();
  if (!billing) {
    return (
      <section css={sectionCss} aria-labelledby="bf-offer-prices">
        <h3 id="bf-offer-prices" css={headingCss}>
          {t('price.title')}
        </h3>
        <p css={{ margin: 0 }}>{t('price.unavailable')}</p>
      </section>
    );
  }
  const money = (minor: number) => formatMoney(minor, billing.currency, locale);
  const tax = billing.pricingTaxScheme === 'SALES_TAX' ? t('price.salesTax') : t('price.vat');
  const { event, hotel } = billing.subtotals;
  return (
    <section part="prices" css={sectionCss} aria-labelledby="bf-offer-prices">
      <h3 id="bf-offer-prices" css={headingCss}>
        {t('price.title')}
      </h3>
      <table css={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption css={{ textAlign: 'start', color: vars.muted, paddingBottom: '4px' }}>
          {t('price.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col" css={cell}>
              {t('price.description')}
            </th>
            <th scope="col" css={amountCell}>
              {t('price.quantity')}
            </th>
            <th scope="col" css={amountCell}>
              {t('price.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {billing.products.map((product, index) => (
            // Lines have no id of their own; their order is the server's and stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <ProductRow key={index} product={product} billing={billing} names={names} />
          ))}
        </tbody>
      </table>
      <dl
        part="price-totals"
        css={{
          display: 'grid',
          gridTemplateColumns: '1fr max-content',
          gap: '4px 16px',
          margin: 0,
          '& dd': { margin: 0, textAlign: 'end' },
        }}
      >
        {event && (
          <>
            <dt>{t('price.eventSubtotal')}</dt>
            <dd>{money(event.totalIncludingTaxes)}</dd>
          </>
        )}
        {hotel && (
          <>
            <dt>{t('price.hotelSubtotal')}</dt>
            <dd>{money(hotel.totalIncludingTaxes)}</dd>
          </>
        )}
        {billing.discount && (
          <>
            <dt>{t('price.discount')}</dt>
            <dd>−{money(billing.discount.amount)}</dd>
          </>
        )}
        <dt>{t('price.totalExcluding')}</dt>
        <dd>{money(billing.totalPriceExcludingTaxes)}</dd>
        {billing.taxes.map((rate) => (
          <div key={rate.rate} css={{ display: 'contents' }}>
            <dt>
              {t('price.taxLine', {
                tax,
                rate: formatRate(rate.rate, locale),
                base: money(rate.taxableAmount),
              })}
            </dt>
            <dd>{money(rate.taxAmount)}</dd>
          </div>
        ))}
        <dt css={{ fontWeight: 700 }}>{t('price.totalIncluding')}</dt>
        <dd part="price-total" css={{ fontWeight: 700 }}>
          {money(billing.totalPriceIncludingTaxes)}
        </dd>
      </dl>
      {billing.touristTaxExcluded && <p css={{ margin: 0, color: vars.muted }}>{t('price.touristTax')}</p>}
    </section>
  );
}
