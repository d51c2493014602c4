/**
 * The expanded step's content, from a lazy chunk: the form model, the step texts and the body load
 * after the frame is interactive, so they cost nothing before step 1 shows. While they load the
 * visitor hears a status message; a chunk that fails shows a message instead of breaking the widget.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_NAMESPACE } from '../../i18n/create-i18n.ts';
import { vars } from '../../theme/theme-vars.ts';
import { useWidgetModel } from '../model-context.ts';
import type { StepNumber } from './wizard-steps.ts';

type Body = ComponentType<{ step: StepNumber }>;

/** A lazy part that could not be loaded (the booking views use it too). */
export function LoadFailed() {
  const { t } = useTranslation();
  return <p role="alert">{t('error.unreachable')}</p>;
}

const failed = () => ({ default: LoadFailed as Body });
const details = lazy(() =>
  import('../../steps/details/DetailsStep.tsx').then((m) => ({ default: m.DetailsStep as Body }), failed),
);
const contact = lazy(() =>
  import('../../steps/contact/ContactStep.tsx').then((m) => ({ default: m.ContactStep as Body }), failed),
);
const event = lazy(() =>
  import('../../steps/event-spaces/EventStep.tsx').then((m) => ({ default: m.EventStep as Body }), failed),
);
/** The text namespaces a step needs besides `form`, loaded before its body shows. */
const STEP_NAMESPACES: Record<StepNumber, readonly string[]> = {
  1: [FORM_NAMESPACE],
  2: [FORM_NAMESPACE, 'event'],
  3: [FORM_NAMESPACE, 'rooms'],
  4: [FORM_NAMESPACE],
  5: [FORM_NAMESPACE, 'summary'],
};

const summary = lazy(() =>
  import('../../steps/summary/SummaryStep.tsx').then((m) => ({ default: m.SummaryStep as Body }), failed),
);
const BODIES: Record<StepNumber, Body> = {
  1: details,
  2: event,
  3: lazy(() =>
    import('../../steps/hotel-rooms/RoomsStep.tsx').then((m) => ({ default: m.RoomsStep as Body }), failed),
  ),
  4: contact,
  5: summary,
};

/** A lazy part that is on its way. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" css={{ color: vars.muted }}>
      {t('widget.loading')}
    </p>
  );
}

/** The body of one step once its model and texts are there. */
export function StepBody({ step }: { step: StepNumber }) {
  useSignals();
  const model = useWidgetModel();
  const { i18n } = useTranslation();
  const namespaces = STEP_NAMESPACES[step];
  const allLoaded = () => namespaces.every((ns) => i18n.hasLoadedNamespace(ns));
  const [texts, setTexts] = useState<'loading' | 'ready' | 'failed'>(() =>
    allLoaded() ? 'ready' : 'loading',
  );
  const form = model.form.value;

  useEffect(() => {
    model.loadForm().catch(() => setTexts('failed'));
    if (namespaces.every((ns) => i18n.hasLoadedNamespace(ns))) {
      setTexts('ready');
      return;
    }
    setTexts('loading');
    i18n.loadNamespaces([...namespaces]).then(
      () => setTexts(namespaces.every((ns) => i18n.hasLoadedNamespace(ns)) ? 'ready' : 'failed'),
      () => setTexts('failed'),
    );
  }, [model, i18n, namespaces]);

  if (texts === 'failed') return <LoadFailed />;
  if (texts === 'loading' || !form) return <Loading />;
  const Body = BODIES[step];
  return (
    <Suspense fallback={<Loading />}>
      <Body step={step} />
    </Suspense>
  );
}
