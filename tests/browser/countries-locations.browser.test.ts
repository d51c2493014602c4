// Countries and the location cards of step 1 (issue #18): the billing country is a select of countries
// named in the widget's language, the venue's country first, and the booking keeps the ISO code; the
// location cards say their country in that language, wrap long e-mail and web addresses on a phone,
// and the list closes to the chosen location with a way to change it.
import { sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { readBooking } from '../fixtures/booking-api.mjs';
import { API, cleanup, deepActiveElement, draftedBooking, mount, waitFor } from './helpers.ts';
import { allByRole, byRole, queryByRole, textOf } from './queries.ts';
import {
  completeStep1,
  completeStep2,
  expandedStep,
  setField,
  step,
  waitForStepForm,
} from './wizard-helpers.ts';

/** axe-core's browser build (wizard-axe.browser.test.ts declares `window.axe`), served from node_modules. */
function loadAxe(): Promise<void> {
  if (window.axe) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('axe-core did not load'));
    document.head.append(script);
  });
}

async function axeViolations(el: HTMLElement): Promise<string[]> {
  await loadAxe();
  const results = await window.axe!.run(el, { resultTypes: ['violations'] });
  expect(results.passes.length, 'rules that passed').to.be.greaterThan(10);
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}

// The seed's Harbour partner has four locations (server/src/db/seed/harbour), Amsterdam first.
const LOCATIONS = 4;

async function clickCentre(target: HTMLElement) {
  target.scrollIntoView({ block: 'center' });
  const box = target.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
  });
}

describe('countries and location cards', function () {
  this.timeout(60_000);
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });

  it('the billing country is a select named in Dutch, the venue country first, and the booking keeps the code', async () => {
    // A meeting: a booking with meeting days asks the billing address (a rooms-only one does not).
    const el = await mount({ partner: 'harbour', lang: 'nl-NL' });
    await completeStep1(el);
    await completeStep2(el);
    await waitFor(() => expandedStep(el) === 4, 'step 4');
    await waitForStepForm(el, 4);
    const country = byRole<HTMLSelectElement>(step(el, 4), 'combobox', 'Land');
    const options = [...country.options].filter((o) => o.value);
    // Amsterdam is in the Netherlands: that country first, then all of ISO 3166-1 in Dutch order.
    expect({ value: options[0]!.value, text: options[0]!.text }).to.deep.equal({
      value: 'NL',
      text: 'Nederland',
    });
    expect(options).to.have.length(249);
    const rest = options.slice(1).map((o) => o.text);
    expect(rest).to.deep.equal([...rest].sort(new Intl.Collator('nl').compare));
    expect(options.find((o) => o.value === 'DE')?.text).to.equal('Duitsland');

    setField(el, country.id, 'BE');
    const credentials = await waitFor(() => draftedBooking(), 'the draft booking');
    let stored: { country?: string } = {};
    const started = performance.now();
    while (performance.now() - started < 10_000) {
      stored = (await readBooking(API, credentials.id, credentials)) as { country?: string };
      if (stored.country === 'BE') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(stored.country).to.equal('BE');
  });

  it("the location cards say their country in the widget's language", async () => {
    const el = await mount({ partner: 'harbour', lang: 'fi-FI' });
    await waitForStepForm(el, 1);
    const amsterdam = byRole(step(el, 1), 'radio', 'Harbour Hotel Amsterdam');
    const details = (amsterdam.getRootNode() as ShadowRoot).getElementById(`${amsterdam.id}-details`);
    expect(textOf(details)).to.contain('1019 BN Amsterdam, Alankomaat');
    expect(textOf(details)).not.to.contain('Netherlands');
  });

  it('long e-mail and web addresses wrap inside a 320 px card instead of being cut off', async () => {
    const narrow = document.createElement('div');
    narrow.style.width = '320px';
    document.body.append(narrow);
    try {
      const el = await mount({ partner: 'harbour', lang: 'en-US' }, { parent: narrow });
      await waitForStepForm(el, 1);
      const group = byRole(step(el, 1), 'group', 'Location');
      const edge = group.getBoundingClientRect().right;
      const links = allByRole<HTMLAnchorElement>(group, 'link').filter((a) =>
        /^(mailto|https?):/.test(a.href),
      );
      expect(links.length).to.be.at.least(LOCATIONS);
      for (const link of links) {
        for (const box of link.getClientRects()) expect(box.right, textOf(link)).to.be.at.most(edge + 0.5);
      }
    } finally {
      narrow.remove();
    }
  });

  it('closes the list to the chosen location; "Change location" opens it again', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await waitForStepForm(el, 1);
    const group = byRole(step(el, 1), 'group', 'Location');
    expect(allByRole(group, 'radio')).to.have.length(LOCATIONS);
    await clickCentre(byRole(group, 'radio', 'Harbour Hotel Helsinki'));
    await waitFor(() => allByRole(group, 'radio').length === 1, 'the list to close to the chosen location');
    const only = byRole<HTMLInputElement>(group, 'radio');
    expect(nameOfRadio(only)).to.equal('Harbour Hotel Helsinki');
    expect(only.checked).to.equal(true);
    expect(await axeViolations(el)).to.deep.equal([]);

    byRole(step(el, 1), 'button', 'Change location').click();
    await waitFor(() => allByRole(group, 'radio').length === LOCATIONS, 'every location again');
    expect(nameOfRadio(deepActiveElement() as HTMLInputElement)).to.equal('Harbour Hotel Helsinki');
    expect(queryByRole(step(el, 1), 'button', 'Change location')).to.equal(null);
  });
});

function nameOfRadio(radio: HTMLInputElement): string {
  return textOf(radio.labels?.[0]);
}
