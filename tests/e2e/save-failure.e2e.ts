// Issue 19.1: whenever a save fails, the visitor and the host page are told. The server's refusal is
// played by the network layer here (the real server accepts what the widget sends); everything else is
// the real server.
import { expect, test } from '@playwright/test';
import { expectStep, fillStep1, next, openForm, widget } from './journey.ts';

test('a refused save is said on the open step and to the host page, and "Try again" saves it', async ({
  page,
}) => {
  await openForm(page);
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { bookingErrors: string[] }).bookingErrors = seen;
    document
      .querySelector('booking-form')
      ?.addEventListener('booking-error', (e) => seen.push((e as CustomEvent<{ code: string }>).detail.code));
  });
  let refuse = true;
  await page.route('**/api/booking', async (route) => {
    if (!refuse || route.request().method() !== 'POST') return route.fallback();
    await route.fulfill({
      status: 422,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: '/errors/422',
        title: 'An error occurred',
        status: 422,
        violations: [{ propertyPath: 'types', message: 'This value should be of type array.', code: 'x' }],
      }),
    });
  });
  const w = widget(page);
  await fillStep1(page, { email: 'refused@example.com' });
  await next(page, 1);
  await expectStep(page, 2);
  const alert = w.locator('[part~="step"][data-step="2"] [part~="save-error"]');
  await expect(alert).toContainText('Some details were not accepted.');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { bookingErrors: string[] }).bookingErrors))
    .toContain('save_invalid');

  refuse = false;
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/booking') && r.request().method() === 'POST' && r.status() === 201,
  );
  await alert.getByRole('button', { name: 'Try again' }).click();
  await saved;
  await expect(alert).toHaveCount(0);
});
