import type { Recipient, TemplateName } from './message.types.ts';

// THE message catalogue (issue 14): which event sends which template to whom, and which messages carry
// the calendar file. The outbox reads it in the transaction of the change; the README's table and the
// tests read it too. Events are the lifecycle's transitions (with the status they led to) and the
// sweeper's reminders.

/** What happened: a transition (with the status it led to) or a reminder the sweeper fell due. */
export type NotificationEvent =
  | { kind: 'transition'; transition: string; to: string }
  | { kind: 'offer_reminder' }
  | { kind: 'draft_reminder' };

/** One message an event sends. */
export type CatalogueEntry = {
  recipient: Recipient;
  template: TemplateName;
  /** The calendar file goes with it: new or updated events (PUBLISH), or their cancellation. */
  calendar: 'PUBLISH' | 'CANCEL' | null;
};

const visitor = (template: TemplateName, calendar: CatalogueEntry['calendar'] = null): CatalogueEntry => ({
  recipient: 'visitor',
  template,
  calendar,
});
const venue = (template: TemplateName): CatalogueEntry => ({ recipient: 'venue', template, calendar: null });

const SENT = [visitor('request_received'), venue('venue_new_request')];
const CONFIRMED = [visitor('booking_confirmed', 'PUBLISH')];

/** Statuses whose spaces and rooms are the visitor's: their calendar events stand. */
const CALENDAR_STATUSES = new Set(['confirmed']);

/** The calendar file a changed booking carries: its new events, or the cancellation of the ones sent. */
function changedCalendar(to: string, calendarSent: boolean): CatalogueEntry['calendar'] {
  return CALENDAR_STATUSES.has(to) ? 'PUBLISH' : calendarSent ? 'CANCEL' : null;
}

/**
 * The messages of one event. `calendarSent`: an earlier message carried this booking's calendar, so a
 * cancellation or change must update it.
 */
export function messagesFor(event: NotificationEvent, calendarSent: boolean): CatalogueEntry[] {
  if (event.kind === 'offer_reminder') return [visitor('offer_reminder')];
  if (event.kind === 'draft_reminder') return [visitor('draft_reminder')];
  switch (event.transition) {
    case 'request':
    case 'inquire':
    case 'request_proposal':
      return SENT;
    case 'book_now':
      // Held for payment: the visitor learns it is held; the venue hears of it once it is paid.
      return event.to === 'confirmed'
        ? [...CONFIRMED, venue('venue_new_booking')]
        : [visitor('booking_held')];
    case 'payment_succeeded':
      return [...CONFIRMED, venue('venue_new_booking')];
    case 'hold_expired':
      // Kept as a request: the venue now has a request to answer.
      return [visitor('hold_expired'), venue('venue_new_request')];
    case 'send_offer':
      return [visitor('offer_sent')];
    case 'accept':
      return [visitor('offer_accepted'), venue('venue_offer_accepted')];
    case 'confirm':
      return CONFIRMED;
    case 'confirm_booking':
      // The visitor confirmed the accepted offer themself: the venue learns of a confirmed booking.
      return [...CONFIRMED, venue('venue_new_booking')];
    case 'decline':
      return [visitor('booking_declined')];
    case 'turn_down':
      return [visitor('offer_turned_down'), venue('venue_offer_turned_down')];
    case 'cancel':
      return [visitor('booking_cancelled', calendarSent ? 'CANCEL' : null), venue('venue_booking_cancelled')];
    case 'apply_changes':
      return [
        visitor('changes_applied', changedCalendar(event.to, calendarSent)),
        venue('venue_change_pending'),
      ];
    // Staff's own answer to the visitor's change: only the visitor needs to hear of it.
    case 'apply_pending_change':
      return [visitor('change_accepted', changedCalendar(event.to, calendarSent))];
    case 'reject_pending_change':
      return [visitor('change_rejected')];
    default:
      // offer_expired, reopen: staff's own moves or a silent expiry; nobody is waiting on them.
      // extend_hold, payment_failed: the visitor is on the payment step and sees them there; a hold that
      // then runs out sends hold_expired.
      return [];
  }
}

/** Every event the catalogue knows, with its messages, for the README and the tests. */
export const CATALOGUE_EVENTS: { event: string; entries: CatalogueEntry[] }[] = [
  ...['request', 'inquire', 'request_proposal'].map((t) => ({
    event: t,
    entries: messagesFor({ kind: 'transition', transition: t, to: 'requested' }, false),
  })),
  {
    event: 'book_now → confirmed',
    entries: messagesFor({ kind: 'transition', transition: 'book_now', to: 'confirmed' }, false),
  },
  {
    event: 'book_now → payment_pending',
    entries: messagesFor({ kind: 'transition', transition: 'book_now', to: 'payment_pending' }, false),
  },
  ...[
    'payment_succeeded',
    'hold_expired',
    'send_offer',
    'accept',
    'confirm',
    'confirm_booking',
    'decline',
    'turn_down',
    'cancel',
  ].map((t) => ({ event: t, entries: messagesFor({ kind: 'transition', transition: t, to: '' }, true) })),
  {
    event: 'apply_changes',
    entries: messagesFor({ kind: 'transition', transition: 'apply_changes', to: 'confirmed' }, true),
  },
  ...['apply_pending_change', 'reject_pending_change'].map((t) => ({
    event: t,
    entries: messagesFor({ kind: 'transition', transition: t, to: 'confirmed' }, true),
  })),
  { event: 'offer_reminder', entries: messagesFor({ kind: 'offer_reminder' }, false) },
  { event: 'draft_reminder', entries: messagesFor({ kind: 'draft_reminder' }, false) },
];

/** The catalogue as the README's markdown table (a test keeps the README's copy equal to it). */
export function catalogueTable(): string {
  const cell = (entries: CatalogueEntry[], recipient: CatalogueEntry['recipient']) =>
    entries
      .filter((e) => e.recipient === recipient)
      .map(
        (e) =>
          `\`${e.template}\`${e.calendar ? ` + .ics (${e.calendar}${e.calendar === 'CANCEL' ? ', once a calendar was sent' : ''})` : ''}`,
      )
      .join(', ') || '–';
  const rows = CATALOGUE_EVENTS.map(
    ({ event, entries }) => `| \`${event}\` | ${cell(entries, 'visitor')} | ${cell(entries, 'venue')} |`,
  );
  return ['| event | to the visitor | to the venue |', '|---|---|---|', ...rows].join('\n');
}
