/**
 * The price section of the offer view and the booking page: the one price component over the
 * booking's billing, or "the venue sends the detailed prices" when the billing could not be loaded.
 */
import type { CatalogueNames } from '../../api/catalogue.ts';
import type { Billing } from '../../domain/booking.types.ts';
import { Prices } from '../../ui/prices/Prices.tsx';
import { useOfferTexts } from '../use-offer-texts.ts';
import { headingCss, sectionCss } from '../view-styles.ts';

/** Props: the billing (null when it could not be loaded) and the names of the referenced resources. */
export type OfferPricesProps = { billing: Billing | null; names: CatalogueNames };

/** The price section. */
export function OfferPrices({ billing, names }: OfferPricesProps) {
  const { t, locale, nameOf } = useOfferTexts();
  return (
    <section css={sectionCss} aria-labelledby="bf-offer-prices">
      <h3 id="bf-offer-prices" css={headingCss}>
        {t('price.title')}
      </h3>
      {billing ? (
        <Prices
          pricing={billing}
          variant="full"
          locale={locale}
          nameOf={(iri) => (iri ? nameOf(names, iri) : null)}
        />
      ) : (
        <p css={{ margin: 0 }}>{t('price.unavailable')}</p>
      )}
    </section>
  );
}
