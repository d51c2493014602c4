/**
 * The fields of the action dialogs: a required reason and a required checkbox, each with its inline
 * error (GOV.UK: hidden "Error:" prefix, `aria-describedby`, `aria-invalid`).
 */
import type { ReactNode } from 'react';
import { Field } from '../../ui/Field.tsx';
import { choiceCss, ERROR_COLOUR, errorCss, hintCss, inputCss } from '../../ui/form-styles.ts';
import { useField } from '../../ui/use-field.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';

/** Props of the reason field. */
export type ReasonFieldProps = {
  id: string;
  label: string;
  hint?: string;
  error: string | null;
  errorPrefix: string;
  value: string;
  onChange: (value: string) => void;
};

/** A required multi-line reason. */
export function ReasonField({ id, label, hint, error, errorPrefix, value, onChange }: ReasonFieldProps) {
  const field = useField({ id, hint, error });
  return (
    <Field field={field} label={label} hint={hint} error={error} errorPrefix={errorPrefix}>
      <textarea
        {...field.controlProps}
        part="input"
        name={id}
        rows={3}
        value={value}
        aria-required="true"
        onChange={(event) => onChange(event.currentTarget.value)}
        css={{ ...inputCss, maxWidth: 'none', resize: 'vertical' }}
      />
    </Field>
  );
}

/** Props of a required checkbox. */
export type ConfirmCheckboxProps = {
  id: string;
  label: ReactNode;
  error: string | null;
  errorPrefix: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  details?: ReactNode;
};

/** A checkbox that must be ticked, with its message under it. */
export function ConfirmCheckbox({
  id,
  label,
  error,
  errorPrefix,
  checked,
  onChange,
  details,
}: ConfirmCheckboxProps) {
  const describedBy = [details ? `${id}-details` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      part="field"
      data-invalid={error ? 'true' : undefined}
      css={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: '0 12px',
        paddingInlineStart: error ? '12px' : 0,
        borderInlineStart: error ? `4px solid ${ERROR_COLOUR}` : 0,
      }}
    >
      {error && (
        <p id={`${id}-error`} css={{ ...errorCss, gridColumn: '1 / -1' }}>
          <span css={visuallyHidden}>{errorPrefix} </span>
          {error}
        </p>
      )}
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
        css={choiceCss}
      />
      <label htmlFor={id} css={{ alignSelf: 'center', padding: '10px 0', cursor: 'pointer' }}>
        {label}
      </label>
      {details && (
        <div id={`${id}-details`} css={{ ...hintCss, gridColumn: 2, marginTop: '-6px' }}>
          {details}
        </div>
      )}
    </div>
  );
}
