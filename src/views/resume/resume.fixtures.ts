/**
 * Bookings as `GET /api/booking/{id}` answers them, for the resume model's tests: a draft after step 2
 * and what a draft holds once steps 3 and 4 are filled in. Nothing in the widget imports it.
 */
import type { BookingRead } from '../../contracts/booking-read.schema.ts';

/** The partner the drafts belong to. */
export const PARTNER_IRI = '/api/partners/1';
/** The drafts' location. */
export const LOCATION_IRI = '/api/locations/1';
/** The space of the draft's day. */
export const HALL = '/api/halls/3';
/** The layout it is booked in. */
export const LAYOUT = '/api/emplacements/2';

/** A draft as the server stores it after step 2: e-mail, the event and one day in the IJ Zaal. */
export function draftBooking(overrides: Partial<BookingRead> = {}): BookingRead {
  const day = {
    '@id': '/api/booking_days/5',
    id: 5,
    date: '2030-05-14',
    startTime: '09:00',
    endTime: '17:00',
    pax: 12,
    halls: [
      {
        '@id': '/api/booking_day_halls/8',
        id: 8,
        hall: HALL,
        emplacement: LAYOUT,
        pax: 12,
        startTime: '09:00',
        endTime: '17:00',
        held: false,
      },
    ],
    items: [],
    packageDeals: [],
  };
  const blank = '';
  return {
    '@id': '/api/booking/42',
    '@type': 'Reservation',
    id: 42,
    reference: 'HH-AMS-2030-0042',
    username: 'anna42',
    status: 'draft',
    flags: [],
    requestKind: null,
    transitions: ['request'],
    transitionBlockerList: [],
    transitionInputs: {},
    location: LOCATION_IRI,
    partner: PARTNER_IRI,
    types: ['mice'],
    eventName: 'Board meeting',
    eventname: 'Board meeting',
    eventType: 'meeting',
    email: 'anna@example.com',
    emailaddress: 'anna@example.com',
    company: blank,
    country: blank,
    address: blank,
    street: blank,
    housenumber: blank,
    postalcode: blank,
    city: blank,
    invoiceReference: blank,
    contactPersonFirstname: blank,
    contactPersonLastname: blank,
    contactPersonPhonenumber: blank,
    firstname: blank,
    lastname: blank,
    phonenumber: blank,
    contactCompanyId: null,
    contactPersonId: null,
    executorContact: null,
    onsiteContact: { firstname: blank, lastname: blank, email: blank, phonenumber: blank },
    locale: 'en-US',
    remarks: [],
    promoCode: null,
    discountCode: blank,
    paymentMethod: null,
    paymentMethods: ['AT_LOCATION'],
    paymentPlan: null,
    corporateAccount: null,
    termsUrl: null,
    holdExpiresAt: null,
    offerValidUntil: null,
    cancellationDeadline: null,
    priceOverrides: [],
    pendingChange: null,
    meetingRooms: [day],
    hotelRooms: [],
    days: [day],
    rooms: [],
    createdAt: '2030-01-01T10:00:00Z',
    updatedAt: '2030-01-01T10:05:00Z',
    version: 3,
    ...overrides,
  };
}

/** A stay of two rooms for one night at the drafts' location. */
export const stay = {
  '@id': '/api/booking_rooms/6',
  id: 6,
  startDate: '2030-05-14',
  endDate: '2030-05-15',
  amount: 2,
  paxRoom: 1,
  roomType: '/api/location_room_types/1',
  location: LOCATION_IRI,
  type: null,
  breakfast: true,
  lateCheckoutRooms: 0,
  comments: null,
  held: false,
};

/** Rooms and the contact step filled in, as a visitor who got to step 5 leaves it. */
export const complete: Partial<BookingRead> = {
  types: ['mice', 'hotel'],
  hotelRooms: [stay],
  rooms: [stay],
  firstname: 'Anna',
  contactPersonFirstname: 'Anna',
  lastname: 'Jansen',
  contactPersonLastname: 'Jansen',
  phonenumber: '+31 20 555 0101',
  contactPersonPhonenumber: '+31 20 555 0101',
  address: 'Damrak 1',
  street: 'Damrak',
  housenumber: '1',
  postalcode: '1011 AB',
  city: 'Amsterdam',
  country: 'NL',
  onsiteContact: { firstname: 'Piet', lastname: 'Bakker', email: '', phonenumber: '+31 20 555 0102' },
};
