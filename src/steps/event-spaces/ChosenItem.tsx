/**
 * One item the visitor added to a day: its name and unit price, steppers for its amount and (priced
 * per guest) its guests, the serving time of food and beverage, and a remove button, in a compact row.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { CatalogueItem } from '../../domain/event-catalogue.types.ts';
import { isServedAtATime } from '../../domain/item-serving.ts';
import type { DayItem } from '../../domain/reservation.types.ts';
import { vars } from '../../theme/theme-vars.ts';
import { CountStepper } from '../../ui/CountStepper.tsx';
import { hintCss } from '../../ui/form-styles.ts';
import { Icon } from '../../ui/Icon.tsx';
import { TimeField } from '../../ui/TimeField.tsx';
import { itemPriceText } from './item-price.ts';
import { useEventStep } from './use-event-step.ts';

/** Props: the day and row indexes, the row, its catalogue item (once loaded), its name, and removal. */
export type ChosenItemProps = {
  d: number;
  i: number;
  row: DayItem;
  item: CatalogueItem | undefined;
  name: string;
  onRemove: () => void;
};

/** The row as a list item. */
export function ChosenItem({ d, i, row, item, name, onRemove }: ChosenItemProps) {
  useSignals();
  const { step, t, locale, errorOf, errorPrefix, id } = useEventStep();
  const path = `days.${d}.items.${i}` as const;
  return (
    <li
      data-item={row.item ?? undefined}
      css={{
        display: 'grid',
        gap: '8px',
        padding: '10px 12px',
        border: `2px solid ${vars.border}`,
        borderRadius: vars.radius,
      }}
    >
      <div css={{ display: 'flex', gap: '8px', alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <div css={{ minWidth: 0, overflowWrap: 'anywhere', paddingTop: '2px' }}>
          <span css={{ fontWeight: 700 }}>{name}</span>
          {item && <span css={{ ...hintCss, display: 'block' }}>{itemPriceText(item, t, locale)}</span>}
        </div>
        <button
          type="button"
          aria-label={t('items.remove', { name })}
          onClick={onRemove}
          css={{
            display: 'grid',
            placeItems: 'center',
            width: '44px',
            height: '44px',
            flex: 'none',
            color: vars.link,
            borderRadius: vars.radius,
          }}
        >
          <Icon name="close" />
        </button>
      </div>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '8px 20px' }}>
        <CountStepper
          id={id(`${path}.amount`)}
          label={t('items.amount', { name })}
          shortLabel={t('items.amountLabel')}
          decreaseLabel={t('items.fewer', { name })}
          increaseLabel={t('items.more', { name })}
          value={row.amount}
          error={errorOf(`${path}.amount`)}
          errorPrefix={errorPrefix}
          onChange={(value) => step.setItem(d, i, 'amount', value)}
          onBlur={() => step.touch(`${path}.amount`)}
        />
        {row.numberOfGuests !== null && (
          <CountStepper
            id={id(`${path}.numberOfGuests`)}
            label={t('items.guests', { name })}
            shortLabel={t('items.guestsLabel')}
            decreaseLabel={t('items.fewerGuests', { name })}
            increaseLabel={t('items.moreGuests', { name })}
            // NaN keeps a per-guest row per guest while its number is being retyped.
            value={row.numberOfGuests}
            error={errorOf(`${path}.numberOfGuests`)}
            errorPrefix={errorPrefix}
            onChange={(value) => step.setItem(d, i, 'numberOfGuests', value ?? Number.NaN)}
            onBlur={() => step.touch(`${path}.numberOfGuests`)}
          />
        )}
      </div>
      {item && isServedAtATime(item) && (
        <TimeField
          id={id(`${path}.startTime`)}
          label={t('items.servingTime', { name })}
          value={row.startTime ?? null}
          errorPrefix={errorPrefix}
          onChange={(time) => step.setItem(d, i, 'startTime', time)}
          onBlur={() => step.touch(`${path}.startTime`)}
        />
      )}
    </li>
  );
}
