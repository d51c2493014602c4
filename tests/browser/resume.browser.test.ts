// The "continue where you left off" e-mail's link (issue 14), opened on another device: an empty tab
// (no draft of its own) with `#/{lang}/resume/{username}/{id}?key=…` in the host page's hash, for a
// draft made through the real API. Also where the visitor reads the booking's readable reference: the
// offer view and step 5 once the booking is sent.

import { expect } from 'chai';
import { createDraft, requestBooking, startTestDaysAt } from '../fixtures/booking-api.mjs';
import { API, cleanup, locale, mount, part, parts, savedReservation, waitFor } from './helpers.ts';
import { byRole, queryByRole, queryByText, textOf } from './queries.ts';
import { control, expandedStep, step, visitorEmail, waitForStepForm } from './wizard-helpers.ts';

// Browser files share one server and offers hold the same hall: this file books days of its own
// (prices: 1500, parts: 1600, offer dialogs: 1700, resume: 1800 days ahead).
startTestDaysAt(1800);

type Texts = Record<string, Record<string, unknown>>;
let offer: Texts;
let summary: Texts;
let shell: Texts;

/** `{{name}}` placeholders of a locale text filled in. */
const fill = (text: unknown, values: Record<string, string>) =>
  String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The host page's address back to the test page itself (no hash), as a fresh visit has it. */
