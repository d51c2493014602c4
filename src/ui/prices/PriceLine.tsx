/**
 * One priced line (full variant): what it is and when, the real quantity and unit price that multiply
 * to the line's amount, or "included in <package>" for what a package covers.
 */
import { useTranslation } from 'react-i18next';
import { formatDay, formatMoney } from '../../domain/format.ts';
import type { PricingProduct } from '../../domain/pricing.types.ts';
import { mutedCss, rowCss } from './price-styles.ts';

/** The name of an IRI in the visitor's language, or null while unknown. */
export type NameOf = (iri: string | null | undefined) => string | null;

/** Props: the line, its currency, the visitor's locale and the names of catalogue references. */
export type PriceLineProps = { line: PricingProduct; currency: string; locale: string; nameOf: NameOf };

/** The line as a list item. */
export function PriceLine({ line, currency, locale, nameOf }: PriceLineProps) {
  const { t } = useTranslation(['offer', 'form']);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  // A line the venue added to its offer carries the venue's own words as its reference.
  const added = line.kind === 'offer_line';
  const what = added
    ? line.reference
    : t(`offer:${line.description}`, { defaultValue: t('offer:prices.line') });
  const subject = !added && line.reference ? nameOf(line.reference) : null;
  const when = line.date ? formatDay(line.date, locale, 'short') : null;
  const included = line.includedIn
    ? t('offer:prices.included', { name: nameOf(line.includedIn) ?? t('offer:prices.package') })
    : null;
  return (
    <li data-kind={line.kind} css={rowCss}>
      <span css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {subject ? `${subject} · ${what}` : what}
        <span css={{ ...mutedCss, display: 'block' }}>
          {[
            when,
            included
              ? null
              : t('offer:prices.quantityTimes', { quantity: line.quantity, unit: money(line.unitPrice) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
      <span
        className="bf-amount"
        // "Included in <package>" may wrap at 390 px; an amount never does.
        style={included ? { whiteSpace: 'normal', maxWidth: '12em' } : undefined}
      >
        {included ?? money(line.amount)}
      </span>
    </li>
  );
}
