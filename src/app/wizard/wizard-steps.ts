/** The five wizard steps of spec §2, the expand/collapse rule and the skip rules of spec §4. Pure. */

/** A step number, 1 to 5. */
export type StepNumber = 1 | 2 | 3 | 4 | 5;

/** The steps in order, with the i18n key of each title. */
export const WIZARD_STEPS: readonly { step: StepNumber; key: string }[] = [
  { step: 1, key: 'details' },
  { step: 2, key: 'eventSpaces' },
  { step: 3, key: 'hotelRooms' },
  { step: 4, key: 'contact' },
  { step: 5, key: 'summary' },
];

/** One step expanded at a time; selecting the expanded step collapses it. */
export function toggledStep(expanded: StepNumber | null, selected: StepNumber): StepNumber | null {
  return expanded === selected ? null : selected;
}

/** The services the visitor asked for in step 1. */
export type WizardServices = { mice: boolean; hotel: boolean };

/** Step 2 (event spaces) is skipped without a meeting, step 3 (hotel rooms) without hotel rooms. */
export function isStepSkipped(step: StepNumber, services: WizardServices): boolean {
  return (step === 2 && !services.mice) || (step === 3 && !services.hotel);
}

/** The steps the visitor goes through, in order. */
export function activeSteps(services: WizardServices): StepNumber[] {
  return WIZARD_STEPS.map((s) => s.step).filter((step) => !isStepSkipped(step, services));
}

/** The step Next opens, skipping steps not needed; null on the last step. */
export function nextStep(current: StepNumber, services: WizardServices): StepNumber | null {
  return activeSteps(services).find((step) => step > current) ?? null;
}

/** The step Previous opens, skipping steps not needed in reverse; null on the first step. */
export function previousStep(current: StepNumber, services: WizardServices): StepNumber | null {
  return (
    activeSteps(services)
      .reverse()
      .find((step) => step < current) ?? null
  );
}

/**
 * Whether the visitor may open `target` from `current`: going back is always allowed, going
 * forward only when every earlier step that is not skipped is complete. Skipped steps never open.
 */
export function canOpenStep(
  target: StepNumber,
  current: StepNumber,
  complete: readonly StepNumber[],
  services: WizardServices,
): boolean {
  if (isStepSkipped(target, services)) return false;
  if (target <= current) return true;
  return activeSteps(services)
    .filter((step) => step < target)
    .every((step) => complete.includes(step));
}
