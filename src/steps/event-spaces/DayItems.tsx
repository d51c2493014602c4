/**
 * A day's additional items (spec §2): the location's items by type (audiovisual, food and beverage,
 * other) with a search, each added with an amount and, when priced per guest, a number of guests
 * that starts at the day's guests; food and beverage also with the time it is served (empty until
 * the visitor gives one: the venue then serves it as the day's programme has it).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { type CatalogueItem, ITEM_CATEGORIES } from '../../domain/event-catalogue.types.ts';
import { isServedAtATime } from '../../domain/item-serving.ts';
import { pickTranslation } from '../../domain/translation.ts';
import { vars } from '../../theme/theme-vars.ts';
import { hintCss, inputCss, labelCss } from '../../ui/form-styles.ts';
import { TextInput } from '../../ui/TextInput.tsx';
import { FormSection } from '../FormSection.tsx';
import { smallButtonCss } from './event-styles.ts';
import { parseCount, useEventStep } from './use-event-step.ts';

/** Props: the day index and where focus goes after an item is added or removed. */
export type DayItemsProps = { d: number; focus: (id: string) => void };

/** The items block of day `d`. */
export function DayItems({ d, focus }: DayItemsProps) {
  useSignals();
  const { form, step, t, locale, errorOf, errorPrefix, id } = useEventStep();
  const [search, setSearch] = useState('');
  const day = form.reservation.value.days[d];
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
  const wanted = search.trim().toLocaleLowerCase(locale);
  const found = catalogue.filter(
    (item) => !wanted || nameOf(item).toLocaleLowerCase(locale).includes(wanted),
  );
  const searchId = `${id(`days.${d}.items`)}-search`;

  return (
    <FormSection legend={t('items.legend')}>
      {day.items.length > 0 && (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' }}>
          {day.items.map((row, i) => {
            const item = catalogue.find((candidate) => candidate['@id'] === row.item);
            const name = item ? nameOf(item) : (row.item ?? '');
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: an item may be ordered twice and rows have no id; the model addresses them by index too.
                key={`${row.item}-${i}`}
                css={{
                  display: 'grid',
                  gap: '8px',
                  paddingBottom: '8px',
                  borderBottom: `1px solid ${vars.border}`,
                }}
              >
                <span css={{ fontWeight: 700 }}>{name}</span>
                <TextInput
                  id={id(`days.${d}.items.${i}.amount`)}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  label={t('items.amount', { name })}
                  value={row.amount == null ? '' : String(row.amount)}
                  error={errorOf(`days.${d}.items.${i}.amount`)}
                  errorPrefix={errorPrefix}
                  onChange={(text) => step.setItem(d, i, 'amount', parseCount(text))}
                  onBlur={() => step.touch(`days.${d}.items.${i}.amount`)}
                />
                {row.numberOfGuests !== null && (
                  <TextInput
                    id={id(`days.${d}.items.${i}.numberOfGuests`)}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    label={t('items.guests', { name })}
                    // NaN keeps a per-guest row per guest while its number is being retyped.
                    value={Number.isFinite(row.numberOfGuests) ? String(row.numberOfGuests) : ''}
                    error={errorOf(`days.${d}.items.${i}.numberOfGuests`)}
                    errorPrefix={errorPrefix}
                    onChange={(text) => step.setItem(d, i, 'numberOfGuests', parseCount(text) ?? Number.NaN)}
                    onBlur={() => step.touch(`days.${d}.items.${i}.numberOfGuests`)}
                  />
                )}
                {item && isServedAtATime(item) && (
                  <TextInput
                    id={id(`days.${d}.items.${i}.startTime`)}
                    type="time"
                    label={t('items.servingTime', { name })}
                    value={row.startTime ?? ''}
                    errorPrefix={errorPrefix}
                    onChange={(text) => step.setItem(d, i, 'startTime', text || null)}
                    onBlur={() => step.touch(`days.${d}.items.${i}.startTime`)}
                  />
                )}
                <div>
                  <button
                    type="button"
                    css={smallButtonCss}
                    onClick={() => {
                      step.removeItem(d, i);
                      step.announce('announce.itemRemoved', { name });
                      focus(searchId);
                    }}
                  >
                    {t('items.remove', { name })}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div css={{ display: 'grid', gap: '6px' }}>
        <label htmlFor={searchId} css={labelCss}>
          {t('items.search')}
        </label>
        <input
          id={searchId}
          type="search"
          part="input"
          value={search}
          autoComplete="off"
          onChange={(event) => setSearch(event.currentTarget.value)}
          css={inputCss}
        />
      </div>
      {ITEM_CATEGORIES.map((category) => {
        const list = found.filter((item) => item.category === category);
        return (
          <div key={category} data-category={category} css={{ display: 'grid', gap: '6px' }}>
            <h4 css={{ margin: 0, fontSize: '17px' }}>{t(`items.category.${category}`)}</h4>
            {list.length === 0 && <p css={hintCss}>{t('items.noMatch')}</p>}
            <ul
              css={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'flex',
                flexWrap: 'wrap',
                gap: '8px',
              }}
            >
              {list.map((item) => (
                <li key={item['@id']}>
                  {included.has(item['@id']) ? (
                    <span
                      data-item={item['@id']}
                      css={{ ...smallButtonCss, cursor: 'default', display: 'inline-block' }}
                    >
                      {t('items.included', { name: nameOf(item) })}
                    </span>
                  ) : (
                    <button
                      type="button"
                      data-item={item['@id']}
                      css={smallButtonCss}
                      onClick={() => {
                        step.addItem(d, item);
                        step.announce('announce.itemAdded', { name: nameOf(item) });
                        focus(id(`days.${d}.items.${day.items.length}.amount`));
                      }}
                    >
                      {t('items.add', { name: nameOf(item) })}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </FormSection>
  );
}
