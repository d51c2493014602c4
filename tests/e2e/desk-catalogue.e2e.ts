// Issue 17's catalogue journeys: a manager changes the catalogue in the desk (API Platform Admin's
// screens) and the widget on the sample page follows: a new hall with a layout and a period price is
// offered in step 2 for a day its price covers; a location switched off is no longer offered in step 1.
import { expect, type Page, test } from '@playwright/test';
import { openDeskAs } from './desk.ts';
import { dateFromToday, expectStep, fillEvent, fillStep1, next, openForm, widget } from './journey.ts';

/** Opens a catalogue screen and waits until react-admin has read the API's documentation. */
async function openCatalogue(page: Page, path: string): Promise<void> {
  await page.goto(`/desk/#/catalogue/${path}`);
  await expect(page.getByRole('heading', { name: 'Catalogue' })).toBeVisible();
}

/** Picks a hall in a hall field by typing part of its name. */
async function pickHall(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Hall' }).fill(name);
  await page.getByRole('option', { name }).click();
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Element created|Element updated/)).toBeVisible();
}

test.describe('the desk catalogue', () => {
  test('a manager adds a hall with a layout and a period price; the widget offers it in step 2', async ({
    page,
  }) => {
    const hallName = `Zaal Vondel ${Date.now().toString(36)}`;
    const day = dateFromToday(75);
    await openDeskAs(page, { role: 'manager', name: 'Maria Manager' });

    await openCatalogue(page, 'halls/create');
    await page.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: 'Harbour Hotel Amsterdam' }).click();
    await page.getByLabel('Name *').fill(hallName);
    await page.getByLabel('Floor area (m²)').fill('90');
    await save(page);

    await openCatalogue(page, 'hall_emplacements/create');
    await pickHall(page, hallName);
    await page.getByRole('combobox', { name: 'Layout' }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel('Capacity *').fill('60');
    await save(page);

    await openCatalogue(page, 'hall_period_pricings/create');
    await pickHall(page, hallName);
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Full day' }).click();
    await page.getByLabel('Price').fill('950');
    await page.getByLabel('Valid from').fill(dateFromToday(60));
    await page.getByLabel('Valid until').fill(dateFromToday(90));
    await save(page);
    await expect(page).toHaveURL(/#\/catalogue\/hall_period_pricings$/);

    await openForm(page);
    await fillStep1(page, { location: 0 });
    await next(page, 1);
    await expectStep(page, 2);
    await fillEvent(page);
    const w = widget(page);
    await w.locator('#s2-days-0-date').fill(day);
    await w.locator('#s2-days-0-halls').click();
    await expect(w.locator('[id="s2-days-0-halls-0-hall"]')).toContainText(hallName);
  });

  test('a manager switches a location off; the widget no longer offers it', async ({ page }) => {
    const location = 'Harbour Hotel Helsinki';
    await openDeskAs(page, { role: 'manager', name: 'Maria Manager' });
    await openCatalogue(page, 'locations');
    const setOffered = async (offered: boolean) => {
      await openCatalogue(page, 'locations');
      await page.getByRole('row').filter({ hasText: location }).getByRole('link', { name: 'Edit' }).click();
      const toggle = page
        .getByRole('switch', { name: 'Offered to visitors' })
        .or(page.getByRole('checkbox', { name: 'Offered to visitors' }));
      await expect(toggle).toBeVisible();
      // By keyboard, as a desk user may: Space flips the switch.
      if ((await toggle.isChecked()) !== offered) {
        await toggle.focus();
        await page.keyboard.press('Space');
      }
      await expect(toggle).toBeChecked({ checked: offered });
      await save(page);
    };
    await setOffered(false);
    try {
      await openForm(page);
      await expect(widget(page).getByRole('radio', { name: /Harbour Hotel Amsterdam/ })).toBeVisible();
      await expect(widget(page).getByRole('radio', { name: new RegExp(location) })).toHaveCount(0);
    } finally {
      // Other journeys book Helsinki: switch it back on through the same screen.
      await setOffered(true);
    }
  });
});
