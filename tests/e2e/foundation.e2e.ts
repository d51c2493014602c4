import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('a visitor on the sample hotel website', () => {
  test('sees Harbour Hotels, switches to Nederlands and opens and closes help', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
    await page.goto('/');
    const widget = page.locator('booking-form');
    await expect(widget.locator('[part~="root"]')).toHaveAttribute('data-state', 'ready');
    await expect(widget.getByRole('img', { name: 'Harbour Hotels' })).toBeVisible();
    await expect(widget.locator('[part~="step-toggle"]')).toHaveCount(5);
    await expect(widget.locator('[part~="step-toggle"]').first()).toBeVisible();

    await widget.locator('[part~="language-button"]').click();
    await widget.getByText('Nederlands', { exact: true }).click();
    await expect(widget.locator('[part~="root"]')).toHaveAttribute('lang', 'nl-NL');
    await expect(widget.locator('[part~="language-button"]')).toContainText('NL');

    const help = widget.locator('[part~="help-button"]');
    await help.click();
    const dialog = widget.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(dialog.locator('a[href^="tel:"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(help).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('has no accessibility violations axe can find, in every language', async ({ page }) => {
    for (const lang of ['en-US', 'nl-NL', 'de-DE', 'fr-FR', 'fi-FI']) {
      await page.goto('/');
      await page.evaluate((l) => document.querySelector('booking-form')?.setAttribute('lang', l), lang);
      const root = page.locator('booking-form [part~="root"]');
      await expect(root).toHaveAttribute('data-state', 'ready');
      await expect(root).toHaveAttribute('lang', lang);
      const results = await new AxeBuilder({ page }).include('booking-form').analyze();
      expect(results.violations.map((v) => `${lang} ${v.id}: ${v.help}`)).toEqual([]);
    }
  });

  test('the hostile page and the two-widget page render their widgets', async ({ page }) => {
    await page.goto('/hostile.html');
    await expect(page.locator('booking-form [part~="root"]')).toHaveAttribute('data-state', 'ready');
    await page.goto('/two.html');
    const roots = page.locator('booking-form [part~="root"]');
    await expect(roots).toHaveCount(2);
    await expect(roots.nth(0)).toHaveAttribute('lang', 'nl-NL');
    await expect(roots.nth(1)).toHaveAttribute('lang', 'de-DE');
  });
});
