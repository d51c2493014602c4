/** A labelled field: label, optional hint, inline error with a hidden "Error:" prefix, then the control. */
import type { ReactNode } from 'react';
import { errorCss, fieldCss, hintCss, labelCss } from './form-styles.ts';
import type { FieldProps } from './use-field.ts';
import { visuallyHidden } from './visually-hidden.ts';

/** Props: the wiring from `useField`, the texts and the control itself. */
export type FieldLayoutProps = {
  field: FieldProps;
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  /** "Error:" in the visitor's language, read before the message. */
  errorPrefix: string;
  children: ReactNode;
};

/** The GOV.UK field layout. */
export function Field({ field, label, hint, error, errorPrefix, children }: FieldLayoutProps) {
  return (
    <div part="field" data-invalid={error ? 'true' : undefined} css={fieldCss(Boolean(error))}>
      <label htmlFor={field.labelProps.htmlFor} css={labelCss}>
        {label}
      </label>
      {hint && (
        <p {...field.hintProps} css={hintCss}>
          {hint}
        </p>
      )}
      {error && (
        <p {...field.errorProps} css={errorCss}>
          <span css={visuallyHidden}>{errorPrefix} </span>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
