/** The wizard frame of spec §2: five steps, one expanded at a time; the bodies load lazily. */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetModel } from '../model-context.ts';
import { WizardStep } from './WizardStep.tsx';
import { isStepSkipped, WIZARD_STEPS } from './wizard-steps.ts';

// The basket comes with the form's lazy chunk: nothing of it weighs on the first paint.
const PriceBasket = lazy(() => import('../basket/PriceBasket.tsx').then((m) => ({ default: m.PriceBasket })));

/** The list of steps, read from the model. */
export function Wizard() {
  useSignals();
  const model = useWidgetModel();
  const { t } = useTranslation();
  const { wizard } = model;
  const expanded = wizard.expandedStep.value;
  const complete = wizard.completeSteps.value;
  const services = wizard.services.value;

  return (
    <section part="wizard" aria-label={t('wizard.label')}>
      {WIZARD_STEPS.map(({ step, key }) => (
        <WizardStep
          key={step}
          step={step}
          titleKey={key}
          complete={complete.includes(step)}
          expanded={expanded === step}
          skipped={isStepSkipped(step, services)}
          locked={!wizard.canOpen(step)}
          onToggle={() => wizard.toggle(step)}
          takeFocus={() => wizard.takeFocus(step)}
        />
      ))}
      {model.composed.value && (
        <Suspense fallback={null}>
          <PriceBasket />
        </Suspense>
      )}
    </section>
  );
}
