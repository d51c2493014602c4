// The location's own texts (spec §3 `meeting_room_disclaimer`, `checkout_disclaimer` and the two
// direct-checkout popups, spec §6): the meeting-room disclaimer in step 2, the price-calculation popup
// behind a link by the price, and the direct-checkout popup before book now goes ahead, each in the
// booking's language. Expected texts are the location's translations as the API serves them.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { startTestDaysAt } from '../fixtures/booking-api.mjs';
import { API, cleanup, deepActiveElement, locale, mount, savedReservation, waitFor } from './helpers.ts';
import { byRole, queryByRole, textOf } from './queries.ts';
import {
  completeStep1,
  completeStep2,
  completeStep3,
  completeStep4,
  expandedStep,
  step,
  waitForStepForm,
} from './wizard-helpers.ts';

// Browser files share one server and offers hold the same hall: this file books days of its own.
startTestDaysAt(2300);

type Translation = { language: string; type: string; name: string };

/** The chosen location's text of `type` in `language`, as the API serves it. */
async function locationText(type: string, language: string): Promise<string> {
  const iri = await waitFor(() => savedReservation()?.location as string | undefined, 'the chosen location');
  const location = (await (await fetch(`${API}${iri}`)).json()) as { translations: Translation[] };
  const found = location.translations.find((t) => t.type === type && t.language === language);
  if (!found) throw new Error(`the location has no ${type} in ${language}`);
  return found.name;
}

type Summary = { locationTexts: Record<string, string> };

describe("the location's texts", function () {
  this.timeout(90_000);
  let en: Summary;
  before(async () => {
    en = (await locale('summary.en-US')) as unknown as Summary;
  });
  afterEach(cleanup);

  it('shows the meeting-room disclaimer in step 2, in the booking’s language', async () => {
    const el = await mount({ partner: 'harbour', lang: 'nl-NL' });
    await completeStep1(el);
    await waitFor(() => expandedStep(el) === 2, 'step 2');
    await waitForStepForm(el, 2);
    const disclaimer = await locationText('meeting_room_disclaimer', 'nl-NL');
    await waitFor(() => textOf(step(el, 2)).includes(disclaimer), 'the meeting-room disclaimer');
  });

  it('explains the price from a link by it, and asks before book now goes ahead', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US', hotel: 'true' });
    await completeStep1(el);
    await completeStep2(el, 2350);
    await completeStep3(el);
    await completeStep4(el);
    await waitForStepForm(el, 5);

    // Step 5 is settled once its send buttons are there (it waits for the booking's payment parts).
    const bookNow = await waitFor(() => queryByRole(el, 'button', 'Book now'), 'the book-now button');

    // The price-calculation popup, from the link by the price; focus goes back to the link.
    const link = await waitFor(
      () => queryByRole(step(el, 5), 'button', en.locationTexts.priceCalculation),
      'the price-calculation link',
    );
    link.click();
    const explained = await waitFor(
      () => queryByRole(el, 'dialog', en.locationTexts.priceCalculation),
      'the price-calculation popup',
    );
    expect(textOf(explained)).to.contain(
      await locationText('direct_checkout_popup_price_calculation', 'en-US'),
    );
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !queryByRole(el, 'dialog', en.locationTexts.priceCalculation), 'the popup closed');
    // Focus goes back once the dialog's cleanup has run, just after it left the page.
    await waitFor(() => deepActiveElement() === link, 'focus back on the link');

    // Book now first shows the direct-checkout popup; going back books nothing.
    const checkout = await locationText('direct_checkout_popup_checkout', 'en-US');
    byRole(el, 'checkbox', /terms/).click();
    bookNow.click();
    let popup = await waitFor(
      () => queryByRole(el, 'dialog', en.locationTexts.directCheckoutTitle),
      'the direct-checkout popup',
    );
    expect(textOf(popup)).to.contain(checkout);
    byRole(popup, 'button', en.locationTexts.back).click();
    await waitFor(() => !queryByRole(el, 'dialog', en.locationTexts.directCheckoutTitle), 'the popup closed');
    await waitFor(() => deepActiveElement() === bookNow, 'focus back on Book now');
    expect(el.shadowRoot!.querySelector('[part~="pay-button"]')).to.equal(null);
    expect(byRole(el, 'button', 'Book now') === bookNow, 'Book now still there').to.equal(true);

    // Continuing books now: the payment panel follows.
    bookNow.click();
    popup = await waitFor(
      () => queryByRole(el, 'dialog', en.locationTexts.directCheckoutTitle),
      'the direct-checkout popup again',
    );
    byRole(popup, 'button', en.locationTexts.continue).click();
    await waitFor(() => el.shadowRoot!.querySelector('[part~="pay-button"]'), 'the pay button', 15_000);
  });
});
