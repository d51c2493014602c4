// The venue's desk (issue 17): every page in the five languages, on a desktop and on a tablet, with
// nothing axe can find, and keyboard use: the skip button and the navigation reach each page. The
// catalogue's screens (API Platform Admin): every resource's list, create and edit screen in the five
// languages on a desktop and in English on a tablet, and a hall created and saved by keyboard alone.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { LOCALES } from '../../src/domain/locale.ts';
import { openDeskAs } from './desk.ts';

/** The desk's pages a manager opens from the navigation, by their hash. */
const PAGES = ['#/inbox', '#/occupancy', '#/staff'];

async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    // The element's start names it where a generated selector (`#_r_54_`) does not.
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')})`,
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

// The catalogue.

/** Spec §7's catalogue resources, as the desk's catalogue names them in its menu and addresses. */
const RESOURCES = [
  'locations',
  'halls',
  'hall_emplacements',
  'hall_period_pricings',
  'items',
  'package_deals',
  'location_room_types',
  'location_emplacements',
  'promo_codes',
  'partners',
  'emplacements',
];

/** Opens a catalogue address and waits until react-admin has drawn it (no progress bar left). */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(`/desk/#/catalogue/${path}`);
  await expect(page.locator('.desk-catalogue h1')).toBeVisible();
  // The list's filter form is hidden on a tablet: the first visible table or form is the screen.
  await expect(
    page.locator('.desk-catalogue-screen table:visible, .desk-catalogue-screen form:visible').first(),
  ).toBeVisible();
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
}

async function chooseLanguage(page: Page, locale: string): Promise<void> {
  await page.goto('/desk/#/inbox');
  await page
    .getByRole('banner')
    .getByRole('combobox', { name: /^(Language|Taal|Sprache|Langue|Kieli)$/ })
    .selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** The first row's edit address of the open list (its IRI, as react-admin writes it). */
async function firstEditPath(page: Page, resource: string): Promise<string | null> {
  const row = page.locator('.desk-catalogue-screen tbody tr').first();
  await expect(row).toBeVisible();
  const link = row.locator(`a[href*="#/catalogue/${resource}/"]:not([href$="/show"])`).first();
  // Layouts and location layouts have no edit screen: the API takes no change of them.
  if ((await link.count()) === 0) return null;
  const href = await link.getAttribute('href');
  return href ? href.slice(href.indexOf('#/catalogue/') + '#/catalogue/'.length) : null;
}

const CATALOGUE_RUNS = [
  ...LOCALES.map((locale) => ({ width: 1280, locale })),
  { width: 768, locale: 'en-US' },
];

for (const { width, locale } of CATALOGUE_RUNS) {
  test(`every catalogue list, create and edit screen in ${locale} at ${width} px has nothing axe can find`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    await openDeskAs(page, { role: 'manager', name: 'Axe Manager' });
    await chooseLanguage(page, locale);
    const found: string[] = [];
    for (const resource of RESOURCES) {
      // The list is scanned, and read for its edit and create addresses, in one visit.
      await openScreen(page, resource);
      for (const violation of await axe(page)) found.push(`${resource}: ${violation}`);
      const edit = await firstEditPath(page, resource);
      const create = page.locator(`.desk-catalogue-screen a[href$="#/catalogue/${resource}/create"]`);
      const screens = [
        ...(edit ? [edit] : []),
        ...((await create.count()) > 0 ? [`${resource}/create`] : []),
      ];
      for (const path of screens) {
        await openScreen(page, path);
        for (const violation of await axe(page)) found.push(`${path}: ${violation}`);
      }
    }
    expect(found, `${locale} ${width}px`).toEqual([]);
  });
}

/** Presses Tab until `target` has the focus, as a keyboard user moves through a screen. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the element');
}

test('a manager creates and saves a hall by keyboard alone; the screen and its notice stay axe clean', async ({
  page,
}) => {
  const hallName = `Zaal Keyboard ${Date.now().toString(36)}`;
  await openDeskAs(page, { role: 'manager', name: 'Keyboard Manager' });
  await openScreen(page, 'halls');
  const create = page.locator('.desk-catalogue-screen').getByRole('link', { name: 'Create' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/catalogue\/halls\/create$/);

  const location = page.getByRole('combobox', { name: 'Location' });
  await tabTo(page, location);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Harbour Hotel Amsterdam' })).toBeVisible();
  // The list opens on its first option, the seeded catalogue's first location.
  await page.keyboard.press('Enter');
  await expect(location).toContainText('Harbour Hotel Amsterdam');
  await tabTo(page, page.getByLabel('Name *'));
  await page.keyboard.type(hallName);
  await tabTo(page, page.getByLabel('Floor area (m²)'));
  await page.keyboard.type('75');
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');

  await expect(page.getByText('Element created')).toBeVisible();
  await expect(page).toHaveURL(/#\/catalogue\/halls$/);
  expect(await axe(page), 'the list with the saved notice').toEqual([]);
  const saved = await page.request.get(`/api/halls?name=${encodeURIComponent(hallName)}`);
  expect(((await saved.json()) as { totalItems: number }).totalItems).toBe(1);
});

/** The desk catalogue's field labels in a language (locales/desk/catalogue.{locale}.json). */
function fieldLabels(locale: string): string[] {
  const bundle = JSON.parse(
    readFileSync(new URL(`../../locales/desk/catalogue.${locale}.json`, import.meta.url), 'utf8'),
  ) as { fields: Record<string, string> };
  return Object.values(bundle.fields);
}

