/**
 * Step 2, event spaces (spec §2): the event (name, type, guests, times), its days (date, setup,
 * function spaces in a space selector, package deal, items), remarks, and add, clone, remove day; the
 * location's meeting-room disclaimer under the event.
 *
 * Stable hooks for tests and the host page's developer (ids are `fieldId(2, path)`):
 * - `s2-eventname`, `s2-eventType`, `s2-eventPax`, `s2-eventStartTime`, `s2-eventEndTime`, `s2-miceRemarks`
 * - per day d: a section named "Day d+1" with `data-day-index="d"`; `s2-days-{d}-date`,
 *   `s2-days-{d}-emplacement`; `s2-days-{d}-halls` (the add-space button); per space row h a fieldset
 *   (id `s2-days-{d}-halls-{h}-hall`) whose list items carry `data-mark` (selected, already_selected,
 *   not_available, included, available) and `data-state` (the halls_suitable state) and whose radios
 *   are `s2-days-{d}-halls-{h}-hall-{hallId}`; `s2-days-{d}-packageDeals-0` (no package) and `-1`…
 *   (the offered deals); `s2-days-{d}-items-search` (the item combobox; its listbox
 *   `s2-days-{d}-items-search-list` groups options by `data-category`, each option and each chosen row
 *   carries `data-item` = item IRI), `s2-days-{d}-items-{i}-amount`, `s2-days-{d}-items-{i}-numberOfGuests`, `s2-days-{d}-items-{i}-startTime`
 *   (food and beverage only); the hide-unavailable
 *   button has `aria-pressed` while unavailable spaces are hidden
 * - `s2-add-day` (the add-day button); a polite status region announces what changed.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatDay } from '../../domain/format.ts';
import type { Reservation } from '../../domain/reservation.types.ts';
import { partnerText } from '../../domain/translation.ts';
import { vars } from '../../theme/theme-vars.ts';
import { fieldCss, inputCss, labelCss } from '../../ui/form-styles.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import type { FieldPath } from '../form-rules.ts';
import { StepForm } from '../StepForm.tsx';
import { useFormValue } from '../use-step-form.ts';
import { DayCard } from './DayCard.tsx';
import { EventDetails } from './EventDetails.tsx';
import { smallButtonCss } from './event-styles.ts';
import { useEventStep } from './use-event-step.ts';

const ADD_DAY_ID = 's2-add-day';

/** The error summary's entries, in page order: each field's label and the control a link focuses. */
function useSummaryFields(days: Reservation['days']) {
  const { t, id } = useEventStep();
  const fields: Partial<Record<FieldPath, { label: string; targetId: string }>> = {};
  const add = (path: FieldPath, label: string, targetId = id(path)) => {
    fields[path] = { label, targetId };
  };
  add('eventname', t('event.name'));
  add('eventType', t('event.type'));
  add('eventPax', t('event.guests'));
  add('eventStartTime', t('event.startTime'));
  add('eventEndTime', t('event.endTime'));
  days.forEach((day, d) => {
    const dayLabel = (label: string) => t('day.fieldOf', { day: d + 1, field: label });
    add(`days.${d}.date`, dayLabel(t('day.date')));
    add(`days.${d}.emplacement`, dayLabel(t('day.layout')));
    day.halls.forEach((_, h) => {
      const row = h === 0 ? t('space.plenary') : t('space.sub', { number: h });
      add(`days.${d}.halls.${h}.hall`, dayLabel(row));
    });
    add(`days.${d}.halls`, dayLabel(t('space.legend')));
    day.items.forEach((_, i) => {
      add(`days.${d}.items.${i}.amount`, dayLabel(t('items.amountShort')));
      add(`days.${d}.items.${i}.numberOfGuests`, dayLabel(t('items.guestsShort')));
    });
  });
  return fields;
}

