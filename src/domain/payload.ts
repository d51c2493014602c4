/**
 * From the form model to the booking write payload, rule by rule as spec §5 "Payload preparation
 * rules" lists them. Pure: the auto-save and submit code in the models call these.
 */
import { type BreakfastSettings, DEFAULT_BREAKFAST, roomBreakfast } from './breakfast.ts';
import type {
  BookingPayload,
  Day,
  DayPayload,
  Remark,
  Reservation,
  Room,
  RoomPayload,
} from './reservation.types.ts';
import { isEmail } from './validation.ts';

/** Whether a form value counts as filled in: not null, undefined, NaN or blank text. */
export function isGiven(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return !Number.isNaN(value);
  return typeof value !== 'string' || value.trim() !== '';
}

/**
 * Pax and amounts as whole numbers (spec §5), defaulting to 1: a missing, unreadable or below-one
 * value becomes 1, because nothing can be booked for fewer than one guest or in a quantity below one.
 */
export function wholeOrOne(value: unknown): number {
  const n = typeof value === 'number' ? value : isGiven(value) ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? Math.max(1, Math.round(n)) : 1;
}

/** A meeting day is sent only with date, start time, end time and pax (spec §5). */
export function isCompleteDay(day: Day): boolean {
  return [day.date, day.startTime, day.endTime, day.pax].every(isGiven);
}

/** A stay is sent only with start date, end date, amount, guests per room and room type (spec §5). */
export function isCompleteRoom(room: Room): boolean {
  return [room.startDate, room.endDate, room.amount, room.paxRoom, room.roomType].every(isGiven);
}

const withIri = (iri: string | undefined) => (iri ? { '@id': iri } : {});

/** One complete day as sent; spaces, items and deals without a chosen resource are left out. */
export function prepareDay(day: Day): DayPayload {
  const pax = wholeOrOne(day.pax);
  // A space row without its own times or guests takes the day's.
  const halls = day.halls.flatMap((row) =>
    row.hall
      ? [
          {
            ...withIri(row['@id']),
            hall: row.hall,
            emplacement: row.emplacement,
            pax: isGiven(row.pax) ? wholeOrOne(row.pax) : pax,
            startTime: row.startTime || (day.startTime as string),
            endTime: row.endTime || (day.endTime as string),
          },
        ]
      : [],
  );
  const items = day.items.flatMap((row) =>
    row.item
      ? [
          {
            ...withIri(row['@id']),
            item: row.item,
            amount: wholeOrOne(row.amount),
            numberOfGuests: isGiven(row.numberOfGuests) ? wholeOrOne(row.numberOfGuests) : null,
            startTime: row.startTime || null,
          },
        ]
      : [],
  );
  const packageDeals = day.packageDeals.flatMap((row) =>
    row.packageDeal
      ? [
          {
            ...withIri(row['@id']),
            packageDeal: row.packageDeal,
            // The persons the deal is booked for: the day's guests until the visitor sets them (#12.1).
            amount: isGiven(row.amount) ? wholeOrOne(row.amount) : pax,
          },
        ]
      : [],
  );
  // Prices are never sent: the server prices every line, a visitor cannot set one.
  return {
    ...withIri(day['@id']),
    date: day.date as string,
    startTime: day.startTime as string,
    endTime: day.endTime as string,
    pax,
    halls,
    items,
    packageDeals,
  };
}

/** One complete stay as sent. */
export function prepareRoom(room: Room, settings: BreakfastSettings = DEFAULT_BREAKFAST): RoomPayload {
  const amount = wholeOrOne(room.amount);
  const late = Number(room.lateCheckoutRooms);
  return {
    ...withIri(room['@id']),
    startDate: room.startDate as string,
    endDate: room.endDate as string,
    amount,
    paxRoom: wholeOrOne(room.paxRoom),
    roomType: room.roomType as string,
    breakfast: roomBreakfast(room, settings),
    // Late check-out may be 0 and never covers more rooms than are booked.
    lateCheckoutRooms: Number.isFinite(late) ? Math.min(amount, Math.max(0, Math.round(late))) : 0,
    comments: room.comments?.trim() || null,
  };
}

/** The two-letter locale sent with a booking (spec §9): `nl-NL` becomes `nl`. */
export function shortLocale(locale: string): string {
  return locale.trim().slice(0, 2).toLowerCase();
}

/** What the payload needs besides the form: the breakfast settings of each stay's location. */
export type PayloadContext = { breakfastSettings?: (room: Room) => BreakfastSettings | null | undefined };

const text = (value: string | null | undefined) => (value ?? '').trim();

/** Text fields with a value only: an empty value is never sent, so it never overwrites (spec §3/§5). */
function filled<T extends Record<string, string>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')) as Partial<T>;
}

/** The booking write payload for `POST /api/booking` and `PUT /api/booking/{id}` (spec §3, §5). */
export function prepareBookingPayload(form: Reservation, context: PayloadContext = {}): BookingPayload {
  const mice = form.types.includes('mice');
  const hotel = form.types.includes('hotel');
  const remarks: Remark[] = [mice ? form.miceRemarks : '', form.remarks]
    .map(text)
    .filter(Boolean)
    .map((description) => ({ description, type: 'internal' }));
  const onsiteContact = filled({
    firstname: text(form.onsiteContact.firstname),
    lastname: text(form.onsiteContact.lastname),
    email: text(form.onsiteContact.email),
    phonenumber: text(form.onsiteContact.phonenumber),
  });
  const address = [text(form.street), text(form.housenumber)].filter(Boolean).join(' ');
  return {
    location: form.location,
    ...filled({ email: text(form.emailaddress), eventName: text(form.eventname) }),
    types: (['mice', 'hotel'] as const).filter((type) => form.types.includes(type)),
    eventType: form.eventType || null,
    // Rooms and days of a service the visitor no longer wants are dropped, not kept hidden.
    hotelRooms: hotel
      ? form.rooms
          .filter(isCompleteRoom)
          .map((room) => prepareRoom(room, context.breakfastSettings?.(room) ?? DEFAULT_BREAKFAST))
      : [],
    meetingRooms: mice ? form.days.filter(isCompleteDay).map(prepareDay) : [],
    ...filled({
      company: text(form.company),
      country: text(form.country),
      postalcode: text(form.postalcode),
      city: text(form.city),
      address,
      invoiceReference: text(form.invoiceReference),
      contactPersonFirstname: text(form.firstname),
      contactPersonLastname: text(form.lastname),
      contactPersonPhonenumber: text(form.phonenumber),
    }),
    // The number apart, also none, so the street reads back as typed (spec §3 `housenumber`).
    ...(address ? { housenumber: text(form.housenumber) } : {}),
    executorContact: null,
    ...(Object.keys(onsiteContact).length > 0 ? { onsiteContact } : {}),
    locale: shortLocale(form.locale),
    remarks,
    promoCode: text(form.discountCode) || null,
    paymentMethod: form.paymentMethod,
  };
}

/** A booking is created or saved only once it has an e-mail address (spec §4, §5). */
export function canSaveBooking(form: Pick<Reservation, 'emailaddress'>): boolean {
  // A half-typed address would only earn a 422 from the server on every keystroke's save.
  return isEmail(form.emailaddress ?? '');
}

/** The currency to show: a missing value or the text 'null' (an old API quirk) becomes EUR (spec §5, §9). */
export function normaliseCurrency(value: unknown): string {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  // Anything but a three-letter code would make Intl.NumberFormat throw while rendering a price.
  return /^[A-Z]{3}$/.test(code) ? code : 'EUR';
}
