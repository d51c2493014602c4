// The desk's send-offer form finished (issue 17): staff override a stay's nightly rate, add a line of
// their own (and remove another before sending), write a note to the visitor and send. The billing,
// and so the visitor's offer view, charges exactly that: the note under "A note from <venue>", the
// added line with the venue's words, and a total that moved by the room difference and the line.
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { requestBooking } from '../fixtures/bookings.mjs';
import { openDeskAs } from './desk.ts';

const API = process.env.BF_E2E_URL as string;
// Screenshots for review land here when asked for (SHOTS_DIR); the journey itself never needs them.
const SHOTS = process.env.SHOTS_DIR;

type Product = { kind: string; reference: string; quantity: number; unitPrice: number; amount: number };
type Billing = { products: Product[]; totalPriceIncludingTaxes: number };

async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: API, viewport: { width, height: 900 } });
  return context.newPage();
}

async function billingOf(page: Page, v: { id: number; username: string; key: string }): Promise<Billing> {
  const answer = await page.request.get(`${API}/api/booking/${v.id}/billing`, {
    headers: { username: v.username, key: v.key },
  });
  expect(answer.status()).toBe(200);
  return answer.json();
}

/** The part under review at 1280 and 390 px wide (an element shot: no sticky header over it). */
async function shoot(page: Page, part: Locator, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await part.screenshot({ path: `${SHOTS}/offer-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const NOTE = 'Dear Anna, the terrace is yours from 17:00.\nParking is free for your guests.';

test('staff override a room, add a line, write a note and send; the visitor sees them all', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A request at Harbour Amsterdam: the IJ Zaal for a day and two single rooms for one night.
  const v = await requestBooking(API);
  const staff = await newPage(browser);
  const before = await billingOf(staff, v);
  const roomBefore = before.products.find((p) => p.kind === 'room')!;
  expect(roomBefore.quantity).toBe(2);

  await openDeskAs(staff, { name: 'Olaf Offer' });
  await staff.goto(`/desk/#/bookings/${v.id}`);
  await staff.getByRole('button', { name: 'Send offer' }).click();
  const form = staff.locator('form', { has: staff.getByRole('heading', { name: 'Send offer' }) });

  // The stay's nightly rate, in the location's currency.
  await form.getByLabel(/^Room Single room, arrival .*: price per room per night in EUR$/).fill('120.00');

  // A line staff add; its checks speak before anything is sent, next to the field, which takes focus.
  await form.getByRole('button', { name: 'Add a line' }).click();
  await expect(form.getByLabel('Description of line 1')).toBeFocused();
  await form.getByLabel('Quantity of line 1').fill('0');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(form.getByText('Describe the line.')).toBeVisible();
  await expect(form.getByText('Enter a whole number from 1 to 10000.')).toBeVisible();
  await expect(form.getByLabel('Description of line 1')).toBeFocused();
  await form.getByLabel('Description of line 1').fill('Flip chart with markers');
  // Fixing a field takes its message away; the others stay until their own fields change.
  await expect(form.getByText('Describe the line.')).toHaveCount(0);
  await expect(form.getByText('Enter a whole number from 1 to 10000.')).toBeVisible();
  await form.getByLabel('Quantity of line 1').fill('3');
  await form.getByLabel('Unit price of line 1 (EUR)').fill('25.00');
  await form.getByLabel('VAT rate of line 1').selectOption({ label: '21 %' });

  // A second line, removed again before sending: it never reaches the offer.
  await form.getByRole('button', { name: 'Add a line' }).click();
  await form.getByLabel('Description of line 2').fill('Projector');
  await form.getByRole('button', { name: 'Remove line 2' }).click();
  await expect(form.getByLabel('Description of line 2')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Add a line' })).toBeFocused();

  await form.getByLabel('Note to the visitor (optional)').fill(NOTE);
  const axe = await new AxeBuilder({ page: staff }).include('form').analyze();
  expect(axe.violations.map((x) => `${x.id}: ${x.help}`)).toEqual([]);
  await shoot(staff, form, 'desk-form');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(staff.getByRole('button', { name: 'Send offer' })).toBeVisible();

  // The billing charges what was offered: 2 rooms × €120.00, 3 × €25.00 at 21%.
  const after = await billingOf(staff, v);
  expect(after.products.filter((p) => p.kind === 'room')).toEqual([
    expect.objectContaining({ quantity: 2, unitPrice: 12000, amount: 24000 }),
  ]);
  expect(after.products.filter((p) => p.kind === 'offer_line')).toEqual([
    expect.objectContaining({
      reference: 'Flip chart with markers',
      quantity: 3,
      unitPrice: 2500,
      amount: 7500,
    }),
  ]);
  const total = before.totalPriceIncludingTaxes - roomBefore.amount + 24000 + 7500;
  expect(after.totalPriceIncludingTaxes).toBe(total);
  // The desk's billing table shows the added line with staff's words.
  await expect(staff.getByRole('region', { name: 'Billing', exact: true })).toContainText(
    'Added: Flip chart with markers',
  );

  // The visitor's offer view: the note, the line, the total.
  const visitor = await newPage(browser);
  await visitor.goto(`/#/en-US/reservation/${v.username}/${v.id}?key=${encodeURIComponent(v.key)}`);
  const widget = visitor.locator('booking-form');
  const view = widget.locator('[part~="view"][data-view="offer"]');
  await expect(view).toBeVisible();
  const note = view.getByRole('region', { name: 'A note from Harbour Hotel Amsterdam' });
  await expect(note).toContainText('Dear Anna, the terrace is yours from 17:00.');
  await expect(note).toContainText('Parking is free for your guests.');
  await expect(widget.locator('[data-kind="offer_line"]')).toContainText('Flip chart with markers');
  await expect(widget.locator('[data-kind="offer_line"]')).toContainText('€75.00');
  const shownTotal = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(
    total / 100,
  );
  await expect(widget.locator('[part~="price-total"]')).toContainText(shownTotal);
  const widgetAxe = await new AxeBuilder({ page: visitor }).include('booking-form').analyze();
  expect(widgetAxe.violations.map((x) => `${x.id}: ${x.help}`)).toEqual([]);
  await shoot(visitor, view, 'widget-view');
});
