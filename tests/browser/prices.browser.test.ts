import { expect } from 'chai';
import { bookingPayload, offeredBooking, startTestDaysAt } from '../fixtures/booking-api.mjs';
import { API, cleanup, deepActiveElement, mount, part, waitFor } from './helpers.ts';
import { allByRole, allByText, byRole, queryByRole, queryByText, textOf } from './queries.ts';

// Issue #12 as a visitor sees it on the offer view of bookings made through the real API: one price
// component grouped per currency and venue, taxes by scheme, one discount row per venue, lines whose
// quantity × unit price is the amount, and the totals the billing API answers, to the cent. Names and
// prices come from the seeded Harbour catalogue (server/src/db/seed/**).

declare global {
  interface Window {
    __BF_STAFF_KEY__: string;
  }
}

type Visitor = { id: number; username: string; key: string };
type Totals = { currency: string; totalPriceIncludingTaxes: number };
type VenueJson = { name: string; pricing: { subtotal: number; currency: string } };
type BillingJson = { currencies: Totals[]; venues: VenueJson[] };

/** What the visitor reads, as en-US writes money (narrow symbol), independent of the widget's code. */
const usd = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
    minor / 100,
  );

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The price component's label–value rows (`dt`/`dd`), as a screen reader lists terms and definitions. */
const rows = (scope: Element) =>
  allByRole(scope, 'term').map((term) => ({
    label: textOf(term),
    value: textOf(term.nextElementSibling),
    term,
  }));

/** The price component's lines (list items with a `data-kind`). */
const lines = (el: HTMLElement) => allByRole(part(el, 'prices')!, 'listitem').filter((li) => li.dataset.kind);

/** The currency blocks: regions named "Prices in …" when there are several. */
const groups = (el: HTMLElement) => allByRole(el, 'region', /^Prices in [A-Z]{3}$/);

/**
 * A meeting in Amsterdam (IJ Zaal, lunch buffet for the day's 12 guests) with rooms in Amsterdam,
 * Helsinki (a standard double room, /api/location_room_types/11) and New York (a standard double room,
 * /api/location_room_types/15), with promo code WELCOME10 (10 % off everything).
 */
function multiVenue() {
  const base = bookingPayload() as {
    meetingRooms: { items: unknown[] }[];
    hotelRooms: Record<string, unknown>[];
  };
  const [day] = base.meetingRooms;
  const [stay] = base.hotelRooms;
  return {
    promoCode: 'WELCOME10',
    meetingRooms: [
      { ...day, items: [{ item: '/api/items/8', amount: 1, numberOfGuests: null, startTime: null }] },
    ],
    hotelRooms: [
      stay,
      { ...stay, amount: 1, roomType: '/api/location_room_types/11' },
      { ...stay, amount: 1, roomType: '/api/location_room_types/15' },
    ],
  };
}

async function billingOf(visitor: Visitor): Promise<BillingJson> {
  const response = await fetch(`${API}/api/booking/${visitor.id}/billing`, {
    headers: { username: visitor.username, key: visitor.key },
  });
  return response.json();
}

// The offer-dialog tests book random days 200–600 days ahead on the same server and hold the same hall:
// this file's offers take days of their own, past that range.
startTestDaysAt(1500);

/** A request with an offer on it, made through the API. */
async function offered(overrides: Record<string, unknown>): Promise<Visitor> {
  const visitor = await offeredBooking(API, window.__BF_STAFF_KEY__, overrides);
  return visitor;
}

/** Opens a visitor's offer view in the widget, as its e-mail link does. */
async function openView(visitor: Visitor): Promise<HTMLElement> {
  window.location.hash = `#/en-US/reservation/${visitor.username}/${visitor.id}?key=${visitor.key}`;
  const el = await mount({ partner: 'harbour' });
  await waitFor(
    () => queryByRole(el, 'button', 'Accept offer') && part(el, 'price-total'),
    'the offer view with prices',
    15_000,
  );
  return el;
}

async function openOffer(overrides: Record<string, unknown>): Promise<{ el: HTMLElement; visitor: Visitor }> {
  const visitor = await offered(overrides);
  return { el: await openView(visitor), visitor };
}

// One multi-venue booking serves every test that only reads it (the API limits new bookings per address).
let shared: Visitor | null = null;
async function openMultiVenue(): Promise<{ el: HTMLElement; visitor: Visitor }> {
  shared ??= await offered(multiVenue());
  return { el: await openView(shared), visitor: shared };
}

