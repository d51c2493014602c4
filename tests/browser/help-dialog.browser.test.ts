import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, deepActiveElement, fetchPartner, mount, part, waitFor } from './helpers.ts';
import { byRole, queryByRole } from './queries.ts';

async function openHelp(el: HTMLElement): Promise<HTMLElement> {
  part(el, 'help-button')!.click();
  const dialog = await waitFor<HTMLElement>(() => queryByRole(el, 'dialog', 'Need help?'), 'the help dialog');
  await waitFor(() => dialog.contains(deepActiveElement()), 'focus to move into the dialog');
  return dialog;
}

const closed = (el: HTMLElement) => () => !queryByRole(el, 'dialog');

describe('help dialog', () => {
  afterEach(cleanup);

  it("shows the partner's e-mail and phone as links", async () => {
    const partner = await fetchPartner('harbour');
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    const dialog = await openHelp(el);
    // A native <dialog> opened with showModal(): in the top layer, the rest of the page inert.
    expect(dialog.matches('dialog:modal')).to.equal(true);
    const labelledBy = dialog.getAttribute('aria-labelledby');
    expect(labelledBy && el.shadowRoot!.getElementById(labelledBy)?.textContent?.trim()).to.be.ok;
    const mail = dialog.querySelector<HTMLAnchorElement>('a[href^="mailto:"]');
    const tel = dialog.querySelector<HTMLAnchorElement>('a[href^="tel:"]');
    expect(mail?.href).to.equal(`mailto:${partner.contact.email}`);
    expect(mail?.textContent).to.contain(partner.contact.email);
    expect(tel?.getAttribute('href')).to.equal(`tel:${partner.contact.phonenumber.replace(/[^+\d]/g, '')}`);
  });

  it('closes with Esc and returns focus to the help button', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await openHelp(el);
    await sendKeys({ press: 'Escape' });
    await waitFor(closed(el), 'the dialog to close');
    expect(deepActiveElement()).to.equal(part(el, 'help-button'));
  });

  it('closes with its close button and returns focus', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await openHelp(el);
    byRole(el, 'button', 'Close').click();
    await waitFor(closed(el), 'the dialog to close');
    expect(deepActiveElement()).to.equal(part(el, 'help-button'));
  });

  it('closes on a click outside the dialog and not on a click inside', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    const dialog = await openHelp(el);
    const box = dialog.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + 12), Math.round(box.top + 12)] });
    // A key pressed after the click is handled after it: focus still moves within the open dialog.
    await sendKeys({ press: 'Tab' });
    await waitFor(() => dialog.contains(deepActiveElement()), 'focus within the dialog after the click');
    expect(closed(el)(), 'a click inside keeps it open').to.equal(false);
    // A real pointer click at the top-left corner of the viewport, well outside the dialog box.
    await sendMouse({ type: 'click', position: [2, 2] });
    await waitFor(closed(el), 'the dialog to close on an outside click');
    expect(deepActiveElement()).to.equal(part(el, 'help-button'));
  });

  it('makes the form behind it inert: it cannot take focus or clicks', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    const dialog = await openHelp(el);
    const toggle = part(el, 'step-toggle')!;
    toggle.focus();
    expect(dialog.contains(deepActiveElement()), 'focus stays in the dialog').to.equal(true);
    const box = toggle.getBoundingClientRect();
    const hit = el.shadowRoot!.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    expect(toggle.contains(hit), 'the step title is not what a click there reaches').to.equal(false);
  });

  it('keeps Tab away from the page behind while open (the browser may take focus to its own UI)', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    const dialog = await openHelp(el);
    let backInside = 0;
    for (let i = 0; i < 8; i++) {
      await sendKeys({ press: 'Tab' });
      const active = deepActiveElement();
      // A modal <dialog> lets Tab leave the document for the browser's UI (then nothing here is
      // focused), never for the form behind it.
      const inside = dialog.contains(active);
      expect(inside || active === document.body || active === null, `after Tab ${i + 1}`).to.equal(true);
      if (inside) backInside++;
    }
    expect(backInside, 'Tab comes back into the dialog').to.be.greaterThan(4);
  });
});
