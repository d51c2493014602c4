// Step 4 for a rooms-only booking (spec §2 step 4, issue #18): a family booking hotel rooms is asked
// only first and last name, e-mail and phone; no on-site contact and no billing address. A booking
// with meeting days is still asked both.
import { expect } from 'chai';
import { readBooking } from '../fixtures/booking-api.mjs';
import { API, cleanup, draftedBooking, mount, shadow, waitFor } from './helpers.ts';
import {
  clickNext,
  completeStep1,
  completeStep2,
  completeStep3,
  expandedStep,
  setField,
  waitForStepForm,
} from './wizard-helpers.ts';

const has = (el: HTMLElement, id: string) => shadow(el).getElementById(id) !== null;
const BILLING = ['s4-street', 's4-housenumber', 's4-postalcode', 's4-city', 's4-country'];

/** Fills only the account holder's name and phone (the e-mail comes from step 1). */
function fillNameAndPhone(el: HTMLElement): void {
  setField(el, 's4-firstname', 'Anna');
  setField(el, 's4-lastname', 'de Vries');
  setField(el, 's4-phonenumber', '+31 20 123 4567');
}

describe('step 4 of a rooms-only booking', function () {
  this.timeout(90_000);
  afterEach(cleanup);

  for (const lang of ['en-US', 'nl-NL']) {
    it(`asks only name, e-mail and phone and saves no billing address (${lang})`, async () => {
      const el = await mount({ partner: 'harbour', lang, mice: 'false', hotel: 'true' });
      await completeStep1(el);
      await waitFor(() => expandedStep(el) === 3, 'step 3');
      await completeStep3(el);
      await waitFor(() => expandedStep(el) === 4, 'step 4');
      await waitForStepForm(el, 4);
      for (const id of ['s4-firstname', 's4-lastname', 's4-emailaddress', 's4-phonenumber']) {
        expect(has(el, id), id).to.equal(true);
      }
      for (const id of [...BILLING, 's4-onsite-same', 's4-onsiteContact-firstname']) {
        expect(has(el, id), id).to.equal(false);
      }
      fillNameAndPhone(el);
      clickNext(el, 4);
      await waitFor(() => expandedStep(el) === 5, 'step 5 after Next with just name, e-mail and phone');

      const credentials = await waitFor(() => draftedBooking(), 'the draft booking');
      let booking: Record<string, unknown> | null = null;
      const started = performance.now();
      while (performance.now() - started < 10_000) {
        booking = (await readBooking(API, credentials.id, credentials)) as Record<string, unknown>;
        if (booking?.phonenumber || booking?.contactPersonPhonenumber) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      for (const key of ['street', 'postalcode', 'city']) expect(booking?.[key] || null, key).to.equal(null);
    });
  }

  it('still asks the billing address and the on-site contact with meeting days', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US', mice: 'true', hotel: 'false' });
    await completeStep1(el);
    await completeStep2(el);
    await waitFor(() => expandedStep(el) === 4, 'step 4');
    await waitForStepForm(el, 4);
    for (const id of [...BILLING, 's4-onsite-same']) expect(has(el, id), id).to.equal(true);
    fillNameAndPhone(el);
    clickNext(el, 4);
    await waitFor(
      () => shadow(el).getElementById('s4-street')?.getAttribute('aria-invalid') === 'true',
      'the street marked as missing',
    );
    expect(expandedStep(el)).to.equal(4);
  });
});
