/**
 * Wizard navigation of spec §4: the current and the expanded step, Next and Previous over the skip
 * rules, forward jumps only past complete steps. Completeness and services come from the form model,
 * which loads lazily with the step bodies; until it has, the spec §9 defaults apply.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals-react';
import {
  activeSteps,
  canOpenStep,
  nextStep,
  previousStep,
  type StepNumber,
  toggledStep,
  type WizardServices,
} from './wizard-steps.ts';

/** What the wizard reads from the reservation form. */
export type WizardSource = {
  services: ReadonlySignal<WizardServices>;
  complete: ReadonlySignal<readonly StepNumber[]>;
};

const DEFAULT_SERVICES: WizardServices = { mice: true, hotel: false };

const NOT_SENT: ReadonlySignal<boolean> = signal(false);

/**
 * Creates the wizard state over a form that may not be loaded yet. Once `sent` holds, the booking is
 * no draft any more (nothing would be saved): only step 5, with its outcome, can be open.
 */
export function createWizard(form: ReadonlySignal<WizardSource | null>, sent = NOT_SENT) {
  const currentStep = signal<StepNumber>(1);
  const expandedStep = signal<StepNumber | null>(1);
  const services = computed(() => form.value?.services.value ?? DEFAULT_SERVICES);
  const completeSteps = computed<readonly StepNumber[]>(() => form.value?.complete.value ?? []);
  // A step opened by the visitor gets focus on its title and is scrolled to, once; the first
  // expansion at page load does neither, as the host page's scroll position is the visitor's.
  let arriving: { focus: StepNumber | null; scroll: StepNumber | null } = { focus: null, scroll: null };

  function open(step: StepNumber) {
    currentStep.value = step;
    expandedStep.value = step;
    arriving = { focus: step, scroll: step };
  }

  function showWithoutArriving(step: StepNumber): StepNumber {
    currentStep.value = step;
    expandedStep.value = step;
    arriving = { focus: null, scroll: null };
    return step;
  }

  function landOnFirstIncomplete(): StepNumber {
    const complete = completeSteps.peek();
    return showWithoutArriving(activeSteps(services.peek()).find((s) => s < 5 && !complete.includes(s)) ?? 5);
  }

  /** Whether the visitor may open `step` now (spec §4). */
  const canOpen = (step: StepNumber) =>
    sent.value ? step === 5 : canOpenStep(step, currentStep.value, completeSteps.value, services.value);

  return {
    currentStep,
    expandedStep,
    services,
    completeSteps,
    /** The booking was sent from this wizard: only step 5 opens. */
    sent,
    canOpen,
    /** Expands a step the visitor may open, or collapses the expanded one; false when refused. */
    toggle(step: StepNumber): boolean {
      if (expandedStep.value !== step && !canOpen(step)) return false;
      const next = toggledStep(expandedStep.value, step);
      if (next === null) expandedStep.value = null;
      else open(next);
      return true;
    },
    /** Opens the step after the current one, skipping steps not needed; false on the last step. */
    next(): boolean {
      const step = nextStep(currentStep.value, services.value);
      if (step === null) return false;
      open(step);
      return true;
    },
    /** Opens the step before the current one, skipping steps not needed; false on the first step. */
    previous(): boolean {
      const step = previousStep(currentStep.value, services.value);
      if (step === null) return false;
      open(step);
      return true;
    },
    /**
     * Shows the first step that still needs input (step 5 once every step before it is complete) as
     * the current and expanded one, for a draft taken up again. Like the step shown at page load, it
     * takes no focus and scrolls nothing: the host page's scroll position is the visitor's.
     */
    landOnFirstIncompleteStep: landOnFirstIncomplete,
    /**
     * Shows `step` as the current and expanded one for a reloaded draft, when every step before it
     * that is needed is complete (else the first that needs input). No focus, no scroll, as at load.
     */
    reopen(step: StepNumber): StepNumber {
      if (!canOpenStep(step, 1, completeSteps.peek(), services.peek())) return landOnFirstIncomplete();
      return showWithoutArriving(step);
    },
    /** True once for a step the visitor just opened: its title takes focus. */
    takeFocus(step: StepNumber): boolean {
      if (arriving.focus !== step) return false;
      arriving = { ...arriving, focus: null };
      return true;
    },
    /** True once for a step the visitor just opened: the page scrolls to its title. */
    takeScroll(step: StepNumber): boolean {
      if (arriving.scroll !== step) return false;
      arriving = { ...arriving, scroll: null };
      return true;
    },
  };
}

/** The wizard state of one instance. */
export type Wizard = ReturnType<typeof createWizard>;
