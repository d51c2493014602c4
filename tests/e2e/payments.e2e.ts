// Issue 16's journeys: book now secured by card before it confirms. The server's Stripe SDK talks to the
// local Stripe API test server (global setup); the page loads the Stripe.js test double in place of
// js.stripe.com. Each checks what the visitor sees and what the server stored.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { routeStripeJs, type StripeJsRoute } from '../support/stripe-js-route.mjs';
import {
  clickBookNow,
  dateFromToday,
  expectStep,
  fillContact,
  fillStay,
  fillStep1,
  next,
  openForm,
  stayStatus,
  storedBooking,
  widget,
} from './journey.ts';

const BERLIN = 1; // takes a 20% deposit by card; the rest 14 days before arrival
const DOUBLE = 1;
const LANGS = ['en-US', 'nl-NL', 'de-DE', 'fr-FR', 'fi-FI'];

const panel = (page: Page) => widget(page).locator('[data-payment-state]');
const cardForm = (page: Page) => page.locator('booking-form > [slot="bf-payment-element"]');
let stripeJs: StripeJsRoute;

test.beforeEach(async ({ page }) => {
  stripeJs = await routeStripeJs(page, process.env.BF_E2E_STRIPE_URL!);
  created = null;
  page.on('response', async (response) => {
    if (
      response.request().method() === 'POST' &&
      /\/api\/booking$/.test(response.url()) &&
      response.status() === 201
    ) {
      const body = await response.json();
      created = { id: body.id, username: body.username, key: body.key };
    }
  });
});

/** A double room in Berlin for two nights through step 4; step 5 open with the terms accepted. */
async function roomInBerlin(page: Page, days = 40) {
  await openForm(page, '?mice=false&hotel=true');
  await fillStep1(page, { location: BERLIN, email: `pay-${Date.now()}-${Math.random()}@example.com` });
  await next(page, 1);
  await expectStep(page, 3);
  await fillStay(page, {
    from: dateFromToday(days),
    to: dateFromToday(days + 2),
    rooms: '1',
    perRoom: '1',
    roomType: DOUBLE,
  });
  await expect(stayStatus(page)).toHaveAttribute('data-status', 'completed');
  await next(page, 3);
  await expectStep(page, 4);
  await fillContact(page);
  await next(page, 4);
  await expectStep(page, 5);
  await widget(page).locator('#s5-terms').check();
}

/** Book now (through the location's direct-checkout popup), then waits for the card form. */
async function bookNow(page: Page, options?: Parameters<typeof clickBookNow>[1]) {
  await clickBookNow(page, options);
  await expect(panel(page)).toHaveAttribute('data-payment-state', 'ready');
  await expect(cardForm(page).getByLabel('Card number')).toBeVisible();
}

async function payWith(page: Page, number: string) {
  await cardForm(page).getByLabel('Card number').fill(number);
  await cardForm(page).getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await cardForm(page).getByLabel('Security code').fill('123');
  await widget(page).locator('[part~="pay-button"]').click();
}

