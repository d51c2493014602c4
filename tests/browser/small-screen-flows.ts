import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { offeredBooking } from '../fixtures/booking-api.mjs';
import { API, cleanup, deepActiveElement, locale, mount, part, shadow, waitFor } from './helpers.ts';
import { allByRole, byRole, queryByRole } from './queries.ts';
import {
  axeViolations,
  DESKTOP,
  hostColumn,
  loadAxe,
  overflowAt,
  type ScreenSize,
  setScreen,
} from './screen-sizes.ts';
import {
  clickNext,
  control,
  expandedStep,
  step,
  typeInto,
  visitorEmail,
  waitForStepForm,
} from './wizard-helpers.ts';

// Shared by the small-screen files (one per size and subject keeps each within the runner's time for
// a file). Every view a link opens (the offer with its three dialogs, the booking page, the edit wizard, my
// bookings, not found), step 3 and the help dialog on a 320 px phone and at 200% zoom, in every
// language: nothing scrolls sideways or is cut off (amounts included), and axe finds nothing. Steps 1,
// 2, 4 and 5 are checked the same way in wizard-axe.browser.test.ts.

declare global {
  interface Window {
    __BF_STAFF_KEY__: string;
  }
}

const LOCALES = ['en-US', 'nl-NL', 'de-DE', 'fr-FR', 'fi-FI'] as const;

type OfferTexts = { actions: Record<'accept' | 'turn_down' | 'cancel', string> };

/** Opens the widget on `hash` and waits for `ready` to hold. */
async function open(
  hash: string,
  ready: (el: HTMLElement) => unknown,
  what: string,
  lang?: string,
): Promise<HTMLElement> {
  window.location.hash = hash;
  const el = await mount(lang ? { partner: 'harbour', lang } : { partner: 'harbour' }, {
    parent: hostColumn(),
  });
  await waitFor(() => ready(el), what, 15_000);
  return el;
}

const view = (name: string) => (el: HTMLElement) =>
  shadow(el).querySelector(`[part~="view"][data-view="${name}"]`);

/** Checks the widget as it is now: what overflows at the size, and axe's findings. */
async function check(el: HTMLElement, size: ScreenSize, label: string, found: string[]): Promise<void> {
  const where = `${label} at ${size.name}`;
  found.push(...overflowAt(el, size.width).map((line) => `${where}: ${line}`));
  found.push(...(await axeViolations(el, where)));
}

/** Submits the open dialog empty, so its messages show too. */
async function submitEmpty(dialog: HTMLElement): Promise<void> {
  allByRole<HTMLButtonElement>(dialog, 'button')
    .find((button) => button.type === 'submit')!
    .click();
  await waitFor(() => dialog.querySelector('[aria-invalid="true"]'), 'the dialog’s messages');
}

/** The views and dialogs at `size`, in every language. */
export function describeViewsAt(size: ScreenSize): void {
  describe(`views at ${size.name}`, function () {
    this.timeout(180_000);
    before(loadAxe);
    afterEach(async () => {
      cleanup();
      window.location.hash = '';
      await setScreen(DESKTOP);
    });

    for (const lang of LOCALES) {
      it(`fit the screen and pass axe in ${lang}`, async () => {
        const texts = (await locale(`offer.${lang}`)) as OfferTexts;
        const booking = await offeredBooking(API, window.__BF_STAFF_KEY__);
        const credentials = `${booking.username}/${booking.id}?key=${encodeURIComponent(booking.key)}`;
        const found: string[] = [];
        {
          await setScreen(size);

          let el = await open(
            `#/${lang}/reservation/${credentials}`,
            (e) => queryByRole(e, 'button', texts.actions.accept),
            'the offer view with its actions',
          );
          await check(el, size, 'offer view', found);
          for (const action of ['accept', 'turn_down', 'cancel'] as const) {
            byRole(el, 'button', texts.actions[action]).click();
            const dialog = await waitFor(() => queryByRole(el, 'dialog'), `the ${action} dialog`);
            await waitFor(() => dialog.contains(deepActiveElement()), 'focus in the dialog');
            await submitEmpty(dialog);
            await check(el, size, `${action} dialog`, found);
            await sendKeys({ press: 'Escape' });
            await waitFor(() => !queryByRole(el, 'dialog'), `the ${action} dialog to close`);
          }
          cleanup();

          // The booking page's link names no language: the page's attribute gives it.
          el = await open(`#/booking/${credentials}`, view('booking'), 'the booking page', lang);
          await check(el, size, 'booking page', found);
          cleanup();

          el = await open(
            `#/${lang}/edit/${credentials}`,
            (e) => view('edit')(e)?.querySelector('form'),
            'the edit wizard',
          );
          await check(el, size, 'edit view', found);
          cleanup();

          el = await open(`#/${lang}/bookings`, view('my-bookings'), 'my bookings');
          await check(el, size, 'my bookings', found);
          cleanup();

          el = await open(
            `#/${lang}/reservation/${booking.username}/${booking.id}?key=wrong-key`,
            (e) => shadow(e).querySelector('[role="alert"] h2'),
            'not found',
          );
          await check(el, size, 'not found', found);
          cleanup();
        }
        expect(found).to.deep.equal([]);
      });
    }
  });
}

/** Step 3 (its errors too) and the help dialog at each of `sizes`, in every language. */
export function describeStep3AndHelp(sizes: ScreenSize[]): void {
  describe('step 3 and the help dialog on small screens', function () {
    this.timeout(120_000);
    before(loadAxe);
    afterEach(async () => {
      cleanup();
      await setScreen(DESKTOP);
    });

    for (const lang of LOCALES) {
      it(`fit the screen and pass axe in ${lang}`, async () => {
        const found: string[] = [];
        for (const size of sizes) {
          await setScreen(size);
          // Hotel rooms only, in Berlin: step 3 with its room types.
          const el = await mount(
            { partner: 'harbour', lang, mice: 'false', hotel: 'true' },
            { parent: hostColumn() },
          );
          await waitForStepForm(el, 1);
          control(el, 's1-location-1').click();
          await typeInto(el, 's1-emailaddress', visitorEmail());
          clickNext(el, 1);
          await waitFor(() => expandedStep(el) === 3, 'step 3');
          await waitFor(() => shadow(el).getElementById('s3-rooms-0-roomType-0'), 'the room types');
          await check(el, size, 'step 3', found);
          clickNext(el, 3);
          await waitFor(() => step(el, 3).querySelector('[part~="error-summary"]'), 'step 3’s errors');
          await check(el, size, 'step 3 with errors', found);

          part(el, 'help-button')!.click();
          const dialog = await waitFor(() => queryByRole(el, 'dialog'), 'the help dialog');
          await waitFor(() => dialog.contains(deepActiveElement()), 'focus in the help dialog');
          await check(el, size, 'help dialog', found);
          await sendKeys({ press: 'Escape' });
          await waitFor(() => !queryByRole(el, 'dialog'), 'the help dialog to close');
          cleanup();
        }
        expect(found).to.deep.equal([]);
      });
    }
  });
}
