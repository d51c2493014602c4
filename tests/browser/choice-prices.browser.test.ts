// Prices at the point of choice (issue #18) against the real server and its seeded catalogue
// (server/src/db/seed/**): each hall shows what renting it costs for the day's times, each package deal
// its price per person, each room type its nightly rate and breakfast price, and the public reads
// "available" or "only N left", never the hotel's count. The price summary stays in view: a panel
// beside the card on wide widths, a bar at the bottom of the viewport on narrow ones.
import { expect } from 'chai';
import { amsterdam } from '../../server/src/db/seed/harbour/amsterdam.ts';
import { berlin } from '../../server/src/db/seed/harbour/berlin.ts';
import { cleanup, mount, part, shadow, waitFor } from './helpers.ts';
import { byRole, textOf } from './queries.ts';
import {
  completeStep1,
  control,
  dateFromToday,
  expandedStep,
  fillStay,
  setField,
  spaceOptions,
  typeInto,
  visitorEmail,
  waitForStepForm,
} from './wizard-helpers.ts';

/** Money as en-US writes it (narrow symbol), independent of the widget's code. */
const eur = (minor: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'EUR',
    currencyDisplay: 'narrowSymbol',
  }).format(minor / 100);

type AxeResults = {
  passes: unknown[];
  violations: { id: string; help: string; nodes: { target: unknown }[] }[];
};
type Axe = { run(context: Element, options?: object): Promise<AxeResults> };

/** axe-core's browser build, served by web-test-runner from node_modules. */
function loadAxe(): Promise<Axe> {
  const w = window as { axe?: Axe };
  if (w.axe) return Promise.resolve(w.axe);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => resolve(w.axe!);
    script.onerror = () => reject(new Error('axe-core did not load'));
    document.head.append(script);
  });
}

