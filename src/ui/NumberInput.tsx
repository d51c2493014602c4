/**
 * A whole-number field (rooms, guests): a text input with the numeric keyboard, as GOV.UK advises
 * over `type="number"` (no scroll-wheel changes, no silently dropped letters). What the visitor typed
 * stays on screen; the form gets a number, null when empty, or NaN for text that is not one, so the
 * rule can say what is wrong instead of the field quietly emptying itself.
 */
import { useState } from 'react';
import { Field } from './Field.tsx';
import { inputCss } from './form-styles.ts';
import { useField } from './use-field.ts';

/** Props of a whole-number field. */
export type NumberInputProps = {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  errorPrefix: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  required?: boolean;
};

/** The number a typed text stands for: null when blank, NaN when it is not a whole number. */
export function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const same = (a: number | null | undefined, b: number | null) =>
  (a ?? null) === b || (Number.isNaN(a) && Number.isNaN(b));

/** One whole-number field. */
export function NumberInput({ required = false, ...props }: NumberInputProps) {
  const field = useField(props);
  const [typed, setTyped] = useState<string | null>(null);
  // The typed text while it still stands for the value; a value changed elsewhere (a cloned or
  // prefilled stay) shows as that value.
  const shown = typeof props.value === 'number' && Number.isFinite(props.value) ? String(props.value) : '';
  const text = typed !== null && same(props.value, parseWhole(typed)) ? typed : shown;
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
        type="text"
        inputMode="numeric"
        name={props.id}
        value={text}
        autoComplete="off"
        spellCheck={false}
        aria-required={required || undefined}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setTyped(next);
          props.onChange(parseWhole(next));
        }}
        onBlur={props.onBlur}
        css={{ ...inputCss, maxWidth: '8em' }}
      />
    </Field>
  );
}
