/** A text input in a Field; the value commits (and is checked) on blur, not on every keystroke. */
import { type HTMLAttributes, memo } from 'react';
import { Field } from './Field.tsx';
import { inputCss } from './form-styles.ts';
import { useField } from './use-field.ts';

/** Props of a text field. */
export type TextInputProps = {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  errorPrefix: string;
  value: string;
  onChange: (value: string) => void;
  /** The visitor left the field: time to check it. */
  onBlur: () => void;
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'number';
  /** Bounds of a date, time or number field (the browser's picker honours them). */
  min?: string | number;
  max?: string | number;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
};

/** One text field. */
export const TextInput = memo(function TextInput({
  type = 'text',
  required = false,
  ...props
}: TextInputProps) {
  const field = useField(props);
  return (
    <Field
      field={field}
      label={props.label}
      hint={props.hint}
      error={props.error}
      errorPrefix={props.errorPrefix}
    >
      <input
        {...field.controlProps}
        part="input"
        type={type}
        name={props.id}
        value={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        min={props.min}
        max={props.max}
        aria-required={required || undefined}
        spellCheck={type === 'text' ? undefined : false}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onBlur={props.onBlur}
        css={inputCss}
      />
    </Field>
  );
});