function forgetHash(): void {
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

/** Opens the widget at a resume link in an empty tab. */
async function openResumeLink(v: { id: number; username: string; key: string }, lang = 'en-US') {
  sessionStorage.clear();
  location.hash = `#/${lang}/resume/${v.username}/${v.id}?key=${encodeURIComponent(v.key)}`;
  const entries = history.length;
  const el = await mount({ partner: 'harbour' });
  return { el, entries };
}

/** The booking of the tab's stored draft, if any. */
function draftedBooking(): { id: number; username: string; key: string } | null {
  for (let i = 0; i < sessionStorage.length; i++) {
    try {
      const draft = JSON.parse(sessionStorage.getItem(sessionStorage.key(i) ?? '') ?? '');
      if (draft?.booking) return draft.booking;
    } catch {
      // Not a draft.
    }
  }
  return null;
}

describe('resuming a draft from its e-mail link', () => {
  before(async () => {
    offer = (await locale('offer.en-US')) as Texts;
    summary = (await locale('summary.en-US')) as Texts;
    shell = (await locale('en-US')) as Texts;
  });
  afterEach(() => {
    cleanup();
    forgetHash();
  });

  it('takes the draft over on another device where input is needed, drops the key, and keeps it on reload', async function () {
    this.timeout(60_000);
    const email = visitorEmail();
    // Everything but the on-site contact's phone: step 4 still needs input.
    const v = await createDraft(API, {
      email,
      onsiteContact: { firstname: 'Piet', lastname: 'Bakker', email: '', phonenumber: '' },
    });
    const { el, entries } = await openResumeLink(v);

    await waitFor(() => expandedStep(el) === 4, 'the wizard to land on step 4', 15_000);
    await waitForStepForm(el, 4);
    expect(control(el, 's4-firstname').value).to.equal('Anna');
    expect(control(el, 's4-lastname').value).to.equal('Jansen');
    expect(control(el, 's4-onsiteContact-firstname').value).to.equal('Piet');
    expect(control(el, 's4-onsiteContact-phonenumber').value).to.equal('');
    for (const n of [1, 2, 3]) expect(step(el, n).dataset.complete, `step ${n}`).to.equal('true');
    expect(step(el, 4).dataset.complete).to.equal('false');

    // The key left the address bar, in place: Back does not lead to the link again.
    await waitFor(() => location.hash === '#/', 'the address to be the wizard’s');
    expect(location.href).not.to.contain(v.key);
    expect(history.length).to.equal(entries);
    // The tab's draft is this booking now.
    expect(draftedBooking()).to.deep.equal({ id: v.id, username: v.username, key: v.key });

    // A reload: a new widget on the same address, with the same tab storage.
    el.remove();
    const again = await mount({ partner: 'harbour' });
    // The reload reopens the step the visitor was on.
    await waitForStepForm(again, 4);
    expect(control(again, 's4-firstname').value).to.equal('Anna');
    // The event's guests and times came back too (step 2 gives them to each new day).
    expect(savedReservation()).to.include({ eventPax: 12, eventStartTime: '09:00', eventEndTime: '17:00' });
    step(again, 1).querySelector<HTMLButtonElement>('[part~="step-toggle"]')?.click();
    await waitForStepForm(again, 1);
    expect(control(again, 's1-emailaddress').value).to.equal(email);
    expect(part(again, 'view'), 'no booking view').to.equal(null);
    expect(draftedBooking()?.id).to.equal(v.id);
  });

  it('a complete draft lands on step 5; once sent, step 5 names it by its reference', async function () {
    this.timeout(60_000);
    const v = await createDraft(API, {
      email: visitorEmail(),
      onsiteContact: { firstname: 'Piet', lastname: 'Bakker', email: '', phonenumber: '+31 20 555 0102' },
    });
    const reference = v.booking.reference;
    expect(reference).to.match(/^[A-Z0-9]+-[A-Z0-9]+-\d{4}-\d{4,}$/);
    const { el } = await openResumeLink(v);

    await waitFor(() => expandedStep(el) === 5, 'the wizard to land on step 5', 15_000);
    const send = await waitFor(
      () => parts<HTMLButtonElement>(el, 'submit-button').find((b) => b.dataset.transition !== 'book_now'),
      'a send button',
      15_000,
    );
    byRole(step(el, 5), 'checkbox', String((summary.terms as Record<string, string>).label)).click();
    send.click();
    const outcome = summary.outcome as Record<string, string>;
    const line = fill(outcome.reference, { reference });
    // Right after sending, the news opens as a dialog; closed, step 5 keeps saying it.
    const dialog = await waitFor(() => queryByRole(el, 'dialog'), 'the outcome dialog', 15_000);
    expect(textOf(dialog)).to.contain(line);
    byRole(dialog, 'button', shell.help?.close as string).click();
    await waitFor(() => queryByText(step(el, 5), line), `"${line}" in step 5`);
    const link = byRole(step(el, 5), 'link', outcome.viewOrChange as string);
    expect(link.getAttribute('href')).to.contain(`/reservation/${v.username}/${v.id}?key=`);
  });

  it('a booking sent meanwhile opens in the offer view, named by its reference', async function () {
    this.timeout(60_000);
    const v = await requestBooking(API, { email: visitorEmail() });
    const { el } = await openResumeLink(v);

    const view = await waitFor(() => part<HTMLElement>(el, 'view'), 'the offer view', 15_000);
    expect(view.dataset.view).to.equal('offer');
    const reference = v.booking.reference;
    const heading = byRole(view, 'heading', fill(offer.view?.title, { reference }));
    // Read out on the phone: never split at one of its hyphens on a narrow screen.
    const inHeading = [...heading.querySelectorAll('span')].find((span) => textOf(span) === reference);
    expect(inHeading && getComputedStyle(inHeading).whiteSpace).to.equal('nowrap');
    const details = offer.details as Record<string, string>;
    const label = [...view.querySelectorAll('dt')].find((dt) => textOf(dt) === details.reference);
    expect(textOf(label?.nextElementSibling)).to.equal(reference);
    // The address is the offer's own link now, so a reload shows the offer again.
    expect(location.hash).to.equal(
      `#/en-US/reservation/${v.username}/${v.id}?key=${encodeURIComponent(v.key)}`,
    );

    // The edit view and the booking page name it the same way.
    byRole(view, 'button', (offer.actions as Record<string, string>).edit as string).click();
    const editTitle = fill((offer.edit as Record<string, string>).title, { reference });
    await waitFor(() => queryByRole(el, 'heading', editTitle), `the heading "${editTitle}"`, 15_000);
    location.hash = `#/booking/${v.username}/${v.id}`;
    const pageTitle = fill((offer.bookingPage as Record<string, string>).title, { reference });
    await waitFor(() => queryByRole(el, 'heading', pageTitle), `the heading "${pageTitle}"`, 15_000);
  });

  it("shows the link's language for that visit, without making it the visitor's stored choice", async function () {
    this.timeout(60_000);
    const stored = localStorage.getItem('booking-form:lang');
    const v = await createDraft(API, { email: visitorEmail() });
    const { el } = await openResumeLink(v, 'nl-NL');
    await waitFor(() => part(el, 'root')?.getAttribute('lang') === 'nl-NL', 'the widget in Dutch', 15_000);
    await waitFor(() => location.hash === '#/', 'the wizard');
    const dutch = (await locale('nl-NL')) as Texts;
    const stepTitles = (dutch.wizard as Record<string, Record<string, string>>).steps;
    expect(textOf(step(el, 1).querySelector('[part~="step-toggle"]'))).to.contain(stepTitles?.details);
    expect(localStorage.getItem('booking-form:lang')).to.equal(stored);
  });

  it('a wrong key shows "not found" and takes nothing over', async function () {
    this.timeout(30_000);
    const v = await createDraft(API, { email: visitorEmail() });
    const { el } = await openResumeLink({ ...v, key: `${v.key}x` });
    const notFound = (offer.load as Record<string, Record<string, string>>)['not-found'];
    await waitFor(() => queryByRole(el, 'heading', notFound?.title ?? ''), 'the not-found view', 15_000);
    expect(draftedBooking()).to.equal(null);
  });
});
