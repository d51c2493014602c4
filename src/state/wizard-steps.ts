/** The five wizard steps of spec §2 and the expand/collapse rule. Pure. */

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
