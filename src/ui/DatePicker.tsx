/**
 * The calendar of a date field (WAI-ARIA APG date picker dialog), a lazy chunk: a modal dialog with a
 * month grid in the widget's language, weeks from the locale's first weekday. Arrow keys move by day
 * and week, Page Up/Down by month (with Shift by year), Home/End to the week's ends, Enter or Space
 * picks, Escape closes, and focus goes back to the button that opened it. Days outside `min`–`max`
 * are shown disabled and cannot be picked.
 */
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addMonths,
  firstDayOfWeek,
  isoWeekday,
  isSelectable,
  longDate,
  monthTitle,
  monthWeeks,
  weekdayNames,
} from '../domain/calendar.ts';
import { addDays, localToday } from '../domain/dates.ts';
import { vars } from '../theme/theme-vars.ts';
import { Dialog } from './Dialog.tsx';
import { hintCss } from './form-styles.ts';
import { Icon } from './Icon.tsx';

/** Props of the calendar. */
export type DatePickerProps = {
  title: string;
  lang: string;
  value: string | null;
  min?: string | undefined;
  max?: string | undefined;
  /** A stay's arrival and departure, marked in the grid. */
  range?: { start: string | null; end: string | null } | undefined;
  /** A line read out when it changes (the range's next step). */
  status?: string | undefined;
  onPick: (date: string) => void;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

const clamp = (date: string, min?: string, max?: string) =>
  min && date < min ? min : max && date > max ? max : date;

const navCss = {
  width: '44px',
  height: '44px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius,
  color: vars.text,
  border: `1px solid ${vars.border}`,
  '&:focus-visible': { outline: `3px solid ${vars.focus}`, outlineOffset: '1px' },
};

/** The month grid in a modal dialog. */
export function DatePicker(props: DatePickerProps) {
  const { t } = useTranslation('form');
  const { lang, min, max, range } = props;
  const [focused, setFocused] = useState(() => clamp(props.value ?? localToday(), min, max));
  const grid = useRef<HTMLTableElement>(null);
  const titleId = useId();
  const firstDay = firstDayOfWeek(lang);
  const today = localToday();

  // After the dialog opened (its layout effect focuses the close button) and on every move.
  useEffect(() => {
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const pick = (date: string) => {
    if (isSelectable(date, min, max)) props.onPick(date);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
      Home: () => addDays(focused, -((isoWeekday(focused) - firstDay + 7) % 7)),
      End: () => addDays(focused, 6 - ((isoWeekday(focused) - firstDay + 7) % 7)),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setFocused(move());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(focused);
    }
  };
  const inRange = (date: string) =>
    Boolean(range?.start && range.end && date > range.start && date < range.end);
  const ends = (date: string) => date === range?.start || date === range?.end;

  return (
    <Dialog
      kind="date-picker"
      title={props.title}
      closeLabel={t('date.close')}
      onClose={props.onClose}
      returnFocusTo={props.returnFocusTo}
    >
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' }}>
        <button
          type="button"
          aria-label={t('date.previousMonth')}
          css={navCss}
          onClick={() => setFocused(addMonths(focused, -1))}
        >
          <Icon name="chevron-left" />
        </button>
        <h3 id={titleId} aria-live="polite" css={{ margin: 0, fontSize: '18px' }}>
          {monthTitle(focused, lang)}
        </h3>
        <button
          type="button"
          aria-label={t('date.nextMonth')}
          css={navCss}
          onClick={() => setFocused(addMonths(focused, 1))}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker's grid is a table with role grid: its headers name each day's column.
        role="grid"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        css={{ borderCollapse: 'collapse', margin: '0 auto', textAlign: 'center' }}
      >
        <thead>
          <tr>
            {weekdayNames(lang).map((day) => (
              <th key={day.long} scope="col" abbr={day.long} css={{ fontSize: '14px', padding: '4px 0' }}>
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused, firstDay).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell is only its place in the week.
                if (!date) return <td key={`empty-${i}`} />;
                const disabled = !isSelectable(date, min, max);
                const chosen = date === props.value || ends(date);
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the grid's keydown moves and picks (APG: one tab stop, arrow keys).
                  <td
                    key={date}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day of the APG grid, selectable.
                    role="gridcell"
                    data-date={date}
                    tabIndex={date === focused ? 0 : -1}
                    aria-label={longDate(date, lang)}
                    aria-selected={chosen}
                    aria-disabled={disabled || undefined}
                    aria-current={date === today ? 'date' : undefined}
                    onClick={() => pick(date)}
                    css={{
                      width: '44px',
                      height: '44px',
                      padding: 0,
                      cursor: disabled ? 'default' : 'pointer',
                      borderRadius: vars.radius,
                      color: chosen ? vars.onPrimary : disabled ? vars.muted : vars.text,
                      background: chosen ? vars.primary : inRange(date) ? vars.shade(10) : 'transparent',
                      textDecoration: disabled && !chosen ? 'line-through' : undefined,
                      fontWeight: date === today ? 700 : undefined,
                      '&:focus-visible': { outline: `3px solid ${vars.focus}`, outlineOffset: '-3px' },
                    }}
                  >
                    {Number(date.slice(8))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" css={hintCss}>
        {props.status ?? t('date.keys')}
      </p>
    </Dialog>
  );
}