// A date is read out in the visitor's words ("5. August 2034"), never as YYYY-MM-DD.
const spokenValues = (values: Record<string, string | number> | undefined, locale: string) =>
  values && typeof values.date === 'string'
    ? { ...values, date: formatDay(values.date, locale) }
    : (values ?? {});

/** The remarks about the event: re-rendered as the visitor types in it, and only then. */
const MiceRemarks = memo(function MiceRemarks() {
  useSignals();
  const { form, t, id } = useEventStep();
  const remarks = useFormValue((reservation) => reservation.miceRemarks);
  return (
    <div part="field" css={fieldCss(false)}>
      <label htmlFor={id('miceRemarks')} css={labelCss}>
        {t('remarks.label')}
      </label>
      <textarea
        id={id('miceRemarks')}
        part="input"
        rows={4}
        value={remarks}
        onChange={(event) => form.set('miceRemarks', event.currentTarget.value)}
        css={{ ...inputCss, maxWidth: '40em' }}
      />
    </div>
  );
});

/** Where focus goes next, and whether it waits for the frame to be painted (see EventStep). */
type FocusRequest = { id: string; afterPaint: boolean };

/** A click made with a pointer; a keyboard's Enter or Space makes a click with `detail` 0. */
const byPointer = (click?: MouseEvent) => (click?.detail ?? 0) > 0;

/** The body of step 2. */
export function EventStep() {
  useSignals();
  const { model, form, step, t, id } = useEventStep();
  const location = form.location.value;
  // In the booking's language, by the fallback of every partner and location text.
  const disclaimer = location
    ? partnerText(location.translations, 'meeting_room_disclaimer', model.locale.value)
    : '';
  const days = useFormValue((reservation) => reservation.days);
  const fields = useSummaryFields(days);
  const ref = useRef<HTMLDivElement>(null);
  const [focusTo, setFocusTo] = useState<FocusRequest | null>(null);
  const focus = useCallback(
    (id: string, click?: MouseEvent) => setFocusTo({ id, afterPaint: byPointer(click) }),
    [],
  );
  const announcement = step.announcement.value;

  useEffect(() => {
    step.ensureDay();
  }, [step]);

  // Focus moves once the new day, row or button is rendered. A row follows a signal and may render a
  // frame after this component does, so a missing target is looked for again for a few frames.
  // Focusing lays out the page there and then. After a keyboard press that is done at once: a quick
  // second Enter must reach the new field, not the button again. After a click it waits for the frame to
  // be painted: laying out the new row inside the click was a third of its task at 4× CPU, and a pointer
  // user's next action goes where they point.
  useLayoutEffect(() => {
    if (!focusTo) return;
    const root = ref.current?.getRootNode() as Document | ShadowRoot | undefined;
    let tries = 0;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const target = root?.getElementById(focusTo.id);
      if (target || tries++ >= 10) {
        target?.focus();
        setFocusTo(null);
      } else frame = requestAnimationFrame(attempt);
    };
    if (focusTo.afterPaint) frame = requestAnimationFrame(() => (timer = setTimeout(attempt, 0)));
    else attempt();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [focusTo]);

  return (
    <StepForm step={2} fields={fields}>
      <EventDetails />
      {disclaimer && <p css={{ margin: 0, color: vars.muted }}>{disclaimer}</p>}
      <div ref={ref} css={{ display: 'grid', gap: '24px' }}>
        {days.map((day, d) => (
          <DayCard key={day['@id'] ?? day.tempId ?? d} d={d} focus={focus} addDayId={ADD_DAY_ID} />
        ))}
        <div>
          <button
            id={ADD_DAY_ID}
            type="button"
            css={smallButtonCss}
            onClick={() => focus(id(`days.${step.addDay()}.date`))}
          >
            {t('day.add')}
          </button>
        </div>
        <MiceRemarks />
        <p role="status" aria-live="polite" css={visuallyHidden}>
          {announcement ? t(announcement.key, spokenValues(announcement.values, model.locale.value)) : ''}
        </p>
      </div>
    </StepForm>
  );
}
