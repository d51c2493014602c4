import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { changeStatus, requestBooking } from '../fixtures/booking-api.mjs';
import { API, cleanup, deepActiveElement, mount, part, waitFor } from './helpers.ts';

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
  const visitor = await requestBooking(API);
  await changeStatus(
    API,
    visitor.id,
    { staff: window.__BF_STAFF_KEY__ },
    { transition: 'send_offer', validUntil: '2099-12-31' },
  );
  window.location.hash = `#/${lang}/reservation/${visitor.username}/${visitor.id}?key=${visitor.key}`;
  const el = await mount({ partner: 'harbour' });
  await waitFor(() => part(el, 'accept-button'), 'the offer view with its actions', 15_000);
  return el;
}

async function openDialog(el: HTMLElement, button: string, dialogPart: string): Promise<HTMLElement> {
  part(el, button)!.click();
  const dialog = await waitFor(() => part<HTMLElement>(el, dialogPart), dialogPart);
  await waitFor(() => dialog.contains(deepActiveElement()), `focus to move into ${dialogPart}`);
  return dialog;
}

const errorsIn = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[part~="field-error"]')].map((e) => e.textContent?.trim() ?? '');

function submit(dialog: HTMLElement) {
  dialog.querySelector<HTMLButtonElement>('[part~="dialog-submit"]')!.click();
}

describe('offer dialogs', () => {
  before(loadAxe);
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });

  it('accept: the terms checkbox is required, with its message tied to it', async () => {
    const el = await openOffer('en-US');
    const dialog = await openDialog(el, 'accept-button', 'accept-dialog');
    expect(dialog.getAttribute('role')).to.equal('dialog');
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
    const dialog = await openDialog(el, 'turn-down-button', 'turn-down-dialog');
    expect(part(el, 'irreversible-warning')!.textContent).to.contain('cannot be undone');
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
    const dialog = await openDialog(el, 'cancel-button', 'cancel-dialog');
    expect(part(el, 'cancellation-terms')!.textContent).to.match(/free of charge until/);
    submit(dialog);
    await waitFor(() => errorsIn(dialog).length === 2, 'two messages');
    expect(errorsIn(dialog)).to.deep.equal([
      'Error: Tell us the reason',
      'Error: You must accept the terms and conditions to continue',
    ]);
  });

  for (const [button, dialogPart] of [
    ['accept-button', 'accept-dialog'],
    ['turn-down-button', 'turn-down-dialog'],
    ['cancel-button', 'cancel-dialog'],
  ] as const) {
    it(`${dialogPart}: Esc closes it and focus returns to its button`, async () => {
      const el = await openOffer('en-US');
      await openDialog(el, button, dialogPart);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !part(el, dialogPart), `${dialogPart} to close`);
      await waitFor(() => deepActiveElement() === part(el, button), 'focus back on the button');
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
      for (const [button, dialogPart] of [
        ['accept-button', 'accept-dialog'],
        ['turn-down-button', 'turn-down-dialog'],
        ['cancel-button', 'cancel-dialog'],
      ] as const) {
        const dialog = await openDialog(el, button, dialogPart);
        submit(dialog);
        await waitFor(() => errorsIn(dialog).length > 0, `${dialogPart} messages`);
        await check(dialogPart);
        await sendKeys({ press: 'Escape' });
        await waitFor(() => !part(el, dialogPart), `${dialogPart} to close`);
      }
      expect(found).to.deep.equal([]);
    });
  }
});
