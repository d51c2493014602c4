import type { Hono } from 'hono';
import { addDays } from '../../src/domain/dates.ts';
import { bookingCall, createBooking } from './bookings.ts';
import { AMSTERDAM, BERLIN, HELSINKI, NEW_YORK, type SeededCatalogue } from './catalogue.ts';

// Bookings with offers at the Harbour locations, as a visitor asks and the venue answers: the visitor
// creates and requests it, staff send the offer with a validity date. Built from the seeded catalogue
// by name (server/src/db/seed/harbour/*), never by id.

/** Harbour's four locations. */
export const HARBOUR_LOCATIONS = [AMSTERDAM, BERLIN, HELSINKI, NEW_YORK] as const;

/** A mid-size hall of each location (its seed key), big enough for a board meeting. */
export const HALL_OF: Record<string, string> = {
  [AMSTERDAM]: 'herengracht',
  [BERLIN]: 'kreuzberg',
  [HELSINKI]: 'kauppatori',
  [NEW_YORK]: 'tribeca',
};

/** One meeting day: a hall in a layout, extras `[item key, amount]`, and a package deal key or none. */
export type DaySpec = {
  date: string;
  hall?: string;
  layout?: string;
  items?: [string, number][];
  packageDeal?: string | null;
  pax?: number;
};

/** One stay: rooms of a type (its code) at a location, for a run of nights. */
export type StaySpec = {
  location: string;
  roomType: string;
  startDate: string;
  endDate: string;
  amount?: number;
  paxRoom?: number;
  breakfast?: boolean;
};

/** What a test offer is made of. */
export type OfferSpec = {
  location: string;
  locale: string;
  days?: DaySpec[];
  stays?: StaySpec[];
  email?: string;
  company?: string;
  promoCode?: string | null;
};

/** The write payload of `spec`. */
export function offerPayload(catalogue: SeededCatalogue, spec: OfferSpec) {
  const days = spec.days ?? [];
  const stays = spec.stays ?? [];
  return {
    location: catalogue.location(spec.location),
    email: spec.email ?? 'anna@example.com',
    types: [...(days.length > 0 ? ['mice'] : []), ...(stays.length > 0 ? ['hotel'] : [])],
    eventName: 'Board meeting',
    eventType: null,
    meetingRooms: days.map((day) => {
      const pax = day.pax ?? 12;
      const hall = catalogue.hall(spec.location, day.hall ?? HALL_OF[spec.location]!);
      return {
        date: day.date,
        startTime: '09:00',
        endTime: '17:00',
        pax,
        halls: [
          {
            hall,
            emplacement: catalogue.emplacement(day.layout ?? 'boardroom'),
            pax,
            startTime: '09:00',
            endTime: '17:00',
          },
        ],
        items: (day.items ?? []).map(([key, amount]) => ({
          item: catalogue.item(spec.location, key),
          amount,
          numberOfGuests: null,
          startTime: null,
        })),
        packageDeals: day.packageDeal
          ? [{ packageDeal: catalogue.packageDeal(spec.location, day.packageDeal), amount: null }]
          : [],
      };
    }),
    hotelRooms: stays.map((stay) => ({
      startDate: stay.startDate,
      endDate: stay.endDate,
      amount: stay.amount ?? 2,
      paxRoom: stay.paxRoom ?? 1,
      roomType: catalogue.roomType(stay.location, stay.roomType),
      breakfast: stay.breakfast ?? true,
      lateCheckoutRooms: 0,
      comments: null,
    })),
    company: spec.company ?? 'Acme BV',
    country: 'NL',
    postalcode: '1011 AB',
    city: 'Amsterdam',
    address: 'Damrak 1',
    invoiceReference: 'PO-1',
    contactPersonFirstname: 'Anna',
    contactPersonLastname: 'Jansen',
    contactPersonPhonenumber: '+31 20 555 0101',
    executorContact: null,
    onsiteContact: null,
    // The payload names the language only (`nl`); the server reads it as its locale (nl-NL).
    locale: spec.locale.slice(0, 2),
    remarks: [],
    promoCode: spec.promoCode ?? null,
  };
}

/** A booking the visitor requested and staff answered with an offer valid until `validUntil`. */
export async function offeredBooking(
  app: Hono,
  catalogue: SeededCatalogue,
  staff: string,
  spec: OfferSpec,
  validUntil = '2030-05-31',
) {
  const booking = await createBooking(app, offerPayload(catalogue, spec));
  const credentials = { username: booking.username, key: booking.key };
  const path = `/api/booking/${booking.id}/status`;
  const requested = await bookingCall(app, 'PUT', path, { ...credentials, body: { transition: 'request' } });
  if (requested.status !== 200) throw new Error(`request failed: ${JSON.stringify(requested.body)}`);
  const offered = await bookingCall(app, 'PUT', path, {
    staff,
    body: { transition: 'send_offer', validUntil },
  });
  if (offered.status !== 200) throw new Error(`send_offer failed: ${JSON.stringify(offered.body)}`);
  return { ...booking, reference: offered.body.reference as string, credentials };
}

/** GETs the offer PDF with the visitor's headers (or a staff key); answers status, headers and bytes. */
export async function fetchOfferPdf(
  app: Hono,
  id: number,
  who: { username?: string; key?: string; staff?: string },
) {
  const headers: Record<string, string> = {};
  if (who.username !== undefined) headers.username = who.username;
  if (who.key !== undefined) headers.key = who.key;
  if (who.staff) headers.Authorization = `Bearer ${who.staff}`;
  const response = await app.request(`/api/booking/${id}/offer.pdf`, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/**
 * The long offer of the layout test and the bench: ten days in Amsterdam with seven extras a day and a
 * package every other day, and nine stays at three venues in two currencies.
 */
export function longOfferSpec(company = 'Acme BV'): OfferSpec {
  const extras: [string, number][] = [
    ['projector', 1],
    ['flipchart', 2],
    ['microphone', 2],
    ['coffee', 1],
    ['lunch', 1],
    ['water', 1],
    ['parking', 4],
  ];
  return {
    location: AMSTERDAM,
    locale: 'nl-NL',
    company,
    days: Array.from({ length: 10 }, (_, i) => ({
      date: addDays('2030-10-07', i),
      items: extras,
      packageDeal: i % 2 === 0 ? 'meeting-full_day' : null,
    })),
    stays: [AMSTERDAM, HELSINKI, NEW_YORK].flatMap((location) =>
      ['single', 'double', 'twin'].map((roomType) => ({
        location,
        roomType,
        startDate: '2030-10-06',
        endDate: '2030-10-17',
        amount: 3,
      })),
    ),
  };
}
