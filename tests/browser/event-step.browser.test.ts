// Step 2, event spaces, against the real server: Amsterdam's halls, package deals and items.
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, deepActiveElement, mount, part, shadow, waitFor } from './helpers.ts';
import { allByRole, byRole, nameOf, textOf } from './queries.ts';
import {
  addItem,
  clickNext,
  completeStep1,
  control,
  dateFromToday,
  expandedStep,
  setField,
  spaceOptions,
  step,
  tabTo,
  typeInto,
  waitForStepForm,
} from './wizard-helpers.ts';

const days = (el: HTMLElement) => allByRole(el, 'region', /^Day \d+$/);
// Step 2's polite status region (the only one in the step).
// Step 2's count of free spaces, once the day's lookup has answered.
const spacesCounted = (el: HTMLElement) =>
  allByRole(el, 'status').find((region) => /^Spaces available/.test(textOf(region)));
const announced = (el: HTMLElement) =>
  textOf(step(el, 2).querySelector('[role="status"][aria-live="polite"]'));

/** Mounts the widget in Amsterdam (the first location) and opens step 2. */
async function openStep2(lang = 'en-US'): Promise<HTMLElement> {
  const el = await mount({ partner: 'harbour', lang });
  await completeStep1(el);
  await waitFor(() => expandedStep(el) === 2, 'step 2');
  await waitForStepForm(el, 2);
  await waitFor(() => shadow(el).getElementById('s2-days-0-date'), 'the first day');
  return el;
}

/** The event and the first day: 50 guests, 09:00–17:00, `daysAhead` from today. */
async function fillEvent(el: HTMLElement, daysAhead: number): Promise<void> {
  await typeInto(el, 's2-eventname', 'Sales kick-off');
  setField(el, 's2-eventType', 'conference');
  await typeInto(el, 's2-eventPax', '50');
  setField(el, 's2-eventStartTime', '09:00');
  setField(el, 's2-eventEndTime', '17:00');
  setField(el, 's2-days-0-date', dateFromToday(daysAhead));
}

