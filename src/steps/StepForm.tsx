/**
 * One step's `<form>`: the error summary, the fields, and Previous / Next. Next (or Enter in a field)
 * checks the step: on failure the summary takes focus and lists each problem with a link to its
 * field; on success the wizard opens the next step the booking needs (spec §4 skip rules).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { StepNumber } from '../app/wizard/wizard-steps.ts';
import { vars } from '../theme/theme-vars.ts';
import { ErrorSummary } from '../ui/ErrorSummary.tsx';
import { usePointerHold } from '../ui/use-pointer-hold.ts';
import type { FieldPath } from './form-rules.ts';
import { SaveFailure } from './SaveFailure.tsx';
import { useStepForm } from './use-step-form.ts';

/** Props: the step, how the summary names and links each field, and the fields. */
export type StepFormProps = {
  step: StepNumber;
  /** Per field: its label and the id of the control a summary link focuses. */
  fields?: Partial<Record<FieldPath, { label: string; targetId: string }>>;
  children?: ReactNode;
  /**
   * The last step's own submit: called with the button that submitted once the step's checks pass
   * (several actions may submit one form, e.g. book now and send as a request).
   */
  onComplete?: (submitter: HTMLElement | null) => void;
  /** Buttons of the last step, shown where Next would be. */
  actions?: ReactNode;
};

/** The look of the step's buttons; the last step's actions share it. */
export const buttonCss = {
  minHeight: '44px',
  padding: '10px 20px',
  borderRadius: vars.radius,
  fontWeight: 700,
  border: `2px solid ${vars.primary}`,
};

/** The form around a step's fields. */
export function StepForm({ step, fields = {}, children, onComplete, actions }: StepFormProps) {
  useSignals();
  const { model, form, t, message } = useStepForm();
  const [attempt, setAttempt] = useState(0);
  const ref = useRef<HTMLFormElement>(null);
  usePointerHold(ref, form.holdErrors);
  const opening = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(opening.current), []);

  const errors = form.errors.value;
  const items =
    attempt === 0
      ? []
      : (Object.keys(fields) as FieldPath[]).flatMap((path) => {
          const error = errors[path];
          const field = fields[path];
          if (!error || !field) return [];
          return [
            {
              targetId: field.targetId,
              text: t('errors.item', { field: field.label, message: message(error) }),
            },
          ];
        });
  const hasPrevious = step > 1;
  const hasNext = step < 5;

  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!hasNext && !onComplete) return;
        if (form.check(step).length > 0) setAttempt((n) => n + 1);
        else {
          setAttempt(0);
          if (hasNext) {
            // The next step opens a task later: checking this step and swapping the two steps' bodies
            // were one task, up to 65 ms at 4× CPU in the interaction bench (issue 19). A second Next
            // before then finds the opening under way and leaves it at one step; the check of the
            // expanded step covers the render between the wizard moving on and this form unmounting.
            clearTimeout(opening.current);
            opening.current = setTimeout(() => {
              if (model.wizard.expandedStep.peek() === step) model.wizard.next();
            }, 0);
          } else onComplete?.((event.nativeEvent as SubmitEvent).submitter ?? null);
        }
      }}
      css={{ display: 'grid', gap: '28px', paddingTop: '8px' }}
    >
      <ErrorSummary title={t('errors.title')} items={items} attempt={attempt} />
      {children}
      {/* The last step's actions stand on their own: each comes with its explanation (and say when the
          booking could not be saved); before it, a failed save is said above Previous and Next. */}
      {actions}
      {hasNext && <SaveFailure />}
      {/* Previous before Next, in reading order and on screen. */}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '12px' }}>
        {hasPrevious && (
          <button
            type="button"
            part="previous-button"
            onClick={() => model.wizard.previous()}
            css={{ ...buttonCss, background: vars.surface, color: vars.link, borderColor: vars.border }}
          >
            {t('step.previous')}
          </button>
        )}
        {hasNext && (
          <button
            type="submit"
            part="next-button"
            css={{ ...buttonCss, background: vars.primary, color: vars.onPrimary }}
          >
            {t('step.next')}
          </button>
        )}
      </div>
    </form>
  );
}
