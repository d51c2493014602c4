/**
 * The booking write payload (spec §3 plus `paymentMethod` and `corporateAccount`): the ONE schema of
 * `POST/PUT/PATCH /api/booking` and, read loosely, of `POST /api/booking_quotes`. The widget builds it,
 * the server validates it, the API documentation is generated from it.
 */
import * as v from 'valibot';
import { daysBetween, isIsoDate } from '../domain/dates.ts';
import { isEmail, isEndAfterStart, MESSAGES } from '../domain/validation.ts';
import { BOOKING_SIZE, lineCount } from './booking-limits.ts';
import { iri, isoDate, ldKeys, timeOfDay, trimmed, whole } from './fields.ts';

type Lines = { halls: unknown[]; items: unknown[]; packageDeals: unknown[] };
/** Whether the days of a booking or a quote hold no more lines between them than one booking may. */
const fewEnoughLines = (days: Lines[]) => lineCount(days) <= BOOKING_SIZE.linesOverAllDays;
const TOO_MANY_DAYS = `At most ${BOOKING_SIZE.days} meeting days.`;
const TOO_MANY_LINES = `At most ${BOOKING_SIZE.linesOverAllDays} halls, items and package deals over all days together.`;
const TOO_MANY_STAYS = `At most ${BOOKING_SIZE.stays} stays.`;

type Timed = { startTime: string; endTime: string };
const endsAfterStart = (x: Timed) => isEndAfterStart(x.startTime, x.endTime);
/** A function space of a day: every field present, pax and times as the widget defaulted them. */
export const hallEntries = {
  ...ldKeys,
  hall: iri,
  emplacement: v.optional(v.nullable(v.string()), null),
  pax: whole(1),
  startTime: timeOfDay,
  endTime: timeOfDay,
};

/** An item of a day; `numberOfGuests` null means the day's pax. */
export const itemEntries = {
  ...ldKeys,
  item: iri,
  amount: whole(1),
  numberOfGuests: v.optional(v.nullable(whole(1)), null),
  startTime: v.optional(v.nullable(timeOfDay), null),
};

/** A package deal of a day; `amount` is persons, absent or null meaning the day's pax. */
export const packageDealEntries = {
  ...ldKeys,
  packageDeal: iri,
  amount: v.optional(v.nullable(whole(1)), null),
};

const hallLine = v.pipe(
  v.strictObject(hallEntries),
  v.forward(
    v.check((x) => endsAfterStart(x), MESSAGES.endAfterStart),
    ['endTime'],
  ),
);
const itemLine = v.strictObject(itemEntries);
const packageDealLine = v.strictObject(packageDealEntries);

/** A meeting day's own fields (its lines are added by the payload and the quote). */
export const dayEntries = {
  ...ldKeys,
  date: isoDate,
  startTime: timeOfDay,
  endTime: timeOfDay,
  pax: whole(1),
};

const day = v.pipe(
  v.strictObject({
    ...dayEntries,
    halls: v.optional(v.pipe(v.array(hallLine), v.maxLength(BOOKING_SIZE.hallsPerDay)), []),
    items: v.optional(v.pipe(v.array(itemLine), v.maxLength(BOOKING_SIZE.itemsPerDay)), []),
    packageDeals: v.optional(
      v.pipe(v.array(packageDealLine), v.maxLength(BOOKING_SIZE.packageDealsPerDay)),
      [],
    ),
  }),
  v.forward(
    v.check((x) => endsAfterStart(x), MESSAGES.endAfterStart),
    ['endTime'],
  ),
);

/**
 * A stay. `breakfast` null or absent is "the location's default" (never "no"): it stays null here and
 * the server resolves it against the location.
 */
export const roomEntries = {
  ...ldKeys,
  startDate: isoDate,
  endDate: isoDate,
  amount: whole(1),
  paxRoom: whole(1),
  roomType: iri,
  type: v.optional(v.nullable(v.string())),
  breakfast: v.optional(v.nullable(v.boolean()), null),
  lateCheckoutRooms: v.optional(v.nullable(whole(0)), 0),
  comments: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2000))), null),
};