/** axe's violations in the widget, as readable lines. */
async function violations(el: HTMLElement): Promise<string[]> {
  const results = await (await loadAxe()).run(el, { resultTypes: ['violations'] });
  expect(results.passes.length, 'rules that passed').to.be.greaterThan(10);
  return results.violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes[0]?.target)}`);
}

/** Step 2 in Amsterdam with 20 guests, 09:00–17:00, one day 90 days ahead and a plenary hall row. */
async function amsterdamDay(width: string): Promise<HTMLElement> {
  const parent = document.createElement('div');
  parent.style.width = width;
  parent.dataset.testFixture = '';
  document.body.append(parent);
  const el = await mount({ partner: 'harbour', lang: 'en-US' }, { parent });
  await completeStep1(el);
  await waitFor(() => expandedStep(el) === 2, 'step 2');
  await waitForStepForm(el, 2);
  await waitFor(() => shadow(el).getElementById('s2-days-0-date'), 'the first day');
  await typeInto(el, 's2-eventname', 'Board days');
  setField(el, 's2-eventType', 'meeting');
  await typeInto(el, 's2-eventPax', '20');
  setField(el, 's2-eventStartTime', '09:00');
  setField(el, 's2-eventEndTime', '17:00');
  setField(el, 's2-days-0-date', dateFromToday(90));
  control<HTMLButtonElement>(el, 's2-days-0-halls').click();
  await waitFor(() => spaceOptions(el).some((o) => o.dataset.mark === 'available'), 'the spaces');
  return el;
}

/** The words of a space option: its name and the lines under it. */
const optionText = (option: HTMLElement) => textOf(option.querySelector('label'));

describe('prices at the point of choice (issue #18)', () => {
  afterEach(cleanup);

  it('#18.9: each hall shows its rental for the day’s times, each package its price per person', async () => {
    const el = await amsterdamDay('1280px');
    // 09:00–17:00 lies within the full day (07:00–18:00), which in the seed costs less than a morning
    // plus an afternoon or eight hours: each hall's price for the day is its seeded full-day price.
    const priced = spaceOptions(el).filter((o) => o.dataset.mark === 'available');
    expect(priced.length).to.be.greaterThan(1);
    for (const option of priced) {
      const seeded = amsterdam.halls.find((hall) => optionText(option).startsWith(hall.name));
      expect(seeded, optionText(option)).to.not.equal(undefined);
      expect(optionText(option)).to.contain(`${eur(seeded!.prices.full_day!)} for this day’s times`);
    }
    // Package deals: "€… per person", the seeded price of the deal with that name.
    const deals = await waitFor(() => {
      const radios = [
        ...shadow(el).querySelectorAll<HTMLInputElement>('input[id^="s2-days-0-packageDeals-"]'),
      ];
      return radios.length > 1 ? radios.slice(1) : null;
    }, 'the package deals');
    for (const radio of deals) {
      const name = textOf(shadow(el).querySelector(`label[for="${radio.id}"]`));
      const seeded = amsterdam.packageDeals.find((deal) => deal.name['en-US'] === name);
      expect(seeded, name).to.not.equal(undefined);
      expect(textOf(shadow(el).getElementById(`${radio.id}-details`))).to.contain(
        `${eur(seeded!.pricePerPerson)} per person`,
      );
    }
  });

  it('#18.9: each room type shows its nightly rate and breakfast price, and “available”, never a count', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US', mice: 'false', hotel: 'true' });
    await waitForStepForm(el, 1);
    control(el, 's1-location-1').click();
    await typeInto(el, 's1-emailaddress', visitorEmail());
    byRole(el, 'button', 'Next').click();
    await waitFor(() => expandedStep(el) === 3, 'step 3');
    await waitForStepForm(el, 3);
    await fillStay(el, { rooms: '2', perRoom: '2', roomType: 1 });
    const types = await waitFor(() => {
      const radios = [...shadow(el).querySelectorAll<HTMLInputElement>('input[id^="s3-rooms-0-roomType-"]')];
      return radios.length === berlin.roomTypes.length ? radios : null;
    }, 'Berlin’s room types');
    for (const radio of types) {
      const name = textOf(shadow(el).querySelector(`label[for="${radio.id}"]`));
      const seeded = berlin.roomTypes.find((type) => type.name['en-US'] === name)!;
      expect(seeded, name).to.not.equal(undefined);
      // A fresh database books nothing: every type has more than five rooms free (seed: berlin.ts).
      expect(textOf(shadow(el).getElementById(`${radio.id}-details`))).to.equal(
        `${eur(seeded.pricePerNight)} per room per night · breakfast ${eur(seeded.breakfastPricePerPerson)} per guest per night · Guests per room: up to ${seeded.maxGuestsPerRoom} · Available`,
      );
    }
    const chosen = textOf(shadow(el).querySelector('label[for="s3-rooms-0-roomType-1"]'));
    const chosenType = berlin.roomTypes.find((type) => type.name['en-US'] === chosen)!;
    expect(textOf(shadow(el).getElementById('s3-rooms-0-breakfast-details'))).to.equal(
      `Breakfast costs ${eur(chosenType.breakfastPricePerPerson)} per guest per night.`,
    );
    const step3 = textOf(shadow(el).getElementById('s3-rooms-0-roomType'));
    expect(step3).to.not.contain('Free for the whole stay');
  });

  it('#18.9: at 1280 px the summary is a panel beside the card, in view while the form scrolls', async () => {
    const el = await amsterdamDay('1280px');
    const basket = await waitFor(() => part(el, 'basket'), 'the price summary');
    window.scrollTo(0, 0);
    await new Promise((r) => requestAnimationFrame(r));
    const card = shadow(el).querySelector('[part~="wizard"]')!.getBoundingClientRect();
    const panel = basket.getBoundingClientRect();
    expect(panel.left).to.be.at.least(card.right + 8);
    expect(panel.right).to.be.at.most(el.getBoundingClientRect().right);
    expect(panel.width).to.be.within(240, 340);
    // Beside the card's top (the card starts with the intro above the steps).
    expect(panel.top).to.be.within(card.top - 400, card.top + 1);
    // Scrolled to the middle of the card, the panel is still at the top of the viewport.
    window.scrollTo(0, window.scrollY + card.top + card.height / 2);
    await new Promise((r) => requestAnimationFrame(r));
    const scrolled = basket.getBoundingClientRect();
    expect(scrolled.top).to.be.within(0, 40);
    expect(byRole(el, 'heading', 'Price preview')).to.not.equal(null);
    expect(await violations(el)).to.deep.equal([]);
    window.scrollTo(0, 0);
  });

  it('#18.9: at 390 px the summary is a bar at the bottom of the viewport that opens its lines', async () => {
    const el = await amsterdamDay('390px');
    const basket = await waitFor(() => part(el, 'basket'), 'the price summary');
    const card = shadow(el).querySelector('[part~="wizard"]')!.getBoundingClientRect();
    window.scrollTo(0, window.scrollY + card.top + 200);
    await new Promise((r) => requestAnimationFrame(r));
    const bar = basket.getBoundingClientRect();
    expect(bar.bottom).to.be.within(window.innerHeight - 2, window.innerHeight + 1);
    expect(bar.height).to.be.within(44, 72);
    expect(bar.width).to.be.at.most(390);
    const show = byRole(el, 'button', 'Show prices');
    const lines = shadow(el).getElementById(show.getAttribute('aria-controls')!)!;
    expect(lines.getBoundingClientRect().height).to.equal(0);
    expect(show.getAttribute('aria-expanded')).to.equal('false');
    show.click();
    await waitFor(() => lines.getBoundingClientRect().height > 0, 'the lines open');
    // The lines open above the bar: the bar does not grow and nothing moves under it.
    expect(lines.getBoundingClientRect().bottom).to.be.at.most(basket.getBoundingClientRect().top + 1);
    expect(basket.getBoundingClientRect().height).to.equal(bar.height);
    expect(byRole(el, 'button', 'Hide prices').getAttribute('aria-expanded')).to.equal('true');
    expect(await violations(el)).to.deep.equal([]);
    window.scrollTo(0, 0);
  });
});
