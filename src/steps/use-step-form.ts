/** Binds the instance's reservation form to the step bodies' fields, in the visitor's language. */
import { computed } from '@preact/signals-react';
import { type DependencyList, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetModel } from '../app/model-context.ts';
import type { StepNumber } from '../app/wizard/wizard-steps.ts';
import type { Reservation } from '../domain/reservation.types.ts';
import type { FieldError } from '../domain/validation.ts';
import { FORM_NAMESPACE, NAMESPACES } from '../i18n/create-i18n.ts';
import type { ComposedForm } from '../state/compose-form.ts';
import type { TextInputProps } from '../ui/TextInput.tsx';
import { type FieldPath, valueAt } from './form-rules.ts';

/** Where field messages are looked up: the shell's texts first, then the step namespaces. */
const MESSAGE_NAMESPACES = ['translation', ...NAMESPACES];

/** A field's control id; stable, so the error summary can link to it. Groups add `-0`, `-1`… */
export const fieldId = (step: StepNumber, path: FieldPath) => `s${step}-${path.replaceAll('.', '-')}`;

/**
 * The composed form (loaded before any step body renders) with every model of it, the widget model,
 * and `t` over the step texts.
 */
export function useStepForm() {
  const model = useWidgetModel();
  // Step texts first (the rule messages, `validation.*`, are among them); then the shell's.
  const { t } = useTranslation([FORM_NAMESPACE, 'translation']);
  const parts = model.composed.value as ComposedForm;
  const { form } = parts;
  // A step's own messages live in its lazy namespace (e.g. `rooms`), loaded with the step.
  const message = (error: FieldError | undefined) =>
    error ? t(error.key, { ...error.values, ns: MESSAGE_NAMESPACES }) : null;
  return { model, parts, form, t, message };
}

/**
 * The part of the reservation a component shows, read so that the component (rendered under
 * `useSignals`) re-renders when that part changes and not on every keystroke elsewhere in the form:
 * the reservation is one value, and reading it whole made each keystroke re-render every section of
 * the step. `select` is re-read when `deps` change (e.g. a day's index); the reservation's unchanged
 * parts keep their identity (`withValue` copies only the path it changes), so rows compare by identity.
 */
export function useFormValue<T>(select: (reservation: Reservation) => T, deps: DependencyList = []): T {
  const model = useWidgetModel();
  const { form } = model.composed.value as ComposedForm;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `select` is read anew only when `deps` say so
  const slice = useMemo(() => computed(() => select(form.reservation.value)), [form, ...deps]);
  return slice.value;
}

/** Props of a TextInput bound to one reservation field. */
export function useTextField(
  step: StepNumber,
  path: FieldPath,
  label: string,
  extra: Partial<TextInputProps> = {},
): TextInputProps {
  const { form, t, message } = useStepForm();
  const current = useFormValue((reservation) => valueAt(reservation, path), [path]);
  // Stable, so a memoised input whose value and message did not change skips rendering.
  const onChange = useCallback((text: string) => form.set(path, text), [form, path]);
  const onBlur = useCallback(() => form.touch(path), [form, path]);
  return {
    id: fieldId(step, path),
    label,
    error: message(form.errors.value[path]),
    errorPrefix: t('errors.prefix'),
    value: typeof current === 'string' ? current : '',
    onChange,
    onBlur,
    ...extra,
  };
}
