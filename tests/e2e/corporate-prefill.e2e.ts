// A verified corporate account (spec §2 step 1, the seed's demo account in server/src/db/seed/pricing-codes.ts)
// fills step 4's company field, so the visitor does not type it twice.
import { expect, test } from '@playwright/test';
import {
  dateFromToday,
  expectStep,
  fillEvent,
  fillStep1,
  next,
  openForm,
  pickFreeSpace,
  widget,
} from './journey.ts';

test('a verified corporate account fills the company in step 4', async ({ page }) => {
  const w = widget(page);
  await openForm(page);
  await fillStep1(page, { email: `corporate-${Date.now()}@example.com` });
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
  await w.locator('#s2-days-0-date').fill(dateFromToday(3100));
  await w.locator('#s2-days-0-halls').click();
  await pickFreeSpace(page, 0, 0);
  await next(page, 2);
  await expectStep(page, 4);
  await expect(w.locator('#s4-company')).toHaveValue('Acme Travel B.V.');
});
