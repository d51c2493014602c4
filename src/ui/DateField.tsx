/**
 * A date field in the widget's language whatever the browser's (#18): a text input showing the date as
 * the locale writes it ("24.11.2026"), which also reads what the visitor types that way, and a button
 * that opens the calendar (a lazy chunk: visitors who type never load it). The value stays `YYYY-MM-DD`.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseShortDate, shortDate, shortDatePattern } from '../domain/calendar.ts';
import { lazyChunk } from '../domain/lazy-chunk.ts';
import type { DatePickerProps } from './DatePicker.tsx';
import { Field } from './Field.tsx';
import { inputCss, secondaryButtonCss } from './form-styles.ts';
import { Icon } from './Icon.tsx';
import { useField } from './use-field.ts';

const picker = lazyChunk(() => import('./DatePicker.tsx').then((m) => m.DatePicker));

/** What the calendar does besides picking one date (a stay's range). */
export type DatePickerOptions = Pick<DatePickerProps, 'range' | 'status'> & {
  /** Title of the calendar while open (the range's second date); the label otherwise. */
  title?: string;
  /** First date the calendar offers while open, when it differs from the field's `min`. */
  min?: string | undefined;
  max?: string | undefined;
  /** Sets the value(s) instead of `onChange`; returns true to keep the calendar open (a range's second date). */
  onPick?: (date: string) => boolean;
  onClose?: () => void;
};

/** Props of a date field. */
export type DateFieldProps = {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  errorPrefix: string;
  /** `YYYY-MM-DD`, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The visitor left the field (or picked a date): time to check it. */
  onBlur: () => void;
  /** Days before `min` and after `max` cannot be picked. */
  min?: string | undefined;
  max?: string | undefined;
  required?: boolean;
  picker?: DatePickerOptions;
};

/** One date field with its calendar button. */
export function DateField({ required = false, picker: options = {}, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation('form');
  const lang = i18n.language;
  // What the visitor is typing; null shows the value as the locale writes it.
  const [draft, setDraft] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const example = shortDatePattern(lang).example;
  const error = unreadable ? t('date.unreadable', { example }) : props.error;
  const hint = [t('date.format', { example }), props.hint].filter(Boolean).join(' · ');
  const field = useField({ id: props.id, hint, error });
  const Picker = picker.value;

  const commit = () => {
    if (draft !== null) {
      const parsed = parseShortDate(draft, lang);
      const empty = draft.trim() === '';
      setUnreadable(!empty && parsed === null);
      // Unreadable text stays in the field to be corrected; the form holds no stale date meanwhile.
      if (empty || parsed) setDraft(null);
      if (parsed !== props.value) props.onChange(parsed);
    }
    props.onBlur();
  };
  const close = () => {
    setOpen(false);
    options.onClose?.();
  };

  return (
    <Field field={field} label={props.label} hint={hint} error={error} errorPrefix={props.errorPrefix}>
      <div css={{ display: 'flex', gap: '8px', maxWidth: '28em' }}>
        <input
          {...field.controlProps}
          part="input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          name={props.id}
          value={draft ?? shortDate(props.value, lang)}
          aria-required={required || undefined}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setDraft(text);
            // A whole date (a four-digit year) counts at once, so lookups need not wait for the blur.
            const parsed = /\d{4}/.test(text) ? parseShortDate(text, lang) : null;
            if (parsed && parsed !== props.value) props.onChange(parsed);
          }}
          onBlur={commit}
          css={{ ...inputCss, flex: 1, minWidth: 0 }}
        />
        <button
          ref={button}
          type="button"
          aria-haspopup="dialog"
          aria-label={t('date.open', { label: props.label })}
          css={{
            ...secondaryButtonCss,
            flex: 'none',
            padding: '8px 10px',
            display: 'grid',
            placeItems: 'center',
          }}
          onClick={() => {
            // A failed load leaves typing, which always works; the next press tries again.
            picker.load().then(
              () => setOpen(true),
              () => undefined,
            );
          }}
        >
          <Icon name="calendar" />
        </button>
      </div>
      {open && Picker && (
        <Picker
          title={options.title ?? props.label}
          lang={lang}
          value={props.value}
          min={options.min ?? props.min}
          max={options.max ?? props.max}
          range={options.range}
          status={options.status}
          returnFocusTo={button}
          onClose={close}
          onPick={(date) => {
            setDraft(null);
            setUnreadable(false);
            if (options.onPick) {
              if (options.onPick(date)) return;
            } else if (date !== props.value) props.onChange(date);
            props.onBlur();
            close();
          }}
        />
      )}
    </Field>
  );
}
