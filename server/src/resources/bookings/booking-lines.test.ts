import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingFixture,
  bookingCall,
  bookingFixture,
  bookingPayload,
  createBooking,
} from '../../../test/bookings.ts';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { GENEROUS_BOOKING_LIMITS } from '../../../test/rate-limits.ts';

// A booking's lines are written with one statement per table, whatever the number of days: every hall,
// item and package deal must still land on its own day, in the order sent, on creation and on an edit.

let fresh: FreshApp;
let f: BookingFixture;
let deal: string;
let secondItem: string;

beforeAll(async () => {
  fresh = await freshApp({ rateLimits: GENEROUS_BOOKING_LIMITS });
  f = await bookingFixture(fresh.db);
  const locationId = Number(f.location.split('/').pop());
  const [row] = await fresh.db.query<{ deal: number; item: number }>(
    `select (select min(id) from package_deals where location_id = $1) as deal,
       (select max(id) from items where location_id = $1) as item`,
    [locationId],
  );
  deal = `/api/package_deals/${row!.deal}`;
  secondItem = `/api/items/${row!.item}`;
});
afterAll(() => fresh.close());

const hall = (iri: string, startTime: string) => ({ hall: iri, pax: 10, startTime, endTime: '17:00' });
const item = (iri: string, amount: number) => ({ item: iri, amount, numberOfGuests: null, startTime: null });

/** Three days, each with its own halls, items and package deals (counts differ per day). */
function threeDays() {
  return [
    {
      date: '2030-06-03',
      startTime: '09:00',
      endTime: '17:00',
      pax: 10,
      halls: [hall(f.hall, '09:00'), hall(f.otherHall, '10:00')],
      items: [item(f.item, 1)],
      packageDeals: [],
    },
    {
      date: '2030-06-04',
      startTime: '09:00',
      endTime: '17:00',
      pax: 20,
      halls: [hall(f.otherHall, '11:00')],
      items: [],
      packageDeals: [{ packageDeal: deal, amount: 20 }],
    },
    {
      date: '2030-06-05',
      startTime: '09:00',
      endTime: '17:00',
      pax: 30,
      halls: [hall(f.hall, '12:00')],
      items: [item(secondItem, 3), item(f.item, 4)],
      packageDeals: [{ packageDeal: deal, amount: null }],
    },
  ];
}

type DayOut = {
  date: string;
  pax: number;
  halls: { hall: string; startTime: string }[];
  items: { item: string; amount: number }[];
  packageDeals: { packageDeal: string; amount: number | null }[];
};

/** What the read model says each day holds, in its order. */
const shape = (days: DayOut[]) =>
  days.map((d) => ({
    date: d.date,
    pax: d.pax,
    halls: d.halls.map((h) => [h.hall, h.startTime]),
    items: d.items.map((i) => [i.item, i.amount]),
    packageDeals: d.packageDeals.map((p) => [p.packageDeal, p.amount]),
  }));

describe('a booking of several days with lines of every kind', () => {
  it('stores every line on its own day, in the order sent, and again after an edit', async () => {
    const sent = threeDays();
    const created = await createBooking(fresh.app, bookingPayload(f, { meetingRooms: sent, hotelRooms: [] }));
    expect(shape(created.body.meetingRooms)).toEqual(shape(sent as unknown as DayOut[]));
    const read = await bookingCall(fresh.app, 'GET', `/api/booking/${created.id}`, {
      username: created.username,
      key: created.key,
    });
    expect(shape(read.body.meetingRooms)).toEqual(shape(sent as unknown as DayOut[]));

    // The edit sends the days the other way round, so each day gets another day's lines.
    const reversed = sent.map((day, i) => ({ ...sent[sent.length - 1 - i]!, date: day.date }));
    const edited = await bookingCall(fresh.app, 'PUT', `/api/booking/${created.id}`, {
      username: created.username,
      key: created.key,
      body: bookingPayload(f, { meetingRooms: reversed, hotelRooms: [] }),
    });
    expect(edited.status).toBe(200);
    const again = await bookingCall(fresh.app, 'GET', `/api/booking/${created.id}`, {
      username: created.username,
      key: created.key,
    });
    expect(shape(again.body.meetingRooms)).toEqual(shape(reversed as unknown as DayOut[]));
  });
});
