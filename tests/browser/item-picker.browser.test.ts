import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { API, cleanup, deepActiveElement, locale, mount, shadow, waitFor } from './helpers.ts';
import { byRole, queryByRole } from './queries.ts';
import { DESKTOP, hostColumn, setScreen } from './screen-sizes.ts';
import { completeStep1, control, expandedStep, fillStep2 } from './wizard-helpers.ts';

// Step 2's item picker on a 390 px phone (issue #18): a search that lists the location's items with
// their unit prices and how they are counted, and the chosen items as compact rows with − and +
// steppers. One day with one hall and one item used to be about 5,000 px long with 16 full-width "Add …"
// buttons; it now fits in a few screens.

type CatalogueItem = { name: string; price: number; currency: string; priceType: string };
type ItemTexts = {
  items: {
    search: string;
    perGuest: string;
    perPiece: string;
    amount: string;
    more: string;
    fewer: string;
    remove: string;
  };
};

/** The seeded catalogue of Harbour Amsterdam (location 1), as the API serves it. */
async function amsterdamItems(): Promise<CatalogueItem[]> {
  const res = await fetch(`${API}/api/items?location=1&itemsPerPage=100`);
  return ((await res.json()) as { member: CatalogueItem[] }).member;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const money = (item: CatalogueItem) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: item.currency }).format(item.price / 100);

describe('the item picker on a phone', function () {
  this.timeout(60_000);
  afterEach(async () => {
    cleanup();
    await setScreen(DESKTOP);
  });

  it('finds items by name with their prices, adds one by keyboard, and steps its amount', async () => {
    await setScreen({ name: '390 px', width: 390, height: 800 });
    const texts = (await locale('event.en-US')) as ItemTexts;
    const catalogue = await amsterdamItems();
    const dinner = catalogue.find((item) => item.name === 'Three-course dinner')!;
    const projector = catalogue.find((item) => item.name === 'Projector with screen')!;
    expect(dinner.priceType).to.equal('per_guest');
    expect(projector.priceType).to.equal('per_unit');

    const el = await mount({ partner: 'harbour', lang: 'en-US' }, { parent: hostColumn() });
    await completeStep1(el);
    await waitFor(() => expandedStep(el) === 2, 'step 2');
    await fillStep2(el, 2400);

    // One search field, no wall of buttons: the list opens on demand.
    const search = byRole<HTMLInputElement>(el, 'combobox', texts.items.search);
    expect(search.getAttribute('aria-expanded')).to.equal('false');
    const list = shadow(el).getElementById(search.getAttribute('aria-controls')!)!;
    expect(list.getAttribute('role')).to.equal('listbox');
    expect(queryByRole(el, 'option')).to.equal(null);

    // The whole list: every item with its unit price and how it is counted.
    search.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => search.getAttribute('aria-expanded') === 'true', 'the list to open');
    const projectorOption = byRole(el, 'option', /^Projector with screen/);
    expect(projectorOption.textContent).to.contain(fill(texts.items.perPiece, { price: money(projector) }));
    expect(search.getAttribute('aria-activedescendant')).to.equal(projectorOption.id);

    // Typing filters; the arrow keys move through what is left, Enter adds it.
    await sendKeys({ type: 'dinner' });
    await waitFor(() => queryByRole(el, 'option', /^Projector/) === null, 'the list to filter');
    const dinnerOption = byRole(el, 'option', /^Three-course dinner/);
    expect(dinnerOption.textContent).to.contain(fill(texts.items.perGuest, { price: money(dinner) }));
    await sendKeys({ press: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).to.equal(dinnerOption.id);
    await sendKeys({ press: 'Enter' });
    const amount = await waitFor(
      () => shadow(el).querySelector<HTMLInputElement>('#s2-days-0-items-0-amount'),
      'the dinner’s row',
    );
    expect(search.getAttribute('aria-expanded')).to.equal('false');
    expect(deepActiveElement()).to.equal(amount);
    expect(amount.value).to.equal('1');
    expect(control(el, 's2-days-0-items-0-numberOfGuests').value).to.equal('20');

    // − and + step the amount; − stops at one.
    const name = 'Three-course dinner';
    const more = byRole<HTMLButtonElement>(el, 'button', fill(texts.items.more, { name }));
    const fewer = byRole<HTMLButtonElement>(el, 'button', fill(texts.items.fewer, { name }));
    expect(fewer.disabled).to.equal(true);
    more.click();
    await waitFor(() => amount.value === '2', 'two dinners');
    fewer.click();
    await waitFor(() => amount.value === '1', 'one dinner again');

    // The items block with one item (a dinner: amount, guests, serving time) is about 500 px, not the
    // 1,700 px and more of sixteen "Add …" buttons
    // (the whole day, with its halls and package deals, is logged for the record).
    const day = shadow(el).querySelector<HTMLElement>('[data-day-index="0"]')!;
    const block = search.closest('fieldset')!;
    const height = (node: Element) => Math.round(node.getBoundingClientRect().height);
    console.log(`at 390 px: the day ${height(day)} px, its items ${height(block)} px`);
    expect(height(block)).to.be.below(800);

    // Remove gives focus back to the search.
    byRole(el, 'button', fill(texts.items.remove, { name })).click();
    await waitFor(() => !shadow(el).getElementById('s2-days-0-items-0-amount'), 'the row removed');
    expect(deepActiveElement()).to.equal(search);
  });
});
