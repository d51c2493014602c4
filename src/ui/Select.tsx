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
  required?: boolean;
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
        part="input select"
        name={props.id}
        value={props.value}
        aria-required={required || undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
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
