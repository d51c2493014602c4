import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../test/bookings.ts';
import { type FreshApp, TEST_NOW } from '../../test/fresh-app.ts';
import { capturingLogger } from '../../test/logs.ts';
import { type MailTestbed, mailTestbed } from '../../test/mail.ts';
import { ROOT } from '../../test/processes.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';
import type { MailService } from './mail-service.ts';

// What arrives over SMTP (a real SMTP server, parsed with mailparser) for a Dutch booking through its
// whole offer flow: the right messages to the right people, in Dutch (expected texts from the locale
// file), with the reference, a link whose key opens the booking, a calendar file whose event is at the
// venue's times — and no key in any log line.

const nl = JSON.parse(readFileSync(`${ROOT}locales/email.nl-NL.json`, 'utf8'));
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);

let bed: MailTestbed;
let fresh: FreshApp;
let f: BookingFixture;
let staff: string;
let smtp: SmtpSink;
let mail: MailService;
const { logger, lines: logLines } = capturingLogger();

beforeAll(async () => {
  bed = await mailTestbed(logger);
  ({ fresh, staff, smtp, mail } = bed);
  f = await bookingFixture(fresh.db);
});
afterAll(() => bed.close());

const arrived = (to: string, template: string) => bed.arrived(to, template);

describe('e-mail over SMTP', () => {
  it('a Dutch booking from request to confirmation: messages, language, reference, links, calendar', async () => {
    const base = bookingPayload(f) as ReturnType<typeof bookingPayload> & {
      meetingRooms: Record<string, unknown>[];
    };
    const b = await createBooking(fresh.app, {
      ...base,
      email: 'sanne@example.nl',
      locale: 'nl',
      meetingRooms: [{ ...base.meetingRooms[0], date: '2030-07-10' }],
      hotelRooms: [],
      types: ['mice'],
    });
    const visitor = (body: Record<string, unknown>) =>
      bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, {
        username: b.username,
        key: b.key,
        body,
      });
    const venue = (body: Record<string, unknown>) =>
      bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, { staff, body });
    const reference = (await bookingCall(fresh.app, 'GET', `/api/booking/${b.id}`, { staff })).body.reference;
    const [location] = await fresh.db.query<{ email: string; name: string }>(
      `select l.email, l.name from locations l join bookings b on b.location_id = l.id where b.id = $1`,
      [b.id],
    );

    expect((await visitor({ transition: 'request' })).status).toBe(200);
    const received = await arrived('sanne@example.nl', 'request_received');
    expect(received.mail.subject).toBe(fill(nl.request_received.request.subject, { reference }));
    const toVenue = await arrived(location!.email, 'venue_new_request');
    expect(toVenue.mail.subject).toMatch(new RegExp(`^Nieuwe aanvraag ${reference} van `));
    expect(toVenue.mail.replyTo?.text).toContain('sanne@example.nl');
    // The staff message carries no visitor key.
    expect(toVenue.mail.text).not.toMatch(/key=/);

    // The visitor's link: the hosted page (no bookingPageUrl), in Dutch, with a key that opens the booking.
    const link = /https:\/\/book\.harbour\.example\/nl-NL\/reservation\/[^\s]+/.exec(
      received.mail.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.searchParams.get('partner')).toBe('harbour');
    const [, , , username, id] = url.pathname.split('/');
    const opened = await bookingCall(fresh.app, 'GET', `/api/booking/${id}`, {
      username,
      key: url.searchParams.get('key')!,
    });
    expect([opened.status, opened.body.reference]).toEqual([200, reference]);

    expect((await venue({ transition: 'send_offer', validUntil: '2030-06-30' })).status).toBe(200);
    const offer = await arrived('sanne@example.nl', 'offer_sent');
    expect(offer.mail.subject).toBe(fill(nl.offer_sent.subject, { reference, venue: location!.name }));
    expect(offer.mail.html).toContain(nl.offer_sent.button);

    expect((await visitor({ transition: 'accept', termsAccepted: true })).status).toBe(200);
    await arrived(location!.email, 'venue_offer_accepted');
    expect((await venue({ transition: 'confirm' })).status).toBe(200);
    const confirmed = await arrived('sanne@example.nl', 'booking_confirmed');
    expect(confirmed.mail.subject).toBe(fill(nl.booking_confirmed.subject, { reference }));
    const ics = confirmed.mail.attachments.find((a) => a.filename === `${reference}.ics`);
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const [event] = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    // 10 July 2030, 09:00–17:00 in Amsterdam (summer time, UTC+2).
    expect(event!.startDate.toJSDate().toISOString()).toBe('2030-07-10T07:00:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2030-07-10T15:00:00.000Z');
    expect(event!.uid).toBe(`${reference}-day-2030-07-10@booking-form`);

    // Cancelling sends the calendar's cancellation: same UID, a higher SEQUENCE.
    const cancel = await visitor({ transition: 'cancel', reason: 'Andere plannen', termsAccepted: true });
    expect(cancel.status).toBe(200);
    const cancelled = await arrived('sanne@example.nl', 'booking_cancelled');
    const cancelCalendar = new ICAL.Component(
      ICAL.parse(
        cancelled.mail.attachments.find((a) => a.filename?.endsWith('.ics'))!.content.toString('utf8'),
      ),
    );
    expect(cancelCalendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const cancelledEvent = new ICAL.Event(cancelCalendar.getFirstSubcomponent('vevent')!);
    expect([cancelledEvent.uid, cancelledEvent.sequence > event!.sequence]).toEqual([event!.uid, true]);
    expect(cancelled.mail.text).toContain('Andere plannen');
    await arrived(location!.email, 'venue_booking_cancelled');

    // Every Message-ID once; no visitor key in any log line.
    const ids = smtp.received.map((r) => r.mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = smtp.received.flatMap((r) =>
      [...(r.mail.text ?? '').matchAll(/key=([\w-]+)/g)].map((m) => m[1]!),
    );
    expect(keys.length).toBeGreaterThan(0);
    const log = logLines.join('');
    expect(keys.filter((key) => log.includes(key))).toEqual([]);
    expect(log).not.toContain(b.key);
  });

  it('a draft reminder is dropped when the draft is sent before it goes out', async () => {
    const base = bookingPayload(f) as ReturnType<typeof bookingPayload> & {
      meetingRooms: Record<string, unknown>[];
    };
    const b = await createBooking(fresh.app, {
      ...base,
      email: 'late@example.com',
      meetingRooms: [{ ...base.meetingRooms[0], date: '2030-07-12' }],
      hotelRooms: [],
      types: ['mice'],
    });
    const { enqueueBookingMessages } = await import('./outbox.ts');
    // No round of the sender may be under way: it would take the reminder while the booking is a draft.
    await mail.sender.idle();
    await enqueueBookingMessages(fresh.db.orm, b.id, {
      event: { kind: 'draft_reminder' },
      now: new Date(TEST_NOW),
    });
    const request = await bookingCall(fresh.app, 'PUT', `/api/booking/${b.id}/status`, {
      username: b.username,
      key: b.key,
      body: { transition: 'request' },
    });
    expect(request.status).toBe(200);
    await arrived('late@example.com', 'request_received');
    const [reminder] = await fresh.db.query<{ status: string }>(
      `select status from outbox_messages where booking_id = $1 and template = 'draft_reminder'`,
      [b.id],
    );
    expect(reminder?.status).toBe('cancelled');
    expect(smtp.received.some((r) => r.mail.headers.get('x-booking-template') === 'draft_reminder')).toBe(
      false,
    );
  });
});
