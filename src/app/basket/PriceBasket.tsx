/**
 * The price preview basket (spec §2): shown when the chosen location's `isShoppingBasketVisible` is
 * on; follows every change of the form. Its states: loading, an empty-cart hint, the prices, or
 * "preview unavailable — detailed pricing follows after the request".
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { isEmptyPricing } from '../../domain/pricing.types.ts';
import { vars } from '../../theme/theme-vars.ts';
import { Prices } from '../../ui/prices/Prices.tsx';
import { useWidgetModel } from '../model-context.ts';

/** The basket, or nothing where the location does not show prices. */
export function PriceBasket() {
  useSignals();
  const model = useWidgetModel();
  const { t, ready } = useTranslation(['form']);
  const composed = model.composed.value;
  if (!composed || !ready) return null;
  const { form, prices: preview } = composed;
  if (!form.location.value?.locationSettings.isShoppingBasketVisible) return null;
  const status = preview.status.value;
  const pricing = preview.pricing.value;

  let body = <p css={{ margin: 0, color: vars.muted }}>{t('price.loading')}</p>;
  if (status === 'unavailable') body = <p css={{ margin: 0 }}>{t('price.unavailable')}</p>;
  else if (pricing && isEmptyPricing(pricing))
    body = <p css={{ margin: 0, color: vars.muted }}>{t('price.empty')}</p>;
  else if (pricing) body = <Prices pricing={pricing} variant="compact" locale={model.locale.value} />;

  return (
    <aside
      part="basket"
      aria-labelledby="bf-basket-title"
      aria-busy={status === 'loading'}
      data-state={status}
      css={{
        marginTop: '16px',
        padding: '16px',
        borderRadius: vars.radius,
        border: `1px solid ${vars.border}`,
        background: vars.surface,
        display: 'grid',
        gap: '12px',
      }}
    >
      <h2 id="bf-basket-title" css={{ margin: 0, fontSize: '1.1em' }}>
        {t('price.title')}
      </h2>
      {body}
    </aside>
  );
}
