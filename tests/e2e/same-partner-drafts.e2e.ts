// Issue 19.4: two forms of one partner on a page, without an `id` (demo/same-partner.html), each keep
// their own draft across a reload.
import { expect, test } from '@playwright/test';

test('two forms of one partner without ids keep their own drafts across a reload', async ({ page }) => {
  await page.goto('/same-partner.html');
  const forms = page.locator('booking-form');
  await expect(forms).toHaveCount(2);
  const email = (n: number) => forms.nth(n).locator('#s1-emailaddress');
  await expect(email(0)).toBeVisible();
  await expect(email(1)).toBeVisible();
  await email(0).fill('meeting-planner@example.com');
  await email(1).fill('room-guest@example.com');
  // Leaving the page writes each form's draft.
  await page.reload();
  await expect(email(0)).toHaveValue('meeting-planner@example.com');
  await expect(email(1)).toHaveValue('room-guest@example.com');
});
