// The venue's side of the desk journeys: a staff user made with `npm run staff-user` against the
// journeys' server, who opens their one-time link, sets a password and lands in the desk.
import { expect, type Page } from '@playwright/test';
import { createStaffUser } from '../fixtures/bookings.mjs';

/** The password every journey's staff user chooses (the desk asks for at least 12 characters). */
export const DESK_PASSWORD = 'harbour lights at dawn';

let made = 0;

/** A new staff user's e-mail address, unique within the run. */
export function staffEmail(partner: string, role: string): string {
  made += 1;
  return `${role}-${made}-${Date.now().toString(36)}@${partner}.example`;
}

/**
 * Makes a staff user of `partner` and signs them in through their link: the desk's inbox shows after.
 * Resolves the user's e-mail address.
 */
export async function openDeskAs(
  page: Page,
  { partner = 'harbour', role = 'staff', name = 'Desk User', locale = 'en-US' } = {},
): Promise<{ email: string }> {
  const email = staffEmail(partner, role);
  const dataDir = process.env.BF_E2E_DATA_DIR ?? '';
  const link = await createStaffUser({ dataDir }, { partner, email, name, role: role as 'staff', locale });
  await page.goto(link);
  await setPasswordFromLink(page);
  return { email };
}

/** On a link's page: chooses the password twice and saves it; the desk opens. */
export async function setPasswordFromLink(page: Page, password = DESK_PASSWORD): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', { name: 'Save the password and open the desk' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}
