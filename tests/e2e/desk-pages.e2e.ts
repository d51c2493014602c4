// The venue's desk (issue 17): every page in the five languages, on a desktop and on a tablet, with
// nothing axe can find, and keyboard use: the skip button and the navigation reach each page.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { LOCALES } from '../../src/domain/locale.ts';
import { openDeskAs } from './desk.ts';

/** The desk's pages a manager opens from the navigation, by their hash. */
const PAGES = ['#/inbox', '#/occupancy', '#/staff'];

async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

// Every language on a desktop; on a tablet English and Finnish (the longest words).
const RUNS = [
  ...LOCALES.map((locale) => ({ width: 1280, locale })),
  { width: 768, locale: 'en-US' },
  { width: 768, locale: 'fi-FI' },
];

test('every desk page in five languages, at 1280 and 768 px, has nothing axe can find', async ({ page }) => {
  test.setTimeout(240_000);
  await openDeskAs(page, { role: 'manager', name: 'Axe Manager' });
  for (const { width, locale } of RUNS) {
    await page.setViewportSize({ width, height: 900 });
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: /^(Language|Taal|Sprache|Langue|Kieli)$/ })
      .selectOption(locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    for (const hash of PAGES) {
      await page.evaluate((h) => {
        location.hash = h;
      }, hash);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await axe(page), `${hash} ${locale} ${width}px`).toEqual([]);
    }
  }
});

test('the keyboard reaches the page through the skip button and moves between pages by the navigation', async ({
  page,
}) => {
  await openDeskAs(page, { role: 'manager', name: 'Keyboard Manager' });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('button', { name: 'Skip to the page' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  const occupancy = page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Occupancy' });
  await occupancy.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/occupancy/);
  await expect(page.getByRole('heading', { level: 1, name: 'Occupancy' })).toBeVisible();
  await expect(occupancy).toHaveAttribute('aria-current', 'page');
});
