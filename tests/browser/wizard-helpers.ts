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
        ?.querySelector<HTMLFormElement>('form'),
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

/**
 * A new visitor's address: each test is another visitor, and the server limits new bookings per
 * address (BOOKING_RATE_LIMIT_PER_EMAIL), as it should.
 */
export const visitorEmail = () => `visitor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Fills step 1 by clicking: the first location and an e-mail address, then Next. */
export async function completeStep1(el: HTMLElement, email = visitorEmail()): Promise<void> {
  await waitForStepForm(el, 1);
  control(el, 's1-location-0').click();
  await typeInto(el, 's1-emailaddress', email);
  clickNext(el, 1);
}

/** Sets a field's value the way a picker does (date, time, select): input and change, then blur. */
export function setField(el: HTMLElement, id: string, value: string): void {
  const field = control<HTMLInputElement | HTMLSelectElement>(el, id);
  const proto = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

/** A date `days` from today as `YYYY-MM-DD` in the browser's calendar. */
export function dateFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The space options of a day's space row, once halls_suitable has answered. */
export function spaceOptions(el: HTMLElement, day = 0, row = 0): HTMLElement[] {
  const fieldset = shadow(el).getElementById(`s2-days-${day}-halls-${row}-hall`);
  return [...(fieldset?.querySelectorAll<HTMLElement>('li[data-mark]') ?? [])];
}

/**
 * Fills step 2 by clicking: an event of 20 guests, 09:00–17:00, one day `daysAhead` from today in
 * the default layout with the first available plenary hall.
 */
export async function fillStep2(el: HTMLElement, daysAhead = 60): Promise<void> {
  await waitForStepForm(el, 2);
  await waitFor(() => shadow(el).getElementById('s2-days-0-date'), 'the first day');
  await typeInto(el, 's2-eventname', 'Sales kick-off');
  setField(el, 's2-eventType', 'meeting');
  await typeInto(el, 's2-eventPax', '20');
  setField(el, 's2-eventStartTime', '09:00');
  setField(el, 's2-eventEndTime', '17:00');
  setField(el, 's2-days-0-date', dateFromToday(daysAhead));
  control<HTMLButtonElement>(el, 's2-days-0-halls').click();
  const free = await waitFor(
    () => spaceOptions(el).find((option) => option.dataset.mark === 'available'),
    'an available space',
  );
  free.querySelector('input')!.click();
  await waitFor(() => free.dataset.mark === 'selected', 'the space selected');
}

/** Fills step 2 (`fillStep2`), then Next. */
export async function completeStep2(el: HTMLElement, daysAhead = 60): Promise<void> {
  await fillStep2(el, daysAhead);
  clickNext(el, 2);
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
  // Availability arrives from the lookup once both dates are there.
  await waitFor(
    () => shadow(el).querySelector('fieldset[data-stay] [data-rooms-left]'),
    'the room availability',
  );
}

/** Step 3 with one single room for two nights, then Next. */
export async function completeStep3(el: HTMLElement): Promise<void> {
  await waitForStepForm(el, 3);
  await fillStay(el);
  clickNext(el, 3);
}

/**
 * Fills step 4's account holder, the billing address where it is asked (not for rooms only) and makes
 * the on-site contact the same person where it is asked, then Next.
 */
export async function completeStep4(el: HTMLElement): Promise<void> {
  await waitForStepForm(el, 4);
  const billing = shadow(el).getElementById('s4-street') !== null;
  for (const [id, value] of [
    ['s4-firstname', 'Anna'],
    ['s4-lastname', 'de Vries'],
    ['s4-phonenumber', '+31 20 123 4567'],
    ...(billing
      ? ([
          ['s4-street', 'Keizersgracht'],
          ['s4-housenumber', '1'],
          ['s4-postalcode', '1015 AA'],
          ['s4-city', 'Amsterdam'],
          // A select of ISO 3166 codes: the booking keeps the code.
          ['s4-country', 'NL'],
        ] as const)
      : []),
  ] as const)
    setField(el, id, value);
  const same = shadow(el).getElementById('s4-onsite-same') as HTMLInputElement | null;
  if (same && !same.checked) same.click();
  clickNext(el, 4);
}

/**
 * Adds an item to a day as a visitor does with the item search: types its name and picks its option
 * (whose name starts with the item's name, then its price).
 */
export async function addItem(el: HTMLElement, name: string, day = 0): Promise<void> {
  const search = control(el, `s2-days-${day}-items-search`);
  search.focus();
  search.select();
  await sendKeys({ type: name });
  const option = await waitFor(
    () =>
      [...shadow(el).querySelectorAll<HTMLElement>(`#${search.id}-list [role="option"]`)].find(
        (candidate) =>
          candidate.textContent?.startsWith(name) && candidate.getAttribute('aria-disabled') !== 'true',
      ),
    `the option ${name}`,
  );
  option.click();
}
