// The offer and edit views as a visitor opening their e-mail link sees them (spec §2): the venue named
// with its address, phone, e-mail and a map link; where the booking stands on its way from request to
// confirmation; only the actions possible now; "Apply changes" in view while editing; and an edit that
// keeps the billing address's house number.
import { expect } from 'chai';
import { changeStatus, readBooking, requestBooking, startTestDaysAt } from '../fixtures/booking-api.mjs';
import { API, cleanup, mount, parts, waitFor } from './helpers.ts';
import { allByRole, byRole, queryByRole, textOf } from './queries.ts';
import { step, typeInto, waitForStepForm } from './wizard-helpers.ts';

// Browser files share one server and offers hold the same hall: this file books days of its own.
startTestDaysAt(2500);

declare global {
  interface Window {
    __BF_STAFF_KEY__: string;
  }
}

type Visitor = Awaited<ReturnType<typeof requestBooking>>;

async function openView(
  visitor: Visitor,
  view: 'reservation' | 'edit',
  lang = 'en-US',
): Promise<HTMLElement> {
  window.location.hash = `#/${lang}/${view}/${visitor.username}/${visitor.id}?key=${encodeURIComponent(visitor.key)}`;
  const el = await mount({ partner: 'harbour' });
  await waitFor(
    () => parts(el, 'view').find((v) => v.dataset.view === (view === 'edit' ? 'edit' : 'offer')),
    `the ${view} view`,
    15_000,
  );
  return el;
}

const staff = () => ({ staff: window.__BF_STAFF_KEY__ });

describe('the offer view', function () {
  this.timeout(60_000);
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });

  it('names the venue with its address, phone, e-mail and a map link', async () => {
    const visitor = await requestBooking(API);
    const el = await openView(visitor, 'reservation');
    // The seed's Harbour Hotel Amsterdam (server/src/db/seed/harbour/amsterdam.ts).
    const venue = byRole(el, 'region', 'Harbour Hotel Amsterdam');
    expect(textOf(venue)).to.contain('Oostelijke Handelskade 34, 1019 BN Amsterdam');
    expect(byRole<HTMLAnchorElement>(venue, 'link', /\+31 20 555 0134/).href).to.equal('tel:+31205550134');
    expect(
      byRole<HTMLAnchorElement>(venue, 'link', /events\.amsterdam@harbourhotels\.example/).href,
    ).to.equal('mailto:events.amsterdam@harbourhotels.example');
    const map = new URL(byRole<HTMLAnchorElement>(venue, 'link', /map/i).href);
    expect(map.origin + map.pathname).to.equal('https://www.openstreetmap.org/search');
    expect(map.searchParams.get('query')).to.equal(
      'Oostelijke Handelskade 34, 1019 BN Amsterdam, Netherlands',
    );
  });

  it('shows the way from request to confirmation with the current step marked', async () => {
    const visitor = await requestBooking(API);
    await changeStatus(API, visitor.id, staff(), { transition: 'send_offer', validUntil: '2099-12-31' });
    const el = await openView(visitor, 'reservation');
    const timeline = byRole(el, 'list', 'Progress');
    const steps = allByRole(timeline, 'listitem').map((item) => textOf(item).trim());
    expect(steps.map((s) => s.replace(/\s+/g, ' '))).to.deep.equal([
      'Requested (done)',
      'Offer received',
      'Accepted',
      'Confirmed',
    ]);
    const current = timeline.querySelectorAll('[aria-current="step"]');
    expect(current.length).to.equal(1);
    expect(textOf(current[0]).trim()).to.equal('Offer received');
  });

  it('a turned-down offer shows that end, and no list of actions that cannot run', async () => {
    const visitor = await requestBooking(API);
    await changeStatus(API, visitor.id, staff(), { transition: 'send_offer', validUntil: '2099-12-31' });
    await changeStatus(API, visitor.id, visitor, {
      transition: 'turn_down',
      reason: 'We found another venue',
      acknowledged: true,
    });
    const el = await openView(visitor, 'reservation');
    const timeline = byRole(el, 'list', 'Progress');
    const current = timeline.querySelectorAll('[aria-current="step"]');
    expect(current.length).to.equal(1);
    expect(textOf(current[0]).trim()).to.equal('Turned down');
    const actions = byRole(el, 'region', 'What would you like to do?');
    expect(allByRole(actions, 'button')).to.have.length(0);
    expect(textOf(actions)).not.to.match(/not possible/i);
    expect(actions.querySelectorAll('li')).to.have.length(0);
  });

  it('a request waiting for its offer offers only what can be done now', async () => {
    const visitor = await requestBooking(API);
    const el = await openView(visitor, 'reservation');
    const actions = byRole(el, 'region', 'What would you like to do?');
    expect(queryByRole(actions, 'button', 'Accept offer')).to.equal(null);
    expect(textOf(actions)).not.to.match(/not possible/i);
  });
});

describe('the edit view', function () {
  this.timeout(60_000);
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });

  async function openStep4(el: HTMLElement) {
    const toggle = await waitFor(
      () => step(el, 4).querySelector<HTMLButtonElement>('[part~="step-toggle"]'),
      'step 4',
      15_000,
    );
    await waitFor(() => toggle.getAttribute('aria-disabled') !== 'true', 'step 4 to be open');
    toggle.click();
    await waitForStepForm(el, 4);
  }

  it('keeps the house number when another part of the address is changed', async () => {
    // The fixture booking lives at 'Damrak 1' (tests/fixtures/booking-api.mjs).
    const visitor = await requestBooking(API);
    const el = await openView(visitor, 'edit');
    await openStep4(el);
    await typeInto(el, 's4-city', 'Haarlem');
    const apply = byRole<HTMLButtonElement>(el, 'button', 'Apply changes');
    await waitFor(() => !apply.disabled, 'Apply changes to be enabled');
    apply.click();
    await waitFor(() => queryByRole(el, 'dialog'), 'the edited dialog', 15_000);
    const stored = (await readBooking(API, visitor.id, visitor)) as Record<string, unknown>;
    const pending = (stored.pendingChange ?? {}) as Record<string, unknown>;
    const address = { ...stored, ...pending };
    expect(address).to.include({ city: 'Haarlem', address: 'Damrak 1' });
    expect(pending.housenumber ?? stored.housenumber).to.equal('1');

    cleanup();
    const again = await openView(visitor, 'edit');
    await openStep4(again);
    expect(byRole<HTMLInputElement>(step(again, 4), 'textbox', 'House number (optional)').value).to.equal(
      '1',
    );
  });

  it('keeps "Apply changes" in view while the visitor edits further down', async () => {
    const visitor = await requestBooking(API);
    const el = await openView(visitor, 'edit');
    await openStep4(el);
    await typeInto(el, 's4-city', 'Utrecht');
    const apply = byRole<HTMLButtonElement>(el, 'button', 'Apply changes');
    await waitFor(() => !apply.disabled, 'Apply changes to be enabled');
    const city = byRole<HTMLInputElement>(step(el, 4), 'textbox', 'City');
    city.scrollIntoView({ block: 'center' });
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const box = apply.getBoundingClientRect();
    expect(box.top).to.be.at.least(0);
    expect(box.bottom).to.be.at.most(window.innerHeight);
  });
});
