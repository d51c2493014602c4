import { expect, type Locator, type Page, test } from '@playwright/test';
import { bookingPayload, changeStatus, requestBooking } from '../fixtures/bookings.mjs';

// Issue #12, end to end against the real server: for a one-venue EUR booking, a New York booking under
// sales tax and a booking over three venues in two currencies with a promo code, the totals the widget
// shows in the basket, step 5, the offer view, the accept dialog and the booking page are the billing
// API's totals for that booking, to the cent, one per currency.

const API = process.env.BF_E2E_URL as string;
const STAFF = process.env.BF_E2E_STAFF_KEY as string;

type Visitor = Awaited<ReturnType<typeof requestBooking>>;
type Billing = { currencies: { currency: string; totalPriceIncludingTaxes: number }[] };

/** The server's number as an en-US visitor reads it (narrow symbol), written by Intl, not the widget. */
const shown = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
    minor / 100,
  );

function stays(rooms: { roomType: string; amount: number }[]) {
  const base = bookingPayload() as { meetingRooms: unknown[]; hotelRooms: Record<string, unknown>[] };
  const [stay] = base.hotelRooms;
  return { meetingRooms: base.meetingRooms, hotelRooms: rooms.map((room) => ({ ...stay, ...room })) };
}

const BOOKINGS: [string, () => Record<string, unknown>, string[]][] = [
  ['one venue in EUR', () => ({}), ['EUR']],
  [
    'New York in USD under sales tax',
    () => ({
      location: '/api/locations/4',
      types: ['hotel'],
      meetingRooms: [],
      hotelRooms: stays([{ roomType: '/api/location_room_types/14', amount: 2 }]).hotelRooms,
    }),
    ['USD'],
  ],
  [
    'three venues in two currencies with a promo code',
    () => ({
      promoCode: 'WELCOME10',
      ...stays([
        { roomType: '/api/location_room_types/1', amount: 2 },
        { roomType: '/api/location_room_types/11', amount: 1 },
        { roomType: '/api/location_room_types/15', amount: 1 },
      ]),
    }),
    ['EUR', 'USD'],
  ],
];

async function billingTotals(page: Page, v: Visitor): Promise<string[]> {
  const response = await page.request.get(`${API}/api/booking/${v.id}/billing`, {
    headers: { username: v.username, key: v.key },
  });
  expect(response.status()).toBe(200);
  const billing = (await response.json()) as Billing;
  return billing.currencies.map((c) => shown(c.totalPriceIncludingTaxes, c.currency));
}

const totalsIn = (scope: Locator) => scope.locator('[part~="price-total"]').allTextContents();

for (const [name, overrides, currencies] of BOOKINGS) {
  test(`${name}: every price the widget shows is the billing's total`, async ({ page }) => {
    // Step 4 asks for the on-site contact's phone number, which the API fixture leaves empty.
    const onsiteContact = {
      firstname: 'Piet',
      lastname: 'Bakker',
      email: 'piet@example.com',
      phonenumber: '+31 20 555 0102',
    };
    const v = await requestBooking(API, { onsiteContact, ...overrides() });
    const totals = await billingTotals(page, v);
    expect(totals).toHaveLength(currencies.length);
    const widget = page.locator('booking-form');

    // The request's edit view opens the wizard filled: its basket, then step 5.
    await page.goto(`/#/en-US/edit/${v.username}/${v.id}?key=${encodeURIComponent(v.key)}`);
    await expect(widget.locator('[part~="view"][data-view="edit"]')).toBeVisible();
    const basket = widget.locator('[part~="basket"]');
    await expect(basket.locator('[part~="price-total"]')).toHaveCount(currencies.length);
    await expect.poll(() => totalsIn(basket)).toEqual(totals);
    // Next through the filled steps up to step 5 (a hotel-only booking skips step 2).
    const expanded = widget.locator('[part~="step"][data-expanded="true"]');
    for (let guard = 0; guard < 5 && (await expanded.getAttribute('data-step')) !== '5'; guard++) {
      const at = await expanded.getAttribute('data-step');
      // A step's lookups (free spaces, rooms) answer after it opens; Next waits for them.
      await expect(async () => {
        await expanded.locator('[part~="next-button"]').click();
        await expect(expanded).not.toHaveAttribute('data-step', at ?? '', { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
    }
    const summary = widget.locator('[part~="step"][data-step="5"]');
    await expect(summary.locator('[part~="price-total"]')).toHaveCount(currencies.length);
    await expect.poll(() => totalsIn(summary)).toEqual(totals);

    // Step 5 chose a payment method, an unapplied change: leaving the edit view asks, and we leave.
    page.on('dialog', (question) => void question.accept());
    await changeStatus(API, v.id, { staff: STAFF }, { transition: 'send_offer', validUntil: '2099-12-31' });

    // The offer view, and the accept dialog's "by accepting you book … for …".
    await page.goto(`/#/en-US/reservation/${v.username}/${v.id}?key=${encodeURIComponent(v.key)}`);
    const prices = widget.locator('[part~="prices"]');
    await expect(prices.locator('[part~="price-total"]')).toHaveCount(currencies.length);
    expect(await totalsIn(prices)).toEqual(totals);
    await widget.getByRole('button', { name: 'Accept offer' }).click();
    const accept = widget.getByRole('dialog', { name: 'Accept this offer?' });
    await expect(accept).toContainText(`for ${new Intl.ListFormat('en-US').format(totals)} including tax`);
    await page.keyboard.press('Escape');

    // The booking page: the prices and what is due.
    await page.goto(`/#/booking/${v.username}/${v.id}?key=${encodeURIComponent(v.key)}`);
    await expect(widget.locator('[part~="view"][data-view="booking"] [part~="price-total"]')).toHaveCount(
      currencies.length,
    );
    expect(await totalsIn(widget.locator('[part~="view"][data-view="booking"]'))).toEqual(totals);
    // Nothing paid yet: each currency's whole total is still due.
    await expect(
      widget.getByRole('region', { name: 'Payment' }).locator('dt:text-is("Still to pay") + dd'),
    ).toHaveText(totals);
  });
}