/** The booking the widget created (its creation answer carries the credentials, once). */
let created: { id: number; username: string; key: string } | null = null;
async function heldBooking(_page: Page): Promise<{ id: number; username: string; key: string }> {
  if (!created) throw new Error('the widget created no booking');
  return created;
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).include('booking-form').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test.describe('card payment for book now', () => {
  test('says what book now takes, loads Stripe only then, and confirms once the deposit is paid', async ({
    page,
  }) => {
    await roomInBerlin(page);
    const w = widget(page);
    await expect(w.locator('[part~="root"]')).toContainText(
      /You pay a 20% deposit of €[\d.,]+ now by card; the rest \(€[\d.,]+\) by/,
    );
    expect(stripeJs.loads()).toBe(0);
    await bookNow(page);
    expect(stripeJs.loads()).toBe(1);
    await expect(w.locator('[part~="payment-countdown"]')).toContainText(/Time left to pay: 1[45] min/);
    const booking = await heldBooking(page);
    expect((await storedBooking(page, booking)).status).toBe('payment_pending');
    await payWith(page, '4242424242424242');
    await expect(panel(page)).toHaveAttribute('data-payment-state', 'succeeded');
    await expect(w.getByRole('heading', { name: 'Booking confirmed' }).first()).toBeVisible();
    const stored = await storedBooking(page, booking);
    expect(stored).toMatchObject({ status: 'confirmed', flags: ['instant', 'paid'] });
    const billing = await (
      await page.request.get(`/api/booking/${booking.id}/billing`, {
        headers: { username: booking.username, key: booking.key },
      })
    ).json();
    const total = billing.totalPriceIncludingTaxes;
    expect(billing.paymentTotals).toEqual([
      {
        currency: 'EUR',
        total,
        paid: Math.round(total * 0.2),
        refunded: 0,
        due: total - Math.round(total * 0.2),
      },
    ]);

    // The booking page offers the rest by card, in the same panel.
    await page.goto(`/#/booking/${booking.username}/${booking.id}?key=${encodeURIComponent(booking.key)}`);
    const rest = w.getByRole('button', { name: /^Pay the rest now \(€[\d.,]+\)$/ });
    await rest.click();
    await expect(panel(page)).toHaveAttribute('data-payment-state', 'ready');
    await expect(w.getByRole('heading', { name: 'Pay the rest of your booking' })).toBeVisible();
    await payWith(page, '4242424242424242');
    await expect(w.getByRole('status').filter({ hasText: 'paid in full' })).toBeVisible();
    const after = await (
      await page.request.get(`/api/booking/${booking.id}/billing`, {
        headers: { username: booking.username, key: booking.key },
      })
    ).json();
    expect(after.paymentTotals).toEqual([{ currency: 'EUR', total, paid: total, refunded: 0, due: 0 }]);
    await expect(
      w.getByRole('region', { name: 'Payment' }).locator('dt:text-is("Still to pay") + dd'),
    ).toHaveText('€0.00');
    await expect(rest).toHaveCount(0);
  });

  test('a declined card says so and keeps the form; another card pays', async ({ page }) => {
    await roomInBerlin(page, 41);
    await bookNow(page);
    const booking = await heldBooking(page);
    await payWith(page, '4000000000000002');
    await expect(panel(page)).toHaveAttribute('data-payment-state', 'failed');
    await expect(panel(page).getByRole('alert')).toContainText(
      'Something went wrong while processing your payment. Please try again.',
    );
    await payWith(page, '4242424242424242');
    await expect(panel(page)).toHaveAttribute('data-payment-state', 'succeeded');
    expect((await storedBooking(page, booking)).status).toBe('confirmed');
  });

  test('3-D Secure runs in Stripe’s own dialog and the page is never left', async ({ page }) => {
    await roomInBerlin(page, 42);
    await bookNow(page);
    const url = page.url();
    await payWith(page, '4000002500003155');
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(panel(page)).toHaveAttribute('data-payment-state', 'succeeded');
    expect(page.url()).toBe(url);
  });

  test('a payment with the bank says the visitor will hear by e-mail', async ({ page }) => {
    await roomInBerlin(page, 43);
    await bookNow(page);
    await cardForm(page).getByRole('radio', { name: 'SEPA Direct Debit' }).check();
    await cardForm(page).getByLabel('Full name').fill('Anna de Vries');
    await cardForm(page).getByLabel('Email').fill('anna@example.com');
    await cardForm(page).getByLabel('IBAN').fill('DE89370400440532013000');
    await widget(page).locator('[part~="pay-button"]').click();
    await expect(panel(page)).toHaveAttribute('data-payment-state', 'processing');
    await expect(panel(page)).toContainText('we will e-mail you once your bank approves it');
  });

  test('out of time: the request is kept and the venue will be in touch', async ({ page }) => {
    await page.clock.install();
    await roomInBerlin(page, 44);
    await bookNow(page);
    await page.clock.fastForward('14:30');
    await expect(widget(page).locator('[part~="payment-countdown"]')).toContainText(
      /Time left to pay: 0:\d\d/,
    );
    await page.clock.fastForward('01:00');
    await expect(panel(page)).toHaveAttribute('data-payment-state', 'expired');
    await expect(panel(page)).toContainText(
      'Out of time. Your request is saved and the venue will be in touch.',
    );
  });

  for (const lang of LANGS) {
    test(`axe finds nothing on the payment step and its states (${lang})`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('booking-form:lang', l), lang);
      await roomInBerlin(page, 50 + LANGS.indexOf(lang));
      await axe(page);
      await bookNow(page, { lang, whilePopupOpen: () => axe(page) });
      await axe(page);
      await payWith(page, '4000000000000002');
      await expect(panel(page)).toHaveAttribute('data-payment-state', 'failed');
      await axe(page);
      await payWith(page, '4242424242424242');
      await expect(panel(page)).toHaveAttribute('data-payment-state', 'succeeded');
      await axe(page);
    });
  }
});
