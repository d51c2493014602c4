// The e-mail loop of issue 14 as a visitor and a venue live it, on the sample hotel website against the
// real server (which keeps its e-mails in the local mailbox, as `npm start` does): a request sent in
// the widget → the venue's e-mail arrives → the venue sends an offer → the visitor's e-mail arrives →
// its link opens the offer on the hotel's page → accept → the venue confirms → the confirmation with
// its calendar file arrives, and the calendar has the meeting at the venue's times.
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { changeStatus } from '../fixtures/bookings.mjs';
import { dateFromToday, sendMeetingRequest } from './journey.ts';
import { mailTo } from './mailbox.ts';

const API = process.env.BF_E2E_URL as string;
const STAFF = process.env.BF_E2E_STAFF_KEY as string;
const AMSTERDAM_EVENTS = 'events.amsterdam@harbourhotels.example';

test('request → the venue is told → offer → the visitor’s link opens it on the hotel page → accept → confirmation with a calendar', async ({
  page,
}) => {
  // The partner's own page is the sample hotel website this server serves: e-mail links open it.
  const partners = await page.request.get(`${API}/api/partners?slug=harbour`);
  const harbour = ((await partners.json()) as { member: { id: number }[] }).member[0]!;
  const patched = await page.request.patch(`${API}/api/partners/${harbour.id}`, {
    headers: { authorization: `Bearer ${STAFF}`, 'content-type': 'application/merge-patch+json' },
    data: { bookingPageUrl: `${API}/` },
  });
  expect(patched.status()).toBe(200);

  const email = `loop-${Date.now()}@example.com`;
  const day = dateFromToday(90);
  const booking = await sendMeetingRequest(page, { email, day, pax: '12' });

  // The venue hears of it, with the reference the visitor was shown.
  const stored = (await (
    await page.request.get(`${API}/api/booking/${booking.id}`, {
      headers: { username: booking.username, key: booking.key },
    })
  ).json()) as { reference: string };
  const venueMail = await mailTo(page, AMSTERDAM_EVENTS, 'venue_new_request');
  expect(venueMail.subject).toContain(stored.reference);
  const received = await mailTo(page, email, 'request_received');
  expect(received.subject).toContain(stored.reference);

  // The venue sends an offer; the visitor's e-mail carries the link to it.
  await changeStatus(
    API,
    booking.id,
    { staff: STAFF },
    { transition: 'send_offer', validUntil: '2099-12-31' },
  );
  const offerMail = await mailTo(page, email, 'offer_sent');
  const offerLink = offerMail.links.find((l) => l.includes(`/reservation/${booking.username}/${booking.id}`));
  expect(offerLink, offerMail.links.join('\n')).toMatch(new RegExp(`^${API}/#/en-US/reservation/`));

  // A new visit (another device): the link opens the offer on the hotel's page.
  const visit = await page.context().browser()!.newContext({ baseURL: API });
  const phone = await visit.newPage();
  await phone.goto(offerLink!);
  const offerView = phone.locator('booking-form [part~="view"][data-view="offer"]');
  await expect(offerView).toBeVisible();
  await expect(offerView).toContainText(stored.reference);
  await expect(phone.locator('booking-form dd[data-status]')).toContainText('Offer received');
  const view = phone.locator('booking-form');
  await view.getByRole('button', { name: 'Accept offer' }).click();
  const dialog = view.getByRole('dialog', { name: 'Accept this offer?' });
  await dialog.getByLabel('I agree to the terms and conditions').check();
  await dialog.getByRole('button', { name: 'Accept offer' }).click();
  await expect(view.getByRole('dialog', { name: 'Offer accepted' })).toBeVisible();
  await visit.close();
  await mailTo(page, AMSTERDAM_EVENTS, 'venue_offer_accepted');

  // The venue confirms: the confirmation arrives with the calendar file of the meeting day.
  await changeStatus(API, booking.id, { staff: STAFF }, { transition: 'confirm' });
  const confirmation = await mailTo(page, email, 'booking_confirmed');
  const ics = confirmation.attachments.find((a) => a.filename.endsWith('.ics'));
  expect(ics?.contentType).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await (await page.request.get(`${API}${ics!.url}`)).text()));
  const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
  expect(events).toHaveLength(1);
  // 09:00–17:00 in Amsterdam, whatever the season: compare in the venue's zone.
  const inAmsterdam = (date: Date) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(date);
  const [y, m, d] = day.split('-');
  expect(inAmsterdam(events[0]!.startDate.toJSDate())).toBe(`${d}/${m}/${y}, 09:00`);
  expect(inAmsterdam(events[0]!.endDate.toJSDate())).toBe(`${d}/${m}/${y}, 17:00`);
});
