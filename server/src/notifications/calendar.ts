import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { addDays } from '../../../src/domain/dates.ts';
import type { MessageView, SummaryDay, SummaryStay } from './message.types.ts';
import { type MailTexts, type MissingTextHandler, mailTexts } from './texts.ts';
import { zonedTimeToEpoch } from './zoned-time.ts';

// The .ics attachment (RFC 5545, methods of RFC 5546): one event per meeting day, timed in the venue's
// zone and written as UTC instants, and one all-day event per stay, from arrival to the check-out day
// (the view has no check-in or check-out times, so a timed stay would invent them). UIDs are stable per
// booking and event, so a later file with a higher SEQUENCE updates or cancels what an earlier one
// added. The visitor's link stays out of the file: calendars are shared more freely than e-mail.

/** The attachment as the transport takes it. */
export type CalendarFile = { filename: string; contentType: string; content: Buffer };

/** The UID of a meeting day's event: the same in every file about the booking. */
export function dayUid(reference: string, date: string): string {
  return `${reference}-day-${date}@booking-form`;
}

/** The UID of a stay's event; `position` counts the booking's stays from 1. */
export function stayUid(reference: string, position: number): string {
  return `${reference}-stay-${position}@booking-form`;
}

const dateArray = (iso: string): DateArray => iso.split('-').map(Number) as DateArray;

function dayEvent(view: MessageView, texts: MailTexts, day: SummaryDay): EventAttributes {
  const { booking, brand } = view;
  const { location } = brand;
  const zone = location.timeZone;
  // A day that ends at or before it starts runs past midnight (an evening event until 01:00).
  const endDate = day.endTime > day.startTime ? day.date : addDays(day.date, 1);
  const spaces = day.halls.map((hall) =>
    texts.t('offer:details.space', {
      hall: hall.name,
      layout: hall.layout ?? texts.t('offer:details.noLayout'),
      start: hall.startTime,
      end: hall.endTime,
      pax: day.persons,
    }),
  );
  return {
    uid: dayUid(booking.reference, day.date),
    title: booking.eventName.trim() || texts.t('email:calendar.meetingAt', { venue: location.name }),
    start: zonedTimeToEpoch(day.date, day.startTime, zone),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: zonedTimeToEpoch(endDate, day.endTime, zone),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: [location.name, location.address, location.city].filter(Boolean).join(', '),
    description: [texts.t('email:calendar.reference', { reference: booking.reference }), ...spaces].join(
      '\n',
    ),
  };
}

function stayEvent(
  view: MessageView,
  texts: MailTexts,
  stay: SummaryStay,
  position: number,
): EventAttributes {
  const { reference } = view.booking;
  return {
    uid: stayUid(reference, position),
    title: texts.t('email:calendar.stayAt', { hotel: stay.hotel }),
    start: dateArray(stay.arrival),
    // DTEND of an all-day event is exclusive: the day after check-out keeps the check-out day in view.
    end: dateArray(addDays(stay.departure, 1)),
    location: [stay.hotel, stay.address].filter(Boolean).join(', '),
    description: [
      texts.t('email:calendar.reference', { reference }),
      texts.t('offer:details.stayAt', { type: stay.roomType, hotel: stay.hotel }),
      `${texts.t('offer:details.rooms')}: ${texts.t('offer:details.roomsValue', { amount: stay.rooms, pax: stay.guestsPerRoom })}`,
      `${texts.t('email:summary.nights')}: ${stay.nights}`,
    ].join('\n'),
    // A stay blocks nights, not the working day: shown as free so it does not hide meetings.
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
  };
}

/**
 * The booking's calendar file for a message that carries one (`view.calendar`), or null: PUBLISH
 * (new or updated events) or CANCEL (each event with STATUS:CANCELLED), with the view's SEQUENCE.
 */
export function calendarFile(view: MessageView, onMissing?: MissingTextHandler): CalendarFile | null {
  const calendar = view.calendar;
  if (!calendar) return null;
  const texts = mailTexts(view.locale, onMissing);
  const { booking, brand } = view;
  const cancelled = calendar.method === 'CANCEL';
  const organizer = brand.location.email
    ? { name: brand.location.name, email: brand.location.email }
    : undefined;
  // RFC 5546: REQUEST and CANCEL name the attendees; PUBLISH must not.
  const attendees =
    calendar.method === 'PUBLISH' || !booking.contact.email
      ? undefined
      : [{ name: booking.contact.name, email: booking.contact.email, rsvp: false }];
  const events = [
    ...booking.days.map((day) => dayEvent(view, texts, day)),
    ...booking.stays.map((stay, index) => stayEvent(view, texts, stay, index + 1)),
  ].map(
    (event): EventAttributes => ({
      ...event,
      sequence: calendar.sequence,
      status: cancelled ? 'CANCELLED' : 'CONFIRMED',
      ...(organizer && { organizer }),
      ...(attendees && { attendees }),
    }),
  );
  if (events.length === 0) return null;
  const { error, value } = createEvents(events, { method: calendar.method, productId: 'booking-form' });
  if (error || !value) throw error ?? new Error('The calendar file could not be written.');
  return {
    filename: `${booking.reference}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${calendar.method}`,
    content: Buffer.from(value, 'utf8'),
  };
}
