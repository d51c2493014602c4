/** A titled group of fields in a step: a fieldset whose legend reads like a heading. */
import type { ReactNode } from 'react';

/** Props: the legend, an optional hint, and the fields. */
export type FormSectionProps = { legend: string; hint?: string; children: ReactNode; first?: boolean };

/** One block of a step's form; the first is marked as such (`data-form-block`). */
export function FormSection({ legend, hint, children, first = false }: FormSectionProps) {
  return (
    <fieldset
      data-form-block={first ? '' : undefined}
      css={{ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'grid', gap: '16px' }}
    >
      <legend css={{ padding: 0, marginBottom: '4px', fontSize: '20px', fontWeight: 700 }}>{legend}</legend>
      {hint && <p css={{ margin: 0 }}>{hint}</p>}
      {children}
    </fieldset>
  );
}
