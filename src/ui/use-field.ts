/**
 * Field behaviour split from markup (react-aria style): ids and the ARIA wiring of a label, hint and
 * inline error (GOV.UK: `aria-describedby` = hint + error, `aria-invalid` while it fails).
 */

/** What a field shows besides its control. */
export type FieldOptions = { id: string; hint?: string | undefined; error?: string | null | undefined };

/** Prop bags for the label, hint, error and control of one field. */
export type FieldProps = ReturnType<typeof useField>;

/** Wires one field; `id` is stable per field so the error summary can link to it. */
export function useField({ id, hint, error }: FieldOptions) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    labelProps: { htmlFor: id },
    hintProps: { id: hintId },
    errorProps: { id: errorId },
    controlProps: {
      id,
      'aria-describedby': describedBy || undefined,
      'aria-invalid': error ? (true as const) : undefined,
    },
    /** For a fieldset: the group is described, its first control carries the id. */
    groupProps: { 'aria-describedby': describedBy || undefined },
  };
}
