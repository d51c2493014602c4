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
  hotelRooms: [{ '@id': '/api/booking_rooms/9', roomType: '/api/location_room_types/2' }],
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
    { kind: 'room', reference: '/api/location_room_types/2', date: '2030-06-02', amount: 59600 },
  ],
} as unknown as BillingAnswer;

describe('offerLines', () => {
  it('lists each day hall with its billed or earlier offered price; no stays, no halls a package includes', () => {
    expect(offerLines(booking, billing)).toEqual([
      {
        line: '/api/booking_day_halls/1',
        kind: 'hall',
        reference: '/api/halls/3',
        date: '2030-06-03',
        price: 30000,
        overridden: false,
      },
      {
        line: '/api/booking_day_halls/2',
        kind: 'hall',
        reference: '/api/halls/4',
        date: '2030-06-03',
        price: 45000,
        overridden: true,
      },
      // No billing line for that hall on that day: the venue has to set a price.
      {
        line: '/api/booking_day_halls/3',
        kind: 'hall',
        reference: '/api/halls/3',
        date: '2030-06-04',
        price: null,
        overridden: false,
      },
    ]);
  });
});
