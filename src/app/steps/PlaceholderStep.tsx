/** Steps 2, 3 and 5 until they are built: a note, and Previous / Next over the skip rules. */
import type { StepNumber } from '../../state/wizard-steps.ts';
import { vars } from '../../theme/theme-vars.ts';
import { StepForm } from './StepForm.tsx';
import { useStepForm } from './use-step-form.ts';

/** A step body without fields. */
export function PlaceholderStep({ step }: { step: StepNumber }) {
  const { t } = useStepForm();
  return (
    <StepForm step={step}>
      <p data-form-block css={{ margin: 0, color: vars.muted }}>
        {t('step.comingSoon')}
      </p>
    </StepForm>
  );
}
