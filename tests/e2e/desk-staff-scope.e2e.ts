// A manager limited to some locations (issue 17, a defect): the staff page offers them only their own
// locations and no "all locations" choice. BF_SHOTS=<dir> also saves that form at 1280 and 390 px wide.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { openDeskAs, setPasswordFromLink, staffEmail } from './desk.ts';
import { mailTo } from './mailbox.ts';

const API = process.env.BF_E2E_URL as string;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: API });
  return context.newPage();
}

test('a manager limited to one location is offered only that location for colleagues', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A manager for all locations adds a manager for Amsterdam only.
  const head = await newPage(browser);
  await openDeskAs(head, { role: 'manager', name: 'Hanna Head' });
  await head.getByRole('link', { name: 'Staff' }).click();
  const add = head.locator('form').filter({ hasText: 'Add a colleague' });
  await expect(add.getByLabel('All locations, also ones added later')).toBeVisible();
  const limited = staffEmail('harbour', 'manager');
  await add.getByLabel('Name').fill('Lena Local');
  await add.getByLabel('E-mail address').fill(limited);
  await add.getByLabel('Role').selectOption('manager');
  await add.getByLabel('Only these locations:').check();
  const places = add.locator('.desk-staff-location-list input[type="checkbox"]');
  // The list shows once the partner's locations are in: read it when it has more than one.
  await expect(add.locator('.desk-staff-location-list label').nth(1)).toBeVisible();
  const everyPlace = await add.locator('.desk-staff-location-list label').allTextContents();
  await places.first().check();
  await add.getByRole('button', { name: 'Add and send the invitation' }).click();
  await expect(head.getByText(`the invitation went to ${limited}`)).toBeVisible();

  // She signs in through her invitation and opens the staff page: her one location, no "all".
  const link = (await mailTo(head, limited, 'staff_invitation')).links.find((l) =>
    l.includes('/desk/#/link/'),
  );
  const local = await newPage(browser);
  await local.goto(link!);
  await setPasswordFromLink(local);
  await local.getByRole('link', { name: 'Staff' }).click();
  const own = local.locator('form').filter({ hasText: 'Add a colleague' });
  await expect(own.getByText('You can give only the locations you work for yourself.')).toBeVisible();
  await expect(own.getByLabel('All locations, also ones added later')).toHaveCount(0);
  // Waited for, as above: her locations come from the server after the page shows (read at once, the
  // list was still empty when two workers shared the machine).
  await expect(own.locator('.desk-staff-location-list label')).toHaveText([everyPlace[0]!]);
  const axe = await new AxeBuilder({ page: local }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  if (process.env.BF_SHOTS) {
    for (const width of [1280, 390]) {
      await local.setViewportSize({ width, height: 900 });
      await own.screenshot({ path: `${process.env.BF_SHOTS}/change-staff-limited-${width}.png` });
    }
  }
});