/** What a screen shows or holds that reads "[object Object]": its text and its inputs' values. */
async function objectTexts(page: Page): Promise<string[]> {
  const screen = page.locator('.desk-catalogue-screen');
  const values = await screen
    .locator('input, textarea')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  return [await screen.innerText(), ...values].filter((text) => text.includes('[object Object]'));
}

test("in German an item's edit screen labels every field in German; no screen shows [object Object]", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openDeskAs(page, { role: 'manager', name: 'Label Manager' });
  await chooseLanguage(page, 'de-DE');
  const german = new Set(fieldLabels('de-DE'));
  const englishOnly = fieldLabels('en-US').filter((label) => !german.has(label));

  await openScreen(page, 'items');
  const itemEdit = await firstEditPath(page, 'items');
  await openScreen(page, itemEdit!);
  // Every line the form shows: its labels, its group titles, the choices it displays.
  const lines = (await page.locator('.desk-catalogue-screen form').innerText())
    .split('\n')
    .map((line) => line.replace(/\s*\*$/, '').trim());
  expect(lines).toEqual(expect.arrayContaining(['Steuersatz', 'Preisbasis', 'Übersetzte Namen']));
  expect(lines.filter((line) => englishOnly.includes(line))).toEqual([]);
  // The seeded item's translated names are editable: one language and one name per line.
  await expect(page.getByRole('combobox', { name: 'Sprache' }).first()).toBeVisible();
  expect(await axe(page), itemEdit!).toEqual([]);

  const found: string[] = [];
  // Every list: a guessed column of nested data (a partner's contact, its form settings) read so too.
  for (const resource of RESOURCES) {
    await openScreen(page, resource);
    await expect(page.locator('.desk-catalogue-screen tbody tr').first()).toBeVisible();
    for (const text of await objectTexts(page)) found.push(`${resource}: ${text.slice(0, 80)}`);
  }
  for (const resource of ['locations', 'partners']) {
    await openScreen(page, resource);
    const edit = await firstEditPath(page, resource);
    for (const path of [edit!, `${edit}/show`]) {
      if (path.endsWith('/show')) {
        await page.goto(`/desk/#/catalogue/${path}`);
        await expect(page.locator('.desk-catalogue-screen .ra-field').first()).toBeVisible();
        await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
      } else await openScreen(page, path);
      for (const text of await objectTexts(page)) found.push(`${path}: ${text.slice(0, 80)}`);
      for (const violation of await axe(page)) found.push(`${path}: ${violation}`);
    }
  }
  expect(found).toEqual([]);
});

test("saving a location's and the partner's edit screen keeps their nested data as saved", async ({
  page,
}) => {
  await openDeskAs(page, { role: 'manager', name: 'Label Manager' });
  for (const resource of ['locations', 'partners']) {
    await openScreen(page, resource);
    const edit = await firstEditPath(page, resource);
    const iri = decodeURIComponent(edit!.split('/').pop()!);
    const before = await (await page.request.get(iri)).json();
    const rename = async (name: string) => {
      await openScreen(page, edit!);
      await expect(page.getByLabel('Name *')).toBeVisible();
      // React-admin fills the form twice (the list's copy, then the row): wait for the second.
      await page.waitForLoadState('networkidle');
      const save = page.getByRole('button', { name: 'Save' });
      // React-admin may fill the form again with the row after the first fill: type until it holds.
      await expect(async () => {
        await page.getByLabel('Name *').fill(name);
        await expect(save).toBeEnabled({ timeout: 1000 });
      }).toPass();
      await save.click();
      await expect(page.getByText('Element updated')).toBeVisible();
      // Saved, the screen goes back to the list: only then is the edit screen opened again (a goto
      // before that redirect was overtaken by it, and the next rename found no form).
      await expect(page).toHaveURL(new RegExp(`#/catalogue/${resource}$`));
      return await (await page.request.get(iri)).json();
    };
    const after = await rename(`${before.name} (renamed)`);
    expect(JSON.stringify(after), resource).not.toContain('[object Object]');
    expect({ ...after, name: before.name }, resource).toEqual(before);
    // Back to the seeded name for the other journeys, through the same screen.
    expect(await rename(before.name), resource).toEqual(before);
  }
});
