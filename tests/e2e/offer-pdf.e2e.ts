// The offer as a PDF (issue 15), as a visitor gets it: the "Download PDF" button of the offer view, the
// booking page and step 5 saves the server's file under the booking's readable reference, fetched with
// the booking's headers so the key never shows in a URL.
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { changeStatus, requestBooking } from '../fixtures/bookings.mjs';
import {
  dateFromToday,
  expectStep,
  fillContact,
  fillStay,
  fillStep1,
  next,
  openForm,
  sentBooking,
  sentLink,
  storedBooking,
  widget,
} from './journey.ts';

const API = process.env.BF_E2E_URL as string;
const STAFF = process.env.BF_E2E_STAFF_KEY as string;
const AMSTERDAM = 0; // position in step 1's location list; Amsterdam shows its prices

/**
 * Clicks `button` and resolves the download it starts: the name the browser suggests and the first
 * bytes. A refusal shown instead (the button's alert) fails at once, with its text.
 */
async function downloadFrom(page: Page, button: Locator) {
  const downloaded = page.waitForEvent('download');
  const alert = widget(page).getByRole('alert');
  const refused = alert.waitFor().then(() => alert.textContent());
  // The loser of the race is dropped with the page; its rejection then means nothing.
  for (const pending of [downloaded, refused]) pending.catch(() => {});
  await button.click();
  const outcome = await Promise.race([downloaded, refused]);
  if (outcome === null || typeof outcome === 'string') throw new Error(`No download: "${outcome}"`);
  const bytes = await readFile(await outcome.path());
  return { name: outcome.suggestedFilename(), header: bytes.subarray(0, 5).toString('latin1') };
}

/** Every address the page asks for the PDF, to check that none of them carries the key. */
function pdfRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/offer.pdf')) urls.push(request.url());
  });
  return urls;
}

test.describe('the offer PDF', () => {
  test('the offer view and the booking page save it as {reference}.pdf', async ({ page }) => {
    const asked = pdfRequests(page);
    const v = await requestBooking(API);
    await changeStatus(API, v.id, { staff: STAFF }, { transition: 'send_offer', validUntil: '2099-12-31' });
    const reference = v.booking.reference as string;
    const key = encodeURIComponent(v.key);

    await page.goto(`/#/en-US/reservation/${v.username}/${v.id}?key=${key}`);
    const view = widget(page).locator('[part~="view"][data-view="offer"]');
    await expect(view).toBeVisible();
    const button = view.getByRole('button', { name: 'Download PDF' });
    expect(await downloadFrom(page, button)).toEqual({ name: `${reference}.pdf`, header: '%PDF-' });
    await expect(button).toHaveText('Download PDF');
    await expect(view.getByRole('alert')).toHaveCount(0);

    await page.goto(`/#/booking/${v.username}/${v.id}?key=${key}`);
    const bookingPage = widget(page).locator('[part~="view"][data-view="booking"]');
    await expect(bookingPage).toBeVisible();
    expect(await downloadFrom(page, bookingPage.getByRole('button', { name: 'Download PDF' }))).toEqual({
      name: `${reference}.pdf`,
      header: '%PDF-',
    });

    expect(asked).toHaveLength(2);
    for (const url of asked) expect(url).not.toContain(v.key.slice(0, 12));
  });

  test('step 5 saves it for the stored draft, and again after sending', async ({ page }) => {
    const w = widget(page);
    await openForm(page, '?mice=false&hotel=true');
    await fillStep1(page, { location: AMSTERDAM, email: `pdf-${Date.now()}@example.com` });
    await next(page, 1);
    await expectStep(page, 3);
    await fillStay(page, {
      from: dateFromToday(45),
      to: dateFromToday(47),
      rooms: '1',
      perRoom: '1',
      roomType: 0,
    });
    await next(page, 3);
    await expectStep(page, 4);
    await fillContact(page);
    await next(page, 4);
    await expectStep(page, 5);

    // Before sending: the venue shows its prices, so the auto-saved draft's offer can be saved.
    const before = await downloadFrom(page, w.getByRole('button', { name: 'Download PDF' }));
    expect(before.header).toBe('%PDF-');
    expect(before.name).toMatch(/\.pdf$/);

    await w.locator('#s5-terms').check();
    await w.locator('[part~="submit-button"][data-transition="inquire"]').click();
    await expect(w.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sentLink(page)).toBeVisible();
    const stored = await storedBooking(page, await sentBooking(page));
    expect(before.name).toBe(`${stored.reference}.pdf`);
    const after = await downloadFrom(page, w.getByRole('button', { name: 'Download PDF' }));
    expect(after).toEqual({ name: `${stored.reference}.pdf`, header: '%PDF-' });
  });
});
