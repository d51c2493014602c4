import { describe, expect, it } from 'vitest';
import type { BookingRead } from '../../contracts/booking-read.schema.ts';
import type { BillingAnswer } from '../../contracts/pricing.schema.ts';
import { offerLines } from './offer-lines.ts';

// The offer form prices each booked hall of each day (the lines `priceOverrides` names), prefilled
// with an earlier offer's price, else with what the billing charges for that hall on that day.

const hall = (id: number, iri: string) => ({
  '@id': `/api/booking_day_halls/${id}`,
  id,
  hall: iri,
  emplacement: null,
  pax: 10,
  startTime: '09:00',
  endTime: '17:00',
  held: false,
});

const booking = {
  meetingRooms: [
    { date: '2030-06-03', halls: [hall(1, '/api/halls/3'), hall(2, '/api/halls/4')] },
    { date: '2030-06-04', halls: [hall(3, '/api/halls/3')] },
    { date: '2030-06-05', halls: [hall(4, '/api/halls/3')] },
  ],
  location: '/api/locations/1',
  hotelRooms: [
    {
      '@id': '/api/booking_rooms/9',
      roomType: '/api/location_room_types/2',
      location: '/api/locations/1',
      startDate: '2030-06-02',
      endDate: '2030-06-04',
      amount: 2,
    },
    // At another venue of the partner: its own currency, so not priced in this form.
    {
      '@id': '/api/booking_rooms/10',
      roomType: '/api/location_room_types/7',
      location: '/api/locations/4',
      startDate: '2030-06-02',
      endDate: '2030-06-03',
      amount: 1,
    },
  ],
  priceOverrides: [{ line: '/api/booking_day_halls/2', price: 45000 }],
} as unknown as BookingRead;

const billing = {
  currency: 'EUR',
  products: [
    { kind: 'hall', reference: '/api/halls/3', date: '2030-06-03', amount: 30000, includedIn: null },
    { kind: 'hall', reference: '/api/halls/4', date: '2030-06-03', amount: 12000, includedIn: null },
    // Included in a package deal that day: no price field.
    {
      kind: 'hall',
      reference: '/api/halls/3',
      date: '2030-06-05',
      amount: 0,
      includedIn: '/api/package_deals/2',
    },
    {
      kind: 'room',
      reference: '/api/location_room_types/2',
      date: '2030-06-02',
      quantity: 4,
      unitPrice: 14900,
      amount: 59600,
    },
  ],
} as unknown as BillingAnswer;

describe('offerLines', () => {
  it('lists each day hall with its billed or earlier offered price, then each stay here at its nightly price; no halls a package includes', () => {
    expect(offerLines(booking, billing)).toEqual([
      {
        line: '/api/booking_day_halls/1',
        kind: 'hall',
        nights: null,
        reference: '/api/halls/3',
        date: '2030-06-03',
        price: 30000,
        overridden: false,
      },
      {
        line: '/api/booking_day_halls/2',
        kind: 'hall',
        nights: null,
        reference: '/api/halls/4',
        date: '2030-06-03',
        price: 45000,
        overridden: true,
      },
      // No billing line for that hall on that day: the venue has to set a price.
      {
        line: '/api/booking_day_halls/3',
        kind: 'hall',
        nights: null,
        reference: '/api/halls/3',
        date: '2030-06-04',
        price: null,
        overridden: false,
      },
      // The room line's unit price: one room, one night (4 room-nights make the 596.00).
      {
        line: '/api/booking_rooms/9',
        kind: 'room',
        nights: 2,
        reference: '/api/location_room_types/2',
        date: '2030-06-02',
        price: 14900,
        overridden: false,
      },
    ]);
  });

  it('prefills a stay with the nightly rate an earlier offer set', () => {
    const offered = {
      ...booking,
      priceOverrides: [{ line: '/api/booking_rooms/9', price: 11000 }],
    } as unknown as BookingRead;
    expect(offerLines(offered, billing).find((l) => l.kind === 'room')).toMatchObject({
      price: 11000,
      overridden: true,
    });
  });
});
