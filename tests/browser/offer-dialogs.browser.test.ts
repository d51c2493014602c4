import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { offeredBooking, startTestDaysAt } from '../fixtures/booking-api.mjs';
import { API, cleanup, deepActiveElement, locale, mount, waitFor } from './helpers.ts';
import { allByRole, byRole, queryByRole, queryByText } from './queries.ts';

// Browser files share one server and offers hold the same hall: this file books days of its own
// (prices: 1500, parts: 1600, offer dialogs: 1700, resume: 1800 days ahead).
startTestDaysAt(1700);

// The three confirm dialogs of the offer view (spec §2) in a real shadow root, on bookings made through
// the real API: focus moves in, required answers say what is missing, Esc closes and gives focus back
// to the button, and axe finds nothing, in every language.

declare global {
  interface Window {
    __BF_STAFF_KEY__: string;
  }
}

/** axe-core's browser build, as this file uses it (wizard-axe.browser.test.ts declares the global). */
type Axe = {
  run(
    context: Element,
    options?: object,
  ): Promise<{ passes: unknown[]; violations: { id: string; help: string }[] }>;
};
const axe = () => (window as unknown as { axe: Axe }).axe;

const LOCALES = ['en-US', 'nl-NL', 'de-DE', 'fr-FR', 'fi-FI'] as const;

function loadAxe(): Promise<void> {
  if ((window as unknown as { axe?: Axe }).axe) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('axe-core did not load'));
    document.head.append(script);
  });
}

/** A request with an offer on it, opened in the widget through its e-mail link. */
async function openOffer(lang: string): Promise<HTMLElement> {
  const visitor = await offeredBooking(API, window.__BF_STAFF_KEY__);
  window.location.hash = `#/${lang}/reservation/${visitor.username}/${visitor.id}?key=${visitor.key}`;
  const el = await mount({ partner: 'harbour' });
  texts = (await locale(`offer.${lang}`)) as typeof texts;
  await waitFor(
    () => queryByRole(el, 'button', texts.actions.accept),
    'the offer view with its actions',
    15_000,
  );
  return el;
}

type Action = 'accept' | 'turn_down' | 'cancel';
/** The open offer's texts, in its language. */
let texts: { actions: Record<Action, string> };

/** The action's button in the view, found by its translated name. */
const actionButton = (el: HTMLElement, action: Action) => byRole(el, 'button', texts.actions[action]);

async function openDialog(el: HTMLElement, action: Action): Promise<HTMLElement> {
  actionButton(el, action).click();
  const dialog = await waitFor(() => queryByRole(el, 'dialog'), `the ${action} dialog`);
  await waitFor(() => dialog.contains(deepActiveElement()), `focus to move into the ${action} dialog`);
  return dialog;
}

/** The inline messages the invalid controls point at (their descriptions ending in `-error`). */
const errorsIn = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[aria-invalid="true"]')]
    .flatMap((control) => (control.getAttribute('aria-describedby') ?? '').split(/\s+/))
    .filter((id) => id.endsWith('-error'))
    .map((id) => dialog.querySelector(`#${CSS.escape(id)}`)?.textContent?.trim() ?? '');

function submit(dialog: HTMLElement) {
  allByRole<HTMLButtonElement>(dialog, 'button')
    .find((button) => button.type === 'submit')!
    .click();
}

describe('offer dialogs', () => {
  before(loadAxe);
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });

  it('accept: the terms checkbox is required, with its message tied to it', async () => {
    const el = await openOffer('en-US');
    const dialog = await openDialog(el, 'accept');
    expect(dialog.matches('dialog:modal'), 'a modal <dialog>').to.equal(true);
    expect(queryByRole(el, 'dialog', 'Accept this offer?')).to.equal(dialog);
    submit(dialog);
    const box = await waitFor(
      () => dialog.querySelector<HTMLInputElement>('#bf-accept-terms[aria-invalid="true"]'),
      'the terms box to be marked invalid',
    );
    expect(errorsIn(dialog)).to.deep.equal(['Error: You must accept the terms and conditions to continue']);
    expect(box.getAttribute('aria-describedby')).to.contain('bf-accept-terms-error');
    await waitFor(() => deepActiveElement() === box, 'focus on the unticked box');
    box.click();
    await waitFor(() => errorsIn(dialog).length === 0, 'the message to go once ticked');
  });

  it('turn down: says it cannot be undone; reason and acknowledgement are required', async () => {
    const el = await openOffer('en-US');
    const dialog = await openDialog(el, 'turn_down');
    expect(queryByText(dialog, /^This cannot be undone/)).to.not.equal(null);
    submit(dialog);
    await waitFor(() => errorsIn(dialog).length === 2, 'two messages');
    expect(errorsIn(dialog)).to.deep.equal([
      'Error: Tell us the reason',
      'Error: Confirm that you understand this cannot be undone',
    ]);
    const reason = dialog.querySelector<HTMLTextAreaElement>('#bf-turn-down-reason')!;
    expect(reason.getAttribute('aria-describedby')).to.equal(
      'bf-turn-down-reason-hint bf-turn-down-reason-error',
    );
    await waitFor(() => deepActiveElement() === reason, 'focus on the reason');
    reason.focus();
    await sendKeys({ type: 'Too far away' });
    submit(dialog);
    await waitFor(() => errorsIn(dialog).length === 1, 'only the acknowledgement message');
    await waitFor(
      () => deepActiveElement() === dialog.querySelector('#bf-turn-down-acknowledge'),
      'focus on the acknowledgement',
    );
  });

  it('cancel: shows the cancellation terms; reason and terms are required', async () => {
    const el = await openOffer('en-US');
    const dialog = await openDialog(el, 'cancel');
    expect(queryByText(dialog, /free of charge until/)).to.not.equal(null);
    submit(dialog);
    await waitFor(() => errorsIn(dialog).length === 2, 'two messages');
    expect(errorsIn(dialog)).to.deep.equal([
      'Error: Tell us the reason',
      'Error: You must accept the terms and conditions to continue',
    ]);
  });

  for (const action of ['accept', 'turn_down', 'cancel'] as const) {
    it(`${action}: modal (the view behind is inert), Esc closes it and focus returns to its button`, async () => {
      const el = await openOffer('en-US');
      const button = actionButton(el, action);
      const dialog = await openDialog(el, action);
      // The view behind cannot take focus while the dialog is open.
      button.focus();
      expect(dialog.contains(deepActiveElement()), 'focus stays in the dialog').to.equal(true);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !queryByRole(el, 'dialog'), `the ${action} dialog to close`);
      await waitFor(() => deepActiveElement() === button, 'focus back on the button');
    });
  }

  for (const lang of LOCALES) {
    it(`axe finds nothing in the view and the three dialogs, errors shown, in ${lang}`, async () => {
      const el = await openOffer(lang);
      const found: string[] = [];
      const check = async (label: string) => {
        const results = await axe().run(el, { resultTypes: ['violations'] });
        expect(results.passes.length, `${label}: rules that passed`).to.be.greaterThan(10);
        found.push(...results.violations.map((v) => `${lang} ${label} ${v.id}: ${v.help}`));
      };
      await check('view');
      for (const action of ['accept', 'turn_down', 'cancel'] as const) {
        const dialog = await openDialog(el, action);
        submit(dialog);
        await waitFor(() => errorsIn(dialog).length > 0, `${action} messages`);
        await check(`${action} dialog`);
        await sendKeys({ press: 'Escape' });
        await waitFor(() => !queryByRole(el, 'dialog'), `the ${action} dialog to close`);
      }
      expect(found).to.deep.equal([]);
    });
  }
});
