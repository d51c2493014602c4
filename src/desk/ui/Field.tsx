import { type InputHTMLAttributes, useId } from 'react';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The field's message (already translated); marks the field invalid. */
  error?: string | null;
  hint?: string;
};

/** A labelled input with its hint and message tied to it for screen readers. */
export function Field({ label, error, hint, id, ...input }: FieldProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={`desk-field${error ? ' desk-field--invalid' : ''}`}>
      <label htmlFor={fieldId}>{label}</label>
      {hint && (
        <span className="desk-hint" id={hintId}>
          {hint}
        </span>
      )}
      {error && (
        <span className="desk-error" id={errorId}>
          {error}
        </span>
      )}
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
    </div>
  );
}
