// Issue #12.1 through the wizard against the real server: a package deal priced per person is booked
// for the day's guests, so step 5 shows 40 × the per-person price on each day, not one person.
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
  widget,
} from './journey.ts';

test('a full-day meeting package for 40 guests on two days is priced 40 × €69.50 a day', async ({ page }) => {
  const w = widget(page);
  await openForm(page);
  await fillStep1(page, { email: 'package40@example.com' });
  await next(page, 1);
  await expectStep(page, 2);
  await fillEvent(page, { pax: '40' });
  await w.locator('#s2-days-0-date').fill(dateFromToday(120));
  // Amsterdam's "Full-day meeting" (seed: €69.50 per person, 08:30–17:30, 8 to 80 guests).
  await w.locator('#s2-days-0-packageDeals-1').check();
  const persons = w.locator('#s2-days-0-packageDeals-persons');
  await expect(w.locator('label[for="s2-days-0-packageDeals-persons"]')).toHaveText(
    'Persons for Full-day meeting',
  );
  await expect(persons).toHaveValue('40');
  await w.locator('#s2-days-0-halls').click();
  await pickFreeSpace(page, 0, 0);
  await w.getByRole('button', { name: 'Copy day 1 to the next free date' }).click();
  await expect(w.getByRole('region', { name: /^Day \d+$/ })).toHaveCount(2);
  await next(page, 2);
  await expectStep(page, 4);
  await fillContact(page);
  await next(page, 4);
  await expectStep(page, 5);

  const deals = w
    .locator('[part~="step"][data-step="5"] [part~="prices"]')
    .getByRole('listitem')
    .and(w.locator('[data-kind="package_deal"]'));
  await expect(deals).toHaveCount(2);
  for (const deal of await deals.all()) {
    await expect(deal).toContainText('40 × €69.50');
    // 40 × €69.50 = €2,780.00 a day.
    await expect(deal).toContainText(/ ?€2,780\.00$/);
  }
});
