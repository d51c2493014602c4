/** A native select in a Field: a choice from a short list, committed (and checked) on change. */
import { Field } from './Field.tsx';
import { inputCss } from './form-styles.ts';
import { useField } from './use-field.ts';

/** Props of a select; `placeholder` is the empty first option shown until a value is chosen. */
export type SelectInputProps = {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  errorPrefix: string;
  value: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
};

/** One select field. */
export function SelectInput({ options, placeholder, required = false, ...props }: SelectInputProps) {
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
        aria-required={required || undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onBlur={props.onBlur}
        // The shadow root's reset (`all: unset`) hides the native arrow that says "this opens a list".
        css={{ ...inputCss, appearance: 'auto' }}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
