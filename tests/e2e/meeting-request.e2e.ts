// Issue 6's journeys: a meeting planner goes from the hotel's page to a sent, priced request, and
// what the server stored is checked through the API with the booking's own key.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  dateFromToday,
  expectStep,
  fillContact,
  fillEvent,
  fillStep1,
  next,
  openForm,
  pickFreeSpace,
  sentBooking,
  storedBooking,
  widget,
} from './journey.ts';

test.describe('a meeting request', () => {
  test('two days in Amsterdam with a package deal, an extra hall and catering, sent as a corporate client', async ({
    page,
  }) => {
    const w = widget(page);
    await openForm(page);
    await fillStep1(page, { email: 'kickoff@example.com' });
    await w.locator('#s1-corporateAccount').check();
    await w.locator('#s1-corporateAccount-companyName').fill('Acme Travel B.V.');
    await w.locator('#s1-corporateAccount-email').fill('travel@acme.example');
    await w.locator('#s1-corporateAccount-corporateCode').fill('ACME-2030');
    await w.getByRole('button', { name: 'Check account' }).click();
    await expect(w.getByRole('status').filter({ hasText: 'Corporate account of' })).toContainText(
      'Acme Travel B.V.',
    );
    await next(page, 1);

    await expectStep(page, 2);
    await fillEvent(page);
    const first = dateFromToday(70);
    await w.locator('#s2-days-0-date').fill(first);
    await w.locator('#s2-days-0-halls').click();
    await pickFreeSpace(page, 0, 0);
    // A package deal for the day, and an extra hall as a sub hall.
    await w.locator('#s2-days-0-packageDeals-1').check();
    await w.locator('#s2-days-0-halls').click();
    await pickFreeSpace(page, 0, 1);
    // Catering: a food and beverage item.
    await w.locator('#s2-days-0-items-search').click();
    await w
      .locator('[data-category="food_beverage"]')
      .getByRole('option', { disabled: false })
      .first()
      .click();
    // The second day: a copy on the next free date.
    await w.getByRole('button', { name: 'Copy day 1 to the next free date' }).click();
    await expect(w.getByRole('region', { name: /^Day \d+$/ })).toHaveCount(2);
    await next(page, 2);

    await expectStep(page, 4);
    await fillContact(page);
    await next(page, 4);

    await expectStep(page, 5);
    await expect(w.getByRole('region', { name: /^Day \d+: / })).toHaveCount(2);
    // Amsterdam shows prices: the basket and the summary carry the corporate discount.
    await expect(
      w
        .getByRole('term')
        .filter({ hasText: /^Discount / })
        .first(),
    ).toContainText('Acme Travel B.V.');
    // On account is offered to this verified credit client, beside the location and the card.
    const onAccount = w.getByRole('radio', { name: 'Pay later on account' });
    await expect(onAccount).toBeVisible();
    await onAccount.check();
    await w.locator('#s5-terms').check();
    const send = w.locator('[part~="submit-button"][data-transition="request"]');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(w.getByRole('dialog')).toContainText('Request sent');
    await page.keyboard.press('Escape');

    const stored = await storedBooking(page, await sentBooking(page));
    expect(stored.status).toBe('requested');
    expect(stored.paymentMethod).toBe('INVOICE');
    expect(stored.corporateAccount).toMatchObject({ companyName: 'Acme Travel B.V.', creditAccount: true });
    expect(stored.meetingRooms).toHaveLength(2);
    const [day1, day2] = stored.meetingRooms;
    expect(day1.date).toBe(first);
    expect(day2.date).toBe(dateFromToday(71));
    expect(day1.halls).toHaveLength(2);
    expect(day1.packageDeals).toHaveLength(1);
    expect(day1.items).toHaveLength(1);
    // The day takes the package deal's time slot (#18; seed: Amsterdam's "Full-day meeting" 08:30–17:30).
    expect(day1).toMatchObject({ startTime: '08:30', endTime: '17:30', pax: 20 });
  });

  test('a corporate account that does not verify stops Next until it is fixed or unticked', async ({
    page,
  }) => {
    const w = widget(page);
    await openForm(page);
    await fillStep1(page, { email: 'wrongcode@example.com' });
    await w.locator('#s1-corporateAccount').check();
    await w.locator('#s1-corporateAccount-companyName').fill('Acme Travel B.V.');
    await w.locator('#s1-corporateAccount-email').fill('travel@acme.example');
    await w.locator('#s1-corporateAccount-corporateCode').fill('NOT-THE-CODE');
    await w.getByRole('button', { name: 'Check account' }).click();
    await expect(w.getByRole('status').filter({ hasText: 'untick the option' })).toHaveCount(1);
    await next(page, 1);
    const summary = w.locator('[part~="error-summary"]');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('I have a corporate account');
    await expectStep(page, 1);
    await w.locator('#s1-corporateAccount').uncheck();
    await next(page, 1);
    await expectStep(page, 2);
  });

  test('a failed Next shows the error summary, focused, linking to each field', async ({ page }) => {
    const w = widget(page);
    await openForm(page);
    await next(page, 1);
    const summary = w.locator('[part~="error-summary"]');
    await expect(summary).toBeFocused();
    const links = summary.getByRole('link');
    await expect(links).toHaveCount(2);
    await links.last().click();
    await expect(w.locator('#s1-emailaddress')).toBeFocused();
    const results = await new AxeBuilder({ page }).include('booking-form').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('a prefilled link lands on the right values', async ({ page }) => {
    const w = widget(page);
    const start = dateFromToday(80);
    await openForm(
      page,
      `?locationID=2&email=prefill%40example.com&pax=30&startDate=${start}&company=Initech&firstName=Bo&promo=WELCOME10`,
    );
    await expect(w.locator('#s1-location-1')).toBeChecked();
    await expect(w.locator('#s1-emailaddress')).toHaveValue('prefill@example.com');
    await next(page, 1);
    await expectStep(page, 2);
    // Shown the way US English writes dates (#18).
    const [year, month, day] = start.split('-');
    await expect(w.locator('#s2-days-0-date')).toHaveValue(`${month}/${day}/${year}`);
    await expect(w.locator('#s2-eventPax')).toHaveValue('30');
    // Step 4 opens only once step 2 is complete: the prefilled contact values are checked there.
    await expect(w.locator('[part~="step"][data-step="4"] [part~="step-toggle"]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await fillEvent(page, { pax: '30' });
    await w.locator('#s2-days-0-halls').click();
    await pickFreeSpace(page, 0, 0);
    await next(page, 2);
    await expectStep(page, 4);
    await expect(w.locator('#s4-company')).toHaveValue('Initech');
    await expect(w.locator('#s4-firstname')).toHaveValue('Bo');
    await expect(w.locator('#s4-discountCode')).toHaveValue('WELCOME10');
    // Berlin shows prices: the code is checked with the server and its result shown.
    await expect(w.getByRole('status').filter({ hasText: 'WELCOME10 applied' })).toHaveCount(1);
  });

  test('a reload keeps the draft, before and after there is a booking', async ({ page }) => {
    const w = widget(page);
    await openForm(page);
    await w.locator('#s1-location-0').check();
    await page.reload();
    await expect(w.locator('#s1-location-0')).toBeChecked();
    await w.locator('#s1-emailaddress').fill('reload@example.com');
    await w.locator('#s1-emailaddress').blur();
    await next(page, 1);
    await expectStep(page, 2);
    await w.locator('#s2-eventname').fill('Board day');
    await w.locator('#s2-eventname').blur();
    // The booking exists once the e-mail is there; its key is kept in the tab for the reload.
    const readDraft = async () =>
      JSON.parse((await page.evaluate(() => sessionStorage.getItem('booking-form:draft:harbour'))) ?? '{}');
    await expect.poll(async () => (await readDraft()).reservation?.eventname).toBe('Board day');
    await expect.poll(async () => (await readDraft()).booking?.id ?? 0).toBeGreaterThan(0);
    const draft = await readDraft();
    await page.reload();
    // The reload reopens the step the visitor was on.
    await expectStep(page, 2);
    await expect(w.locator('#s2-eventname')).toHaveValue('Board day');
    await expect.poll(async () => (await storedBooking(page, draft.booking)).eventName).toBe('Board day');
  });
});
