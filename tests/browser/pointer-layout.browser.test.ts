// Layout under a pressed pointer holds still: leaving a fixed field by pressing a button or a box must
// not clear its message (and move what is under the pointer) before the click has landed.
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, mount, part, shadow, waitFor } from './helpers.ts';
import {
  clickNext,
  completeStep1,
  completeStep2,
  control,
  expandedStep,
  step,
  visitorEmail,
  waitForStepForm,
} from './wizard-helpers.ts';

/** Presses and releases the real mouse on the middle of `target` (in view), as a visitor clicks. */
async function pressAndRelease(target: HTMLElement): Promise<void> {
  const box = target.getBoundingClientRect();
  const position: [number, number] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
  await sendMouse({ type: 'move', position });
  await sendMouse({ type: 'down' });
  // A visitor's press lasts a moment: long enough for the page to react to the blur.
  await new Promise((r) => setTimeout(r, 120));
  await sendMouse({ type: 'up' });
}

/** Focuses a field and types into it without leaving it: the next press of the mouse blurs it. */
async function typeWithoutLeaving(el: HTMLElement, id: string, text: string): Promise<void> {
  const input = control(el, id);
  input.focus();
  input.select();
  await sendKeys({ type: text });
}

describe('layout under a pressed pointer', () => {
  afterEach(async () => {
    await sendMouse({ type: 'move', position: [0, 0] });
    cleanup();
  });

  it('the first press on Next after fixing a field opens the next step', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await waitForStepForm(el, 1);
    clickNext(el, 1);
    await waitFor(() => part(el, 'error-summary'), 'the error summary');
    control(el, 's1-location-0').click();
    await typeWithoutLeaving(el, 's1-emailaddress', visitorEmail());
    const next = step(el, 1).querySelector<HTMLElement>('[part~="next-button"]')!;
    next.scrollIntoView({ block: 'center' });
    await pressAndRelease(next);
    await waitFor(() => expandedStep(el) === 2, 'step 2 after one press on Next');
  });

  it('the first press on "Same as my details" after fixing a field ticks it', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await completeStep1(el);
    await completeStep2(el);
    await waitFor(() => expandedStep(el) === 4, 'step 4');
    await waitForStepForm(el, 4);
    clickNext(el, 4);
    await waitFor(() => part(el, 'error-summary'), 'the error summary of step 4');
    await waitFor(() => control(el, 's4-city-error'), "the city's message");
    // The country is a select: choosing one clears its message at once, with no press under way.
    const country = control(el, 's4-country') as unknown as HTMLSelectElement;
    country.value = 'NL';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    await typeWithoutLeaving(el, 's4-city', 'Amsterdam');
    // The visitor sees the field they fixed and, below it, the box.
    shadow(el).querySelector('label[for="s4-city"]')!.scrollIntoView({ block: 'start' });
    const same = control(el, 's4-onsite-same');
    expect(same.checked).to.equal(false);
    await pressAndRelease(same);
    await waitFor(() => same.checked, 'the box ticked by one press');
  });

  it('a radio or box looks pressed while the pointer holds it, before the click lands', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await waitForStepForm(el, 1);
    const location = control(el, 's1-location-0');
    location.scrollIntoView({ block: 'center' });
    const resting = getComputedStyle(location).filter;
    const box = location.getBoundingClientRect();
    await sendMouse({
      type: 'move',
      position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
    });
    await sendMouse({ type: 'down' });
    // Feedback a visitor sees on a touch screen, and a frame to paint: without one, a press that changes
    // nothing leaves the browser nothing to present until the click (a 160–190 ms pointerdown in the
    // interaction bench, though the page did nothing slow).
    const pressed = getComputedStyle(location).filter;
    await sendMouse({ type: 'up' });
    expect(resting).to.equal('none');
    expect(pressed).to.not.equal('none');
    await waitFor(() => location.checked, 'the location chosen by the click');
  });
});
