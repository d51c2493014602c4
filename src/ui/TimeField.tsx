/**
 * A time of day in the widget's language whatever the browser's (#18): a native select (the platform's
 * keyboard and screen reader support, typing "14" jumps there) of quarter hours shown on the locale's
 * clock, 24-hour in Dutch, German, French and Finnish, 12-hour in US English. Values stay `HH:mm`; a
 * stored time off the quarter hours is kept as an option of its own.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, timesOfDay } from '../domain/calendar.ts';
import { Select } from './Select.tsx';

/** Props of a time field. */
export type TimeFieldProps = {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  errorPrefix: string;
  /** `HH:mm`, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  required?: boolean;
};

/** One time select. */
export function TimeField({ value, onChange, ...props }: TimeFieldProps) {
  const { t, i18n } = useTranslation('form');
  const lang = i18n.language;
  // 96 labels: built once per language and stored value, not on every render of the step.
  const options = useMemo(
    () => timesOfDay(15, value).map((time) => ({ value: time, label: formatTime(time, lang) })),
    [lang, value],
  );
  return (
    <Select
      {...props}
      value={value ?? ''}
      placeholder={t('time.choose')}
      options={options}
      onChange={(next) => onChange(next || null)}
    />
  );
}
