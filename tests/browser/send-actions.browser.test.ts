// Step 5's send actions (spec §2 action buttons, design "Booking lifecycle"): one main action that fits
// the booking, a line on what happens next and what it costs now, and the other ways to send as
// explained secondary choices, in the visitor's language. Harbour Amsterdam takes book now with a 30%
// deposit by card (server/src/db/seed/harbour/amsterdam.ts), so book now is the main action there.
import { expect } from 'chai';
import { startTestDaysAt } from '../fixtures/booking-api.mjs';
import { cleanup, locale, mount, parts, waitFor } from './helpers.ts';
import { nameOf, textOf } from './queries.ts';
import {
  completeStep1,
  completeStep2,
  completeStep3,
  completeStep4,
  waitForStepForm,
} from './wizard-helpers.ts';

// Browser files share one server and offers hold the same hall: this file books days of its own.
startTestDaysAt(2700);

type Label = { label: string };
type Texts = {
  send: { book_now: Label; request: Label; request_proposal: Label } & {
    others: string;
    nothingNow: string;
    next: { book_now_paid: string; request: string; request_proposal: string };
  };
};

/** The text a screen reader reads as the button's description (its `aria-describedby`). */
function descriptionOf(button: HTMLElement): string {
  const root = button.getRootNode() as ShadowRoot;
  return (button.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => textOf(root.getElementById(id)))
    .join(' ');
}

describe('the send actions of step 5', function () {
  this.timeout(90_000);
  afterEach(cleanup);

  for (const [lang, daysAhead] of [
    ['en-US', 2710],
    ['nl-NL', 2720],
  ] as const) {
    it(`makes book now the main action and explains each choice (${lang})`, async () => {
      const texts = (await locale(`summary.${lang}`)) as unknown as Texts;
      const el = await mount({ partner: 'harbour', lang, hotel: 'true' });
      await completeStep1(el);
      await completeStep2(el, daysAhead);
      await completeStep3(el);
      await completeStep4(el);
      await waitForStepForm(el, 5);
      const buttons = await waitFor(() => {
        const found = parts<HTMLButtonElement>(el, 'submit-button');
        return found.length === 3 ? found : null;
      }, 'the three send buttons');

      // The main action comes first, alone filled with the partner's colour.
      const [main, ...others] = buttons as [HTMLButtonElement, ...HTMLButtonElement[]];
      expect(textOf(main)).to.equal(texts.send.book_now.label);
      const fill = (b: HTMLElement) => getComputedStyle(b).backgroundColor;
      for (const other of others) expect(fill(other)).not.to.equal(fill(main));

      // What happens next, and the amount due now from the payment plan.
      const mainSaid = await waitFor(() => {
        const said = descriptionOf(main);
        return said.includes(texts.send.next.book_now_paid) && /€\s?\d/.test(said) ? said : null;
      }, 'the main action described');
      expect(mainSaid).not.to.contain(texts.send.nothingNow);

      // The other ways, each said for what it does, and that nothing is paid now.
      expect(others.map((b) => textOf(b))).to.deep.equal([
        texts.send.request.label,
        texts.send.request_proposal.label,
      ]);
      const group = others[0]!.closest('fieldset');
      expect(group, 'the other ways as a group').not.to.equal(null);
      expect(nameOf(group!)).to.equal(texts.send.others);
      for (const [button, transition] of [
        [others[0]!, 'request'],
        [others[1]!, 'request_proposal'],
      ] as const) {
        const said = descriptionOf(button);
        expect(said).to.contain(texts.send.next[transition]);
        expect(said).to.contain(texts.send.nothingNow);
        // Shown, not only read out.
        expect(textOf(group)).to.contain(texts.send.next[transition]);
      }
    });
  }
});
