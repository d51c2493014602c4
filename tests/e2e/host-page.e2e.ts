// The host page's side of a sent booking: the `booking-submitted` event, and for a partner with an
// analytics key the `submit_booking` push to its dataLayer (the tag manager itself is not fetched here).
import { expect, test } from '@playwright/test';
import {
  dateFromToday,
  expectStep,
  fillContact,
  fillStay,
  fillStep1,
  next,
  sentBooking,
  sentLink,
  storedBooking,
  widget,
} from './journey.ts';

test('a Fjord Lodges inquiry tells the host page and pushes submit_booking to its dataLayer', async ({
  page,
}) => {
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  await page.goto('/?mice=false&hotel=true');
  await page.evaluate(() => {
    const w = window as unknown as { heard: unknown[] };
    w.heard = [];
    document.addEventListener('booking-submitted', (event) => w.heard.push((event as CustomEvent).detail));
    document.querySelector('booking-form')?.setAttribute('partner', 'fjord');
  });
  const w = widget(page);
  await expect(w.getByRole('img', { name: 'Fjord Lodges' })).toBeVisible();
  await fillStep1(page, { location: 0, email: 'fjord@example.com' });
  await next(page, 1);
  await expectStep(page, 3);
  await fillStay(page, {
    from: dateFromToday(30),
    to: dateFromToday(32),
    rooms: '1',
    perRoom: '1',
    roomType: 0,
  });
  await next(page, 3);
  await expectStep(page, 4);
  await fillContact(page);
  await next(page, 4);
  await expectStep(page, 5);
  await w.locator('#s5-terms').check();
  await w.locator('[part~="submit-button"][data-transition="inquire"]').click();
  await expect(sentLink(page)).toBeVisible();
  const booking = await sentBooking(page);
  expect((await storedBooking(page, booking)).status).toBe('requested');
  const heard = await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard);
  expect(heard).toEqual([{ bookingId: booking.id, status: 'requested', transition: 'inquire' }]);
  const pushes = await page.evaluate(() =>
    ((window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'submit_booking',
    ),
  );
  expect(pushes).toEqual([
    {
      event: 'submit_booking',
      bookingId: booking.id,
      bookingStatus: 'requested',
      transition: 'inquire',
      partner: 'fjord',
    },
  ]);
  await expect(page.locator('script[data-booking-form-gtm="GTM-FJORD01"]')).toHaveCount(1);
});
