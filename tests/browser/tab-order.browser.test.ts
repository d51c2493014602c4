// Keyboard: a skip link first in the widget takes the visitor past the header, the photos and the
// location cards' contact links to the form's first text field; the carousel is one Tab stop whose
// controls are reached with the arrow keys.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, deepActiveElement, mount, part, waitFor } from './helpers.ts';
import { waitForStepForm } from './wizard-helpers.ts';

/** A host page button just before the element, where keyboard use starts. */
function hostButtonBefore(el: HTMLElement): HTMLButtonElement {
  const button = document.createElement('button');
  button.dataset.testFixture = '';
  button.textContent = 'Host page';
  el.before(button);
  return button;
}

/** Presses Tab until the focus is on `id` (at most `limit` times); returns every stop on the way. */
async function tabStopsTo(id: string, limit = 60): Promise<Element[]> {
  const stops: Element[] = [];
  for (let i = 0; i < limit; i++) {
    await sendKeys({ press: 'Tab' });
    const active = deepActiveElement();
    if (!active) continue;
    stops.push(active);
    if (active.id === id) return stops;
  }
  throw new Error(`Tab never reached #${id}`);
}

describe('tab order', () => {
  afterEach(cleanup);

  it('starts with a visible skip link that moves focus to the first text field', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await waitForStepForm(el, 1);
    hostButtonBefore(el).focus();
    await sendKeys({ press: 'Tab' });
    const skip = deepActiveElement() as HTMLElement;
    expect(skip.textContent).to.equal('Skip to the booking form');
    const box = skip.getBoundingClientRect();
    expect(box.width).to.be.greaterThan(40);
    expect(box.height).to.be.greaterThan(20);
    expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).to.equal(el);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => deepActiveElement()?.id === 's1-emailaddress', 'focus on the e-mail field');
  });

  it('makes the carousel one Tab stop whose controls follow the arrow keys', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await waitForStepForm(el, 1);
    const carousel = await waitFor(() => part(el, 'carousel'), 'the carousel');
    await waitFor(() => carousel.querySelectorAll('button').length > 2, 'the carousel controls');
    hostButtonBefore(el).focus();
    const stops = await tabStopsTo('s1-emailaddress');
    const inCarousel = stops.filter((stop) => carousel.contains(stop));
    expect(inCarousel).to.have.length(1);
    const first = inCarousel[0] as HTMLElement;
    first.focus();
    await sendKeys({ press: 'ArrowRight' });
    const second = deepActiveElement();
    expect(second).to.not.equal(first);
    expect(carousel.contains(second)).to.equal(true);
    await sendKeys({ press: 'ArrowLeft' });
    expect(deepActiveElement()).to.equal(first);
  });
});
