// The element's lifecycle as a host page drives it: added and removed many times (a single-page app
// changing routes), moved in the DOM (a layout that re-parents it), taken off and put back.

import { expect } from 'chai';
import { API, cleanup, loadWidgetScript, mount, part, waitFor } from './helpers.ts';
import { liveListeners, nextTask, pendingTimers } from './widget-watch.ts';
import { control, waitForStepForm } from './wizard-helpers.ts';

/**
 * React listens for `selectionchange` on the document once per page, for every root it will ever
 * have, and never stops: the one listener a page keeps after every widget is gone.
 */
const PAGE_WIDE = { 'document selectionchange': 1 };

/** Types into a text field the way an input event from the keyboard reaches React. */
function typeText(el: HTMLElement, id: string, text: string): void {
  const input = control(el, id);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** A container on the test page that `cleanup()` removes. */
function fixture(): HTMLElement {
  const box = document.createElement('div');
  box.dataset.testFixture = '';
  document.body.append(box);
  return box;
}

describe('lifecycle of <booking-form>', () => {
  afterEach(cleanup);

  it('leaves no listener and no pending timer after being added and removed 50 times', async function () {
    this.timeout(120_000);
    await loadWidgetScript();
    expect(liveListeners(), 'the script itself listens to nothing').to.deep.equal({});
    for (let i = 0; i < 50; i++) {
      const el = await mount({ partner: 'harbour', lang: 'en-US' });
      await waitForStepForm(el, 1);
      // Not an address yet: the form schedules its auto-save, and nothing reaches the server.
      typeText(el, 's1-emailaddress', `planner ${i}`);
      el.remove();
    }
    await nextTask();
    expect({ listeners: liveListeners(), timers: pendingTimers() }).to.deep.equal({
      listeners: PAGE_WIDE,
      timers: {},
    });
  });

  it('keeps what was typed when moved 50 times, and cleans up once removed', async () => {
    const [first, second] = [fixture(), fixture()];
    const el = await mount({ partner: 'harbour', lang: 'en-US' }, { parent: first });
    await waitForStepForm(el, 1);
    typeText(el, 's1-emailaddress', 'planner on the move');
    // The step's form is rendered as a transition: its effects (the pointer hold's listeners) run after
    // its commit, a frame later at most. The count before the moves is taken once they have.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const listening = liveListeners();
    for (let i = 0; i < 50; i++) {
      (i % 2 ? first : second).append(el);
      await nextTask();
    }
    expect(control(el, 's1-emailaddress').value).to.equal('planner on the move');
    expect(liveListeners(), 'a move adds no listener and removes none').to.deep.equal(listening);
    // Removed with its auto-save still waiting: the save must not outlive the element.
    typeText(el, 's1-emailaddress', 'planner leaving');
    el.remove();
    await nextTask();
    expect({ listeners: liveListeners(), timers: pendingTimers() }).to.deep.equal({
      listeners: PAGE_WIDE,
      timers: {},
    });
  });

  it('works again when put back after being removed, reading its attributes and the draft anew', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await waitForStepForm(el, 1);
    typeText(el, 's1-emailaddress', 'planner coming back');
    await waitFor(
      () => Object.values(sessionStorage).some((text) => text.includes('planner coming back')),
      'the draft to be kept in the tab',
    );
    el.remove();
    await nextTask();
    el.setAttribute('lang', 'nl-NL');
    document.body.append(el);
    await waitFor(
      () => part(el, 'root')?.matches('[data-state="ready"][lang="nl-NL"]'),
      'the widget to be ready in Dutch',
    );
    await waitForStepForm(el, 1);
    expect(control(el, 's1-emailaddress').value).to.equal('planner coming back');
    expect(el.getAttribute('api')).to.equal(API);
  });
});
