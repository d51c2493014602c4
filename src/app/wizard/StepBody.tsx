/**
 * The expanded step's content, from lazy chunks: the form model, the step texts and the body load
 * after the frame is interactive, so they cost nothing before step 1 shows. While they load the
 * visitor hears a status message; a chunk that fails shows a message with "Try again" instead of
 * breaking the widget, and is asked for again when the connection comes back.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, memo, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type LazyChunk, lazyChunk } from '../../domain/lazy-chunk.ts';
import { FORM_NAMESPACE, loadTexts } from '../../i18n/create-i18n.ts';
import { whenIdle } from '../../state/when-idle.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { Loading } from '../Loading.tsx';
import { useWidgetModel } from '../model-context.ts';
import { useLazy } from '../use-lazy.ts';
import { nextStep, type StepNumber } from './wizard-steps.ts';

type Body = ComponentType<{ step: StepNumber }>;

const BODIES: Record<StepNumber, LazyChunk<Body>> = {
  1: lazyChunk(() => import('../../steps/details/DetailsStep.tsx').then((m) => m.DetailsStep as Body)),
  2: lazyChunk(() => import('../../steps/event-spaces/EventStep.tsx').then((m) => m.EventStep as Body)),
  3: lazyChunk(() => import('../../steps/hotel-rooms/RoomsStep.tsx').then((m) => m.RoomsStep as Body)),
  4: lazyChunk(() => import('../../steps/contact/ContactStep.tsx').then((m) => m.ContactStep as Body)),
  5: lazyChunk(() => import('../../steps/summary/SummaryStep.tsx').then((m) => m.SummaryStep as Body)),
};

/** The text namespaces a step needs besides `form`, loaded before its body shows. */
const STEP_NAMESPACES: Record<StepNumber, readonly string[]> = {
  1: [FORM_NAMESPACE],
  2: [FORM_NAMESPACE, 'event'],
  3: [FORM_NAMESPACE, 'rooms'],
  4: [FORM_NAMESPACE],
  5: [FORM_NAMESPACE, 'summary'],
};

/**
 * The body of one step once its model, texts and code are there. Memoised: it re-renders for its own
 * signals, not each time the frame around it does (a step completing, the next one opening).
 */
export const StepBody = memo(function StepBody({ step }: { step: StepNumber }) {
  useSignals();
  const model = useWidgetModel();
  const { i18n } = useTranslation();
  const body = BODIES[step];
  const namespaces = STEP_NAMESPACES[step];
  const {
    value: Body,
    failed,
    load,
  } = useLazy(
    () =>
      Promise.all([model.loadForm(), loadTexts(i18n, namespaces), body.load()]).then(([, texts]) => {
        if (!texts) throw new Error(`booking-form: the texts of step ${step} did not load`);
      }),
    () => (model.form.value && namespaces.every((ns) => i18n.hasLoadedNamespace(ns)) ? body.value : null),
    { key: i18n.language },
  );

  // The body arrives with a signal (the form model, a chunk), whose change React renders at once, in
  // one task: step 1's form held the main thread for ~80 ms at 4× CPU slowdown. Deferred, it renders
  // in a transition, in slices; "Loading" shows meanwhile.
  const Shown = useDeferredValue(Body, null);

  // The step Next will open, for the services chosen so far: its code and texts load while the visitor
  // fills this one, so Next does not evaluate a chunk and merge its texts inside the click (a fifth of
  // its task at 4× CPU). A failure here is left to the step's own load, which says so and retries.
  const services = model.wizard.services.value;
  const language = i18n.language;
  useEffect(() => {
    // Nothing chosen yet (step 1 at first): the first screen asks only for what it shows.
    if (!Shown || !(services.mice || services.hotel)) return;
    const following = nextStep(step, services);
    if (following === null) return;
    return whenIdle(() => {
      Promise.all([loadTexts(i18n, STEP_NAMESPACES[following], language), BODIES[following].load()]).catch(
        () => {},
      );
    });
  }, [Shown, step, services, i18n, language]);

  if (failed) return <LoadFailed retry={load} />;
  if (!Shown) return <Loading />;
  return <Shown step={step} />;
});
