import type { Locale } from '../../../src/domain/locale.ts';

// What a message is made of (issue 14). The catalogue (catalogue.ts) says which event sends which
// template to whom; message-view.ts reads a MessageView from the database at send time; templates/
// render it to subject, HTML and text; calendar.ts makes the .ics file. Everything here is plain data,
// so a template is a pure function of its view and tests can render one without a database.

/** Who a message goes to: the visitor who booked, or the venue (the location's e-mail address). */
export type Recipient = 'visitor' | 'venue';

/** Every template; the catalogue maps events to them. */
export const TEMPLATE_NAMES = [
  // To the visitor.
  'request_received',
  'booking_confirmed',
  'booking_held',
  'offer_sent',
  'offer_reminder',
  'offer_accepted',
  'booking_declined',
  'offer_turned_down',
  'booking_cancelled',
  'changes_applied',
  'change_accepted',
  'change_rejected',
  'hold_expired',
  'draft_reminder',
  // To the venue.
  'venue_new_request',
  'venue_new_booking',
  'venue_offer_accepted',
  'venue_offer_turned_down',
  'venue_booking_cancelled',
  'venue_change_pending',
] as const;

/** A template's name. */
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/** What the calendar attachment does: publish (new or updated events) or cancel them. */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

/** An amount in integer minor units of an ISO currency. */
export type Money = { amount: number; currency: string };

/** One priced line as billing prices it. */
export type SummaryLine = {
  /** Already in the message's language, e.g. "Harbour Room — full day" or "Double room, 3 nights". */
  label: string;
  quantity: number;
  unitPrice: Money;
  amount: Money;
  /** Canonical percent string, e.g. `9`. */
  taxRate: string;
  /** The meeting day, or the first night of a stay (ISO date); null for lines of the whole booking. */
  date: string | null;
  /** The nights of a stay's line; null for everything else. */
  nights: number | null;
};

/** One venue's part of the prices (a booking may have rooms at other locations, in other currencies). */
export type SummaryVenue = {
  name: string;
  currency: string;
  taxScheme: 'VAT' | 'SALES_TAX';
  lines: SummaryLine[];
  /**
   * The discount's own lines (negative amounts), which the taxes and totals already include: one per
   * part of the booking it applies to (meeting days or hotel rooms) and tax rate.
   */
  discountLines: (SummaryLine & { scope: 'event' | 'hotel' })[];
  taxes: { rate: string; taxableAmount: Money; taxAmount: Money }[];
  totalIncludingTaxes: Money;
  totalExcludingTaxes: Money;
  /** A promo code or corporate discount, already inside the lines (a negative line). */
  discount: { code: string; amount: Money } | null;
  touristTaxExcluded: boolean;
};

/** One meeting day as the visitor asked for it. */
export type SummaryDay = {
  /** ISO date, in the venue's calendar. */
  date: string;
  /** HH:MM, venue time. */
  startTime: string;
  endTime: string;
  persons: number;
  halls: { name: string; layout: string | null; startTime: string; endTime: string }[];
  packageDeals: { name: string; persons: number | null }[];
  /** `startTime` is when the venue serves it (food and beverage), null when the visitor gave none. */
  items: { name: string; amount: number; startTime: string | null }[];
};

/** One stay: a number of rooms of one type for a run of nights. */
export type SummaryStay = {
  hotel: string;
  /** The hotel's address, for the calendar event's location. */
  address: string;
  timeZone: string;
  roomType: string;
  rooms: number;
  guestsPerRoom: number;
  /** ISO dates. */
  arrival: string;
  departure: string;
  nights: number;
  breakfast: boolean | null;
};

/** Everything a message about one booking shows. */
export type BookingSummary = {
  id: number;
  /** The readable reference, e.g. HH-AMS-2027-0042. */
  reference: string;
  status: string;
  requestKind: 'request' | 'inquiry' | 'proposal' | null;
  /** Book now (instant) rather than a request. */
  instant: boolean;
  eventName: string;
  company: string;
  contact: { name: string; email: string; phone: string };
  remarks: string[];
  days: SummaryDay[];
  stays: SummaryStay[];
  prices: SummaryVenue[];
  /** Sums per currency over all venues. */
  totals: Money[];
  /** ISO date: the last day the offer may be accepted. */
  offerValidUntil: string | null;
  /** The venue's note to the visitor with the offer (issue 17); null when none. */
  offerNote?: string | null;
  /** ISO date: the last day of free cancellation. */
  cancellationDeadline: string | null;
  paymentMethod: string | null;
};

/** The partner's branding and the venue's contact details. */
export type MessageBrand = {
  partnerName: string;
  /** Absolute URL of the logo, or null. */
  logoUrl: string | null;
  color: string;
  secondaryColor: string;
  termsUrl: string | null;
  location: {
    name: string;
    address: string;
    city: string;
    phone: string | null;
    email: string | null;
    website: string | null;
    timeZone: string;
  };
};

/** A message's view: what a template renders. */
export type MessageView = {
  template: TemplateName;
  recipient: Recipient;
  locale: Locale;
  brand: MessageBrand;
  booking: BookingSummary;
  /** The link the message is about: the visitor's view/accept/resume link, or staff's booking link. */
  link: string;
  /**
   * The offer view's address without any key, for a document that gets forwarded (the offer PDF): null
   * in the venue's messages.
   */
  documentLink: string | null;
  /** A reason given with the transition (a decline, a cancellation). */
  reason: string | null;
  /** The cancellation fee that applies, when one does. */
  fee: Money | null;
  /** The calendar attachment this message carries, if any. */
  calendar: { method: CalendarMethod; sequence: number } | null;
};

/** A rendered message, ready for the transport. */
export type RenderedMessage = {
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
};
