/** Step 2's hooks: the form, the step model of this form, and texts from the `event` namespace. */
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../domain/validation.ts';
import type { FieldPath } from '../form-rules.ts';
import { fieldId, useStepForm } from '../use-step-form.ts';

/** The form, the step model (composed with the form), `t` over the step's texts, and the field helpers of step 2. */
export function useEventStep() {
  const { model, form, parts } = useStepForm();
  const { t, i18n } = useTranslation(['event', 'form', 'translation']);
  const step = parts.eventStep;
  const message = (error: FieldError | undefined) =>
    error ? t(`form:${error.key}`, error.values ?? {}) : null;
  return {
    model,
    form,
    step,
    t,
    locale: i18n.language,
    /** The shown message of a field, translated, or null. */
    errorOf: (path: FieldPath) => message(form.errors.value[path]),
    errorPrefix: t('form:errors.prefix'),
    id: (path: FieldPath) => fieldId(2, path),
  };
}

/** A whole number typed in a number field, or null for anything else (then the required rule speaks). */
export function parseCount(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}
