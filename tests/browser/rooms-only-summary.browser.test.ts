// Step 5 for a rooms-only booking as a visitor reads it (spec §2, §9): the payment text speaks of the
// stay and arrival, not of an event day, and once the inquiry is sent step 5 says so instead of "Not
// complete yet". Expected texts come from the locale files.
import { expect } from 'chai';
import { cleanup, locale, mount, parts, waitFor } from './helpers.ts';
import { allByRole, byRole, textOf } from './queries.ts';
import {
  completeStep1,
  completeStep3,
  completeStep4,
  expandedStep,
  step,
  waitForStepForm,
} from './wizard-helpers.ts';

describe('step 5 of a rooms-only booking', function () {
  this.timeout(90_000);
  afterEach(cleanup);

  it('speaks of the stay for a rooms-only booking, and calls step 5 sent once it is', async () => {
    const summary = (await locale('summary.en-US')) as {
      payment: { atLocationHint: string; atLocationHintStay: string };
      send: { inquire: { label: string } };
    };
    const shell = (await locale('en-US')) as { wizard: { sent: string; incomplete: string } };
    const el = await mount({ partner: 'harbour', lang: 'en-US', mice: 'false', hotel: 'true' });
    await completeStep1(el);
    await waitFor(() => expandedStep(el) === 3, 'step 3');
    await completeStep3(el);
    await completeStep4(el);
    await waitForStepForm(el, 5);
    await waitFor(() => allByRole(step(el, 5), 'radio').length > 0, 'the payment methods');
    expect(textOf(step(el, 5))).to.contain(summary.payment.atLocationHintStay);
    expect(textOf(step(el, 5))).not.to.contain(summary.payment.atLocationHint);

    byRole(el, 'checkbox', /terms/).click();
    const send = await waitFor(
      () => parts<HTMLButtonElement>(el, 'submit-button').find((b) => b.dataset.transition === 'inquire'),
      'the inquiry button',
    );
    send.click();
    const toggle = step(el, 5).querySelector<HTMLElement>('[part~="step-toggle"]')!;
    await waitFor(() => textOf(toggle).includes(shell.wizard.sent), 'step 5 said to be sent', 15_000);
    expect(textOf(toggle)).not.to.contain(shell.wizard.incomplete);
    expect(step(el, 5).dataset.complete).to.equal('true');
  });
});
