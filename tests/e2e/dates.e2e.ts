// Dates and times in the widget's language whatever the browser's (#18): the browser speaks US English
// while the widget speaks Dutch or Finnish. The calendar names months and weekdays in the widget's
// language, starts weeks on Monday, disables past days, works by keyboard (APG date picker dialog) and
// picks a stay's range; times show on the 24-hour clock; a package deal sets the day's meeting times
// (seed, server/src/db/seed/catalogue/package-deals.ts: "Puolen päivän kokous" 08:00–12:30).
// Today is fixed at Wednesday 15 May 2030.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectStep, fillStep1, next, openForm, widget } from './journey.ts';

test.use({ locale: 'en-US', timezoneId: 'Europe/Amsterdam' });

const texts = (namespace: string, lang: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${namespace}.${lang}.json`, import.meta.url), 'utf8'));

async function openIn(page: Page, lang: string, query: string): Promise<void> {
  await page.clock.setFixedTime(new Date('2030-05-15T10:00:00+02:00'));
  await page.addInitScript((l) => localStorage.setItem('booking-form:lang', l), lang);
  await openForm(page, query);
  await expect(widget(page).locator('[part~="root"]')).toHaveAttribute('lang', lang);
}

const calendarButton = (page: Page, fieldId: string) =>
  widget(page).locator(`[part~="field"]:has(#${fieldId}) button[aria-haspopup="dialog"]`);
const calendar = (page: Page) => widget(page).locator('[part~="dialog"][data-dialog="date-picker"]');
const day = (page: Page, date: string) => calendar(page).locator(`td[data-date="${date}"]`);

test('a stay picked in a Dutch calendar in a US-English browser, by keyboard and pointer', async ({
  page,
}) => {
  await openIn(page, 'nl-NL', '?mice=false&hotel=true');
  const w = widget(page);
  await fillStep1(page, { location: 1, email: `dates-${Date.now()}@example.com` });
  await next(page, 1);
  await expectStep(page, 3);

  await calendarButton(page, 's3-rooms-0-startDate').click();
  await expect(calendar(page)).toBeVisible();
  await expect(calendar(page).getByRole('heading', { name: texts('rooms', 'nl-NL').checkIn })).toBeVisible();
  await expect(calendar(page).locator('h3')).toHaveText('mei 2030');
  await expect(calendar(page).locator('th').first()).toHaveAttribute('abbr', 'maandag');
  await expect(calendar(page).locator('th').last()).toHaveAttribute('abbr', 'zondag');
  // 1 May 2030 is a Wednesday: two empty cells before it in a week from Monday.
  await expect(calendar(page).locator('tbody tr').first().locator('td').nth(2)).toHaveAttribute(
    'data-date',
    '2030-05-01',
  );
  await expect(day(page, '2030-05-14')).toHaveAttribute('aria-disabled', 'true');
  await expect(day(page, '2030-05-14')).toHaveAttribute('aria-label', 'dinsdag 14 mei 2030');
  await expect(day(page, '2030-05-15')).toBeFocused();
  const axe = await new AxeBuilder({ page }).include('booking-form').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await day(page, '2030-05-14').click({ force: true });
  await expect(calendar(page)).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(day(page, '2030-05-16')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(day(page, '2030-05-23')).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(calendar(page).locator('h3')).toHaveText('juni 2030');
  await expect(day(page, '2030-06-23')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(day(page, '2030-06-17')).toBeFocused();
  await page.keyboard.press('End');
  await expect(day(page, '2030-06-23')).toBeFocused();
  await page.keyboard.press('PageUp');
  await expect(day(page, '2030-05-23')).toBeFocused();
  await page.keyboard.press('Enter');

  // The arrival is picked; the same calendar asks for the departure.
  await expect(calendar(page).getByRole('heading', { name: texts('rooms', 'nl-NL').checkOut })).toBeVisible();
  await expect(day(page, '2030-05-23')).toHaveAttribute('aria-disabled', 'true');
  await day(page, '2030-05-25').click();
  await expect(calendar(page)).toBeHidden();
  await expect(w.locator('#s3-rooms-0-startDate')).toHaveValue('23-05-2030');
  await expect(w.locator('#s3-rooms-0-endDate')).toHaveValue('25-05-2030');
  await expect(calendarButton(page, 's3-rooms-0-startDate')).toBeFocused();

  // Escape closes and gives focus back; a date typed the Dutch way is read the Dutch way.
  await calendarButton(page, 's3-rooms-0-endDate').click();
  await expect(day(page, '2030-05-25')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(calendar(page)).toBeHidden();
  await expect(calendarButton(page, 's3-rooms-0-endDate')).toBeFocused();
  await w.locator('#s3-rooms-0-endDate').fill('1-6-2030');
  await w.locator('#s3-rooms-0-endDate').blur();
  await expect(w.locator('#s3-rooms-0-endDate')).toHaveValue('01-06-2030');
});

test('a Finnish meeting day: calendar, 24-hour times and the package deal’s time slot', async ({ page }) => {
  await openIn(page, 'fi-FI', '');
  const w = widget(page);
  await fillStep1(page, { email: `paiva-${Date.now()}@example.com` });
  await next(page, 1);
  await expectStep(page, 2);

  const start = w.locator('#s2-eventStartTime');
  await expect(start.locator('option[value="17:30"]')).toHaveText('17.30');
  await expect(start.locator('option[value="08:00"]')).toHaveText('08.00');
  await w.locator('#s2-eventname').fill('Strategiapäivä');
  await w.locator('#s2-eventType').selectOption('meeting');
  await w.locator('#s2-eventPax').fill('20');
  await start.selectOption('09:00');
  await w.locator('#s2-eventEndTime').selectOption('12:00');
  await expect(start.locator('option:checked')).toHaveText('09.00');

  await calendarButton(page, 's2-days-0-date').click();
  await expect(calendar(page).locator('h3')).toHaveText('toukokuu 2030');
  await expect(calendar(page).locator('th').first()).toHaveAttribute('abbr', 'maanantai');
  await expect(day(page, '2030-05-14')).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(calendar(page)).toBeHidden();
  await expect(w.locator('#s2-days-0-date')).toHaveValue('22.05.2030');

  const halfDay = w.getByRole('radio', { name: 'Puolen päivän kokous' });
  await halfDay.check();
  await expect(w.locator('[data-day-times]')).toContainText('08.00–12.30');
});
