import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { PART_NAMES } from '../../src/element/public-surface.ts';
import { offeredBooking, startTestDaysAt } from '../fixtures/booking-api.mjs';
import { API, cleanup, mount, waitFor } from './helpers.ts';
import { allByRole, byRole, queryByRole } from './queries.ts';
import {
  clickNext,
  completeStep1,
  completeStep2,
  completeStep3,
  completeStep4,
  waitForStepForm,
} from './wizard-helpers.ts';

// Browser files share one server and offers hold the same hall: this file books days of its own
// (prices: 1500, parts: 1600, offer dialogs: 1700, resume: 1800 days ahead).
startTestDaysAt(1600);

// The styling surface is a contract (src/element/public-surface.ts): every screen the suite reaches
// (loading, the wizard's five steps with their errors, the language menu, every dialog, the offer,
// edit and booking views, a wrong link and a failed start) may emit only the documented parts, and
// every documented part shows up somewhere. Parts are recorded as they appear, so short-lived ones
// (loading states, dialogs) count too.

declare global {
  interface Window {
    __BF_STAFF_KEY__: string;
  }
}

/** Where each part was first seen. */
const seen = new Map<string, string>();
let screen = 'start';

function record(root: ParentNode) {
  for (const node of root.querySelectorAll('[part]'))
    for (const name of node.getAttribute('part')!.split(/\s+/).filter(Boolean))
      if (!seen.has(name)) seen.set(name, screen);
}

// Every widget added to the page is watched from the moment it is connected.
const pageWatcher = new MutationObserver((records) => {
  for (const added of records.flatMap((r) => [...r.addedNodes]))
    if (added instanceof HTMLElement && added.localName === 'booking-form' && added.shadowRoot) {
      const shadowRoot = added.shadowRoot;
      record(shadowRoot);
      new MutationObserver(() => record(shadowRoot)).observe(shadowRoot, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['part'],
      });
    }
});

async function openLink(path: string): Promise<HTMLElement> {
  window.location.hash = path;
  return mount({ partner: 'harbour' });
}

async function offered() {
  const visitor = await offeredBooking(API, window.__BF_STAFF_KEY__);
  return visitor;
}

/** Opens the dialog behind a button, records it, and closes it with Escape. */
async function visitDialog(el: HTMLElement, button: string | RegExp, title: string | RegExp) {
  screen = `dialog ${String(title)}`;
  byRole(el, 'button', button).click();
  await waitFor(() => queryByRole(el, 'dialog', title), `the dialog ${String(title)}`);
  await sendKeys({ press: 'Escape' });
  await waitFor(() => !queryByRole(el, 'dialog', title), `the dialog ${String(title)} to close`);
}

describe('the styling surface', function () {
  this.timeout(60_000);
  before(() => pageWatcher.observe(document.body, { childList: true, subtree: true }));
  after(() => pageWatcher.disconnect());
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });

  it('walks the wizard: menus, help, errors and all five steps', async () => {
    screen = 'wizard';
    const el = await mount({ partner: 'harbour', hotel: 'true' });
    screen = 'language menu';
    byRole(el, 'button', /language/i).click();
    await waitFor(() => queryByRole(el, 'menu'), 'the language menu');
    await sendKeys({ press: 'Escape' });
    await visitDialog(el, /help/i, /help/i);
    screen = 'step 1 errors';
    await waitForStepForm(el, 1);
    clickNext(el, 1);
    await waitFor(() => queryByRole(el, 'heading', 'There is a problem'), 'the error summary');
    for (const [n, complete] of [
      [1, completeStep1],
      [2, completeStep2],
      [3, completeStep3],
      [4, completeStep4],
    ] as const) {
      screen = `step ${n}`;
      await complete(el);
    }
    screen = 'step 5';
    await waitForStepForm(el, 5);
    await waitFor(() => allByRole(el, 'button', /^Send|^Book/).length > 0, 'the send buttons');
    allByRole(el, 'button', /^Send|^Book/)[0]!.click();
    await waitFor(() => queryByRole(el, 'heading', 'There is a problem'), 'the error summary of step 5');
    // Book now holds the booking for payment: the payment panel with its countdown and pay button
    // (card payments are on; Stripe.js is the test double, served in its place).
    screen = 'payment';
    byRole(el, 'checkbox', /terms/).click();
    byRole(el, 'button', 'Book now').click();
    // The location's direct-checkout popup comes first.
    screen = 'direct-checkout popup';
    const popup = await waitFor(() => queryByRole(el, 'dialog', 'Before you book'), 'the popup');
    byRole(popup, 'button', 'Continue booking').click();
    await waitFor(() => el.shadowRoot!.querySelector('[part~="pay-button"]'), 'the pay button', 15_000);
  });

  it('walks the offer view, its dialogs and an outcome', async () => {
    screen = 'offer view';
    const visitor = await offered();
    const el = await openLink(`#/en-US/reservation/${visitor.username}/${visitor.id}?key=${visitor.key}`);
    await waitFor(() => queryByRole(el, 'button', 'Accept offer'), 'the offer actions', 15_000);
    await visitDialog(el, 'Turn down offer', 'Turn this offer down?');
    await visitDialog(el, 'Cancel reservation', 'Cancel this reservation?');
    screen = 'accept dialog';
    byRole(el, 'button', 'Accept offer').click();
    const dialog = await waitFor(() => queryByRole(el, 'dialog', 'Accept this offer?'), 'the accept dialog');
    byRole(dialog, 'button', 'Accept offer').click();
    await waitFor(() => queryByRole(dialog, 'checkbox', /terms/)?.getAttribute('aria-invalid'), 'the error');
    byRole(dialog, 'checkbox', /terms/).click();
    byRole(dialog, 'button', 'Accept offer').click();
    screen = 'outcome dialog';
    await waitFor(() => queryByRole(el, 'dialog', 'Offer accepted'), 'the outcome', 15_000);
  });

  it('walks the edit view, the booking page and a wrong link', async () => {
    const visitor = await offered();
    screen = 'edit view';
    let el = await openLink(`#/en-US/edit/${visitor.username}/${visitor.id}?key=${visitor.key}`);
    await waitFor(() => queryByRole(el, 'button', /Apply changes/), 'the edit view', 15_000);
    cleanup();
    screen = 'booking page';
    el = await openLink(`#/booking/${visitor.username}/${visitor.id}?key=${visitor.key}`);
    await waitFor(() => queryByRole(el, 'button', /Print/), 'the booking page', 15_000);
    cleanup();
    screen = 'wrong link';
    el = await openLink(
      `#/en-US/reservation/${visitor.username}/${visitor.id}?key=${visitor.key.slice(0, -2)}xx`,
    );
    await waitFor(() => queryByRole(el, 'button', 'Make a new reservation'), 'the not-found message', 15_000);
  });

  it('walks a start that fails (unknown partner)', async () => {
    screen = 'error';
    await mount({ partner: 'no-such-partner' }, { expect: 'error' });
  });

  it('emits only the documented parts, and every documented part somewhere', () => {
    const undocumented = [...seen].filter(([name]) => !PART_NAMES.has(name)).map(([n, s]) => `${n} (${s})`);
    expect(
      undocumented,
      'parts the element emits but src/element/public-surface.ts does not list',
    ).to.deep.equal([]);
    const never = [...PART_NAMES].filter((name) => !seen.has(name));
    expect(never, 'documented parts no screen emitted').to.deep.equal([]);
  });
});
