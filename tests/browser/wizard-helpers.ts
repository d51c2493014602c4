// Steps shared by the wizard's browser tests: find a step's parts and fields, type like a visitor.
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement, parts, shadow, waitFor } from './helpers.ts';

/** The `step` part with `data-step` = n. */
export function step(el: HTMLElement, n: number): HTMLElement {
  const found = parts(el, 'step').find((s) => s.dataset.step === String(n));
  if (!found) throw new Error(`no step ${n}`);
  return found;
}

/** The number of the expanded step, or null. */
export function expandedStep(el: HTMLElement): number | null {
  const found = parts(el, 'step').find((s) => s.dataset.expanded === 'true');
  return found ? Number(found.dataset.step) : null;
}

/** Waits until step n's body has loaded its form (the lazy chunk and texts are in). */
export function waitForStepForm(el: HTMLElement, n: number): Promise<HTMLFormElement> {
  return waitFor(
    () =>
      parts(el, 'step')
        .find((s) => s.dataset.step === String(n))
        ?.querySelector<HTMLFormElement>('[part~="step-form"]'),
    `the form of step ${n}`,
  );
}

/** A control in the widget by its id. */
export function control<T extends HTMLElement = HTMLInputElement>(el: HTMLElement, id: string): T {
  const found = shadow(el).getElementById(id);
  if (!found) throw new Error(`no control #${id}`);
  return found as T;
}

/** Focuses a text field, replaces its text by typing, and leaves it with Tab. */
export async function typeInto(el: HTMLElement, id: string, text: string): Promise<void> {
  const input = control(el, id);
  input.focus();
  input.select();
  if (text) await sendKeys({ type: text });
  else await sendKeys({ press: 'Backspace' });
  await sendKeys({ press: 'Tab' });
}

/** Presses Tab until `match` holds for the focused element (at most `limit` times). */
export async function tabTo(match: (active: Element) => boolean, what: string, limit = 60): Promise<Element> {
  for (let i = 0; i < limit; i++) {
    const active = deepActiveElement();
    if (active && match(active)) return active;
    await sendKeys({ press: 'Tab' });
  }
  throw new Error(`Tab never reached ${what}`);
}

/** Clicks Next of step n. */
export function clickNext(el: HTMLElement, n: number): void {
  step(el, n).querySelector<HTMLButtonElement>('[part~="next-button"]')!.click();
}

/** Clicks Previous of step n. */
export function clickPrevious(el: HTMLElement, n: number): void {
  step(el, n).querySelector<HTMLButtonElement>('[part~="previous-button"]')!.click();
}

/** Fills step 1 by clicking: the first location and an e-mail address, then Next. */
export async function completeStep1(el: HTMLElement, email = 'anna@example.com'): Promise<void> {
  await waitForStepForm(el, 1);
  control(el, 's1-location-0').click();
  await typeInto(el, 's1-emailaddress', email);
  clickNext(el, 1);
}

/** Sets a date input as a date picker does: the value, then the input and blur events React hears. */
export function pickDate(el: HTMLElement, id: string, value: string): void {
  const input = control(el, id);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('blur', { bubbles: true }));
}

/** Fills stay n of step 3: two nights from 2030-05-14, rooms, guests per room, a room type by position. */
export async function fillStay(
  el: HTMLElement,
  { n = 0, rooms = '1', perRoom = '1', roomType = 0 } = {},
): Promise<void> {
  await waitFor(() => shadow(el).getElementById(`s3-rooms-${n}-roomType-${roomType}`), 'the room types');
  pickDate(el, `s3-rooms-${n}-startDate`, '2030-05-14');
  pickDate(el, `s3-rooms-${n}-endDate`, '2030-05-16');
  await typeInto(el, `s3-rooms-${n}-amount`, rooms);
  await typeInto(el, `s3-rooms-${n}-paxRoom`, perRoom);
  control(el, `s3-rooms-${n}-roomType-${roomType}`).click();
  // The free counts arrive from the availability lookup once both dates are there.
  await waitFor(() => shadow(el).querySelector(`[part~="stay"] [data-free]`), 'the free room counts');
}

/** Step 3 with one single room for two nights, then Next. */
export async function completeStep3(el: HTMLElement): Promise<void> {
  await waitForStepForm(el, 3);
  await fillStay(el);
  clickNext(el, 3);
}
