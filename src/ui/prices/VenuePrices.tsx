/**
 * One venue's prices inside its currency block: its name when the booking spans several places, its
 * lines (full variant), a subtotal per scope that has lines, the subtotal, one discount row, its taxes
 * labelled by its own scheme, and the tourist-tax note only where that venue charges it.
 */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/format.ts';
import { type NameOf, PriceLine } from './PriceLine.tsx';
import { hasScope, quoted, quotedTotal, type ShownVenue, shownLines } from './price-groups.ts';
import { mutedCss, rowCss, rowsCss, sumRowCss } from './price-styles.ts';
import { TaxRows } from './TaxRows.tsx';

/** Props: the venue, whether its block holds other venues, the variant, locale and names. */
export type VenuePricesProps = {
  venue: ShownVenue;
  /** Several venues share the currency block: name the hotel on its taxes and give its own total. */
  shared: boolean;
  full: boolean;
  locale: string;
  nameOf: NameOf;
};

/** The venue block. */
export function VenuePrices({ venue, shared, full, locale, nameOf }: VenuePricesProps) {
  const { t } = useTranslation(['offer', 'form']);
  const { pricing, name } = venue;
  const money = (minor: number) => formatMoney(minor, pricing.currency, locale);
  const scheme = pricing.pricingTaxScheme;
  const scopes = (['event', 'hotel'] as const).filter((scope) => hasScope(pricing, scope));
  const discount = pricing.discount;
  return (
    <section data-location={venue.location ?? undefined} css={{ display: 'grid', gap: '8px' }}>
      {name && <h4 css={{ margin: 0, fontSize: '1em' }}>{name}</h4>}
      {full && (
        <ul css={rowsCss}>
          {shownLines(pricing).map((line, index) => (
            // Lines have no id of their own; the server's order is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <PriceLine key={index} line={line} currency={pricing.currency} locale={locale} nameOf={nameOf} />
          ))}
        </ul>
      )}
      <dl css={rowsCss}>
        {scopes.map((scope) => (
          <div key={scope} css={rowCss}>
            <dt>{t(scope === 'event' ? 'offer:prices.eventSubtotal' : 'offer:prices.hotelSubtotal')}</dt>
            <dd>{money(quoted(pricing.subtotals[scope], scheme))}</dd>
          </div>
        ))}
        {(discount || scopes.length > 1) && (
          <div css={sumRowCss}>
            <dt>{t('offer:prices.subtotal')}</dt>
            <dd>{money(pricing.subtotal)}</dd>
          </div>
        )}
        {discount && (
          <div css={rowCss}>
            <dt>{t('offer:prices.discount', { code: discount.code.replace(/^corporate:/, '') })}</dt>
            <dd>{`−${money(discount.amount)}`}</dd>
          </div>
        )}
        {shared && (
          <div css={sumRowCss}>
            <dt>{t('offer:prices.venueTotal', { venue: name })}</dt>
            <dd>{money(quotedTotal(pricing))}</dd>
          </div>
        )}
        <TaxRows pricing={pricing} venue={shared ? name : null} locale={locale} />
      </dl>
      {pricing.touristTaxExcluded && hasScope(pricing, 'hotel') && (
        <p css={{ margin: 0, ...mutedCss }}>
          {name ? t('offer:prices.touristTaxAt', { venue: name }) : t('offer:prices.touristTax')}
        </p>
      )}
    </section>
  );
}
