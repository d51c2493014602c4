import { computed, signal } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import { createWizard, type WizardSource } from './wizard.model.ts';
import type { StepNumber, WizardServices } from './wizard-steps.ts';

function setup(services: WizardServices = { mice: true, hotel: false }) {
  const wanted = signal(services);
  const complete = signal<readonly StepNumber[]>([]);
  const source: WizardSource = { services: computed(() => wanted.value), complete };
  const form = signal<WizardSource | null>(source);
  return { wizard: createWizard(form), wanted, complete, form };
}

describe('wizard model', () => {
  it('uses the spec defaults (meeting, no hotel) until the form has loaded', () => {
    const { wizard, form } = setup({ mice: false, hotel: true });
    form.value = null;
    expect(wizard.services.value).toEqual({ mice: true, hotel: false });
    expect(wizard.completeSteps.value).toEqual([]);
  });

  it('Next and Previous follow the skip rules and move the current and expanded step together', () => {
    const { wizard, wanted } = setup();
    expect(wizard.next()).toBe(true);
    expect([wizard.currentStep.value, wizard.expandedStep.value]).toEqual([2, 2]);
    expect(wizard.next()).toBe(true);
    expect(wizard.currentStep.value).toBe(4);
    wanted.value = { mice: false, hotel: true };
    expect(wizard.previous()).toBe(true);
    expect(wizard.currentStep.value).toBe(3);
    expect(wizard.previous()).toBe(true);
    expect(wizard.currentStep.value).toBe(1);
    expect(wizard.previous()).toBe(false);
  });

  it('stops at step 5', () => {
    const { wizard } = setup({ mice: false, hotel: false });
    wizard.next();
    expect(wizard.currentStep.value).toBe(4);
    wizard.next();
    expect(wizard.next()).toBe(false);
    expect(wizard.currentStep.value).toBe(5);
  });

  it('refuses forward jumps past incomplete steps and skipped steps, allows going back', () => {
    const { wizard, complete } = setup();
    expect(wizard.toggle(4)).toBe(false);
    expect(wizard.expandedStep.value).toBe(1);
    complete.value = [1];
    expect(wizard.toggle(4)).toBe(false);
    expect(wizard.toggle(3)).toBe(false);
    complete.value = [1, 2];
    expect(wizard.toggle(4)).toBe(true);
    expect(wizard.currentStep.value).toBe(4);
    complete.value = [];
    expect(wizard.toggle(2)).toBe(true);
    expect(wizard.currentStep.value).toBe(2);
  });

  it('collapses the expanded step and keeps the current one', () => {
    const { wizard } = setup();
    expect(wizard.toggle(1)).toBe(true);
    expect(wizard.expandedStep.value).toBeNull();
    expect(wizard.currentStep.value).toBe(1);
  });

  it('a draft taken up again lands on the first step still needing input, skipped steps aside', () => {
    const { wizard, complete, wanted } = setup({ mice: true, hotel: true });
    complete.value = [1, 2];
    expect(wizard.landOnFirstIncompleteStep()).toBe(3);
    expect([wizard.currentStep.value, wizard.expandedStep.value]).toEqual([3, 3]);
    wanted.value = { mice: true, hotel: false };
    expect(wizard.landOnFirstIncompleteStep()).toBe(4);
    complete.value = [1, 2, 4];
    expect(wizard.landOnFirstIncompleteStep()).toBe(5);
    complete.value = [2, 4];
    expect(wizard.landOnFirstIncompleteStep()).toBe(1);
    // Shown as at page load: no focus taken, nothing scrolled.
    expect([wizard.takeFocus(1), wizard.takeScroll(1)]).toEqual([false, false]);
  });

  it('asks for focus and scroll once per opened step, never for the step shown at start', () => {
    const { wizard } = setup();
    expect(wizard.takeFocus(1)).toBe(false);
    expect(wizard.takeScroll(1)).toBe(false);
    wizard.next();
    expect(wizard.takeFocus(1)).toBe(false);
    expect(wizard.takeFocus(2)).toBe(true);
    expect(wizard.takeFocus(2)).toBe(false);
    expect(wizard.takeScroll(2)).toBe(true);
    expect(wizard.takeScroll(2)).toBe(false);
  });

  it('once the booking is sent, only step 5 opens: nothing sent can be edited in the wizard', () => {
    const wanted = signal<WizardServices>({ mice: true, hotel: true });
    const complete = signal<readonly StepNumber[]>([1, 2, 3, 4]);
    const form = signal<WizardSource | null>({ services: computed(() => wanted.value), complete });
    const sent = signal(false);
    const wizard = createWizard(form, sent);
    for (let n = 0; n < 4; n++) wizard.next();
    expect(wizard.currentStep.value).toBe(5);
    sent.value = true;
    for (const step of [1, 2, 3, 4] as const) {
      expect(wizard.canOpen(step)).toBe(false);
      expect(wizard.toggle(step)).toBe(false);
    }
    expect(wizard.expandedStep.value).toBe(5);
    expect(wizard.canOpen(5)).toBe(true);
  });
});
