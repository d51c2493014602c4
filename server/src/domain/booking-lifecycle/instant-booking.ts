import type { Blocker, InstantBookingReason } from './blockers.ts';
import { daysBetween, todayIn } from './calendar.ts';
import type { BookingSnapshot } from './types.ts';

// Instant booking (issue 5, learned from peers): a booking is made at once only when nothing about it
// needs a person at the venue. Every rule that fails is reported, so the widget can explain all of them.

/** Every reason the booking cannot be made at once right now; empty when book now may proceed. */
export function instantBookingReasons(booking: BookingSnapshot, now: Date): InstantBookingReason[] {
  return instantBookingBlockers(booking, now).map((blocker) => blocker.reason as InstantBookingReason);
}

/** The same reasons as `instant_booking_not_allowed` blockers with the lines or day concerned. */
export function instantBookingBlockers(booking: BookingSnapshot, now: Date): Blocker[] {
  const blockers: Blocker[] = [];
  const code = 'instant_booking_not_allowed';
  if (booking.unpricedLines.length > 0) {
    blockers.push({ code, reason: 'not_priced', lines: [...booking.unpricedLines] });
  }
  if (booking.unavailableLines.length > 0) {
    blockers.push({ code, reason: 'not_available', lines: [...booking.unavailableLines] });
  }
  if (booking.securingBlocker) blockers.push({ code, reason: booking.securingBlocker });
  if (booking.pax > booking.partner.paxMiceThreshold) {
    blockers.push({ code, reason: 'pax_above_threshold' });
  }
  if (
    booking.firstDay !== null &&
    leadDays(booking.firstDay, booking.location.timeZone, now) < booking.location.minLeadDays
  ) {
    blockers.push({ code, reason: 'lead_time_too_short', date: booking.firstDay });
  }
  // Meetings with rooms elsewhere: the booking's location answers for the booking as a whole (its lead
  // time counts from the booking's first day, as for any booking), and every other venue must allow its
  // own stays too: a hotel with five days' lead time cannot be booked at once for tomorrow night just
  // because the meeting venue needs only two. The blocker names the venue that refuses.
  for (const venue of booking.otherVenues ?? []) {
    if (leadDays(venue.firstDay, venue.timeZone, now) < venue.minLeadDays) {
      blockers.push({ code, reason: 'lead_time_too_short', date: venue.firstDay, location: venue.location });
    }
  }
  return blockers;
}

// Counted between calendar dates in the venue's zone: at 00:30 in Amsterdam it is already the next
// day there while UTC still shows the previous one, which would grant a day of lead time too many.
function leadDays(firstDay: string, timeZone: string, now: Date): number {
  return daysBetween(todayIn(timeZone, now), firstDay);
}
