import type { Locale } from '../../../src/domain/locale.ts';
import type { BookingSummary, MessageBrand, MessageView, TemplateName } from './message.types.ts';

// One booking as a message sees it, for the template and calendar tests and the preview script: a
// two-day meeting in Amsterdam (two spaces and a package on day one) and a stay of 2 rooms × 3 nights
// at the partner's London hotel, priced in euros and pounds. Plain data: no database behind it.

/** The partner and the Amsterdam venue. */
export const FIXTURE_BRAND: MessageBrand = {
  partnerName: 'Harbour Hotels',
  logoUrl: null,
  color: '#0b6e4f',
  secondaryColor: '#f2a541',
  termsUrl: 'https://harbour.example/terms',
  location: {
    name: 'Harbour Amsterdam',
    address: 'Oosterdokskade 5',
    city: '1011 AD Amsterdam',
    phone: '+31 20 123 4567',
    email: 'events@harbour.example',
    website: 'https://harbour.example/amsterdam',
    timeZone: 'Europe/Amsterdam',
  },
};

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const gbp = (amount: number) => ({ amount, currency: 'GBP' });

/** The booking: reference HH-AMS-2027-0042, days 5–6 July 2027, stay 7–10 July 2027. */
export const FIXTURE_BOOKING: BookingSummary = {
  id: 42,
  reference: 'HH-AMS-2027-0042',
  status: 'offered',
  requestKind: 'request',
  instant: false,
  eventName: 'Product launch 2027',
  company: 'Acme B.V.',
  contact: { name: 'Sanne de Vries', email: 'sanne@acme.example', phone: '+31 6 1234 5678' },
  remarks: ['Vegetarian lunch for six guests.'],
  days: [
    {
      date: '2027-07-05',
      startTime: '09:00',
      endTime: '17:00',
      persons: 24,
      halls: [
        { name: 'Harbour Room', layout: 'Theatre', startTime: '09:00', endTime: '17:00' },
        { name: 'Boardroom', layout: 'Boardroom', startTime: '13:00', endTime: '17:00' },
      ],
      packageDeals: [{ name: 'Full-day meeting package', persons: 24 }],
      items: [
        { name: 'Projector', amount: 1, startTime: null },
        { name: 'Lunch buffet', amount: 24, startTime: '12:30' },
      ],
    },
    {
      date: '2027-07-06',
      startTime: '09:00',
      endTime: '17:00',
      persons: 24,
      halls: [{ name: 'Harbour Room', layout: null, startTime: '09:00', endTime: '17:00' }],
      packageDeals: [{ name: 'Full-day meeting package', persons: null }],
      items: [],
    },
  ],
  stays: [
    {
      hotel: 'Harbour London',
      address: '2 Savoy Place, London WC2R 0BL, United Kingdom',
      timeZone: 'Europe/London',
      roomType: 'Double room',
      rooms: 2,
      guestsPerRoom: 2,
      arrival: '2027-07-07',
      departure: '2027-07-10',
      nights: 3,
      breakfast: true,
    },
  ],
  prices: [
    {
      name: 'Harbour Amsterdam',
      currency: 'EUR',
      taxScheme: 'VAT',
      lines: [
        {
          label: 'Full-day meeting package',
          quantity: 48,
          unitPrice: eur(6500),
          amount: eur(312000),
          taxRate: '9',
          date: null,
          nights: null,
        },
        {
          label: 'Harbour Room · Room hire, included in the package',
          quantity: 2,
          unitPrice: eur(0),
          amount: eur(0),
          taxRate: '21',
          date: '2027-07-05',
          nights: null,
        },
        {
          label: 'Boardroom · Room hire, afternoon',
          quantity: 1,
          unitPrice: eur(25000),
          amount: eur(25000),
          taxRate: '21',
          date: '2027-07-05',
          nights: null,
        },
        {
          label: 'Projector · Per piece',
          quantity: 1,
          unitPrice: eur(7500),
          amount: eur(7500),
          taxRate: '21',
          date: '2027-07-05',
          nights: null,
        },
      ],
      discountLines: [],
      taxes: [
        { rate: '9', taxableAmount: eur(286239), taxAmount: eur(25761) },
        { rate: '21', taxableAmount: eur(26860), taxAmount: eur(5640) },
      ],
      totalIncludingTaxes: eur(344500),
      totalExcludingTaxes: eur(313099),
      discount: null,
      touristTaxExcluded: false,
    },
    {
      name: 'Harbour London',
      currency: 'GBP',
      taxScheme: 'VAT',
      lines: [
        {
          label: 'Double room · Room per night',
          quantity: 6,
          unitPrice: gbp(18900),
          amount: gbp(113400),
          taxRate: '20',
          date: '2027-07-07',
          nights: 3,
        },
        {
          label: 'Breakfast per person per night',
          quantity: 12,
          unitPrice: gbp(1800),
          amount: gbp(21600),
          taxRate: '20',
          date: '2027-07-07',
          nights: 3,
        },
      ],
      discountLines: [],
      taxes: [{ rate: '20', taxableAmount: gbp(112500), taxAmount: gbp(22500) }],
      totalIncludingTaxes: gbp(135000),
      totalExcludingTaxes: gbp(112500),
      discount: null,
      touristTaxExcluded: true,
    },
  ],
  totals: [eur(344500), gbp(135000)],
  offerValidUntil: '2027-06-14',
  cancellationDeadline: '2027-06-21',
  paymentMethod: 'INVOICE',
};

