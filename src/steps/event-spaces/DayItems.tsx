/**
 * A day's additional items (spec §2): the items added so far as compact rows (unit price, −/+ for the
 * amount and, when priced per guest, the guests, who start at the day's guests; food and beverage also
 * with the time it is served, empty until the visitor gives one: the venue then serves it as the
 * day's programme has it), and a search that lists the location's items by type with their prices.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import type { CatalogueItem } from '../../domain/event-catalogue.types.ts';
import { pickTranslation } from '../../domain/translation.ts';
import { FormSection } from '../FormSection.tsx';
import { useFormValue } from '../use-step-form.ts';
import { ChosenItem } from './ChosenItem.tsx';
import { ItemSearch } from './ItemSearch.tsx';
import { useEventStep } from './use-event-step.ts';

/** Props: the day index and where focus goes after an item is added or removed. */
export type DayItemsProps = { d: number; focus: (id: string, click?: MouseEvent) => void };

/** The items block of day `d`. */
export const DayItems = memo(function DayItems({ d, focus }: DayItemsProps) {
  useSignals();
  const { step, t, locale, id } = useEventStep();
  const day = useFormValue((reservation) => reservation.days[d], [d]);
  if (!day) return null;
  const nameOf = (item: CatalogueItem) => pickTranslation(item.translations, locale)?.name ?? item.name;
  const catalogue = step.items.value;
  // What the day's package deal includes is marked and cannot be added a second time (#12.6).
  const lookup = step.lookupOf(day);
  const chosenDeal = day.packageDeals.find((row) => row.packageDeal)?.packageDeal ?? null;
  const deal =
    lookup?.deals.status === 'ok'
      ? lookup.deals.data.find((offer) => offer['@id'] === chosenDeal)
      : undefined;
  const included = new Set(deal?.items.map((entry) => entry.item) ?? []);
  const searchId = `${id(`days.${d}.items`)}-search`;

  return (
    <FormSection legend={t('items.legend')}>
      {day.items.length > 0 && (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' }}>
          {day.items.map((row, i) => {
            const item = catalogue.find((candidate) => candidate['@id'] === row.item);
            const name = item ? nameOf(item) : (row.item ?? '');
            return (
              <ChosenItem
                // biome-ignore lint/suspicious/noArrayIndexKey: an item may be ordered twice and rows have no id; the model addresses them by index too.
                key={`${row.item}-${i}`}
                d={d}
                i={i}
                row={row}
                item={item}
                name={name}
                onRemove={() => {
                  step.removeItem(d, i);
                  step.announce('announce.itemRemoved', { name });
                  focus(searchId);
                }}
              />
            );
          })}
        </ul>
      )}
      <ItemSearch
        id={searchId}
        items={catalogue}
        included={included}
        nameOf={nameOf}
        onAdd={(item) => {
          step.addItem(d, item);
          step.announce('announce.itemAdded', { name: nameOf(item) });
          focus(id(`days.${d}.items.${day.items.length}.amount`));
        }}
      />
    </FormSection>
  );
});
