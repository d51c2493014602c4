import { spawnSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { readBooking, requestBooking } from '../fixtures/bookings.mjs';

// The offer journeys of issue 8 against the real server: a request, the venue's offer sent with
// `npm run staff`, and the visitor handling it from the e-mail link on the sample hotel website.

const API = process.env.BF_E2E_URL as string;

/** The venue sends an offer, exactly as staff would: `npm run staff -- offer <id>`. */
function sendOffer(id: number) {
  const result = spawnSync(
    'npm',
    ['run', '-s', 'staff', '--', 'offer', String(id), '--valid-until', '2099-12-31'],
    {
      env: { ...process.env, API, STAFF_KEY: process.env.BF_E2E_STAFF_KEY },
      encoding: 'utf8',
    },
  );
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toMatch(/Offer sent for booking [A-Z]+-[A-Z]+-\d{4}-\d{4}/);
}

type Visitor = Awaited<ReturnType<typeof requestBooking>>;

/** The e-mail link: the sample hotel website with the reservation route in its hash. */
const link = (v: Visitor, lang = 'en-US', key = v.key) =>
  `/#/${lang}/reservation/${v.username}/${v.id}?key=${encodeURIComponent(key)}`;

async function openOffer(page: Page, v: Visitor, lang = 'en-US'): Promise<Locator> {
  await page.goto(link(v, lang));
  const widget = page.locator('booking-form');
  await expect(widget.locator('[part~="view"][data-view="offer"]')).toBeVisible();
  return widget;
}

/** Console errors of the page (a CSP refusal or a crash shows here). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('the offer journeys', () => {
  test('request → offer → the visitor opens the link, reads it and accepts', async ({ page }) => {
    const errors = consoleErrors(page);
    const v = await requestBooking(API, { promoCode: 'WELCOME10' });
    sendOffer(v.id);
    const widget = await openOffer(page, v);
    const view = widget.locator('[part~="view"]');
    // The status in words beside its label (the `dd` carries the status code too).
    const status = view.locator('dd[data-status]');
    await expect(status).toContainText('Offer received');
    // The promo code's discount is shown as an amount off (the API's discount carries `amount`).
    await expect(widget.locator('[part~="prices"]')).toContainText(/−€[\d,]+\.\d\d/);
    await expect(widget.locator('[part~="prices"]')).not.toContainText('NaN');
    await expect(view).toContainText('2099');
    await expect(view.getByRole('region', { name: 'Event days' })).toContainText('IJ Zaal');
    await expect(view.getByRole('region', { name: 'Event days' })).toContainText('Boardroom');
    await expect(view.getByRole('region', { name: 'Hotel rooms' })).toContainText('Single room');
    await expect(widget.locator('[part~="price-total"]')).toContainText('€');
    await expect(widget.getByText('Vegetarian lunch')).toBeVisible();
    await expect(
      widget.getByRole('link', { name: 'Terms and conditions (opens in a new tab)' }),
    ).toHaveAttribute('href', /terms/);
    const axe = await new AxeBuilder({ page }).include('booking-form').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await widget.getByRole('button', { name: 'Accept offer' }).click();
    const dialog = widget.getByRole('dialog', { name: 'Accept this offer?' });
    await dialog.getByRole('button', { name: 'Accept offer' }).click();
    await expect(dialog.getByText(/You must accept the terms/)).toBeVisible();
    await dialog.getByLabel('I agree to the terms and conditions').check();
    await dialog.getByRole('button', { name: 'Accept offer' }).click();
    const outcome = widget.getByRole('dialog', { name: 'Offer accepted' });
    await expect(outcome).toBeVisible();
    expect((await readBooking(API, v.id, v)).status).toBe('accepted');
    await outcome.getByRole('button', { name: 'OK' }).click();
    await expect(widget.locator('dd[data-status]')).toContainText('Offer accepted');
    expect(errors).toEqual([]);
  });

  test('another turns the offer down with a reason and can no longer accept it', async ({ page }) => {
    const v = await requestBooking(API);
    sendOffer(v.id);
    const widget = await openOffer(page, v, 'nl-NL');
    await widget.getByRole('button', { name: 'Offerte afslaan' }).click();
    const dialog = widget.getByRole('dialog', { name: 'Deze offerte afslaan?' });
    await expect(dialog).toContainText('niet ongedaan');
    await dialog.getByLabel('Waarom slaat u de offerte af?').fill('We vonden een andere locatie');
    await dialog.getByLabel('Ik begrijp dat het afslaan').check();
    await dialog.getByRole('button', { name: 'Offerte afslaan' }).click();
    await expect(widget.getByRole('dialog', { name: 'Offerte afgeslagen' })).toBeVisible();
    expect((await readBooking(API, v.id, v)).status).toBe('turned_down');

    await page.reload();
    await expect(widget.locator('dd[data-status]')).toContainText('Afgeslagen');
    await expect(widget.getByRole('button', { name: 'Offerte accepteren' })).toHaveCount(0);
    // Only what can be done now is offered: no list of what cannot (issue #18, item 11).
    await expect(widget.getByText('Offerte accepteren is niet mogelijk')).toHaveCount(0);
  });

  test('another cancels a request with a reason under the terms', async ({ page }) => {
    const v = await requestBooking(API);
    const widget = await openOffer(page, v, 'de-DE');
    await widget.getByRole('button', { name: 'Reservierung stornieren' }).click();
    const dialog = widget.getByRole('dialog', { name: 'Diese Reservierung stornieren?' });
    await expect(dialog).toContainText('kostenlos stornieren');
    await dialog.getByLabel('Warum stornieren Sie?').fill('Die Veranstaltung fällt aus');
    await dialog.getByLabel('Ich stimme den Allgemeinen Geschäftsbedingungen zu').check();
    await dialog.getByRole('button', { name: 'Reservierung stornieren' }).click();
    await expect(widget.getByRole('dialog', { name: 'Reservierung storniert' })).toBeVisible();
    expect((await readBooking(API, v.id, v)).status).toBe('cancelled');
  });

  test('another changes a day and applies the changes', async ({ page }) => {
    const v = await requestBooking(API);
    sendOffer(v.id);
    const widget = await openOffer(page, v);
    await widget.getByRole('button', { name: 'Change reservation' }).click();
    await expect(widget.locator('[part~="view"][data-view="edit"]')).toBeVisible();
    // The key stays out of the address bar for links the widget makes itself.
    expect(new URL(page.url()).hash).toBe(`#/en-US/edit/${v.username}/${v.id}`);
    const apply = widget.getByRole('button', { name: 'Apply changes' });
    await expect(apply).toBeDisabled();
    // Step 2: the meeting ends an hour earlier (its days follow the event's times).
    await widget.locator('[part~="step-toggle"]').nth(1).click();
    const end = widget.locator('#s2-eventEndTime');
    await expect(end).toHaveValue('17:00');
    await end.selectOption('16:00');
    await end.blur();
    await expect(apply).toBeEnabled();
    // Leaving with unapplied changes asks first; staying keeps the edit and the address.
    const asked: string[] = [];
    page.once('dialog', (question) => {
      asked.push(question.message());
      void question.dismiss();
    });
    await widget.getByRole('button', { name: 'Back to the reservation' }).click();
    await expect
      .poll(() => asked)
      .toEqual(['You have changes that are not applied yet. Leave without applying them?']);
    await expect(widget.locator('[part~="view"][data-view="edit"]')).toBeVisible();
    await expect(end).toHaveValue('16:00');
    const axe = await new AxeBuilder({ page }).include('booking-form').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await apply.click();
    await expect(widget.getByRole('dialog', { name: 'Changes applied' })).toBeVisible();
    const stored = await readBooking(API, v.id, v);
    expect(stored.meetingRooms[0]).toMatchObject({ startTime: '09:00', endTime: '16:00' });
    expect(stored.meetingRooms[0]?.halls[0]).toMatchObject({ endTime: '16:00' });
    // The venue must agree again to a changed offer: it is a request once more.
    expect(stored.status).toBe('requested');
  });

  test('a tampered key shows "not found", never the booking', async ({ page }) => {
    const v = await requestBooking(API);
    await page.goto(link(v, 'en-US', `${v.key.slice(0, -2)}xx`));
    const widget = page.locator('booking-form');
    await expect(widget.getByRole('heading', { name: 'This reservation was not found' })).toBeVisible();
    await expect(widget.getByText('Acme BV')).toHaveCount(0);
    await page.goto(`/#/reservation/${v.username}/${v.id}`);
    await expect(widget.getByRole('heading', { name: 'This reservation was not found' })).toBeVisible();
  });

  test('the hosted page shows the offer and takes the key out of the address bar', async ({ page }) => {
    const errors = consoleErrors(page);
    const v = await requestBooking(API);
    sendOffer(v.id);
    const response = await page.goto(`/fr-FR/reservation/${v.username}/${v.id}?key=${v.key}&partner=harbour`);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    const widget = page.locator('booking-form');
    await expect(widget.locator('[part~="view"][data-view="offer"]')).toBeVisible();
    await expect(widget.locator('[part~="view"][data-status="offered"]')).toContainText('Offre reçue');
    expect(page.url()).not.toContain(v.key);
    expect(new URL(page.url()).pathname).toBe(`/fr-FR/reservation/${v.username}/${v.id}`);
    expect(errors).toEqual([]);
  });

  test('the booking page shows what is paid and due and can be printed', async ({ page }) => {
    const v = await requestBooking(API);
    await page.goto(`/#/booking/${v.username}/${v.id}?key=${v.key}`);
    const widget = page.locator('booking-form');
    await expect(widget.locator('[part~="view"][data-view="booking"]')).toBeVisible();
    const payment = widget.getByRole('region', { name: 'Payment' });
    await expect(payment.locator('dt:text-is("Paid") + dd')).toContainText('€0.00');
    const total = await widget.locator('[part~="price-total"]').textContent();
    await expect(payment.locator('dt:text-is("Still to pay") + dd')).toHaveText(total ?? '');
    await expect(widget.getByRole('button', { name: 'Print' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('booking-form').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await expect(widget.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(widget.locator('[part~="header"]')).toBeHidden();
  });
});