/** The status the booking is in when each template is sent. */
const STATUS_OF: Record<TemplateName, string> = {
  request_received: 'requested',
  booking_confirmed: 'confirmed',
  booking_held: 'payment_pending',
  offer_sent: 'offered',
  offer_reminder: 'offered',
  offer_accepted: 'accepted',
  booking_declined: 'declined',
  offer_turned_down: 'turned_down',
  booking_cancelled: 'cancelled',
  changes_applied: 'confirmed',
  change_accepted: 'confirmed',
  change_rejected: 'confirmed',
  hold_expired: 'requested',
  draft_reminder: 'draft',
  venue_new_request: 'requested',
  venue_new_booking: 'confirmed',
  venue_offer_accepted: 'accepted',
  venue_offer_turned_down: 'turned_down',
  venue_booking_cancelled: 'cancelled',
  venue_change_pending: 'requested',
};

/** The calendar file each template carries for this booking (see catalogue.ts). */
const CALENDAR_OF: Partial<Record<TemplateName, MessageView['calendar']>> = {
  booking_confirmed: { method: 'PUBLISH', sequence: 0 },
  changes_applied: { method: 'PUBLISH', sequence: 1 },
  change_accepted: { method: 'PUBLISH', sequence: 1 },
  booking_cancelled: { method: 'CANCEL', sequence: 2 },
};

/** A view of the fixture booking for one template, in `locale`, as the catalogue would address it. */
export function fixtureView(template: TemplateName, locale: Locale = 'en-US'): MessageView {
  const staff = template.startsWith('venue_');
  return {
    template,
    recipient: staff ? 'venue' : 'visitor',
    locale,
    brand: FIXTURE_BRAND,
    booking: { ...FIXTURE_BOOKING, status: STATUS_OF[template] },
    link: staff
      ? 'https://book.harbour.example/desk/bookings/HH-AMS-2027-0042'
      : 'https://harbour.example/meetings#/reservation/42?username=sanne%40acme.example&key=k3y-0f-the-v1s1tor',
    documentLink: staff ? null : 'https://harbour.example/meetings#/en-US/reservation/bSanne/42',
    reason: ['cancelled', 'declined', 'turned_down', 'rejected'].some((word) => template.includes(word))
      ? 'The dates moved to the autumn.'
      : null,
    fee: template.includes('cancelled') ? eur(50000) : null,
    calendar: CALENDAR_OF[template] ?? null,
  };
}
