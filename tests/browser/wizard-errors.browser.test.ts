import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, deepActiveElement, mount, part, savedReservation, shadow, waitFor } from './helpers.ts';
import { allByRole } from './queries.ts';
import { clickNext, control, step, typeInto, waitForStepForm } from './wizard-helpers.ts';

describe('wizard errors (GOV.UK pattern)', () => {
  afterEach(cleanup);

  it('a failed Next focuses the error summary, whose links focus the fields', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await waitForStepForm(el, 1);
    clickNext(el, 1);
    const summary = await waitFor(() => part(el, 'error-summary'), 'the error summary');
    await waitFor(() => deepActiveElement() === summary, 'focus on the summary');
    expect(summary.querySelector('[role="alert"]')).to.not.equal(null);
    expect(summary.querySelector('h3')?.textContent).to.equal('There is a problem');
    const links = allByRole<HTMLAnchorElement>(summary, 'link');
    expect(links.map((a) => a.textContent)).to.deep.equal([
      'Location: This field is required',
      'Your e-mail address: This field is required',
    ]);
    links[1]!.click();
    expect(deepActiveElement()).to.equal(control(el, 's1-emailaddress'));
    links[0]!.click();
    expect(deepActiveElement()).to.equal(control(el, 's1-location-0'));
    // Still on step 1: a failed Next opens nothing.
    expect(step(el, 1).dataset.expanded).to.equal('true');
    expect(step(el, 1).dataset.complete).to.equal('false');
  });

  it('ties inline messages to their fields with aria-describedby = hint + error and a hidden prefix', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await waitForStepForm(el, 1);
    const input = control(el, 's1-emailaddress');
    // Typing alone does not validate; leaving the field does.
    await typeInto(el, 's1-emailaddress', 'anna@example');
    const error = await waitFor(() => shadow(el).getElementById('s1-emailaddress-error'), 'inline error');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal('s1-emailaddress-hint s1-emailaddress-error');
    expect(error.textContent).to.equal('Error: Invalid email address');
    const prefix = error.querySelector('span')!;
    expect(prefix.getBoundingClientRect().width).to.be.lessThan(2);
    // Fixing it while typing leaves the message until the visitor leaves the field.
    input.focus();
    input.select();
    await sendKeys({ type: 'anna@example.com' });
    // The auto-save has the new address, so the typing was handled; the message still shows.
    await waitFor(() => savedReservation()?.emailaddress === 'anna@example.com', 'the address saved');
    expect(shadow(el).getElementById('s1-emailaddress-error')).to.not.equal(null);
    await sendKeys({ press: 'Tab' });
    await waitFor(() => !shadow(el).getElementById('s1-emailaddress-error'), 'the error to clear on blur');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(input.getAttribute('aria-describedby')).to.equal('s1-emailaddress-hint');
  });

  it('translates shown messages and labels when the visitor switches language', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await waitForStepForm(el, 1);
    clickNext(el, 1);
    await waitFor(() => part(el, 'error-summary'), 'the error summary');
    el.setAttribute('lang', 'fi-FI');
    await waitFor(
      () => part(el, 'error-summary')?.querySelector('h3')?.textContent === 'Lomakkeessa on ongelma',
      'the Finnish summary',
    );
    expect(shadow(el).querySelector('label[for="s1-emailaddress"]')!.textContent).to.equal(
      'Sähköpostiosoitteesi',
    );
    expect(shadow(el).getElementById('s1-emailaddress-error')!.textContent).to.equal(
      'Virhe: Tämä kenttä on pakollinen',
    );
  });

  it('shows the messages in the visitor language', async () => {
    const el = await mount({ partner: 'harbour', lang: 'nl-NL' });
    await waitForStepForm(el, 1);
    clickNext(el, 1);
    await waitFor(() => part(el, 'error-summary'), 'the error summary');
    expect(part(el, 'error-summary')!.querySelector('h3')!.textContent).to.equal('Er is een probleem');
    const error = shadow(el).getElementById('s1-emailaddress-error')!;
    expect(error.textContent).to.equal('Fout: Dit veld is verplicht');
  });
});
