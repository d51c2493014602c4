/** A fieldset of checkboxes or radios with legend, hint and inline error, as GOV.UK groups them. */
import type { ReactNode } from 'react';
import { errorCss, fieldCss, hintCss } from './form-styles.ts';
import { useField } from './use-field.ts';
import { visuallyHidden } from './visually-hidden.ts';

/** Props: `id` names the group; the error summary links to its first control, `${id}-0`. */
export type ChoiceGroupProps = {
  id: string;
  legend: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  errorPrefix: string;
  children: ReactNode;
};

/** The group's legend is a heading-sized label; the choices follow in a column. */
export function ChoiceGroup({ id, legend, hint, error, errorPrefix, children }: ChoiceGroupProps) {
  const field = useField({ id, hint, error });
  return (
    <fieldset
      part="field"
      data-invalid={error ? 'true' : undefined}
      {...field.groupProps}
      css={{ ...fieldCss(Boolean(error)), margin: 0, padding: 0, border: 0, minWidth: 0 }}
    >
      <legend css={{ padding: 0, fontWeight: 700, fontSize: '18px' }}>{legend}</legend>
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
      <div css={{ display: 'grid', gap: '4px' }}>{children}</div>
    </fieldset>
  );
}
