// Items per day (spec §3 Day.items `startTime`): food and beverage is served at a time the visitor
// may give in step 2; equipment has no such time. The time is saved with the booking.
import { expect } from 'chai';
import { readBooking, startTestDaysAt } from '../fixtures/booking-api.mjs';
import { API, cleanup, draftedBooking, locale, mount, waitFor } from './helpers.ts';
import { allByRole, queryByRole, textOf } from './queries.ts';
import {
  addItem,
  clickNext,
  completeStep1,
  completeStep4,
  expandedStep,
  fillStep2,
  setField,
  step,
  waitForStepForm,
} from './wizard-helpers.ts';

// Browser files share one server and offers hold the same hall: this file books days of its own.
startTestDaysAt(2200);

type Item = { item: string; startTime: string | null };
type Saved = { meetingRooms: { items: Item[] }[] };

describe('serving times of items', function () {
  this.timeout(60_000);
  afterEach(cleanup);

  it('asks when food and beverage is served, not when equipment is, and saves the time', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await completeStep1(el);
    await waitFor(() => expandedStep(el) === 2, 'step 2');
    await fillStep2(el, 2250);
    // Names from the seeded catalogue: a food and beverage item and an audiovisual one.
    await addItem(el, 'Three-course dinner');
    await addItem(el, 'Projector with screen');
    const served = await waitFor(
      () => queryByRole<HTMLSelectElement>(step(el, 2), 'combobox', /^Serving time of Three-course dinner/),
      'the serving time of the dinner',
    );
    // A list of quarter hours on the locale's clock (#18), nothing chosen yet.
    expect(served.value).to.equal('');
    expect(served.querySelector('option[value="19:30"]')?.textContent).to.equal('7:30 PM');
    expect(queryByRole(step(el, 2), 'combobox', /Serving time of Projector/)).to.equal(null);

    setField(el, served.id, '19:30');
    const credentials = await waitFor(() => draftedBooking(), 'the draft booking');
    let items: Item[] = [];
    const started = performance.now();
    while (performance.now() - started < 10_000) {
      const booking = (await readBooking(API, credentials.id, credentials)) as unknown as Saved;
      items = booking.meetingRooms[0]?.items ?? [];
      if (items.some((i) => i.startTime === '19:30')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(items.map((i) => i.startTime)).to.deep.equal(['19:30', null]);

    // The summary lists the dinner with its time (the words of the locale file), the projector without.
    const overview = (await locale('summary.en-US')) as { overview: { item: string; itemAt: string } };
    const fill = (text: string, values: Record<string, string>) =>
      text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
    clickNext(el, 2);
    await waitFor(() => expandedStep(el) === 4, 'step 4');
    await completeStep4(el);
    await waitForStepForm(el, 5);
    // The catalogue's names arrive after the step shows (a request of their own): "…" until then.
    const dinner = fill(overview.overview.itemAt, {
      name: 'Three-course dinner',
      amount: '1',
      time: '19:30',
    });
    const lines = await waitFor(() => {
      const shown = allByRole(step(el, 5), 'listitem').map((li) => textOf(li));
      return shown.includes(dinner) ? shown : null;
    }, 'the dinner named with its time in the summary');
    expect(lines).to.include(dinner);
    expect(lines).to.include(fill(overview.overview.item, { name: 'Projector with screen', amount: '1' }));
  });
});
