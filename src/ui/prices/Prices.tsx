/**
 * The one price component (issue #12): renders the server's Pricing (a quote or a billing) wherever a
 * price is shown: one block per currency, one per venue inside it, and the totals per currency. The
 * widget never computes money here; every amount is a number the server sent.
 */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/format.ts';
import type { Pricing } from '../../domain/pricing.types.ts';
import { vars } from '../../theme/theme-vars.ts';
import type { NameOf } from './PriceLine.tsx';
import { type CurrencyBlock, currencyBlocks } from './price-groups.ts';
import { mutedCss, rowCss, rowsCss, totalRowCss } from './price-styles.ts';
import { VenuePrices } from './VenuePrices.tsx';

/** Props: the Pricing, `full` (every line) or `compact` (the basket: sums only), locale and names. */
export type PricesProps = {
  pricing: Pricing;
  variant: 'full' | 'compact';
  locale: string;
  /** Names of halls, items, package deals and room types; only the full variant needs them. */
  nameOf?: NameOf;
};

const noNames: NameOf = () => null;

function Block({
  block,
  full,
  locale,
  nameOf,
  several,
}: {
  block: CurrencyBlock;
  full: boolean;
  locale: string;
  nameOf: NameOf;
  several: boolean;
}) {
  const { t } = useTranslation(['offer', 'form']);
  const { totals } = block;
  const money = (minor: number) => formatMoney(minor, totals.currency, locale);
  return (
    <section
      data-currency={totals.currency}
      aria-label={several ? t('offer:prices.currencyTitle', { currency: totals.currency }) : undefined}
      css={{ display: 'grid', gap: '12px' }}
    >
      {block.venues.map((venue) => (
        <VenuePrices
          key={venue.location ?? 'booking'}
          venue={venue}
          shared={block.venues.length > 1}
          full={full}
          locale={locale}
          nameOf={nameOf}
        />
      ))}
      <dl css={{ ...rowsCss, borderTop: `2px solid ${vars.border}`, paddingTop: '8px' }}>
        <div css={rowCss}>
          <dt>{t('offer:prices.totalExcl')}</dt>
          <dd>{money(totals.totalPriceExcludingTaxes)}</dd>
        </div>
        <div css={{ ...rowCss, ...mutedCss }}>
          <dt>{t('offer:prices.totalTax')}</dt>
          <dd>{money(totals.totalTaxAmount)}</dd>
        </div>
        <div css={totalRowCss}>
          <dt>{t('offer:prices.totalIncl')}</dt>
          <dd part="price-total" data-currency={totals.currency} data-minor={totals.totalPriceIncludingTaxes}>
            {money(totals.totalPriceIncludingTaxes)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The prices, or nothing until their texts are loaded. */
export function Prices({ pricing, variant, locale, nameOf = noNames }: PricesProps) {
  const { t, ready } = useTranslation(['offer', 'form']);
  if (!ready) return null;
  const blocks = currencyBlocks(pricing);
  return (
    <div part="prices" data-variant={variant} css={{ display: 'grid', gap: '20px' }}>
      {blocks.map((block) => (
        <Block
          key={block.totals.currency}
          block={block}
          full={variant === 'full'}
          locale={locale}
          nameOf={nameOf}
          several={blocks.length > 1}
        />
      ))}
      {blocks.length > 1 && <p css={{ margin: 0, ...mutedCss }}>{t('offer:prices.currencies')}</p>}
    </div>
  );
}
