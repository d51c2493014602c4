// Steps of a visitor's journey through the wizard on the sample hotel page, as a visitor clicks and
// types (Playwright pierces the open shadow root with CSS locators), and reads of what the server stored.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

/** A date `days` from today as `YYYY-MM-DD`. */
export function dateFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` date as a date field shows it in US English (the widget's English): MM/DD/YYYY. */
export function shownInEnglish(date: string): string {
  return date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
}

/** The widget's root on the page. */
export const widget = (page: Page) => page.locator('booking-form').first();

/** A page (its first form) or one form of a page with several: what the steps below act on. */
export type FormTarget = Page | Locator;

/** The form a step acts on: the page's first, or the one given. */
const formOf = (target: FormTarget): Locator => ('goto' in target ? widget(target) : target);

/** Opens the sample page (with an optional query string) and waits until the form is ready. */
export async function openForm(page: Page, query = ''): Promise<void> {
  await page.goto(`/${query}`);
  await expect(widget(page).locator('[part~="root"]')).toHaveAttribute('data-state', 'ready');
  await expect(widget(page).locator('#s1-emailaddress')).toBeVisible();
}

/**
 * How long a scripted visitor holds the mouse button. Playwright's click sends press and release at
 * once, and Chromium then runs pointerdown (and the blur it causes) and the click in one task; a person
 * holds the button for about a tenth of a second, so the two are tasks of their own. The interaction
 * bench presses like a person (its timings are per task); journeys leave it unset.
 */
export type Press = { delay?: number };

/** Clicks Next of step n. */
export async function next(page: FormTarget, n: number, press: Press = {}): Promise<void> {
  await formOf(page).locator(`[part~="step"][data-step="${n}"] [part~="next-button"]`).click(press);
}

/** Waits until step n is the expanded one. */
export async function expectStep(page: FormTarget, n: number): Promise<void> {
  await expect(formOf(page).locator(`[part~="step"][data-step="${n}"]`)).toHaveAttribute(
    'data-expanded',
    'true',
  );
}

/**
 * Clicks Book now and, in the location's direct-checkout popup that comes first (every seeded location
 * has one), continues, by the button's words in `lang`; `whilePopupOpen` runs while the popup shows.
 */
export async function clickBookNow(
  page: Page,
  { lang = 'en-US', whilePopupOpen }: { lang?: string; whilePopupOpen?: () => Promise<void> } = {},
): Promise<void> {
  const texts = JSON.parse(
    readFileSync(new URL(`../../locales/summary.${lang}.json`, import.meta.url), 'utf8'),
  );
  await widget(page).locator('[part~="submit-button"][data-transition="book_now"]').click();
  const popup = widget(page).locator('[part~="dialog"][data-dialog="direct-checkout"]');
  const next = popup.getByRole('button', { name: texts.locationTexts.continue });
  await expect(next).toBeVisible();
  await whilePopupOpen?.();
  await next.click();
}

/** Step 1: a location by its position, the e-mail address. */
export async function fillStep1(page: FormTarget, { location = 0, email = 'planner@example.com' } = {}) {
  await formOf(page).locator(`#s1-location-${location}`).check();
  await formOf(page).locator('#s1-emailaddress').fill(email);
}

/** Picks the first space of a day's space row that can be chosen (free, or included in the package). */
export async function pickFreeSpace(
  page: FormTarget,
  day: number,
  row: number,
  press: Press = {},
): Promise<string> {
  const option = formOf(page)
    .locator(`[id="s2-days-${day}-halls-${row}-hall"] li[data-mark]`)
    .and(formOf(page).locator('[data-mark="available"], [data-mark="included"]'))
    .first();
  await expect(option).toBeVisible();
  const label = (await option.textContent()) ?? '';
  // An unchecked option: clicking it checks it, as a person does (check() takes no press time).
  if (press.delay) await option.locator('input').click(press);
  else await option.locator('input').check();
  return label;
}

/** Step 2's event: name, type, guests and times. */
export async function fillEvent(page: FormTarget, { pax = '20' } = {}) {
  const w = formOf(page);
  await w.locator('#s2-eventname').fill('Sales kick-off');
  await w.locator('#s2-eventType').selectOption('meeting');
  await w.locator('#s2-eventPax').fill(pax);
  await w.locator('#s2-eventPax').blur();
  await w.locator('#s2-eventStartTime').selectOption('09:00');
  await w.locator('#s2-eventEndTime').selectOption('17:00');
}

