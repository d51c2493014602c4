import { describe, expect, it } from 'vitest';
import { withValue } from '../steps/form-rules.ts';
import type { BookingDocument } from './booking.types.ts';
import { reservationChanged, reservationFromBooking, withPendingChange } from './booking-form.ts';
import { prepareBookingPayload } from './payload.ts';

const booking = {
  '@id': '/api/booking/7',
  id: 7,
  username: 'anna',
  status: 'offered',
  location: '/api/locations/1',
  partner: '/api/partners/1',
  types: ['mice', 'hotel'],
  eventName: 'Board meeting',
  eventType: 'meeting',
  email: 'anna@example.com',
  company: 'Acme BV',
  country: 'NL',
  address: 'Damrak 1',
  street: 'Damrak',
  housenumber: '1',
  postalcode: '1011 AB',
  city: 'Amsterdam',
  invoiceReference: 'PO-1',
  contactPersonFirstname: 'Anna',
  contactPersonLastname: 'Jansen',
  contactPersonPhonenumber: '+31 20 555 0101',
  onsiteContact: { firstname: 'Piet', lastname: 'Bakker', email: 'piet@example.com', phonenumber: '' },
  locale: 'nl',
  remarks: [
    { description: 'Vegetarian lunch', type: 'internal' },
    { description: 'Late arrival', type: 'internal' },
  ],
  promoCode: null,
  paymentMethod: null,
  meetingRooms: [
    {
      '@id': '/api/booking_days/3',
      id: 3,
      date: '2027-03-03',
      startTime: '09:00',
      endTime: '17:00',
      pax: 12,
      halls: [
        {
          '@id': '/api/booking_day_halls/4',
          hall: '/api/halls/1',
          emplacement: '/api/emplacements/1',
          pax: 12,
          startTime: '09:00',
          endTime: '17:00',
        },
      ],
      items: [
        {
          '@id': '/api/booking_day_items/5',
          item: '/api/items/2',
          amount: 2,
          numberOfGuests: null,
          startTime: '10:30',
        },
      ],
      packageDeals: [
        { '@id': '/api/booking_day_package_deals/6', packageDeal: '/api/package_deals/1', amount: 12 },
      ],
    },
  ],
  hotelRooms: [
    {
      '@id': '/api/booking_rooms/8',
      id: 8,
      startDate: '2027-03-02',
      endDate: '2027-03-04',
      amount: 2,
      paxRoom: 1,
      roomType: '/api/location_room_types/1',
      breakfast: true,
      lateCheckoutRooms: 1,
      comments: null,
    },
  ],
} as unknown as BookingDocument;

describe('reservationFromBooking', () => {
  it('fills the form so that it would send the booking back unchanged', () => {
    const form = reservationFromBooking(booking, 'en-US');
    expect(form).toMatchObject({
      location: '/api/locations/1',
      eventname: 'Board meeting',
      firstname: 'Anna',
      emailaddress: 'anna@example.com',
      street: 'Damrak',
      housenumber: '1',
      miceRemarks: 'Vegetarian lunch',
      remarks: 'Late arrival',
      locale: 'en-US',
    });
    const payload = prepareBookingPayload(form);
    expect(payload.meetingRooms).toEqual(booking.meetingRooms.map(({ id: _id, ...day }) => day));
    expect(payload.hotelRooms).toEqual(booking.hotelRooms.map(({ id: _id, ...room }) => room));
    expect(payload.remarks).toEqual(booking.remarks);
    expect(payload).toMatchObject({
      address: 'Damrak 1',
      promoCode: null,
      contactPersonPhonenumber: '+31 20 555 0101',
    });
  });

  it("gives step 2 the event's guests and times, and lets spaces booked for the day's hours follow it", () => {
    const form = reservationFromBooking(booking, 'en-US');
    const first = booking.meetingRooms[0]!;
    expect(form).toMatchObject({ eventStartTime: first.startTime, eventEndTime: first.endTime });
    expect(form.eventPax).toBe(Math.max(...booking.meetingRooms.map((d) => d.pax)));
    const sameHours = first.halls.filter((h) => h.startTime === first.startTime);
    for (const hall of form.days[0]!.halls.slice(0, sameHours.length)) expect(hall.startTime).toBeNull();
  });

  it('hotel-only bookings keep every remark as the general remark', () => {
    const form = reservationFromBooking({ ...booking, types: ['hotel'] }, 'en-US');
    expect([form.miceRemarks, form.remarks]).toEqual(['', 'Vegetarian lunch\n\nLate arrival']);
  });
});

describe('reservationChanged', () => {
  const snapshot = reservationFromBooking(booking, 'en-US');

  it('is false for the loaded form and for changes the booking would not store', () => {
    expect(reservationChanged(snapshot, snapshot)).toBe(false);
    expect(reservationChanged(snapshot, { ...snapshot, company: ' Acme BV ' })).toBe(false);
    expect(reservationChanged(snapshot, { ...snapshot, locale: 'fi-FI' })).toBe(false);
  });

  it("is true once a day's time, its guests or a contact field changes", () => {
    expect(reservationChanged(snapshot, withValue(snapshot, 'days.0.startTime', '10:00'))).toBe(true);
    expect(reservationChanged(snapshot, withValue(snapshot, 'days.0.pax', 14))).toBe(true);
    expect(reservationChanged(snapshot, { ...snapshot, phonenumber: '+31 6 1234 5678' })).toBe(true);
  });

  it('is false again when the edit is undone', () => {
    const edited = withValue(snapshot, 'days.0.pax', 14);
    expect(reservationChanged(snapshot, withValue(edited, 'days.0.pax', 12))).toBe(false);
  });
});

describe('withPendingChange', () => {
  it('is the booking itself without a pending change', () => {
    const plain = { ...booking, pendingChange: null };
    expect(withPendingChange(plain)).toBe(plain);
  });

  it('fills the form with the saved but unapplied edit, which counts as a change', () => {
    const payload = prepareBookingPayload(reservationFromBooking(booking, 'en-US'));
    const pending = {
      ...payload,
      address: 'Rokin 12',
      housenumber: '12',
      meetingRooms: payload.meetingRooms.map(({ '@id': _id, ...day }) => ({ ...day, pax: 20 })),
    };
    const edited = reservationFromBooking(withPendingChange({ ...booking, pendingChange: pending }), 'en-US');
    expect(edited).toMatchObject({ street: 'Rokin', housenumber: '12', days: [{ pax: 20 }] });
    expect(reservationChanged(reservationFromBooking(booking, 'en-US'), edited)).toBe(true);
    expect(prepareBookingPayload(edited).meetingRooms[0]?.halls).toEqual([
      {
        hall: '/api/halls/1',
        emplacement: '/api/emplacements/1',
        pax: 12,
        startTime: '09:00',
        endTime: '17:00',
      },
    ]);
  });
});
