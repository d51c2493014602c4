import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type CalendarFile, calendarFile } from './calendar.ts';
import type { MessageView, SummaryDay } from './message.types.ts';
import { FIXTURE_BOOKING, FIXTURE_BRAND, fixtureView } from './message-view.fixtures.ts';

// The .ics file read back by a calendar parser (ical.js), as a calendar app would. Expected instants
// are the venue's wall-clock times in UTC: Amsterdam is UTC+2 in summer (CEST) and UTC+1 in winter
// (CET), New York UTC−4 in summer (EDT).

function parse(file: CalendarFile | null) {
  if (!file) throw new Error('no calendar file');
  const calendar = new ICAL.Component(ICAL.parse(file.content.toString('utf8')));
  const events = calendar
    .getAllSubcomponents('vevent')
    .map((component) => ({ component, event: new ICAL.Event(component) }));
  return { calendar, events, text: file.content.toString('utf8') };
}

const confirmed = fixtureView('booking_confirmed', 'en-US');
const { reference } = FIXTURE_BOOKING;

/** The confirmed booking's view with its meeting days moved to other dates (same times). */
function withDays(dates: string[], view: MessageView = confirmed): MessageView {
  const days: SummaryDay[] = dates.map((date, i) => ({ ...FIXTURE_BOOKING.days[i % 2]!, date }));
  return { ...view, booking: { ...view.booking, days, stays: [] } };
}

const utc = (time: ICAL.Time) => time.toJSDate().toISOString();
const emailTexts = JSON.parse(
  readFileSync(new URL('../../../locales/email.en-US.json', import.meta.url), 'utf8'),
);

describe('the calendar file', () => {
  it('has one event per meeting day at 09:00–17:00 Amsterdam time, in UTC, in summer', () => {
    const { events } = parse(calendarFile(confirmed));
    const days = events.filter(({ event }) => event.uid.includes('-day-'));
    expect(days.map(({ event }) => [event.uid, utc(event.startDate), utc(event.endDate)])).toEqual([
      [`${reference}-day-2027-07-05@booking-form`, '2027-07-05T07:00:00.000Z', '2027-07-05T15:00:00.000Z'],
      [`${reference}-day-2027-07-06@booking-form`, '2027-07-06T07:00:00.000Z', '2027-07-06T15:00:00.000Z'],
    ]);
    for (const { event } of days) expect(event.startDate.zone?.tzid).toBe('UTC');
  });

  it('writes 09:00–17:00 Amsterdam as 08:00–16:00 UTC in winter and across both clock changes', () => {
    const { events } = parse(calendarFile(withDays(['2027-01-11', '2027-03-28', '2027-10-31'])));
    expect(events.map(({ event }) => [utc(event.startDate), utc(event.endDate)])).toEqual([
      ['2027-01-11T08:00:00.000Z', '2027-01-11T16:00:00.000Z'],
      // 28 March 2027: clocks go forward at 02:00, so the day is already on summer time.
      ['2027-03-28T07:00:00.000Z', '2027-03-28T15:00:00.000Z'],
      // 31 October 2027: clocks go back at 03:00, so the day is on winter time.
      ['2027-10-31T08:00:00.000Z', '2027-10-31T16:00:00.000Z'],
    ]);
  });

  it('ends an evening that runs past midnight on the next day', () => {
    const view = withDays(['2027-07-05']);
    const days = view.booking.days.map((day) => ({ ...day, startTime: '20:00', endTime: '01:00' }));
    const [day] = parse(calendarFile({ ...view, booking: { ...view.booking, days } })).events;
    expect([utc(day!.event.startDate), utc(day!.event.endDate)]).toEqual([
      '2027-07-05T18:00:00.000Z',
      '2027-07-05T23:00:00.000Z',
    ]);
  });

  it('uses the venue’s own time zone', () => {
    const location = { ...FIXTURE_BRAND.location, timeZone: 'America/New_York' };
    const view = withDays(['2027-07-05'], { ...confirmed, brand: { ...FIXTURE_BRAND, location } });
    const [day] = parse(calendarFile(view)).events;
    expect(utc(day!.event.startDate)).toBe('2027-07-05T13:00:00.000Z');
  });

  it('names each day after the event at the venue, and the reference', () => {
    const [day] = parse(calendarFile(confirmed)).events;
    expect(day!.event.summary).toBe(FIXTURE_BOOKING.eventName);
    expect(day!.event.location).toContain(FIXTURE_BRAND.location.name);
    expect(day!.event.location).toContain(FIXTURE_BRAND.location.address);
    expect(day!.event.description).toContain(reference);
    const untitled = { ...confirmed, booking: { ...confirmed.booking, eventName: '' } };
    const [named] = parse(calendarFile(untitled)).events;
    expect(named!.event.summary).toBe(
      emailTexts.calendar.meetingAt.replace('{{venue}}', FIXTURE_BRAND.location.name),
    );
  });

  it('has one all-day event per stay at its own hotel, through the check-out day', () => {
    const stays = parse(calendarFile(confirmed)).events.filter(({ event }) => event.uid.includes('-stay-'));
    const [stay] = FIXTURE_BOOKING.stays;
    expect(stays).toHaveLength(1);
    const { event } = stays[0]!;
    expect(event.uid).toBe(`${reference}-stay-1@booking-form`);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(stay!.arrival);
    // DTEND of an all-day event is exclusive: the day after check-out (10 July) shows 7–10 July.
    expect(event.endDate.toString()).toBe('2027-07-11');
    expect(event.location).toContain(stay!.address);
    expect(event.description).toContain(reference);
  });

  it('publishes new events with the view’s SEQUENCE and no attendees', () => {
    const { calendar, events } = parse(calendarFile(confirmed));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    for (const { event, component } of events) {
      expect(event.sequence).toBe(0);
      expect(component.getFirstPropertyValue('status')).toBe('CONFIRMED');
      expect(component.getAllProperties('attendee')).toEqual([]);
    }
  });

  it('cancels the same events with METHOD:CANCEL, STATUS:CANCELLED and a higher SEQUENCE', () => {
    const published = parse(calendarFile(confirmed)).events.map(({ event }) => event.uid);
    const file = calendarFile(fixtureView('booking_cancelled', 'en-US'));
    const { calendar, events } = parse(file);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(events.map(({ event }) => event.uid)).toEqual(published);
    for (const { event, component } of events) {
      expect(event.sequence).toBe(2);
      expect(component.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(String(component.getFirstPropertyValue('attendee'))).toBe(
        `mailto:${FIXTURE_BOOKING.contact.email}`,
      );
    }
    expect(file!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(file!.filename).toBe(`${reference}.ics`);
  });

  it('leaves the visitor’s link and key out, and is absent when the message carries no calendar', () => {
    const { text } = parse(calendarFile(confirmed));
    expect(text).not.toContain('key=');
    expect(calendarFile(fixtureView('offer_sent', 'en-US'))).toBeNull();
  });
});
