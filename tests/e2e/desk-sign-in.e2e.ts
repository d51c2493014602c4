// The venue's desk (issue 17): staff sign in as people. A new colleague opens their one-time link and
// chooses a password; the link works once; they sign out and in again with the password; guessing
// passwords is stopped with "too many attempts"; without a session neither the page nor the API shows
// anything of the partner.
import { expect, test } from '@playwright/test';
import { createStaffUser } from '../fixtures/bookings.mjs';
import { DESK_PASSWORD, setPasswordFromLink, staffEmail } from './desk.ts';

const dataDir = () => process.env.BF_E2E_DATA_DIR ?? '';

test('a new colleague sets a password through their link, which then works no more, and signs in with it', async ({
  page,
}) => {
  const email = staffEmail('harbour', 'staff');
  const link = await createStaffUser({ dataDir: dataDir() }, { email, name: 'Sem Bakker', role: 'staff' });
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Welcome, Sem Bakker' })).toBeVisible();
  // Too short first: the API's rule, in the desk's words, on the field.
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('New password again').fill('short');
  await page.getByRole('button', { name: 'Save the password and open the desk' }).click();
  await expect(page.getByText('Use at least 12 characters.')).toBeVisible();
  await setPasswordFromLink(page);
  await expect(page).toHaveURL(/\/desk\/#\/inbox$/);
  await expect(page.getByText('Harbour Hotels')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the desk' })).toBeVisible();

  // The link was spent when it was opened.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();

  await page.goto('/desk/');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(DESK_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // A reload keeps the session (the cookie), and the language can be changed.
  await page.reload();
  await page.getByLabel('Language').selectOption('nl-NL');
  await expect(page.getByRole('button', { name: 'Afmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
});

test('guessing a password gets "too many attempts" after five wrong ones, also for the right password', async ({
  page,
}) => {
  const email = staffEmail('harbour', 'staff');
  const link = await createStaffUser({ dataDir: dataDir() }, { email, name: 'Guessed', role: 'staff' });
  await page.goto(link);
  await setPasswordFromLink(page);
  await page.getByRole('button', { name: 'Sign out' }).click();

  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(`wrong guess number ${attempt}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('That e-mail address and password do not match.');
  }
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(DESK_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Wait a few minutes and try again.');
});

test('without a session the desk shows only its sign-in form, and its API answers 401', async ({
  page,
  request,
}) => {
  await page.goto('/desk/#/bookings/1');
  await expect(page.getByRole('heading', { name: 'Sign in to the desk' })).toBeVisible();
  await expect(page.getByText('Harbour Hotels')).toHaveCount(0);
  for (const path of ['/api/desk/session', '/api/desk/staff_users', '/api/reservations']) {
    const response = await request.get(path);
    expect([401, 404], path).toContain(response.status());
    expect(response.headers()['content-type']).toContain('application/problem+json');
  }
});
