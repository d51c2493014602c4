// The "continue where you left off" link of issue 14 as a visitor uses it: opened on another device
// (a fresh browser context, nothing in its storage), on the server's hosted page and on the sample
// hotel page, then reloaded for real.
import { expect, type Page, test } from '@playwright/test';
import { createDraft } from '../fixtures/bookings.mjs';
import { expectStep, widget } from './journey.ts';

const API = process.env.BF_E2E_URL as string;

/** A draft made as auto-save makes it: everything but the on-site contact's phone (step 4 asks for it). */
async function draftWithoutOnsitePhone() {
  const email = `resume-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const draft = await createDraft(API, {
    email,
    onsiteContact: { firstname: 'Piet', lastname: 'Bakker', email: '', phonenumber: '' },
  });
  return { ...draft, email };
}

/** The wizard shows the draft: on step 4, with the account holder the draft holds. */
async function expectTheDraftOnStep4(page: Page) {
  await expectStep(page, 4);
  await expect(widget(page).locator('#s4-firstname')).toHaveValue('Anna');
  await expect(widget(page).locator('#s4-lastname')).toHaveValue('Jansen');
  await expect(widget(page).locator('[part~="step"][data-step="2"]')).toHaveAttribute(
    'data-complete',
    'true',
  );
}

test.describe('resuming a draft from its e-mail link', () => {
  test('on the hosted page: the wizard takes the draft over, the key leaves the address, a reload keeps it', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const v = await draftWithoutOnsitePhone();
    await page.goto(`/en-US/resume/${v.username}/${v.id}?partner=harbour&key=${encodeURIComponent(v.key)}`);
    await expectTheDraftOnStep4(page);
    expect(page.url()).not.toContain(v.key);

    await page.reload();
    await expectTheDraftOnStep4(page);
    expect(page.url()).not.toContain(v.key);
    await widget(page).locator('[part~="step"][data-step="1"] [part~="step-toggle"]').click();
    await expect(widget(page).locator('#s1-emailaddress')).toHaveValue(v.email);
    await context.close();
  });

  test('on the hotel page: the hash becomes the wizard’s, and a reload keeps the draft', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const v = await draftWithoutOnsitePhone();
    await page.goto(`/#/en-US/resume/${v.username}/${v.id}?key=${encodeURIComponent(v.key)}`);
    await expectTheDraftOnStep4(page);
    await expect.poll(() => new URL(page.url()).hash).toBe('#/');

    await page.reload();
    // The reload reopens the step the visitor was on.
    await expectTheDraftOnStep4(page);
    await widget(page).locator('[part~="step"][data-step="1"] [part~="step-toggle"]').click();
    await expect(widget(page).locator('#s1-emailaddress')).toHaveValue(v.email);
    await context.close();
  });
});