type Stay = { startDate: string; endDate: string; amount: number; lateCheckoutRooms: number | null };
const DEPARTURE = 'The departure date should be after the arrival date.';
const TOO_LONG = `A stay is at most ${BOOKING_SIZE.nightsPerStay} nights.`;
const LATE = 'Late check-out cannot cover more rooms than booked.';
const departsAfterArrival = (r: Stay) => r.endDate > r.startDate;
// A malformed date has its own message (and valibot runs these checks after one): only real dates are measured.
const withinAYear = (r: Stay) =>
  !isIsoDate(r.startDate) ||
  !isIsoDate(r.endDate) ||
  daysBetween(r.startDate, r.endDate) <= BOOKING_SIZE.nightsPerStay;
const lateWithinRooms = (r: Stay) => (r.lateCheckoutRooms ?? 0) <= r.amount;

// A departure before the arrival has its own message; only a real stay is measured.
const notTooLong = (r: Stay) => !departsAfterArrival(r) || withinAYear(r);

const room = v.pipe(
  v.strictObject(roomEntries),
  v.forward(
    v.check((r) => departsAfterArrival(r), DEPARTURE),
    ['endDate'],
  ),
  v.forward(
    v.check((r) => notTooLong(r), TOO_LONG),
    ['endDate'],
  ),
  v.forward(
    v.check((r) => lateWithinRooms(r), LATE),
    ['lateCheckoutRooms'],
  ),
);

const contact = v.strictObject({
  firstname: trimmed(200),
  lastname: trimmed(200),
  email: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || isEmail(s), MESSAGES.email),
    ),
    '',
  ),
  phonenumber: trimmed(50),
});

/**
 * Payment methods a booking may name (spec §3): card and prepayment make book now hold until paid;
 * INVOICE is pay later on account, for verified credit-account clients only.
 */
export const PAYMENT_METHODS = ['AT_LOCATION', 'CREDIT_CARD', 'INVOICE', 'PRE_PAYMENT', 'VOUCHER'] as const;

const BLANK = 'This value should not be blank.';
const credentialText = (max: number) =>
  v.pipe(
    v.string('This value should be a string.'),
    v.trim(),
    v.minLength(1, BLANK),
    v.maxLength(max, `At most ${max} characters.`),
  );

/**
 * Corporate client credentials, as `POST /api/corporate_accounts/verify`, a quote and a booking write
 * take them; verified (and rate limited) on every call that carries them.
 */
export const corporateCredentialsSchema = v.strictObject({
  companyName: credentialText(200),
  email: v.pipe(
    v.string('This value should be a string.'),
    v.trim(),
    v.email('This value is not a valid e-mail address.'),
    v.maxLength(320, 'At most 320 characters.'),
  ),
  corporateCode: credentialText(100),
});

/** The payload's top-level fields apart from its lines. */
export const bookingEntries = {
  ...ldKeys,
  '@context': v.optional(v.unknown()),
  location: iri,
  // Required first; the e-mail rule only speaks about a given address (one message per field).
  email: v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    v.check((s: string) => s !== '', MESSAGES.required),
    v.check((s: string) => s === '' || isEmail(s), MESSAGES.email),
  ),
  types: v.pipe(v.array(v.picklist(['mice', 'hotel'])), v.maxLength(2)),
  eventName: trimmed(500),
  eventType: v.optional(v.nullable(v.string()), null),
  company: trimmed(500),
  country: trimmed(100),
  postalcode: trimmed(50),
  city: trimmed(200),
  address: trimmed(500),
  // The house number within `address` (spec §3 `housenumber`), so the street reads back exactly; absent
  // or null: the address line's last word is taken for it.
  housenumber: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(50))), null),
  invoiceReference: trimmed(200),
  contactPersonFirstname: trimmed(200),
  contactPersonLastname: trimmed(200),
  contactPersonPhonenumber: trimmed(50),
  executorContact: v.optional(v.null(), null),
  onsiteContact: v.optional(v.nullable(contact), null),
  locale: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2}$/)), 'en'),
  remarks: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          description: v.pipe(v.string(), v.trim(), v.minLength(1, MESSAGES.required), v.maxLength(5000)),
          type: v.optional(v.picklist(['internal']), 'internal'),
        }),
      ),
      v.maxLength(BOOKING_SIZE.remarks, `At most ${BOOKING_SIZE.remarks} remarks.`),
    ),
    [],
  ),
  promoCode: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100))), null),
  paymentMethod: v.optional(v.nullable(v.picklist(PAYMENT_METHODS)), null),
  // Absent: the booking keeps the client it has; null: it is no longer a corporate booking.
  corporateAccount: v.optional(v.nullable(corporateCredentialsSchema)),
};