/** Step 4: the account holder and billing address, the on-site contact being the same person. */
export async function fillContact(page: FormTarget) {
  const w = formOf(page);
  // Step 4's form is a lazy chunk: what it asks can be told only once it is there.
  await w.locator('#s4-firstname').waitFor();
  // A rooms-only booking is asked no billing address and no on-site contact unless paid on account.
  const billing = (await w.locator('#s4-street').count()) > 0;
  for (const [id, value] of [
    ['s4-firstname', 'Anna'],
    ['s4-lastname', 'de Vries'],
    ['s4-phonenumber', '+31 20 123 4567'],
    ...(billing
      ? ([
          ['s4-street', 'Keizersgracht'],
          ['s4-housenumber', '1'],
          ['s4-postalcode', '1015 AA'],
          ['s4-city', 'Amsterdam'],
        ] as const)
      : []),
  ] as const) {
    await w.locator(`#${id}`).fill(value);
  }
  // The country is a select of ISO 3166 codes, named in the widget's language.
  if (billing) await w.locator('#s4-country').selectOption('NL');
  const same = w.locator('#s4-onsite-same');
  if (await same.count()) await same.check();
}

/** The booking's id, username and key from the link the sent panel shows. */
export async function sentBooking(page: FormTarget): Promise<{ id: number; username: string; key: string }> {
  const href = (await sentLink(page).getAttribute('href')) ?? '';
  const match = /#\/reservation\/([^/]+)\/(\d+)\?key=(.+)$/.exec(href);
  if (!match) throw new Error(`no reservation link in "${href}"`);
  return {
    username: decodeURIComponent(match[1]!),
    id: Number(match[2]),
    key: decodeURIComponent(match[3]!),
  };
}

/**
 * A meeting request sent through the wizard on the sample page: step 1 with `email`, one day on `day`
 * with the first free space, the contact, the terms, "Send request". Resolves the sent booking.
 */
export async function sendMeetingRequest(
  page: Page,
  request: { email: string; day: string; pax?: string },
): Promise<{ id: number; username: string; key: string }> {
  await openForm(page);
  return requestMeeting(page, request);
}

/**
 * The same request through a form already on screen (the page's first, or the one given), in its
 * language `lang`: the sent panel's title is read from that language's texts.
 */
export async function requestMeeting(
  target: FormTarget,
  { email, day, pax = '20', lang = 'en-US' }: { email: string; day: string; pax?: string; lang?: string },
): Promise<{ id: number; username: string; key: string }> {
  const w = formOf(target);
  const texts = JSON.parse(
    readFileSync(new URL(`../../locales/summary.${lang}.json`, import.meta.url), 'utf8'),
  );
  await fillStep1(w, { email });
  await next(w, 1);
  await expectStep(w, 2);
  await fillEvent(w, { pax });
  await w.locator('#s2-days-0-date').fill(day);
  await w.locator('#s2-days-0-halls').click();
  await pickFreeSpace(w, 0, 0);
  await next(w, 2);
  await expectStep(w, 4);
  await fillContact(w);
  await next(w, 4);
  await expectStep(w, 5);
  await w.locator('#s5-terms').check();
  await w.locator('[part~="submit-button"][data-transition="request"]').click();
  await expect(w.getByRole('dialog')).toContainText(texts.outcome.requested.title);
  await w.page().keyboard.press('Escape');
  return sentBooking(w);
}

/** Reads a booking as its visitor would, straight from the API. */
export async function storedBooking(page: Page, booking: { id: number; username: string; key: string }) {
  const response = await page.request.get(`/api/booking/${booking.id}`, {
    headers: { username: booking.username, key: booking.key },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

/** Step 3: one stay, by its position — property (IRI), dates, rooms, guests per room, room type by position. */
export async function fillStay(
  page: Page,
  stay: {
    n?: number;
    location?: string;
    from: string;
    to: string;
    rooms: string;
    perRoom: string;
    roomType: number;
  },
) {
  const w = widget(page);
  const id = (field: string) => `#s3-rooms-${stay.n ?? 0}-${field}`;
  if (stay.location) await w.locator(id('location')).selectOption(stay.location);
  await w.locator(id('startDate')).fill(stay.from);
  await w.locator(id('endDate')).fill(stay.to);
  await w.locator(id('amount')).fill(stay.rooms);
  await w.locator(id('paxRoom')).fill(stay.perRoom);
  await w.locator(id('paxRoom')).blur();
  await w.locator(id(`roomType-${stay.roomType}`)).check();
}

/** The indicator of stay n (`completed`, `incomplete`, `too-many`). */
export const stayStatus = (page: Page, n = 0) =>
  widget(page).getByRole('group').and(widget(page).locator('[data-stay]')).nth(n);

/** After sending: the link to the reservation the sent panel shows (its name is translated). */
export const sentLink = (page: FormTarget) =>
  formOf(page).getByRole('link').and(formOf(page).locator('[href*="#/reservation/"]'));
