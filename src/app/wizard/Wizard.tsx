/**
 * The wizard frame of spec §2: five steps, one expanded at a time; the bodies load lazily. The price
 * basket sits beside the card or at the bottom of the viewport (basket/PriceSummarySlot.tsx).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useWidgetModel } from '../model-context.ts';
import { WizardStep } from './WizardStep.tsx';
import { isStepSkipped, WIZARD_STEPS } from './wizard-steps.ts';

/** The list of steps, read from the model. */
export function Wizard() {
  useSignals();
  const model = useWidgetModel();
  const { t } = useTranslation();
  const { wizard } = model;
  const expanded = wizard.expandedStep.value;
  const complete = wizard.completeSteps.value;
  const services = wizard.services.value;
  // Read here, before any other hook, so a send re-renders the steps as locked, and step 5 as sent.
  const sent = wizard.sent.value;

  return (
    <section part="wizard" aria-label={t('wizard.label')}>
      {WIZARD_STEPS.map(({ step, key }) => (
        <WizardStep
          key={step}
          step={step}
          titleKey={key}
          complete={complete.includes(step) || (step === 5 && sent)}
          sent={step === 5 && sent}
          expanded={expanded === step}
          skipped={isStepSkipped(step, services)}
          locked={(sent && step !== 5) || !wizard.canOpen(step)}
        />
      ))}
    </section>
  );
}
