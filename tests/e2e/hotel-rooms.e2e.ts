// Issue 7's journeys: rooms only, a meeting with rooms at two venues, too many rooms, and two visitors
// racing for the last rooms (book now's payment is in payments.e2e.ts). Each checks what the server stored.
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  clickBookNow,
  dateFromToday,
  expectStep,
  fillContact,
  fillEvent,
  fillStay,
  fillStep1,
  next,
  openForm,
  pickFreeSpace,
  sentBooking,
  sentLink,
  shownInEnglish,
  stayStatus,
  storedBooking,
  widget,
} from './journey.ts';

const BERLIN = 1; // position in step 1's location list
const ROOM = { double: 1, juniorSuite: 3 }; // positions in Berlin's room types

/** Hotel rooms only, at Berlin, through step 4; step 5 open. */
async function roomsInBerlin(
  page: Page,
  stay: { rooms: string; perRoom: string; roomType: number },
  days = 40,
) {
  await openForm(page, '?mice=false&hotel=true');
  await fillStep1(page, { location: BERLIN, email: `rooms-${Date.now()}-${Math.random()}@example.com` });
  await next(page, 1);
  await expectStep(page, 3);
  await fillStay(page, { from: dateFromToday(days), to: dateFromToday(days + 2), ...stay });
  await expect(stayStatus(page)).toHaveAttribute('data-status', 'completed');
  await next(page, 3);
  await expectStep(page, 4);
  await fillContact(page);
  await next(page, 4);
  await expectStep(page, 5);
}

