// What the wizard keeps through what happens to a visitor's tab (issue 18): a reload mid-wizard, and
// the links that open it (a mangled one, the home route with a language), and sending.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  dateFromToday,
  expectStep,
  fillContact,
  fillEvent,
  fillStay,
  fillStep1,
  next,
  openForm,
  pickFreeSpace,
  sentLink,
  shownInEnglish,
  stayStatus,
  widget,
} from './journey.ts';

test.describe('the wizard through a reload', () => {
  test('every field of steps 1–3 and the open step survive a reload', async ({ page }) => {
    const w = widget(page);
    await openForm(page);
    await fillStep1(page, { email: 'reload-all@example.com' });
    await w.locator('#s1-types-1').check();
    await next(page, 1);
    await expectStep(page, 2);
    await fillEvent(page, { pax: '24' });
    await w.locator('#s2-eventEndTime').blur();
    await w.locator('#s2-days-0-date').fill(dateFromToday(90));
    await w.locator('#s2-days-0-halls').click();
    await pickFreeSpace(page, 0, 0);
    await next(page, 2);
    await expectStep(page, 3);
    await fillStay(page, {
      from: dateFromToday(90),
      to: dateFromToday(91),
      rooms: '2',
      perRoom: '1',
      roomType: 0,
    });
    // Auto-save writes the tab's draft 200 ms after a change.
    await page.waitForTimeout(600);

    await page.reload();
    await expectStep(page, 3);
    await expect(w.locator('#s3-rooms-0-amount')).toHaveValue('2');
    await expect(w.locator('#s3-rooms-0-startDate')).toHaveValue(shownInEnglish(dateFromToday(90)));
    await w.locator('[part~="step"][data-step="2"] [part~="step-toggle"]').click();
    await expectStep(page, 2);
    await expect(w.locator('#s2-eventname')).toHaveValue('Sales kick-off');
    await expect(w.locator('#s2-eventType')).toHaveValue('meeting');
    await expect(w.locator('#s2-eventPax')).toHaveValue('24');
    await expect(w.locator('#s2-eventStartTime')).toHaveValue('09:00');
    await expect(w.locator('#s2-eventEndTime')).toHaveValue('17:00');
    await expect(w.locator('#s2-days-0-date')).toHaveValue(shownInEnglish(dateFromToday(90)));
    await w.locator('[part~="step"][data-step="1"] [part~="step-toggle"]').click();
    await expect(w.locator('#s1-emailaddress')).toHaveValue('reload-all@example.com');
    await expect(w.locator('#s1-location-0')).toBeChecked();
    await expect(w.locator('#s1-types-1')).toBeChecked();
  });
});

