/** The wizard frame of spec §2: five steps, one expanded at a time; the bodies load lazily. */
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { lazyChunk } from '../../domain/lazy-chunk.ts';
import { useWidgetModel } from '../model-context.ts';
import { useLazy } from '../use-lazy.ts';
import { WizardStep } from './WizardStep.tsx';
import { isStepSkipped, WIZARD_STEPS } from './wizard-steps.ts';

// The basket comes with the form's lazy chunk: nothing of it weighs on the first paint. Until it is
// there (or while it failed, until the connection returns) the wizard shows without it.
const priceBasket = lazyChunk(() => import('../basket/PriceBasket.tsx').then((m) => m.PriceBasket));

/** The list of steps, read from the model. */
export function Wizard() {
  useSignals();
  const model = useWidgetModel();
  const { t } = useTranslation();
  const { wizard } = model;
  const expanded = wizard.expandedStep.value;
  const complete = wizard.completeSteps.value;
  const services = wizard.services.value;
  const hasPrices = Boolean(model.composed.value);
  const PriceBasket = useLazy(priceBasket.load, () => priceBasket.value, { eager: hasPrices }).value;

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
      {hasPrices && PriceBasket && <PriceBasket />}
    </section>
  );
}