describe('prices on the offer view (issue #12)', () => {
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });

  it('#12.2: a booking over three venues shows each currency total of the billing and each hotel', async () => {
    const { el, visitor } = await openMultiVenue();
    const billing = await billingOf(visitor);
    expect(groups(el).map((g) => g.dataset.currency)).to.deep.equal(['EUR', 'USD']);
    expect(groups(el).map((g) => text(g.querySelector('[part~="price-total"]')))).to.deep.equal(
      billing.currencies.map((c) => usd(c.totalPriceIncludingTaxes, c.currency)),
    );
    expect(allByRole(part(el, 'prices')!, 'heading').map(textOf)).to.deep.equal([
      'Harbour Hotel Amsterdam',
      'Harbour Hotel Helsinki',
      'Harbour Hotel New York',
    ]);
  });

  it('#12.2: stays at other venues are titled with their room type and hotel, never "No. 11"', async () => {
    const { el } = await openMultiVenue();
    const stays = byRole(el, 'region', 'Hotel rooms');
    const title = stays.getAttribute('aria-labelledby');
    const titles = allByRole(stays, 'heading')
      .filter((heading) => heading.id !== title)
      .map(textOf);
    expect(titles).to.deep.equal([
      'Single room',
      'Standard double room, Harbour Hotel Helsinki',
      'Standard double room, Harbour Hotel New York',
    ]);
  });

  it('#12.4: New York is taxed as sales tax; a EUR block with two hotels names them on their VAT', async () => {
    const { el } = await openMultiVenue();
    const [eur, usdGroup] = groups(el);
    // Tax rows carry their venue's scheme (`data-scheme`).
    const taxes = (group: Element) => rows(group).filter((row) => row.term.parentElement?.dataset.scheme);
    const usdTaxes = taxes(usdGroup!).map((row) => row.label);
    expect(usdTaxes).to.deep.equal(['Sales tax 8.875%']);
    const eurTaxes = taxes(eur!).map((row) => row.label);
    expect(eurTaxes.length).to.be.greaterThan(1);
    for (const label of eurTaxes)
      expect(label).to.match(/^incl\. VAT \d+%, Harbour Hotel (Amsterdam|Helsinki)$/);
  });

  it('#12.3: one discount row per venue, with one minus style, no discount lines', async () => {
    const { el } = await openMultiVenue();
    const discounts = rows(part(el, 'prices')!).filter((row) => row.label.startsWith('Discount'));
    expect(discounts).to.have.length(3);
    for (const row of discounts) {
      expect(row.label).to.equal('Discount WELCOME10');
      expect(row.value).to.match(/^−[€$]\d/);
    }
    expect(lines(el).filter((line) => line.dataset.kind === 'discount')).to.have.length(0);
  });

  it('#12.4: a meeting-only booking has no hotel subtotal and no tourist-tax note', async () => {
    const { el } = await openOffer({ types: ['mice'], hotelRooms: [] });
    const labels = rows(part(el, 'prices')!).map((row) => row.label);
    expect(labels.filter((label) => label === 'Meeting days')).to.have.length(1);
    expect(labels.filter((label) => label === 'Hotel rooms')).to.have.length(0);
    expect(allByText(el, /^Tourist tax/)).to.have.length(0);
  });

  it('#12.2: the accept dialog books for each currency total of the billing', async () => {
    const { el, visitor } = await openMultiVenue();
    const billing = await billingOf(visitor);
    byRole(el, 'button', 'Accept offer').click();
    const dialog = await waitFor(() => queryByRole(el, 'dialog', 'Accept this offer?'), 'the accept dialog');
    await waitFor(() => dialog.contains(deepActiveElement()), 'focus in the dialog');
    const [eur, dollars] = billing.currencies.map((c) => usd(c.totalPriceIncludingTaxes, c.currency));
    expect(text(dialog)).to.contain(`for ${eur} and ${dollars} including tax`);
  });
  it('#12.5: a per-guest item reads its guests × the unit price, which multiply to the amount', async () => {
    const { el } = await openMultiVenue();
    // Lunch buffet at Amsterdam: €27.50 per guest (seed: base 2750, factor 1) for the day's 12 guests.
    const lunch = lines(el).find((line) => text(line).startsWith('Lunch buffet'));
    expect(text(lunch)).to.contain('12 × €27.50');
    expect(text(lunch)).to.match(/€330\.00$/);
  });

  it('#12.4: the tourist-tax note is shown for Amsterdam only, not for Helsinki or New York', async () => {
    const { el } = await openMultiVenue();
    expect(allByText(el, /^Tourist tax/).map(textOf)).to.deep.equal([
      'Tourist tax is not included and is paid at Harbour Hotel Amsterdam.',
    ]);
  });

  it('#12.3: subtotal − discount = total', async () => {
    const { el, visitor } = await openMultiVenue();
    const billing = await billingOf(visitor);
    const subtotals = rows(part(el, 'prices')!)
      .filter((row) => row.label === 'Subtotal')
      .map((row) => row.value);
    expect(subtotals).to.deep.equal(billing.venues.map((v) => usd(v.pricing.subtotal, v.pricing.currency)));
  });
  it('#12.1/#12.6: a package is priced for the day’s guests and what it covers reads "included"', async () => {
    const base = bookingPayload() as { meetingRooms: Record<string, unknown>[] };
    const [day] = base.meetingRooms;
    // Full-day meeting at Amsterdam (seed: €69.50 per person, includes the IJ Zaal and the lunch buffet),
    // persons left to the day's 12 guests.
    const { el } = await openOffer({
      types: ['mice'],
      hotelRooms: [],
      meetingRooms: [{ ...day, packageDeals: [{ packageDeal: '/api/package_deals/2', amount: null }] }],
    });
    const deal = lines(el).find((line) => line.dataset.kind === 'package_deal');
    expect(text(deal)).to.contain('12 × €69.50');
    expect(text(deal)).to.match(/€834\.00$/);
    const hall = lines(el).find((line) => line.dataset.kind === 'hall');
    expect(text(hall)).to.match(/Included in Full-day meeting$/);
    expect(text(part(el, 'prices'))).not.to.contain('€0.00');
    // The day's details name the persons the deal is for: the day's guests, as none were stored.
    expect(queryByText(el, /Package: Full-day meeting \(persons: 12\)/)).to.not.equal(null);
  });
  it('#12.2: the cancel dialog names each currency total of the billing', async () => {
    const { el, visitor } = await openMultiVenue();
    const billing = await billingOf(visitor);
    byRole(el, 'button', 'Cancel reservation').click();
    const total = await waitFor(
      () => queryByText(el, /^If you cancel, this booking of/),
      'the cancel dialog’s total',
    );
    const [eur, dollars] = billing.currencies.map((c) => usd(c.totalPriceIncludingTaxes, c.currency));
    expect(text(total)).to.equal(`If you cancel, this booking of ${eur} and ${dollars} including tax ends.`);
  });
});