/** A locale file's texts. */
const texts = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${name}.json`, import.meta.url), 'utf8'));

test.describe('links into the widget (spec §2 routes)', () => {
  test('a mangled booking link says "not found" instead of showing an empty wizard', async ({ page }) => {
    const notFound = texts('offer.en-US').load['not-found'].title;
    await page.goto('/#/reservation/abc/xyz?key=1');
    await expect(widget(page).getByRole('heading', { name: notFound })).toBeVisible();
    await expect(widget(page).locator('#s1-emailaddress')).toHaveCount(0);
    // The way on is a new reservation.
    await widget(page)
      .getByRole('button', { name: texts('offer.en-US').load.newReservation })
      .click();
    await expect(widget(page).locator('#s1-emailaddress')).toBeVisible();
  });

  for (const hash of ['#/nl-NL', '#/nl']) {
    test(`${hash} opens the wizard in Dutch for this visit, without storing the language`, async ({
      page,
    }) => {
      const dutch = texts('nl-NL').wizard.steps.details;
      const english = texts('en-US').wizard.steps.details;
      await page.goto(`/${hash}`);
      await expect(widget(page).locator('[part~="root"]')).toHaveAttribute('lang', 'nl-NL');
      await expect(widget(page).locator('[part~="step"][data-step="1"] [part~="step-toggle"]')).toContainText(
        dutch,
      );
      expect(await page.evaluate(() => localStorage.getItem('booking-form:lang'))).toBeNull();
      // A later visit without the language in its link is in the visitor's own language again.
      await page.goto('/');
      await expect(widget(page).locator('[part~="root"]')).toHaveAttribute('lang', 'en-US');
      await expect(widget(page).locator('[part~="step"][data-step="1"] [part~="step-toggle"]')).toContainText(
        english,
      );
    });
  }
});

test.describe('after sending', () => {
  test('the steps are locked and "View or change your request" opens the booking', async ({ page }) => {
    const w = widget(page);
    // Rooms only in Berlin (location 1), its first room type, through step 5.
    await openForm(page, '?mice=false&hotel=true');
    await fillStep1(page, { location: 1, email: `sent-lock-${Date.now()}@example.com` });
    await next(page, 1);
    await expectStep(page, 3);
    await fillStay(page, {
      from: dateFromToday(44),
      to: dateFromToday(46),
      rooms: '1',
      perRoom: '1',
      roomType: 0,
    });
    await expect(stayStatus(page)).toHaveAttribute('data-status', 'completed');
    await next(page, 3);
    await expectStep(page, 4);
    await fillContact(page);
    await next(page, 4);
    await expectStep(page, 5);
    await w.locator('#s5-terms').check();
    await w.locator('[part~="submit-button"][data-transition="inquire"]').click();
    await expect(sentLink(page)).toBeVisible();
    await page.keyboard.press('Escape');

    // Nothing sent can be changed in the wizard any more: every earlier step stays shut.
    for (const n of [1, 3, 4]) {
      const toggle = w.locator(`[part~="step"][data-step="${n}"] [part~="step-toggle"]`);
      await expect(toggle).toHaveAttribute('aria-disabled', 'true');
      await toggle.click({ force: true });
      await expect(w.locator(`[part~="step"][data-step="${n}"]`)).toHaveAttribute('data-expanded', 'false');
    }
    await expectStep(page, 5);

    const view = w.getByRole('link', { name: texts('summary.en-US').outcome.viewOrChange });
    await expect(view).toBeVisible();
    await view.click();
    await expect(w.locator('[part~="view"][data-view="offer"]')).toBeVisible();
  });
});

test.describe('a short offline moment', () => {
  // The room types of a location (not their free rooms, `…/availabilities`).
  const ROOM_TYPES = /\/api\/location_room_types\?/;

  /** Rooms only in Berlin (location 1), its room types failing to load; step 3 open. */
  async function toRoomsStepWhileTypesFail(page: Page) {
    await page.route(ROOM_TYPES, (route) => route.abort('internetdisconnected'));
    await openForm(page, '?mice=false&hotel=true');
    await fillStep1(page, { location: 1, email: `offline-${Date.now()}@example.com` });
    await next(page, 1);
    await expectStep(page, 3);
    await expect(widget(page).getByText(texts('rooms.en-US').typesFailed)).toBeVisible();
  }

  test('step 3 recovers by itself when the connection is back', async ({ page, context }) => {
    await toRoomsStepWhileTypesFail(page);
    await context.setOffline(true);
    await page.unroute(ROOM_TYPES);
    await context.setOffline(false);
    await expect(widget(page).locator('#s3-rooms-0-roomType-0')).toBeVisible();
    await expect(widget(page).getByText(texts('rooms.en-US').typesFailed)).toHaveCount(0);
  });

  test('step 3 offers "Try again" after a failed lookup', async ({ page }) => {
    await toRoomsStepWhileTypesFail(page);
    await page.unroute(ROOM_TYPES);
    await widget(page)
      .getByRole('button', { name: texts('en-US').error.retry })
      .click();
    await expect(widget(page).locator('#s3-rooms-0-roomType-0')).toBeVisible();
    await expect(widget(page).getByText(texts('rooms.en-US').typesFailed)).toHaveCount(0);
  });

  test('step 2 offers "Try again" for spaces that failed, and recovers by itself when the connection is back', async ({
    page,
    context,
  }) => {
    const SPACES = /\/api\/halls_suitable\?/;
    const w = widget(page);
    await page.route(SPACES, (route) => route.abort('internetdisconnected'));
    await openForm(page);
    await fillStep1(page, { email: `offline-spaces-${Date.now()}@example.com` });
    await next(page, 1);
    await expectStep(page, 2);
    await fillEvent(page);
    await w.locator('#s2-days-0-date').fill(dateFromToday(95));
    await w.locator('#s2-days-0-halls').click();
    await expect(w.getByText(texts('event.en-US').space.lookupFailed)).toBeVisible();
    await expect(w.getByRole('button', { name: texts('en-US').error.retry })).toBeVisible();
    await context.setOffline(true);
    await page.unroute(SPACES);
    await context.setOffline(false);
    await pickFreeSpace(page, 0, 0);
    await expect(w.getByText(texts('event.en-US').space.lookupFailed)).toHaveCount(0);
  });

  test('step 1 recovers by itself when the connection is back after its locations failed', async ({
    page,
    context,
  }) => {
    const LOCATIONS = /\/api\/locations\?/;
    await page.route(LOCATIONS, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expect(widget(page).getByRole('button', { name: texts('en-US').error.retry })).toBeVisible();
    await context.setOffline(true);
    await page.unroute(LOCATIONS);
    await context.setOffline(false);
    await expect(widget(page).locator('#s1-location-0')).toBeVisible();
  });
});
