/**
 * The expanded step's content, from a lazy chunk: the form model, the step texts and the body load
 * after the frame is interactive, so they cost nothing before step 1 shows. While they load the
 * visitor hears a status message; a chunk that fails shows a message instead of breaking the widget.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_NAMESPACE } from '../i18n/create-i18n.ts';
import type { StepNumber } from '../state/wizard-steps.ts';
import { vars } from '../theme/theme-vars.ts';
import { useWidgetModel } from './model-context.ts';

type Body = ComponentType<{ step: StepNumber }>;

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <p role="alert" part="step-error">
      {t('error.unreachable')}
    </p>
  );
}

const failed = () => ({ default: LoadFailed as Body });
const details = lazy(() =>
  import('./steps/DetailsStep.tsx').then((m) => ({ default: m.DetailsStep as Body }), failed),
);
const contact = lazy(() =>
  import('./steps/ContactStep.tsx').then((m) => ({ default: m.ContactStep as Body }), failed),
);
const placeholder = lazy(() =>
  import('./steps/PlaceholderStep.tsx').then((m) => ({ default: m.PlaceholderStep as Body }), failed),
);
const BODIES: Record<StepNumber, Body> = {
  1: details,
  2: placeholder,
  3: placeholder,
  4: contact,
  5: placeholder,
};

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" part="step-loading" css={{ color: vars.muted }}>
      {t('widget.loading')}
    </p>
  );
}

/** The body of one step once its model and texts are there. */
export function StepBody({ step }: { step: StepNumber }) {
  useSignals();
  const model = useWidgetModel();
  const { i18n } = useTranslation();
  const [texts, setTexts] = useState<'loading' | 'ready' | 'failed'>(() =>
    i18n.hasLoadedNamespace(FORM_NAMESPACE) ? 'ready' : 'loading',
  );
  const form = model.form.value;

  useEffect(() => {
    model.loadForm().catch(() => setTexts('failed'));
    if (texts !== 'loading') return;
    i18n.loadNamespaces(FORM_NAMESPACE).then(
      () => setTexts(i18n.hasLoadedNamespace(FORM_NAMESPACE) ? 'ready' : 'failed'),
      () => setTexts('failed'),
    );
  }, [model, i18n, texts]);

  if (texts === 'failed') return <LoadFailed />;
  if (texts === 'loading' || !form) return <Loading />;
  const Body = BODIES[step];
  return (
    <Suspense fallback={<Loading />}>
      <Body step={step} />
    </Suspense>
  );
}
