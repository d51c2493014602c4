/**
 * One space row of a day: the plenary hall (first row) or a sub hall, chosen in a space selector.
 * The selector is a radio group; each radio's name says the space, its capacity in the day's layout
 * and its mark (spec §4: not available, already selected, included in package, selected), with the
 * reason halls_suitable gave. "Hide unavailable" leaves out what cannot be chosen, never the row's own.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { isHallSelectedElsewhere } from '../../domain/booking-rules.ts';
import type { HallSuitability } from '../../domain/event-catalogue.types.ts';
import { hiddenWhenFiltering, type SpaceMark, spaceMark } from '../../domain/event-space.ts';
import { formatMoney } from '../../domain/format.ts';
import { vars } from '../../theme/theme-vars.ts';
import { choiceCss, ERROR_COLOUR, errorCss, hintCss } from '../../ui/form-styles.ts';
import { RetryButton } from '../../ui/RetryButton.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { useFormValue } from '../use-step-form.ts';
import { includedHalls } from './event-rules.ts';
import { smallButtonCss } from './event-styles.ts';
import { useEventStep } from './use-event-step.ts';

const MARK_COLOURS: Record<SpaceMark, string> = {
  selected: vars.primary,
  included: '#1d6b35',
  available: vars.muted,
  already_selected: '#8a4b00',
  not_available: ERROR_COLOUR,
};

/** Props: the day and row index, the layout's name, and what to do after removal. */
export type SpaceRowProps = { d: number; h: number; layoutName: string; onRemove: () => void };

/** One space row with its selector. */
export function SpaceRow({ d, h, layoutName, onRemove }: SpaceRowProps) {
  useSignals();
  const { step, t, errorOf, errorPrefix, id, locale } = useEventStep();
  const days = useFormValue((reservation) => reservation.days);
  const day = days[d];
  if (!day) return null;
  const row = day.halls[h];
  const groupId = id(`days.${d}.halls.${h}.hall`);
  const error = errorOf(`days.${d}.halls.${h}.hall`);
  const lookup = step.lookupOf(day)?.halls;
  const halls = lookup && lookup.status !== 'idle' ? (lookup.data ?? []) : [];
  const included = includedHalls(day, step.answersOf(day).deals);
  const marked = halls.map((hall) => ({
    hall,
    mark: spaceMark({
      hall,
      chosen: row?.hall ?? null,
      selectedElsewhere: isHallSelectedElsewhere(days, { dayIndex: d, hallIndex: h }, hall['@id']),
      includedInPackage: included,
    }),
  }));
  const shown = step.showUnavailable.value ? marked : marked.filter(({ mark }) => !hiddenWhenFiltering(mark));
  const legend = h === 0 ? t('space.plenary') : t('space.sub', { number: h });
  const reason = (hall: HallSuitability) =>
    hall.state === 'too_small'
      ? t('space.state.too_small', { max: hall.maxCapacity ?? hall.capacity ?? 0 })
      : t(`space.state.${hall.state}`);
  const describe = (hall: HallSuitability, mark: SpaceMark) =>
    mark === 'not_available' ? `${t('space.mark.not_available')}: ${reason(hall)}` : t(`space.mark.${mark}`);
  // The server prices the rental for the day's times as a quote would (day parts, hours, seasons);
  // a hall a package includes costs nothing extra, which its mark already says.
  const price = (hall: HallSuitability, mark: SpaceMark) =>
    mark === 'included' || mark === 'not_available' || hall.price === undefined
      ? null
      : hall.price === null
        ? t('space.priceUnknown')
        : t('space.price', { price: formatMoney(hall.price, hall.currency, locale) });

  return (
    <fieldset
      id={groupId}
      tabIndex={-1}
      data-space-index={h}
      aria-describedby={error ? `${groupId}-error` : undefined}
      css={{
        margin: 0,
        padding: '12px',
        border: `1px solid ${vars.border}`,
        borderRadius: vars.radius,
        display: 'grid',
        gap: '8px',
      }}
    >
      <legend css={{ fontWeight: 700, padding: '0 4px' }}>{legend}</legend>
      {error && (
        <p id={`${groupId}-error`} css={errorCss}>
          <span css={visuallyHidden}>{errorPrefix} </span>
          {error}
        </p>
      )}
      {lookup?.status === 'loading' && halls.length === 0 && <p css={hintCss}>{t('space.loading')}</p>}
      {lookup?.status === 'error' && <p css={errorCss}>{t('space.lookupFailed')}</p>}
      {lookup?.status === 'error' && <RetryButton onRetry={step.retryLookups} />}
      {(!lookup || lookup.status === 'idle') && <p css={hintCss}>{t('space.needDay')}</p>}
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '4px' }}>
        {shown.map(({ hall, mark }) => {
          const optionId = `${groupId}-${hall.id}`;
          const rental = price(hall, mark);
          const capacity =
            hall.capacity === null
              ? t('space.noLayout', { layout: layoutName })
              : t('space.capacity', { total: hall.capacity, layout: layoutName });
          return (
            <li
              key={hall['@id']}
              data-mark={mark}
              data-state={hall.state}
              css={{ display: 'flex', gap: '12px' }}
            >
              <input
                id={optionId}
                type="radio"
                name={groupId}
                checked={mark === 'selected'}
                aria-invalid={mark === 'selected' && error ? true : undefined}
                onChange={() => step.chooseSpace(d, h, hall['@id'], hall.name)}
                css={choiceCss}
              />
              <label htmlFor={optionId} css={{ padding: '10px 0', cursor: 'pointer', display: 'grid' }}>
                <span css={{ fontWeight: 700 }}>{hall.name}</span>
                <span css={hintCss}>
                  {capacity}
                  {' · '}
                  <span css={{ color: MARK_COLOURS[mark], fontWeight: 700 }}>{describe(hall, mark)}</span>
                </span>
                {rental && (
                  <span data-price={hall.price ?? undefined} css={{ fontWeight: 600 }}>
                    {rental}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      {marked.length > shown.length && (
        <p css={hintCss}>{t('space.hiddenCount', { total: marked.length - shown.length })}</p>
      )}
      <div>
        <button type="button" onClick={onRemove} css={smallButtonCss}>
          {t('space.remove', { name: legend })}
        </button>
      </div>
    </fieldset>
  );
}
