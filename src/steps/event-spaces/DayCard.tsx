/** One meeting day of step 2: date, setup, function spaces, package deal, items, clone and remove. */
import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { localToday } from '../../domain/dates.ts';
import { pickTranslation } from '../../domain/translation.ts';
import { DateField } from '../../ui/DateField.tsx';
import { errorCss, hintCss } from '../../ui/form-styles.ts';
import { Select } from '../../ui/Select.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { FormSection } from '../FormSection.tsx';
import { useFormValue } from '../use-step-form.ts';
import { DayItems } from './DayItems.tsx';
import { dayCss, smallButtonCss } from './event-styles.ts';
import { PackageDealChoice } from './PackageDealChoice.tsx';
import { SpaceRow } from './SpaceRow.tsx';
import { useEventStep } from './use-event-step.ts';

/** Props: the day's index, and the step's focus mover (by element id). */
export type DayCardProps = { d: number; focus: (id: string, click?: MouseEvent) => void; addDayId: string };

/** The card of day `d`. */
export const DayCard = memo(function DayCard({ d, focus, addDayId }: DayCardProps) {
  useSignals();
  const { step, t, locale, errorOf, errorPrefix, id } = useEventStep();
  const day = useFormValue((reservation) => reservation.days[d], [d]);
  const dayCount = useFormValue((reservation) => reservation.days.length);
  if (!day) return null;
  const titleId = `${id(`days.${d}.date`)}-title`;
  const layouts = step.layouts.value;
  const layoutName = (iri: string | null | undefined) => {
    const layout = layouts.find((l) => l['@id'] === iri);
    return layout ? (pickTranslation(layout.translations, locale)?.name ?? layout.name) : '';
  };
  const halls = step.lookupOf(day)?.halls;
  const spacesError = errorOf(`days.${d}.halls`);
  const addSpaceId = id(`days.${d}.halls`);
  const count =
    halls?.status === 'ok' ? halls.data.filter((hall) => hall.state === 'available').length : null;

  return (
    <section data-day-index={d} aria-labelledby={titleId} css={dayCss}>
      <h3 id={titleId} css={{ margin: 0, fontSize: '20px' }}>
        {t('day.title', { number: d + 1 })}
      </h3>
      <DateField
        id={id(`days.${d}.date`)}
        min={localToday()}
        label={t('day.date')}
        value={day.date ?? null}
        error={errorOf(`days.${d}.date`)}
        errorPrefix={errorPrefix}
        required
        onChange={(date) => step.setDate(d, date)}
        onBlur={() => step.touch(`days.${d}.date`)}
      />
      <Select
        id={id(`days.${d}.emplacement`)}
        label={t('day.layout')}
        hint={t('day.layoutHint')}
        placeholder={t('day.layoutPlaceholder')}
        value={day.emplacement ?? ''}
        error={errorOf(`days.${d}.emplacement`)}
        errorPrefix={errorPrefix}
        required
        options={layouts.map((layout) => ({ value: layout['@id'], label: layoutName(layout['@id']) }))}
        onChange={(value) => step.setLayout(d, value || null)}
      />
      <FormSection legend={t('space.legend')}>
        {/* Its line is kept while the day's answer is on its way: the count arriving would move the
            buttons below it just as the visitor aims at "Add a space". */}
        <p role="status" css={{ ...hintCss, minHeight: '1lh' }}>
          {count === null ? '' : t('space.found', { total: count })}
        </p>
        <div>
          <button
            type="button"
            aria-pressed={!step.showUnavailable.value}
            onClick={() => {
              step.showUnavailable.value = !step.showUnavailable.value;
            }}
            css={smallButtonCss}
          >
            {t('space.hideUnavailable')}
          </button>
        </div>
        {day.halls.map((_, h) => (
          <SpaceRow
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own and keep no local state; the model addresses them by index too.
            key={h}
            d={d}
            h={h}
            layoutName={layoutName(day.emplacement)}
            onRemove={() => {
              step.removeSpace(d, h);
              step.announce('announce.spaceRemoved');
              focus(addSpaceId);
            }}
          />
        ))}
        {spacesError && (
          <p id={`${addSpaceId}-error`} css={errorCss}>
            <span css={visuallyHidden}>{errorPrefix} </span>
            {spacesError}
          </p>
        )}
        <div>
          <button
            id={addSpaceId}
            type="button"
            aria-describedby={spacesError ? `${addSpaceId}-error` : undefined}
            css={smallButtonCss}
            onClick={(event) => {
              const h = step.addSpace(d);
              focus(id(`days.${d}.halls.${h}.hall`), event.nativeEvent);
            }}
          >
            {day.halls.length === 0 ? t('space.addPlenary') : t('space.addSub')}
          </button>
        </div>
      </FormSection>
      <PackageDealChoice d={d} />
      <DayItems d={d} focus={focus} />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '12px' }}>
        <button type="button" css={smallButtonCss} onClick={() => focus(id(`days.${step.cloneDay(d)}.date`))}>
          {t('day.clone', { number: d + 1 })}
        </button>
        {dayCount > 1 && (
          <button
            type="button"
            css={smallButtonCss}
            onClick={() => {
              const next = step.removeDay(d);
              focus(next === null ? addDayId : id(`days.${next}.date`));
            }}
          >
            {t('day.remove', { number: d + 1 })}
          </button>
        )}
      </div>
    </section>
  );
});
