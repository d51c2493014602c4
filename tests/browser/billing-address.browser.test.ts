// Step 4's billing address (spec §3 `street` and `housenumber`, §2 prefill `address` and `houseNumber`):
// the house number is a field of its own, a prefilled one is shown and can be changed, and the edit
// view of a booking shows both parts of the address the booking holds.
import { expect } from 'chai';
import { bookingPayload, readBooking, requestBooking, startTestDaysAt } from '../fixtures/booking-api.mjs';
import { API, cleanup, draftedBooking, mount, parts, waitFor } from './helpers.ts';
import { byRole } from './queries.ts';
import {
  completeStep1,
  completeStep3,
  expandedStep,
  step,
  typeInto,
  waitForStepForm,
} from './wizard-helpers.ts';

// Browser files share one server and offers hold the same hall: this file books days of its own.
startTestDaysAt(2100);

type Address = { street: string; housenumber: string };

const field = (el: HTMLElement, name: string) => byRole<HTMLInputElement>(step(el, 4), 'textbox', name);

describe('the billing address', function () {
  this.timeout(60_000);
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });

  it('shows a prefilled house number in a field of its own that the visitor can change', async () => {
    const el = await mount({
      partner: 'harbour',
      lang: 'en-US',
      mice: 'false',
      hotel: 'true',
      address: 'Keizersgracht',
      'house-number': '12A',
    });
    await completeStep1(el);
    await completeStep3(el);
    await waitFor(() => expandedStep(el) === 4, 'step 4');
    await waitForStepForm(el, 4);
    expect(field(el, 'Street').value).to.equal('Keizersgracht');
    const houseNumber = field(el, 'House number (optional)');
    expect(houseNumber.value).to.equal('12A');
    expect(houseNumber.readOnly || houseNumber.disabled).to.equal(false);

    await typeInto(el, houseNumber.id, '14');
    expect(field(el, 'House number (optional)').value).to.equal('14');
    // The booking the server holds has the changed address (auto-save, 200 ms after the change).
    const credentials = await waitFor(() => draftedBooking(), 'the draft booking');
    let booking: Address | null = null;
    const started = performance.now();
    while (performance.now() - started < 10_000) {
      booking = (await readBooking(API, credentials.id, credentials)) as unknown as Address;
      if (booking?.housenumber === '14') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(booking).to.include({ street: 'Keizersgracht', housenumber: '14' });
  });

  /** Opens the edit view of a requested booking made through the API, at step 4. */
  async function editStep4(overrides: Record<string, unknown> = {}): Promise<HTMLElement> {
    const visitor = await requestBooking(API, overrides);
    window.location.hash = `#/en-US/edit/${visitor.username}/${visitor.id}?key=${encodeURIComponent(visitor.key)}`;
    const el = await mount({ partner: 'harbour' });
    // Looked up afresh each time: the steps are rendered again once the edit view's form is in (a tab
    // holding a draft of its own, as after the test above, shows that form's steps first).
    const stepToggle = () =>
      parts(el, 'step')
        .find((s) => s.dataset.step === '4')
        ?.querySelector<HTMLButtonElement>('[part~="step-toggle"]');
    // The edit view loads its chunks and the booking's catalogue before steps 1–3 count as complete;
    // when this file runs first, the test server compiles those chunks on their first request.
    const toggle = await waitFor(
      () => {
        const found = stepToggle();
        return found && found.getAttribute('aria-disabled') !== 'true' ? found : null;
      },
      'step 4 to be open to the visitor',
      30_000,
    );
    toggle.click();
    await waitForStepForm(el, 4);
    return el;
  }

  it("shows the street and the house number of the booking's address in the edit view", async () => {
    // The catalogue's fixture booking lives at 'Damrak 1'.
    expect(bookingPayload().address).to.equal('Damrak 1');
    const el = await editStep4();
    expect(field(el, 'Street').value).to.equal('Damrak');
    expect(field(el, 'House number (optional)').value).to.equal('1');
  });

  it('shows a street without a house number as it was written', async () => {
    const el = await editStep4({ address: 'Rue de la Paix', housenumber: '' });
    expect(field(el, 'Street').value).to.equal('Rue de la Paix');
    expect(field(el, 'House number (optional)').value).to.equal('');
  });
});
