import * as v from 'valibot';
import { date, time } from '../../api/formats.ts';
import { reference } from '../../api/reference.ts';
import { array, boolean, integer, nullable, optional, type Shape, text } from '../../api/shapes.ts';
import { classIri } from '../common.ts';
import { credentialsEntries } from '../corporate-accounts/corporate-accounts.routes.ts';
import type { BookingLines } from './price-booking.ts';

// The booking write payload (spec §3) is read loosely: a quote prices what the basket holds and ignores
// the contact fields, so the same payload the widget saves can be sent here unchanged.
function loose(entries: Record<string, Shape>, title: string): Shape {
  const required = Object.entries(entries)
    .filter(([, s]) => !s.optional)
    .map(([key]) => key);
  return {
    schema: v.looseObject(
      Object.fromEntries(Object.entries(entries).map(([key, s]) => [key, s.schema])),
      'This value should be an object.',
    ) as Shape['schema'],
    json: {
      type: 'object',
      title,
      properties: Object.fromEntries(Object.entries(entries).map(([key, s]) => [key, s.json])),
      required,
    },
    range: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#JSON',
  };
}

const count = integer({ min: 1, max: 100_000 });
const maybe = (shape: Shape) => optional(nullable(shape));

const dayShape = loose(
  {
    date: date(),
    startTime: time(),
    endTime: time(),
    pax: count,
    halls: optional(
      array(
        loose(
          {
            hall: reference('halls', classIri('Hall')),
            emplacement: maybe(reference('emplacements', classIri('Emplacement'))),
            pax: maybe(count),
            startTime: maybe(time()),
            endTime: maybe(time()),
          },
          'DayHallPayload',
        ),
        { max: 50 },
      ),
      [],
    ),
    items: optional(
      array(
        loose(
          {
            item: reference('items', classIri('Item')),
            amount: count,
            numberOfGuests: maybe(count),
            startTime: maybe(time()),
          },
          'DayItemPayload',
        ),
        { max: 200 },
      ),
      [],
    ),
    packageDeals: optional(
      array(
        loose(
          { packageDeal: reference('package_deals', classIri('PackageDeal')), amount: maybe(count) },
          'DayPackageDealPayload',
        ),
        { max: 20 },
      ),
      [],
    ),
  },
  'DayPayload',
);

const roomShape = loose(
  {
    startDate: date(),
    endDate: date(),
    amount: count,
    paxRoom: count,
    roomType: reference('location_room_types', classIri('LocationRoomType')),
    breakfast: maybe(boolean()),
    lateCheckoutRooms: optional(integer({ min: 0, max: 100_000 }), 0),
  },
  'RoomPayload',
);

/** The body of `POST /api/booking_quotes`: a booking write payload (spec §3), saved or not. */
export const quoteShape = loose(
  {
    location: reference('locations', classIri('Location')),
    meetingRooms: optional(array(dayShape, { max: 60 }), []),
    hotelRooms: optional(array(roomShape, { max: 60 }), []),
    promoCode: maybe(text({ min: 0, max: 64 })),
    // Our addition: a corporate client's credentials, verified (and counted) like the verify route.
    corporateAccount: maybe(loose(credentialsEntries, 'CorporateCredentials')),
  },
  'BookingQuoteRequest',
);

type Parsed = {
  location: number;
  meetingRooms: {
    date: string;
    startTime: string;
    endTime: string;
    pax: number;
    halls: { hall: number; startTime?: string | null; endTime?: string | null }[];
    items: { item: number; amount: number; numberOfGuests?: number | null }[];
    packageDeals: { packageDeal: number; amount?: number | null }[];
  }[];
  hotelRooms: {
    startDate: string;
    endDate: string;
    amount: number;
    paxRoom: number;
    roomType: number;
    breakfast?: boolean | null;
    lateCheckoutRooms: number;
  }[];
  promoCode?: string | null;
};

/** The validated payload as catalogue ids; a hall's missing times are the day's. */
export function toBookingLines(parsed: unknown): BookingLines {
  const body = parsed as Parsed;
  const promo = body.promoCode?.trim() ?? '';
  return {
    locationId: body.location,
    days: body.meetingRooms.map((day) => ({
      date: day.date,
      startTime: day.startTime,
      endTime: day.endTime,
      pax: day.pax,
      halls: day.halls.map((h) => ({
        hallId: h.hall,
        startTime: h.startTime ?? day.startTime,
        endTime: h.endTime ?? day.endTime,
      })),
      items: day.items.map((i) => ({
        itemId: i.item,
        amount: i.amount,
        numberOfGuests: i.numberOfGuests ?? null,
      })),
      packageDeals: day.packageDeals.map((p) => ({
        packageDealId: p.packageDeal,
        amount: p.amount ?? null,
      })),
    })),
    rooms: body.hotelRooms.map((r) => ({
      startDate: r.startDate,
      endDate: r.endDate,
      amount: r.amount,
      paxRoom: r.paxRoom,
      roomTypeId: r.roomType,
      breakfast: r.breakfast ?? null,
      lateCheckoutRooms: r.lateCheckoutRooms,
    })),
    promoCode: promo === '' ? null : promo,
  };
}