/** The payload's free texts: an empty one is never sent and never overwrites a stored one (spec §3, §5). */
export const BOOKING_TEXT_FIELDS = [
  'eventName',
  'company',
  'country',
  'postalcode',
  'city',
  'address',
  'invoiceReference',
  'contactPersonFirstname',
  'contactPersonLastname',
  'contactPersonPhonenumber',
] as const satisfies readonly (keyof typeof bookingEntries)[];

/** The on-site contact's texts, under the same rule. */
export const CONTACT_TEXT_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phonenumber',
] as const satisfies readonly (keyof typeof contact.entries)[];

/** The booking write payload; `@context`/`@id`/`@type` from a read answer are tolerated. */
export const bookingPayloadSchema = v.strictObject({
  ...bookingEntries,
  hotelRooms: v.optional(
    v.pipe(v.array(room), v.maxLength(BOOKING_SIZE.stays, TOO_MANY_STAYS), v.description(TOO_LONG)),
    [],
  ),
  meetingRooms: v.optional(
    v.pipe(
      v.array(day),
      v.maxLength(BOOKING_SIZE.days, TOO_MANY_DAYS),
      v.check((days) => fewEnoughLines(days), TOO_MANY_LINES),
      v.description(TOO_MANY_LINES),
    ),
    [],
  ),
});

// A quote prices what the basket holds: halls may leave pax and times to the day, contact fields and
// anything else a saved booking carries are ignored (loose objects), so the widget's payload fits as is.
const quoteHall = v.looseObject({
  ...hallEntries,
  pax: v.optional(v.nullable(hallEntries.pax)),
  startTime: v.optional(v.nullable(timeOfDay)),
  endTime: v.optional(v.nullable(timeOfDay)),
});
const quoteDay = v.looseObject({
  ...dayEntries,
  halls: v.optional(v.pipe(v.array(quoteHall), v.maxLength(BOOKING_SIZE.hallsPerDay)), []),
  items: v.optional(v.pipe(v.array(v.looseObject(itemEntries)), v.maxLength(BOOKING_SIZE.itemsPerDay)), []),
  packageDeals: v.optional(
    v.pipe(v.array(v.looseObject(packageDealEntries)), v.maxLength(BOOKING_SIZE.packageDealsPerDay)),
    [],
  ),
});

const quoteRoom = v.pipe(
  v.looseObject(roomEntries),
  v.forward(
    v.check((r) => departsAfterArrival(r), DEPARTURE),
    ['endDate'],
  ),
  v.forward(
    v.check((r) => notTooLong(r), TOO_LONG),
    ['endDate'],
  ),
  v.forward(
    v.check((r) => lateWithinRooms(r), LATE),
    ['lateCheckoutRooms'],
  ),
);

/** The body of `POST /api/booking_quotes`: the same payload, read for its lines and discounts only. */
export const quotePayloadSchema = v.looseObject({
  location: bookingEntries.location,
  meetingRooms: v.optional(
    v.pipe(
      v.array(quoteDay),
      v.maxLength(BOOKING_SIZE.days, TOO_MANY_DAYS),
      v.check((days) => fewEnoughLines(days), TOO_MANY_LINES),
      v.description(TOO_MANY_LINES),
    ),
    [],
  ),
  hotelRooms: v.optional(
    v.pipe(v.array(quoteRoom), v.maxLength(BOOKING_SIZE.stays, TOO_MANY_STAYS), v.description(TOO_LONG)),
    [],
  ),
  promoCode: bookingEntries.promoCode,
  corporateAccount: bookingEntries.corporateAccount,
});

/** The payload as a client sends it (defaults not applied yet). */
export type BookingPayloadInput = v.InferInput<typeof bookingPayloadSchema>;
/** The payload after validation: defaults applied, text trimmed; IRIs still text. */
export type BookingPayloadOutput = v.InferOutput<typeof bookingPayloadSchema>;
/** A validated quote body. */
export type QuotePayload = v.InferOutput<typeof quotePayloadSchema>;