test.describe('hotel rooms', () => {
  for (const lang of ['en-US', 'nl-NL', 'de-DE', 'fr-FR', 'fi-FI']) {
    test(`rooms only in Berlin for two nights, sent as an inquiry (${lang})`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('booking-form:lang', l), lang);
      await roomsInBerlin(page, { rooms: '2', perRoom: '2', roomType: ROOM.double });
      const w = widget(page);
      await expect(w.locator('[part~="root"]')).toHaveAttribute('lang', lang);
      await w.locator('#s5-terms').check();
      await w.locator('[part~="submit-button"][data-transition="inquire"]').click();
      await expect(sentLink(page)).toBeVisible();
      const stored = await storedBooking(page, await sentBooking(page));
      expect(stored.status).toBe('requested');
      expect(stored.types).toEqual(['hotel']);
      expect(stored.hotelRooms).toHaveLength(1);
      expect(stored.hotelRooms[0]).toMatchObject({
        amount: 2,
        paxRoom: 2,
        roomType: '/api/location_room_types/7',
        startDate: dateFromToday(40),
        endDate: dateFromToday(42),
        location: '/api/locations/2',
      });
    });
  }

  test('a meeting in Amsterdam with rooms in Amsterdam and Helsinki', async ({ page }) => {
    const w = widget(page);
    await openForm(page, '?hotel=true');
    await fillStep1(page, { location: 0, email: 'twovenues@example.com' });
    await next(page, 1);
    await expectStep(page, 2);
    await fillEvent(page);
    await w.locator('#s2-days-0-date').fill(dateFromToday(90));
    await w.locator('#s2-days-0-halls').click();
    await pickFreeSpace(page, 0, 0);
    await next(page, 2);
    await expectStep(page, 3);
    // The stay comes from the meeting: Amsterdam, check-out the day after the last day.
    // Shown the way US English writes dates (#18).
    await expect(w.locator('#s3-rooms-0-startDate')).toHaveValue(shownInEnglish(dateFromToday(90)));
    await expect(w.locator('#s3-rooms-0-endDate')).toHaveValue(shownInEnglish(dateFromToday(91)));
    await w.locator('#s3-rooms-0-roomType-1').check();
    await expect(w.getByText('Rooms at another location')).toHaveCount(0);
    await w.getByRole('button', { name: 'Add stay' }).click();
    await fillStay(page, {
      n: 1,
      location: '/api/locations/3',
      from: dateFromToday(90),
      to: dateFromToday(92),
      rooms: '3',
      perRoom: '1',
      roomType: 0,
    });
    await expect(w.getByText(/^Some rooms are at another location/)).toContainText('Helsinki');
    await expect(stayStatus(page, 1)).toHaveAttribute('data-status', 'completed');
    await next(page, 3);
    await expectStep(page, 4);
    await fillContact(page);
    await next(page, 4);
    await expectStep(page, 5);
    // Amsterdam shows prices: one currency block (both venues charge EUR) with each hotel by name, the
    // meeting subtotal at Amsterdam and a rooms subtotal at each.
    const basket = w.locator('[part~="basket"]');
    await expect(basket.locator('[part~="price-total"]')).toHaveCount(1);
    await expect(basket.getByRole('heading', { level: 4 })).toHaveText([
      'Harbour Hotel Amsterdam',
      'Harbour Hotel Helsinki',
    ]);
    await expect(basket.getByRole('term').filter({ hasText: /^Meeting days$/ })).toHaveCount(1);
    await expect(basket.getByRole('term').filter({ hasText: /^Hotel rooms$/ })).toHaveCount(2);
    await w.locator('#s5-terms').check();
    await w.locator('[part~="submit-button"][data-transition="request"]').click();
    await expect(sentLink(page)).toBeVisible();
    const booking = await sentBooking(page);
    const stored = await storedBooking(page, booking);
    expect(stored.hotelRooms.map((r: { location: string }) => r.location)).toEqual([
      '/api/locations/1',
      '/api/locations/3',
    ]);
    const billing = await page.request.get(`/api/booking/${booking.id}/billing`, {
      headers: { username: booking.username, key: booking.key },
    });
    const prices = await billing.json();
    expect(prices.venues.map((v: { location: string }) => v.location)).toEqual([
      '/api/locations/1',
      '/api/locations/3',
    ]);
    const [eur] = prices.currencies;
    expect(prices.currencies).toHaveLength(1);
    const sum = (part: 'event' | 'hotel') =>
      prices.venues.reduce(
        (total: number, v: { pricing: { subtotals: Record<string, { totalIncludingTaxes: number }> } }) =>
          total + v.pricing.subtotals[part]!.totalIncludingTaxes,
        0,
      );
    expect(eur.subtotals.event.totalIncludingTaxes).toBe(sum('event'));
    expect(eur.subtotals.hotel.totalIncludingTaxes).toBe(sum('hotel'));
    expect(eur.totalPriceIncludingTaxes).toBe(sum('event') + sum('hotel'));
  });

  test('asking more rooms than are free says "too many selected" and stops Next', async ({ page }) => {
    const w = widget(page);
    await openForm(page, '?mice=false&hotel=true');
    await fillStep1(page, { location: BERLIN, email: 'toomany@example.com' });
    await next(page, 1);
    await expectStep(page, 3);
    await fillStay(page, {
      from: dateFromToday(50),
      to: dateFromToday(52),
      rooms: '7',
      perRoom: '2',
      roomType: ROOM.juniorSuite,
    });
    await expect(stayStatus(page)).toHaveAttribute('data-status', 'too-many');
    await next(page, 3);
    await expect(w.locator('[part~="error-summary"]')).toBeFocused();
    await expectStep(page, 3);
  });

  test('two visitors race for the last rooms: one books, the other is told and keeps their work', async ({
    browser,
  }) => {
    const visitor = async (b: Browser) => {
      const context = await b.newContext();
      const page = await context.newPage();
      await roomsInBerlin(page, { rooms: '6', perRoom: '1', roomType: ROOM.juniorSuite }, 60);
      await widget(page).locator('#s5-terms').check();
      return { page, context };
    };
    const [a, b] = [await visitor(browser), await visitor(browser)];
    const bookNow = (p: Page) => clickBookNow(p);
    await Promise.all([bookNow(a.page), bookNow(b.page)]);
    // Each page ends with either the payment for the held rooms or the error; wait for one, then read which.
    const outcome = async (p: Page) => {
      const w = widget(p);
      const held = w.locator('[data-payment-state]');
      const lost = w.getByRole('alert').filter({ hasText: 'just booked by someone else' });
      await expect.poll(async () => (await held.count()) + (await lost.count())).toBeGreaterThan(0);
      return (await held.count()) > 0 ? 'won' : 'lost';
    };
    const results = [await outcome(a.page), await outcome(b.page)];
    expect([...results].sort()).toEqual(['lost', 'won']);
    const loser = results[0] === 'lost' ? a.page : b.page;
    const w = widget(loser);
    await expect(w.getByRole('alert')).toContainText('Junior suite was just booked by someone else');
    // Book now is no longer offered; the request stays possible.
    await expect(w.locator('[part~="submit-button"][data-transition="book_now"]')).toHaveCount(0);
    // Nothing typed is lost: the stay is still there to change.
    await w.locator('[part~="step"][data-step="3"] [part~="step-toggle"]').click();
    await expect(w.locator('#s3-rooms-0-amount')).toHaveValue('6');
    // The step asked again what is free: none of those suites are left for those nights.
    await expect(stayStatus(loser)).toHaveAttribute('data-status', 'too-many');
    await a.context.close();
    await b.context.close();
  });
});
