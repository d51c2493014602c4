/** The wizard frame of spec §2: five steps, one expanded at a time. Step bodies come later. */
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS } from '../state/wizard-steps.ts';
import { useWidgetModel } from './model-context.ts';
import { WizardStep } from './WizardStep.tsx';

/** The list of steps, read from the model. */
export function Wizard() {
  useSignals();
  const model = useWidgetModel();
  const { t } = useTranslation();
  const expanded = model.expandedStep.value;
  const complete = model.completeSteps.value;

  return (
    <section part="wizard" aria-label={t('wizard.label')}>
      {WIZARD_STEPS.map(({ step, key }) => (
        <WizardStep
          key={step}
          step={step}
          titleKey={key}
          complete={complete.includes(step)}
          expanded={expanded === step}
          onToggle={() => model.toggleStep(step)}
        />
      ))}
    </section>
  );
}
