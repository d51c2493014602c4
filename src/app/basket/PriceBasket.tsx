/**
 * The price preview basket (spec §2), kept in view while the visitor works (issue #18): a side panel
 * beside the wizard on wide widths, a bar at the bottom on narrow ones with the total and a button
 * that opens the lines above it. Shown while the chosen location's `isShoppingBasketVisible` is on
 * (and, before a location is chosen, with the empty-cart hint). Its states: loading, the empty-cart
 * hint, the prices, or "preview unavailable — detailed pricing follows after the request".
 */
import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/format.ts';
import { currencyGroups, isEmptyPricing } from '../../domain/pricing.types.ts';
import { vars } from '../../theme/theme-vars.ts';
import { secondaryButtonCss } from '../../ui/form-styles.ts';
import { Prices } from '../../ui/prices/Prices.tsx';
import { useWidgetModel } from '../model-context.ts';
import { SUMMARY_BAR_HEIGHT, SUMMARY_SIDE_MIN } from './PriceSummarySlot.tsx';

const wide = `@container (min-width: ${SUMMARY_SIDE_MIN}px)`;
const narrow = `@container (max-width: ${SUMMARY_SIDE_MIN - 0.02}px)`;
const shadow = '0 -6px 24px rgba(16, 24, 40, 0.16), 0 1px 3px rgba(16, 24, 40, 0.08)';

/** The basket, or nothing where the chosen location does not show prices. */
export function PriceBasket() {
  useSignals();
  const model = useWidgetModel();
  const { t, ready } = useTranslation(['form']);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const composed = model.composed.value;
  const location = composed?.form.location.value ?? null;
  if (!ready || (location && !location.locationSettings.isShoppingBasketVisible)) return null;
  const locale = model.locale.value;
  const status = (location && composed?.prices.status.value) || 'idle';
  const pricing = location ? (composed?.prices.pricing.value ?? null) : null;

  const muted = (text: string) => <p css={{ margin: 0, color: vars.muted }}>{text}</p>;
  let body = muted(t('price.empty'));
  let total = '';
  if (status === 'unavailable') body = <p css={{ margin: 0 }}>{t('price.unavailable')}</p>;
  else if (pricing && !isEmptyPricing(pricing)) {
    body = <Prices pricing={pricing} variant="compact" locale={locale} />;
    // One total per currency, as the panel's lines end; the bar has room for the amounts only.
    total = currencyGroups(pricing)
      .map((group) => formatMoney(group.totalPriceIncludingTaxes, group.currency, locale))
      .join(' + ');
  } else if (status === 'loading' && !pricing) body = muted(t('price.loading'));

  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <aside
      part="basket"
      aria-labelledby="bf-basket-title"
      aria-busy={status === 'loading'}
      data-state={status}
      data-open={String(open)}
      onKeyDown={close}
      css={{
        position: 'relative',
        background: vars.surface,
        border: `1px solid ${vars.border}`,
        borderRadius: vars.radius,
        [wide]: { display: 'grid', gap: '12px', padding: '16px', boxShadow: shadow },
        [narrow]: { boxShadow: shadow },
      }}
    >
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: '12px',
          [narrow]: { minHeight: `${SUMMARY_BAR_HEIGHT - 2}px`, padding: '0 12px' },
        }}
      >
        {/* On the bar the total sits under the title, so both fit a 320 px phone beside the button. The
            title and the amounts never shrink below their longest word (a narrower column let "Preisvorschau"
            and a French total run under the button): the button's words wrap first. */}
        <div css={{ flex: '1 0 auto', minWidth: 'min-content' }}>
          <h2
            id="bf-basket-title"
            css={{ margin: 0, fontSize: '1.1em', overflowWrap: 'break-word', [narrow]: { fontSize: '15px' } }}
          >
            {t('price.title')}
          </h2>
          <p css={{ margin: 0, fontWeight: 700, [wide]: { display: 'none' } }}>{total}</p>
        </div>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls="bf-basket-lines"
          onClick={() => setOpen(!open)}
          css={{ ...secondaryButtonCss, flex: '0 1 auto', [wide]: { display: 'none' } }}
        >
          {open ? t('price.hide') : t('price.show')}
        </button>
      </div>
      <div
        id="bf-basket-lines"
        css={{
          [narrow]: {
            display: open ? 'grid' : 'none',
            position: 'absolute',
            insetInline: '-1px',
            bottom: '100%',
            maxHeight: '60vh',
            overflowY: 'auto',
            padding: '16px',
            background: vars.surface,
            border: `1px solid ${vars.border}`,
            borderRadius: vars.radius,
            boxShadow: shadow,
          },
        }}
        tabIndex={open ? 0 : undefined}
      >
        {body}
      </div>
    </aside>
  );
}
