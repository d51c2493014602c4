// A rooms-only booking paid on account (issue #18): step 4 skipped the billing address, so choosing
// "Pay later on account" on step 5 (offered to the seed's verified credit client, server/src/db/seed/
// pricing-codes.ts) tells the visitor to add it on step 4, where it is then asked and required.
import { expect, test } from '@playwright/test';
import {
  dateFromToday,
  expectStep,
  fillStay,
  fillStep1,
  next,
  openForm,
  stayStatus,
  widget,
} from './journey.ts';

test('paying a rooms-only booking on account asks the billing address on step 4', async ({ page }) => {
  const w = widget(page);
  await openForm(page, '?mice=false&hotel=true');
  await fillStep1(page, { email: `family-invoice-${Date.now()}@example.com` });
  await w.locator('#s1-corporateAccount').check();
  await w.locator('#s1-corporateAccount-companyName').fill('Acme Travel B.V.');
  await w.locator('#s1-corporateAccount-email').fill('travel@acme.example');
  await w.locator('#s1-corporateAccount-corporateCode').fill('ACME-2030');
  await w.getByRole('button', { name: 'Check account' }).click();
  await expect(w.getByRole('status').filter({ hasText: 'Corporate account of' })).toContainText(
    'Acme Travel B.V.',
  );
  await next(page, 1);
  await expectStep(page, 3);
  await fillStay(page, {
    from: dateFromToday(45),
    to: dateFromToday(47),
    rooms: '1',
    perRoom: '1',
    roomType: 0,
  });
  await expect(stayStatus(page)).toHaveAttribute('data-status', 'completed');
  await next(page, 3);
  await expectStep(page, 4);
  // Only what a family needs: no billing address, no on-site contact.
  await expect(w.locator('#s4-street')).toHaveCount(0);
  await expect(w.locator('#s4-onsite-same')).toHaveCount(0);
  await w.locator('#s4-firstname').fill('Anna');
  await w.locator('#s4-lastname').fill('de Vries');
  await w.locator('#s4-phonenumber').fill('+31 20 123 4567');
  await next(page, 4);
  await expectStep(page, 5);

  await w.getByRole('radio', { name: 'Pay later on account' }).check();
  await expect(w.locator('[part~="step"][data-step="5"]')).toContainText(
    'To pay on account, go back to step 4, Contact details, and add your billing address.',
  );
  // Sending now is stopped with a message on the payment method.
  await w.locator('#s5-terms').check();
  await w.locator('[part~="submit-button"]').first().click();
  await expect(w.locator('[part~="step"][data-step="5"]')).toContainText(
    'Paying later on account needs your billing address: add it in step 4, Contact details',
  );
  await w.locator('[part~="step"][data-step="4"] [part~="step-toggle"]').click();
  await expectStep(page, 4);
  await expect(w.locator('#s4-street')).toBeVisible();
  await expect(w.locator('#s4-onsite-same')).toHaveCount(0);
  // Next without the address stays on step 4: it is required now.
  await next(page, 4);
  await expect(w.locator('#s4-street')).toHaveAttribute('aria-invalid', 'true');
  await expectStep(page, 4);
});
