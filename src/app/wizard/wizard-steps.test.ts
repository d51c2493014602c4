import { describe, expect, it } from 'vitest';
import {
  activeSteps,
  canOpenStep,
  isStepSkipped,
  nextStep,
  previousStep,
  type StepNumber,
  toggledStep,
} from './wizard-steps.ts';

const both = { mice: true, hotel: true };
const meetingOnly = { mice: true, hotel: false };
const hotelOnly = { mice: false, hotel: true };

/** Every step Next visits from step 1. */
function walk(services: { mice: boolean; hotel: boolean }): StepNumber[] {
  const visited: StepNumber[] = [1];
  for (let step = nextStep(1, services); step !== null; step = nextStep(step, services)) visited.push(step);
  return visited;
}

describe('Next and Previous skip the steps not needed', () => {
  it('go through every step with a meeting and hotel rooms', () => {
    expect(walk(both)).toEqual([1, 2, 3, 4, 5]);
    expect(previousStep(3, both)).toBe(2);
  });

  it('skip hotel rooms (step 3) without a hotel stay', () => {
    expect(walk(meetingOnly)).toEqual([1, 2, 4, 5]);
    expect(previousStep(4, meetingOnly)).toBe(2);
    expect(isStepSkipped(3, meetingOnly)).toBe(true);
  });

  it('skip event spaces (step 2) without a meeting', () => {
    expect(walk(hotelOnly)).toEqual([1, 3, 4, 5]);
    expect(nextStep(1, hotelOnly)).toBe(3);
    expect(previousStep(3, hotelOnly)).toBe(1);
  });

  it('skip both when neither is chosen yet', () => {
    expect(activeSteps({ mice: false, hotel: false })).toEqual([1, 4, 5]);
  });

  it('stop at the ends', () => {
    expect(nextStep(5, both)).toBeNull();
    expect(previousStep(1, both)).toBeNull();
  });
});

describe('jumping to a step', () => {
  it('goes forward only when every earlier step is complete', () => {
    expect(canOpenStep(4, 1, [1, 2, 3], both)).toBe(true);
    expect(canOpenStep(4, 1, [1, 3], both)).toBe(false);
    expect(canOpenStep(5, 2, [1, 2, 3], both)).toBe(false);
  });

  it('does not wait for a skipped step, and never opens one', () => {
    expect(canOpenStep(4, 1, [1, 2], meetingOnly)).toBe(true);
    expect(canOpenStep(3, 1, [1, 2], meetingOnly)).toBe(false);
    expect(canOpenStep(2, 1, [1], hotelOnly)).toBe(false);
  });

  it('always goes back', () => {
    expect(canOpenStep(1, 4, [], both)).toBe(true);
    expect(canOpenStep(4, 4, [], both)).toBe(true);
  });
});

describe('expanding', () => {
  it('collapses the expanded step when it is selected again', () => {
    expect(toggledStep(2, 2)).toBeNull();
    expect(toggledStep(2, 3)).toBe(3);
    expect(toggledStep(null, 1)).toBe(1);
  });
});
