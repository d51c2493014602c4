/** A labelled native select in a Field: the platform's own keyboard and screen reader support. */
import { Field } from './Field.tsx';
import { inputCss } from './form-styles.ts';
import { useField } from './use-field.ts';

/** One option: its value and visible text. */
export type SelectOption = { value: string; label: string };

/** Props of a select. */
export type SelectProps = {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  errorPrefix: string;
  value: string;
  options: readonly SelectOption[];
  /** Shown first with the value '' while nothing is chosen. */
  placeholder?: string;
  onChange: (value: string) => void;
  /** The visitor left the field: time to check it. */
  onBlur?: () => void;
  required?: boolean;
  /** The autofill token, e.g. `country` (a select of country codes). */
  autoComplete?: string;
};

/** One select field. */
export function Select({ required = false, ...props }: SelectProps) {
  const field = useField(props);
  return (
    <Field
      field={field}
      label={props.label}
      hint={props.hint}
      error={props.error}
      errorPrefix={props.errorPrefix}
    >
      <select
        {...field.controlProps}
        part="input"
        name={props.id}
        value={props.value}
        autoComplete={props.autoComplete}
        aria-required={required || undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onBlur={props.onBlur}
        // The shadow root's reset (`all: unset`) hides the native arrow that says "this opens a list".
        css={{ ...inputCss, appearance: 'auto' }}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
