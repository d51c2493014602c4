// Step 2's package deal against the real server (Amsterdam's seeded deals, issue #12.1 and #12.6): a
// deal is booked for persons that start at the day's guests and follow them until the visitor sets
// them, and what the deal includes is marked "included in package" and cannot be added again.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, mount, savedReservation, shadow, waitFor } from './helpers.ts';
import { queryByRole, queryByText } from './queries.ts';
import {
  completeStep1,
  control,
  dateFromToday,
  expandedStep,
  setField,
  typeInto,
  waitForStepForm,
} from './wizard-helpers.ts';

const PERSONS = 's2-days-0-packageDeals-persons';

async function stepWithDeal(): Promise<HTMLElement> {
  const el = await mount({ partner: 'harbour', lang: 'en-US' });
  await completeStep1(el);
  await waitFor(() => expandedStep(el) === 2, 'step 2');
  await waitForStepForm(el, 2);
  await waitFor(() => shadow(el).getElementById('s2-days-0-date'), 'the first day');
  await typeInto(el, 's2-eventname', 'Board days');
  setField(el, 's2-eventType', 'meeting');
  await typeInto(el, 's2-eventPax', '40');
  setField(el, 's2-eventStartTime', '09:00');
  setField(el, 's2-eventEndTime', '17:00');
  setField(el, 's2-days-0-date', dateFromToday(90));
  const deal = await waitFor(
    () => shadow(el).getElementById('s2-days-0-packageDeals-1') as HTMLInputElement | null,
    'a package deal',
  );
  deal.click();
  return el;
}

describe('step 2, package deal', () => {
  afterEach(cleanup);

  it('#12.1: the persons start at the day’s guests and follow them until the visitor sets them', async () => {
    const el = await stepWithDeal();
    const persons = await waitFor(
      () => shadow(el).getElementById(PERSONS) as HTMLInputElement | null,
      'persons',
    );
    expect(persons.value).to.equal('40');
    expect(persons.labels?.[0]?.textContent).to.match(/^Persons/);
    setField(el, 's2-eventPax', '30');
    await waitFor(() => control(el, PERSONS).value === '30', 'the persons to follow the guests');
    setField(el, PERSONS, '25');
    await waitFor(() => control(el, PERSONS).value === '25', 'the visitor’s persons');
    setField(el, 's2-eventPax', '35');
    // The auto-save has the new guests, so the change was handled; the visitor's persons stay.
    await waitFor(() => String(savedReservation()?.eventPax) === '35', 'the 35 guests saved');
    expect(control(el, PERSONS).value).to.equal('25');
  });

  it('#12.6: items the deal includes are marked included and cannot be added again', async () => {
    const el = await stepWithDeal();
    // The item search's list, opened as a visitor opens it (its button beside the field).
    const search = await waitFor(() => control(el, 's2-days-0-items-search'), 'the item search');
    const projector = () => queryByRole(el, 'option', /^Projector with screen/);
    search.focus();
    await sendKeys({ press: 'ArrowDown' });
    // Every Amsterdam day package includes the projector with screen (seed: package-deals.ts).
    const included = await waitFor(
      () => queryByText(el, 'Projector with screen: Included in package'),
      'the projector marked included',
    );
    expect(included.closest('[role="option"]')?.getAttribute('aria-disabled')).to.equal('true');
    included.click();
    expect(shadow(el).getElementById('s2-days-0-items-0-amount'), 'nothing added').to.equal(null);
    // Without the deal it can be added again.
    (shadow(el).getElementById('s2-days-0-packageDeals-0') as HTMLInputElement).click();
    search.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(
      () => projector()?.getAttribute('aria-disabled') === null,
      'the projector addable without the deal',
    );
    expect(queryByText(el, /: Included in package$/)).to.equal(null);
  });
});
