import { expect } from 'chai';
import { API, cleanup, deepActiveElement, heard, mount, part, waitFor } from './helpers.ts';
import {
  clickNext,
  clickPrevious,
  completeStep1,
  completeStep2,
  completeStep3,
  control,
  expandedStep,
  step,
  typeInto,
  visitorEmail,
  waitForStepForm,
} from './wizard-helpers.ts';

const toggle = (el: HTMLElement, n: number) =>
  step(el, n).querySelector<HTMLButtonElement>('[part~="step-toggle"]')!;

describe('wizard navigation', () => {
  afterEach(cleanup);

  it('two quick presses on Next move one step', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await waitForStepForm(el, 1);
    control(el, 's1-location-0').click();
    await typeInto(el, 's1-emailaddress', visitorEmail());
    // A double click: the second lands while the first is opening step 2 (a task after the click).
    clickNext(el, 1);
    clickNext(el, 1);
    await waitFor(() => expandedStep(el) === 2, 'step 2');
    await waitForStepForm(el, 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(expandedStep(el)).to.equal(2);
  });

  it('Next and Previous skip step 3 without hotel rooms and step 2 without a meeting', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await completeStep1(el);
    // Meeting only (the default): 1 → 2 → 4, and back 4 → 2 → 1.
    await waitFor(() => expandedStep(el) === 2, 'step 2');
    expect(step(el, 1).dataset.complete).to.equal('true');
    expect(step(el, 3).dataset.skipped).to.equal('true');
    await waitForStepForm(el, 2);
    // The new step's title takes focus, so keyboard users continue from there.
    expect(deepActiveElement()).to.equal(toggle(el, 2));
    await completeStep2(el);
    await waitFor(() => expandedStep(el) === 4, 'step 4, skipping 3');
    await waitForStepForm(el, 4);
    clickPrevious(el, 4);
    await waitFor(() => expandedStep(el) === 2, 'back to step 2');
    await waitForStepForm(el, 2);
    clickPrevious(el, 2);
    await waitFor(() => expandedStep(el) === 1, 'back to step 1');

    // Hotel rooms only: 1 → 3 → 4 and back 4 → 3 → 1.
    await waitForStepForm(el, 1);
    control(el, 's1-types-1').click();
    control(el, 's1-types-0').click();
    await waitFor(() => step(el, 2).dataset.skipped === 'true', 'step 2 skipped');
    expect(step(el, 3).dataset.skipped).to.equal(undefined);
    clickNext(el, 1);
    await waitFor(() => expandedStep(el) === 3, 'step 3, skipping 2');
    await completeStep3(el);
    await waitFor(() => expandedStep(el) === 4, 'step 4');
    await waitForStepForm(el, 4);
    clickPrevious(el, 4);
    await waitFor(() => expandedStep(el) === 3, 'back to step 3');
    await waitForStepForm(el, 3);
    clickPrevious(el, 3);
    await waitFor(() => expandedStep(el) === 1, 'back to step 1, skipping 2');
  });

  it('opens a later step only when every earlier step is complete', async () => {
    const ready = heard(document, 'booking-ready');
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await waitFor(() => ready.length > 0, 'booking-ready (the host page hears this widget)');
    await waitForStepForm(el, 1);
    // Each step that opens is announced to the host page; a refused click announces nothing, so the
    // next change heard is the one the following action made.
    const changes = heard(el, 'booking-step-change');
    expect(toggle(el, 4).getAttribute('aria-disabled')).to.equal('true');
    toggle(el, 4).click();
    await completeStep1(el);
    await waitFor(() => expandedStep(el) === 2, 'step 2');
    expect(changes).to.deep.equal([{ step: 2, previous: 1 }]);
    // Step 2 is not complete yet, so step 4 stays shut; going back is always allowed.
    toggle(el, 4).click();
    toggle(el, 1).click();
    await waitFor(() => expandedStep(el) === 1, 'back to step 1');
    expect(changes).to.deep.equal([
      { step: 2, previous: 1 },
      { step: 1, previous: 2 },
    ]);
  });

  it('keeps what was typed when the element moves in the page', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await waitForStepForm(el, 1);
    control(el, 's1-location-1').click();
    const holder = document.createElement('div');
    holder.dataset.testFixture = '';
    document.body.append(holder);
    holder.append(el);
    await waitForStepForm(el, 1);
    expect(control(el, 's1-location-1').checked).to.equal(true);
  });
});

describe('prefill', () => {
  afterEach(cleanup);

  it('lands attribute values on the right fields, and the location once locations have loaded', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const partner = (await (await fetch(`${API}/api/partners?slug=harbour`)).json()).member[0];
      const query = new URLSearchParams({ partner: partner['@id'] });
      const locations = (await (await fetch(`${API}/api/locations?${query}`)).json()).member as {
        id: number;
      }[];
      const second = locations[1]!;
      const el = await mount({
        partner: 'harbour',
        lang: 'en-US',
        hotel: 'true',
        mice: 'false',
        email: 'planner@example.org',
        'first-name': 'Anna',
        lastname: 'de Vries',
        phone: '+31 20 123 4567',
        promo: 'SPRING',
        pax: 'many',
        'location-id': String(second.id),
      });
      await waitForStepForm(el, 1);
      expect(control(el, 's1-types-0').checked).to.equal(false);
      expect(control(el, 's1-types-1').checked).to.equal(true);
      expect(control(el, 's1-emailaddress').value).to.equal('planner@example.org');
      await waitFor(() => control(el, 's1-location-1').checked, 'the prefilled location');
      expect(warnings.filter((w) => w.includes('pax="many"'))).to.have.length(1);
      clickNext(el, 1);
      await waitFor(() => expandedStep(el) === 3, 'step 3 (hotel only)');
      await completeStep3(el);
      await waitForStepForm(el, 4);
      expect(control(el, 's4-firstname').value).to.equal('Anna');
      expect(control(el, 's4-lastname').value).to.equal('de Vries');
      expect(control(el, 's4-phonenumber').value).to.equal('+31 20 123 4567');
      expect(control(el, 's4-emailaddress').value).to.equal('planner@example.org');
      expect(control(el, 's4-discountCode').value).to.equal('SPRING');
      expect(part(el, 'error-summary')).to.equal(null);
    } finally {
      console.warn = warn;
    }
  });
});
