// Where the host page is scrolled when the widget moves on: the opened step's title shows (below a
// sticky host header when the host sets `--bf-scroll-margin-top`) and has focus; a booking link and a
// sent booking bring the widget's view into sight instead of leaving the visitor at the page's top
// or its footer.
import { expect } from 'chai';
import { createDraft, offeredBooking, startTestDaysAt } from '../fixtures/booking-api.mjs';
import { API, cleanup, deepActiveElement, locale, mount, part, parts, waitFor } from './helpers.ts';
import { byRole, queryByRole } from './queries.ts';
import { completeStep1, expandedStep, step, visitorEmail, waitForStepForm } from './wizard-helpers.ts';

// Browser files share one server and offers hold the same hall: this file books days of its own.
startTestDaysAt(2600);

declare global {
  interface Window {
    __BF_STAFF_KEY__: string;
  }
}

/** Spec §9: the space left above what the widget scrolls to, when the host sets nothing. */
const DEFAULT_MARGIN = 25;

/** A block of host content of `height` px before or after the element (removed by cleanup). */
function hostBlock(height: number, where: 'before' | 'after', style = ''): HTMLElement {
  const block = document.createElement('div');
  block.dataset.testFixture = '';
  block.style.cssText = `height: ${height}px; ${style}`;
  if (where === 'before') document.body.prepend(block);
  else document.body.append(block);
  return block;
}

/** A step's title button. */
const toggle = (el: HTMLElement, n: number) =>
  step(el, n).querySelector<HTMLButtonElement>('[part~="step-toggle"]')!;

/** Whether `target` is fully inside the viewport and below `covered` px at the top. */
function inSight(target: Element, covered = 0): boolean {
  const box = target.getBoundingClientRect();
  return box.top >= covered - 1 && box.bottom <= window.innerHeight + 1;
}

/** The host page's address back to the test page itself (no hash). */
function forgetHash(): void {
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

describe('scrolling the host page', () => {
  afterEach(() => {
    cleanup();
    forgetHash();
    window.scrollTo(0, 0);
  });

  it("Next shows the new step's title 25 px below the top, with focus on it", async () => {
    hostBlock(1500, 'before');
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    hostBlock(3000, 'after');
    await completeStep1(el);
    await waitFor(() => expandedStep(el) === 2, 'step 2');
    await waitForStepForm(el, 2);
    await waitFor(
      () => Math.abs(toggle(el, 2).getBoundingClientRect().top - DEFAULT_MARGIN) < 2,
      "step 2's title 25 px from the top",
    );
    expect(deepActiveElement()).to.equal(toggle(el, 2));
    expect(inSight(toggle(el, 2))).to.equal(true);
  });

  it('keeps the title below a sticky host header when the host sets --bf-scroll-margin-top', async () => {
    const header = hostBlock(
      72,
      'before',
      'position: sticky; top: 0; z-index: 10; background: #222; margin-bottom: 1500px;',
    );
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    el.style.setProperty('--bf-scroll-margin-top', '88px');
    hostBlock(3000, 'after');
    await completeStep1(el);
    await waitFor(() => expandedStep(el) === 2, 'step 2');
    await waitForStepForm(el, 2);
    await waitFor(
      () => Math.abs(toggle(el, 2).getBoundingClientRect().top - 88) < 2,
      "step 2's title 88 px from the top",
    );
    const box = toggle(el, 2).getBoundingClientRect();
    expect(box.top).to.be.greaterThan(header.getBoundingClientRect().bottom);
    // What the visitor sees at the title is the widget, not the host's header.
    expect(document.elementFromPoint(box.left + 20, box.top + box.height / 2)).to.equal(el);
    expect(deepActiveElement()).to.equal(toggle(el, 2));
  });

  it("an offer link brings the offer into sight, not the host page's top", async function () {
    this.timeout(40_000);
    const visitor = await offeredBooking(API, window.__BF_STAFF_KEY__);
    hostBlock(1500, 'before');
    location.hash = `#/en-US/reservation/${visitor.username}/${visitor.id}?key=${visitor.key}`;
    // The host page's content below the widget is there from the start, as on a real page: the view
    // scrolls as soon as it arrives, and a page still too short then could not bring it to the top.
    const slot = hostBlock(0, 'after', 'height: auto');
    hostBlock(3000, 'after');
    const el = await mount({ partner: 'harbour' }, { parent: slot });
    const view = await waitFor(() => part(el, 'view'), 'the offer view', 15_000);
    await waitFor(
      () => inSight(view.firstElementChild ?? view) && view.getBoundingClientRect().top < 200,
      'the offer at the top of the viewport',
    );
  });

  it('a sent booking leaves its outcome in sight, not the host page footer', async function () {
    this.timeout(60_000);
    const summary = (await locale('summary.en-US')) as { terms: { label: string } };
    const v = await createDraft(API, {
      email: visitorEmail(),
      onsiteContact: { firstname: 'Piet', lastname: 'Bakker', email: '', phonenumber: '+31 20 555 0102' },
    });
    hostBlock(600, 'before');
    location.hash = `#/en-US/resume/${v.username}/${v.id}?key=${encodeURIComponent(v.key)}`;
    const el = await mount({ partner: 'harbour' });
    hostBlock(3000, 'after');
    await waitFor(() => expandedStep(el) === 5, 'step 5', 15_000);
    const send = await waitFor(
      () => parts<HTMLButtonElement>(el, 'submit-button').find((b) => b.dataset.transition !== 'book_now'),
      'a send button',
      15_000,
    );
    byRole(step(el, 5), 'checkbox', summary.terms.label).click();
    // The visitor scrolled down to the send button, as on a phone.
    send.scrollIntoView({ block: 'end' });
    send.click();
    await waitFor(() => queryByRole(el, 'dialog'), 'the outcome dialog', 15_000);
    const heading = await waitFor(() => step(el, 5).querySelector('h3'), 'the outcome in step 5');
    await waitFor(() => inSight(heading), 'the outcome in sight');
  });
});