describe('step 2, event spaces', () => {
  afterEach(cleanup);

  it('marks a too-small space with its maximum, books a package, a hall and an item, copies and removes a day', async () => {
    const el = await openStep2();
    await fillEvent(el, 70);
    // The partner's default setup is U-shape, which seats at most 40 in Amsterdam: nothing fits 50.
    expect(control<HTMLSelectElement>(el, 's2-days-0-emplacement').selectedOptions[0]?.textContent).to.equal(
      'U-shape',
    );
    control<HTMLButtonElement>(el, 's2-days-0-halls').click();
    const tooSmall = await waitFor(
      () => spaceOptions(el).find((option) => option.dataset.state === 'too_small'),
      'a space marked too small',
    );
    expect(tooSmall.dataset.mark).to.equal('not_available');
    expect(tooSmall.textContent).to.contain('IJ Zaal');
    expect(tooSmall.textContent).to.contain('Not available: too small, at most 40 guests');
    // The setup says so as soon as the server has answered, naming the layout's maximum.
    await waitFor(
      () =>
        shadow(el)
          .getElementById('s2-days-0-emplacement-error')
          ?.textContent?.includes('The most this layout supports is 40 guests'),
      'the no-space-fits message on the setup',
    );
    // Its radio's accessible name carries capacity and state.
    const radio = tooSmall.querySelector('input')!;
    expect(radio.labels?.[0]?.textContent).to.contain('Seats 40 in U-shape');

    // Hiding unavailable spaces leaves none in U-shape; theatre seating fits.
    const hide = byRole(el, 'button', 'Hide unavailable spaces');
    hide.click();
    await waitFor(() => spaceOptions(el).length === 0, 'unavailable spaces hidden');
    expect(hide.getAttribute('aria-pressed')).to.equal('true');
    hide.click();
    setField(el, 's2-days-0-emplacement', '/api/emplacements/5');
    await waitFor(
      () => spaceOptions(el).some((option) => option.dataset.mark === 'available'),
      'spaces in theatre seating',
    );

    // A package deal for the day, with its items and included spaces.
    const deal = await waitFor(() => shadow(el).getElementById('s2-days-0-packageDeals-1'), 'a package deal');
    (deal as HTMLInputElement).click();
    const details = shadow(el).getElementById('s2-days-0-packageDeals-1-details')!;
    await waitFor(() => details.textContent?.includes('IJ Zaal'), 'the included spaces');
    expect(details.textContent).to.contain('Projector with screen');
    await waitFor(
      () => spaceOptions(el).some((option) => option.dataset.mark === 'included'),
      'spaces marked included in package',
    );

    const hall = spaceOptions(el).find((option) => option.dataset.mark === 'included')!;
    hall.querySelector('input')!.click();
    await waitFor(() => hall.dataset.mark === 'selected', 'the hall selected');
    expect(announced(el)).to.match(/selected$/);

    // An item: per-guest catering starts at the day's guests. (The lunch buffet is in the package, so
    // it cannot be added again; the dinner is in no day package.)
    await addItem(el, 'Three-course dinner');
    await waitFor(() => shadow(el).getElementById('s2-days-0-items-0-amount'), 'the item row');
    expect(deepActiveElement()?.id).to.equal('s2-days-0-items-0-amount');
    expect(control(el, 's2-days-0-items-0-numberOfGuests').value).to.equal('50');

    // Copy to the next free date: focus goes to the copy's date.
    byRole(el, 'button', 'Copy day 1 to the next free date').click();
    await waitFor(() => days(el).length === 2, 'the copied day');
    // Shown the way US English writes dates (#18).
    const [year, month, date] = dateFromToday(71).split('-');
    expect(control(el, 's2-days-1-date').value).to.equal(`${month}/${date}/${year}`);
    expect(deepActiveElement()?.id).to.equal('s2-days-1-date');
    // The copy keeps the hall and asks for its own date's spaces.
    await waitFor(
      () => spaceOptions(el, 1).some((option) => option.dataset.mark === 'selected'),
      'the copy’s chosen hall among its spaces',
    );

    // Remove the copy: focus goes to the add-day button.
    byRole(el, 'button', 'Remove day 2').click();
    await waitFor(() => days(el).length === 1, 'the day removed');
    expect(deepActiveElement()?.id).to.equal('s2-add-day');
    expect(announced(el)).to.equal('Day 2 removed');

    clickNext(el, 2);
    await waitFor(() => expandedStep(el) === 4, 'step 4, skipping the hotel step');
    expect(step(el, 2).dataset.complete).to.equal('true');
  });

  it('shows the error summary on a failed Next, linking to a day’s field', async () => {
    const el = await openStep2();
    clickNext(el, 2);
    const summary = await waitFor(() => part(el, 'error-summary'), 'the error summary');
    expect(deepActiveElement()).to.equal(summary);
    const links = allByRole<HTMLAnchorElement>(summary, 'link');
    const dateLink = links.find((link) => link.getAttribute('href') === '#s2-days-0-date');
    expect(dateLink?.textContent).to.equal('Day 1, Date: This field is required');
    expect(links.some((link) => link.getAttribute('href') === '#s2-days-0-halls')).to.equal(true);
    dateLink!.click();
    expect(deepActiveElement()?.id).to.equal('s2-days-0-date');
    expect(control(el, 's2-days-0-date').getAttribute('aria-describedby')).to.contain('s2-days-0-date-error');
    // A date in the past is refused with its own message.
    setField(el, 's2-days-0-date', dateFromToday(-3));
    await waitFor(
      () =>
        shadow(el)
          .getElementById('s2-days-0-date-error')
          ?.textContent?.includes('Choose a date that is not in the past'),
      'the past-date message',
    );
  });

  it('keeps the add-space button where it is when the count of free spaces arrives', async () => {
    const el = await openStep2();
    await fillEvent(el, 82);
    // 12 guests fit the default setup: no message about the setup comes with the answer (it would move
    // the button for a good reason).
    setField(el, 's2-eventPax', '12');
    // Measured before the day's lookup answers (it waits 250 ms for the typing to stop), as a visitor
    // aims at the button while the answer is on its way.
    expect(spacesCounted(el), 'the count before the lookup answered').to.equal(undefined);
    const before = control(el, 's2-days-0-halls').getBoundingClientRect().top;
    await waitFor(() => spacesCounted(el), 'the count of free spaces');
    // A click aimed before the answer still lands on the button (it landed on "Hide unavailable spaces").
    expect(control(el, 's2-days-0-halls').getBoundingClientRect().top).to.equal(before);
  });

  it('moves focus to the new space row after a click with the mouse, once the row is painted', async () => {
    const el = await openStep2();
    await fillEvent(el, 81);
    // Aimed once the day's answer is in: its setup message moves the button (50 guests fit no U-shape).
    await waitFor(() => spacesCounted(el), 'the count of free spaces');
    const add = control(el, 's2-days-0-halls');
    add.scrollIntoView({ block: 'center' });
    const box = add.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
    });
    await waitFor(() => deepActiveElement()?.id === 's2-days-0-halls-0-hall', 'focus on the new space row');
  });

  it('works with the keyboard: add a day, pick a space with Space, remove the day', async () => {
    const el = await openStep2();
    await fillEvent(el, 80);
    setField(el, 's2-eventPax', '12');
    await tabTo((a) => a.id === 's2-add-day', 'the add-day button');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => days(el).length === 2, 'a second day');
    expect(deepActiveElement()?.id).to.equal('s2-days-1-date');
    expect(announced(el)).to.equal('Day 2 added');
    // The first day's add-space button, then the first space of the selector.
    control(el, 's2-days-0-halls').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => deepActiveElement()?.id === 's2-days-0-halls-0-hall', 'focus on the new space row');
    await waitFor(() => spaceOptions(el).some((o) => o.dataset.mark === 'available'), 'spaces for 12 guests');
    await tabTo(
      (a) =>
        a.getAttribute('type') === 'radio' &&
        a.closest('li[data-mark]')?.getAttribute('data-mark') === 'available',
      'an available space',
    );
    await sendKeys({ press: 'Space' });
    await waitFor(
      () => spaceOptions(el).some((o) => o.dataset.mark === 'selected'),
      'a space selected by keyboard',
    );
    await tabTo((a) => /^Remove day \d+$/.test(nameOf(a)), 'a remove-day button');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => days(el).length === 1, 'one day left');
    expect(deepActiveElement()?.id).to.equal('s2-days-0-date');
  });
});
