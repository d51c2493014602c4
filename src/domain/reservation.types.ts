/**
 * The reservation as the wizard edits it (spec §3 Reservation, Day, Room) and the booking write
 * payload it sends (spec §3 "Booking write payload"). Field names are the API's, spelling included
 * (`eventname` on the form model, `eventName` on the payload). Dates are `YYYY-MM-DD`, times `HH:mm`.
 */
import type { BookingPayloadInput, BookingPayloadOutput } from '../contracts/booking-payload.schema.ts';
import type { Iri } from './catalogue.types.ts';

/** What the visitor books: meeting and event days (`mice`), hotel rooms (`hotel`), or both. */
export type ReservationType = 'mice' | 'hotel';

/** The reservation types in the order the wizard shows them. */
export const RESERVATION_TYPES: readonly ReservationType[] = ['mice', 'hotel'];

/** How the visitor pays (spec §3 Enumerations). */
export type PaymentMethod = 'AT_LOCATION' | 'CREDIT_CARD' | 'INVOICE' | 'PRE_PAYMENT' | 'VOUCHER';

/** A function space booked on a meeting day; times default to the day's. */
export type DayHall = {
  '@id'?: Iri;
  hall: Iri | null;
  /** The seating layout, `/api/emplacements/{id}`. */
  emplacement: Iri | null;
  pax: number | null;
  startTime: string | null;
  endTime: string | null;
  /** Read-side: what the server priced; never sent by the widget. */
  price?: number | null;
  /** Read-side: a price the venue negotiated; never sent by the widget. */
  priceOverride?: number | null;
};

/** An item (audiovisual, food and beverage, other) ordered on a meeting day. */
export type DayItem = {
  '@id'?: Iri;
  item: Iri | null;
  amount: number | null;
  /** Guests a per-guest item is served to; null means the day's pax. */
  numberOfGuests: number | null;
  /** When it is served, `HH:mm`; the spec calls it time or startTime. */
  startTime: string | null;
};

/** A package deal booked on a meeting day. */
export type DayPackageDeal = {
  '@id'?: Iri;
  packageDeal: Iri | null;
  amount: number | null;
  /** Read-side price; never sent by the widget. */
  price?: number | null;
};

/** A meeting day (spec §3 Day). */
export type Day = {
  /** Client-side id of a day the server has not stored yet (see `days.ts`). */
  tempId?: string;
  id?: number;
  '@id'?: Iri;
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  pax: number | null;
  /** The day's setup (`/api/emplacements/{id}`), given to each of its spaces; not sent itself. */
  emplacement?: Iri | null;
  halls: DayHall[];
  items: DayItem[];
  packageDeals: DayPackageDeal[];
};

/** Hotel rooms of one type for one stay (spec §3 Room). */
export type Room = {
  tempId?: string;
  id?: number;
  '@id'?: Iri;
  startDate: string | null;
  endDate: string | null;
  /** Number of rooms. */
  amount: number | null;
  /** Guests per room. */
  paxRoom: number | null;
  /** `/api/location_room_types/{id}`; the spec also calls it locationRoomType. */
  roomType: Iri | null;
  type?: string | null;
  /** Null until the visitor chooses; the location's default applies then (spec §5, §9). */
  breakfast: boolean | null;
  /** Rooms of `amount` that check out late (only when the partner enables late check-out). */
  lateCheckoutRooms?: number | null;
  description?: string | null;
  comments?: string | null;
  price?: number | null;
  /**
   * Form side only, never sent: the location (`/api/locations/{id}`) the stay is at; the room type
   * implies it on the server. Null or absent: the booking's location.
   */
  location?: Iri | null;
};

/** The on-site contact person, who may differ from the account holder. */
export type OnsiteContact = { firstname: string; lastname: string; email: string; phonenumber: string };

/** A remark on a booking (spec §3 Remark); only the type 'internal' is seen. */
export type Remark = { description: string; type: 'internal' };

/** The reservation form model (spec §3 Reservation, form side). Text fields are '' when empty. */
export type Reservation = {
  location: Iri | null;
  types: ReservationType[];
  eventname: string;
  /** A code of the location's bookingEventTypes. */
  eventType: string | null;
  /** The event's guests, start and end time: the defaults of its days (step 2); not sent themselves. */
  eventPax?: number | null;
  eventStartTime?: string | null;
  eventEndTime?: string | null;
  days: Day[];
  rooms: Room[];
  company: string;
  country: string;
  street: string;
  housenumber: string;
  postalcode: string;
  city: string;
  invoiceReference: string;
  firstname: string;
  lastname: string;
  phonenumber: string;
  emailaddress: string;
  onsiteContact: OnsiteContact;
  locale: string;
  discountCode: string;
  miceRemarks: string;
  remarks: string;
  paymentMethod: PaymentMethod | null;
};

/** Read-side fields of a stored reservation (spec §3 "plus read-side fields"). */
export type ReservationRead = Reservation & {
  '@id': Iri;
  id: number;
  contactCompanyId: number | null;
  contactPersonId: number | null;
  flags: string[];
  termsUrl: string | null;
  transitions: string[];
  transitionBlockerList: string[];
  hotelRooms: Room[];
  meetingRooms: Day[];
};

// The payload types are the contract's (src/contracts/booking-payload.schema.ts) as validated: every
// field present, as the widget sends them.
type Payload = BookingPayloadOutput;

/** A meeting day as sent in `meetingRooms`; only complete days are sent (spec §5). */
export type DayPayload = Payload['meetingRooms'][number];

/** A function space as sent: every field present, pax and times defaulted from the day. */
export type DayHallPayload = DayPayload['halls'][number];

/** An item as sent. */
export type DayItemPayload = DayPayload['items'][number];

/** A package deal as sent; `amount` is persons, null meaning the day's pax. */
export type DayPackageDealPayload = DayPayload['packageDeals'][number];

/** A stay as sent in `hotelRooms`; only complete stays are sent (spec §5). `breakfast` null: the location's default. */
export type RoomPayload = Payload['hotelRooms'][number];

/**
 * The booking write payload of `POST /api/booking` and `PUT /api/booking/{id}` (spec §3), as the contract
 * accepts it: text fields are left out when empty, so an empty value never overwrites a stored one
 * (spec §3/§5). `location` may still be null in a draft saved before the visitor chose one; the server
 * answers that with a 422.
 */
export type BookingPayload = Omit<
  BookingPayloadInput,
  'location' | '@context' | '@type' | 'id' | 'meetingRooms' | 'hotelRooms' | 'email'
> & {
  location: Iri | null;
  /** Left out until given: a quote of a draft needs none; a booking is saved only once it has one. */
  email?: string;
  meetingRooms: DayPayload[];
  hotelRooms: RoomPayload[];
};
