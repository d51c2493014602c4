/**
 * The search of a day's items: one combobox whose list shows the location's items by type with their
 * unit prices, filtered by what the visitor types. Closed, it takes one line; the sixteen "Add …"
 * buttons it replaces took a phone screen and more.
 */
import { useEffect, useRef } from 'react';
import { type CatalogueItem, ITEM_CATEGORIES } from '../../domain/event-catalogue.types.ts';
import { vars } from '../../theme/theme-vars.ts';
import { hintCss, inputCss, labelCss } from '../../ui/form-styles.ts';
import { Icon } from '../../ui/Icon.tsx';
import { itemPriceText } from './item-price.ts';
import { useEventStep } from './use-event-step.ts';
import { useItemCombobox } from './use-item-combobox.ts';

/** Props: the input's id, the location's items, the ones the day's package includes, and what adding does. */
export type ItemSearchProps = {
  id: string;
  items: CatalogueItem[];
  included: Set<string>;
  nameOf: (item: CatalogueItem) => string;
  onAdd: (item: CatalogueItem) => void;
};

// Name above price: side by side, a long name broke mid-word on a 320 px phone.
const optionCss = {
  display: 'block',
  padding: '8px 12px',
  minHeight: '44px',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  '&[aria-selected="true"]': {
    background: vars.shade(10),
    outline: `2px solid ${vars.focus}`,
    outlineOffset: '-2px',
  },
  '&[aria-disabled="true"]': { cursor: 'default', color: vars.muted },
  '&:hover:not([aria-disabled="true"])': { background: vars.shade(10) },
} as const;

/** The combobox and its list. */
export function ItemSearch({ id, items, included, nameOf, onAdd }: ItemSearchProps) {
  const { t, locale } = useEventStep();
  const input = useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const optionId = (item: CatalogueItem) => `${id}-option-${item.id}`;
  // Options in the order they show: by type, as spec §2 groups them, filtered by the typed text.
  const shownFor = (text: string) => {
    const wanted = text.trim().toLocaleLowerCase(locale);
    const found = items.filter((item) => !wanted || nameOf(item).toLocaleLowerCase(locale).includes(wanted));
    return ITEM_CATEGORIES.flatMap((category) => found.filter((item) => item.category === category));
  };
  const choosableFor = (text: string) => shownFor(text).filter((item) => !included.has(item['@id']));
  const box = useItemCombobox({
    choosableFor: (text) => choosableFor(text).map(optionId),
    choose: (option) => {
      const item = items.find((candidate) => optionId(candidate) === option);
      if (item) onAdd(item);
    },
  });
  const shown = shownFor(box.text);
  // The list scrolls; the option the arrow keys reach must stay in sight.
  useEffect(() => {
    if (!box.active) return;
    const root = input.current?.getRootNode() as ShadowRoot | Document | undefined;
    root?.getElementById(box.active)?.scrollIntoView({ block: 'nearest' });
  }, [box.active]);

  return (
    <div css={{ display: 'grid', gap: '6px' }}>
      <label htmlFor={id} css={labelCss}>
        {t('items.search')}
      </label>
      <p id={`${id}-hint`} css={hintCss}>
        {t('items.searchHint')}
      </p>
      <div css={{ display: 'flex', maxWidth: '28em' }}>
        <input
          ref={input}
          id={id}
          type="text"
          part="input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={box.open}
          aria-controls={listId}
          aria-activedescendant={box.active ?? undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          {...box.inputProps}
          css={{ ...inputCss, minWidth: 0, flex: 1, borderStartEndRadius: 0, borderEndEndRadius: 0 }}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('items.showAll')}
          aria-controls={listId}
          aria-expanded={box.open}
          // Keeps focus in the input, so the list stays open for the arrow keys.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            input.current?.focus();
            box.toggle();
          }}
          css={{
            display: 'grid',
            placeItems: 'center',
            width: '44px',
            flex: 'none',
            border: '2px solid #6b7280',
            borderInlineStart: 0,
            borderStartEndRadius: vars.radius,
            borderEndEndRadius: vars.radius,
            background: '#ffffff',
          }}
        >
          <Icon name="chevron-down" />
        </button>
      </div>
      {/* Said when it happens, and outside the list: a listbox holds options only. */}
      <p role="status" css={hintCss}>
        {box.open && shown.length === 0 ? t('items.noMatch') : ''}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={t('items.legend')}
        hidden={!box.open || shown.length === 0}
        // A click on an option must not take focus from the input (that would close the list first).
        onMouseDown={(event) => event.preventDefault()}
        css={{
          maxHeight: '22em',
          overflowY: 'auto',
          overflowX: 'hidden',
          border: `2px solid ${vars.border}`,
          borderRadius: vars.radius,
          background: '#ffffff',
          maxWidth: '28em',
        }}
      >
        {/* Options only while open: the location's whole catalogue with prices, drawn on every render of
            the day while hidden, cost ~40 ms per render at 4× CPU slowdown. */}
        {box.open &&
          ITEM_CATEGORIES.map((category) => {
            const list = shown.filter((item) => item.category === category);
            if (list.length === 0) return null;
            const groupId = `${id}-${category}`;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options (WAI-ARIA grouped listbox); <fieldset> is not allowed inside role="listbox".
              <div key={category} role="group" aria-labelledby={groupId} data-category={category}>
                <div
                  id={groupId}
                  role="presentation"
                  css={{ padding: '8px 12px 2px', fontWeight: 700, fontSize: '15px', color: vars.muted }}
                >
                  {t(`items.category.${category}`)}
                </div>
                {list.map((item) => {
                  const isIncluded = included.has(item['@id']);
                  const option = optionId(item);
                  return (
                    // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: the combobox pattern keeps focus in the input and moves aria-activedescendant; its keys are handled there (use-item-combobox.ts).
                    <div
                      key={item['@id']}
                      id={option}
                      role="option"
                      data-item={item['@id']}
                      aria-selected={box.active === option}
                      aria-disabled={isIncluded || undefined}
                      onClick={() => !isIncluded && box.pick(option)}
                      css={optionCss}
                    >
                      <span css={{ display: 'block' }}>
                        {isIncluded ? t('items.included', { name: nameOf(item) }) : nameOf(item)}
                      </span>
                      <span css={{ ...hintCss, display: 'block', margin: 0 }}>
                        {itemPriceText(item, t, locale)}
                      </span>
                    </div>
                  );
                })}
              </div>
            );
          })}
      </div>
    </div>
  );
}
