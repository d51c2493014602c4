import * as v from 'valibot';
import { isIsoDate, isTime } from '../../../src/domain/dates.ts';
import { isEmail, isEndAfterStart, MESSAGES } from '../../../src/domain/validation.ts';
import type { JsonObject } from '../api/body.ts';
import type { Violation } from '../api/resource.ts';
import { toViolations } from '../api/violations.ts';

// The booking write payload (spec §3, the widget's BookingPayload) checked on the server: the shape and
// the field rules the widget also runs (e-mail, end after start: src/domain/validation.ts), here so a
// client that skips the widget gets the same answers. Facts that need the database (references, the
// location's today) are checked in booking-references.ts.

const message = (text: string) => text;
const whole = (min: number) =>
  v.pipe(
    v.number(message('This value should be a whole number.')),
    v.integer(message('This value should be a whole number.')),
    v.minValue(min, `This value should be ${min} or more.`),
  );
const isoDate = v.pipe(
  v.string(),
  v.check((s: string) => isIsoDate(s), 'This value should be a date (YYYY-MM-DD).'),
);
const timeOfDay = v.pipe(
  v.string(),
  v.check((s: string) => isTime(s), 'This value should be a time (HH:MM).'),
);
const trimmed = (max = 2000) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');
const iri = v.pipe(v.string(), v.minLength(1, MESSAGES.required));
const ldKeys = {
  '@id': v.optional(v.string()),
  '@type': v.optional(v.string()),
  id: v.optional(v.unknown()),
};

const hallLine = v.pipe(
  v.strictObject({
    ...ldKeys,
    hall: iri,
    emplacement: v.optional(v.nullable(v.string()), null),
    pax: whole(1),
    startTime: timeOfDay,
    endTime: timeOfDay,
  }),
  v.forward(
    v.check((x) => isEndAfterStart(x.startTime, x.endTime), MESSAGES.endAfterStart),
    ['endTime'],
  ),
);

const itemLine = v.strictObject({
  ...ldKeys,
  item: iri,
  amount: whole(1),
  numberOfGuests: v.optional(v.nullable(whole(1)), null),
  startTime: v.optional(v.nullable(timeOfDay), null),
});

// `amount`: persons the deal is booked for; absent or null: the day's pax, followed when it changes.
const packageDealLine = v.strictObject({
  ...ldKeys,
  packageDeal: iri,
  amount: v.optional(v.nullable(whole(1)), null),
});

const day = v.pipe(
  v.strictObject({
    ...ldKeys,
    date: isoDate,
    startTime: timeOfDay,
    endTime: timeOfDay,
    pax: whole(1),
    halls: v.optional(v.array(hallLine), []),
    items: v.optional(v.array(itemLine), []),
    packageDeals: v.optional(v.array(packageDealLine), []),
  }),
  v.forward(
    v.check((x) => isEndAfterStart(x.startTime, x.endTime), MESSAGES.endAfterStart),
    ['endTime'],
  ),
);

const room = v.pipe(
  v.strictObject({
    ...ldKeys,
    startDate: isoDate,
    endDate: isoDate,
    amount: whole(1),
    paxRoom: whole(1),
    roomType: iri,
    type: v.optional(v.nullable(v.string())),
    // Absent or null: the stay location's default (checked and applied per stay location when priced).
    breakfast: v.optional(v.nullable(v.boolean()), null),
    lateCheckoutRooms: v.optional(v.nullable(whole(0)), 0),
    comments: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2000))), null),
  }),
  v.forward(
    v.check((r) => r.endDate > r.startDate, 'The departure date should be after the arrival date.'),
    ['endDate'],
  ),
  v.forward(
    v.check(
      (r) => (r.lateCheckoutRooms ?? 0) <= r.amount,
      'Late check-out cannot cover more rooms than booked.',
    ),
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

/** Corporate client credentials; verified on every write that carries them (and rate limited). */
const corporateCredentials = v.strictObject({
  companyName: v.pipe(v.string(), v.trim(), v.minLength(1, MESSAGES.required), v.maxLength(500)),
  email: v.pipe(v.string(), v.trim(), v.minLength(1, MESSAGES.required), v.maxLength(320)),
  corporateCode: v.pipe(v.string(), v.minLength(1, MESSAGES.required), v.maxLength(200)),
});

/** The write payload's schema; `@context`/`@id`/`@type` from a read answer are tolerated. */
export const bookingPayloadSchema = v.strictObject({
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
  hotelRooms: v.optional(v.array(room), []),
  meetingRooms: v.optional(v.array(day), []),
  company: trimmed(500),
  country: trimmed(100),
  postalcode: trimmed(50),
  city: trimmed(200),
  address: trimmed(500),
  invoiceReference: trimmed(200),
  contactPersonFirstname: trimmed(200),
  contactPersonLastname: trimmed(200),
  contactPersonPhonenumber: trimmed(50),
  executorContact: v.optional(v.null(), null),
  onsiteContact: v.optional(v.nullable(contact), null),
  locale: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2}$/)), 'en'),
  remarks: v.optional(
    v.array(
      v.strictObject({
        description: v.pipe(v.string(), v.trim(), v.minLength(1, MESSAGES.required), v.maxLength(5000)),
        type: v.optional(v.picklist(['internal']), 'internal'),
      }),
    ),
    [],
  ),
  promoCode: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100))), null),
  paymentMethod: v.optional(v.nullable(v.picklist(PAYMENT_METHODS)), null),
  // Absent: the booking keeps the client it has; null: it is no longer a corporate booking.
  corporateAccount: v.optional(v.nullable(corporateCredentials)),
});

/** A payload that passed the shape checks; IRIs are still text. */
export type BookingInput = v.InferOutput<typeof bookingPayloadSchema>;

/** A checked day of the payload. */
export type DayInput = BookingInput['meetingRooms'][number];

/** A checked stay of the payload. */
export type RoomInput = BookingInput['hotelRooms'][number];

/**
 * Checks the payload's shape and field rules. Days and rooms of a type that is not selected are dropped
 * first (spec §5), so a half-filled hidden section never blocks a save.
 */
export function parseBookingPayload(
  body: JsonObject,
): { ok: true; value: BookingInput } | { ok: false; violations: Violation[] } {
  const types = Array.isArray(body.types) ? body.types : [];
  const input = {
    ...body,
    hotelRooms: types.includes('hotel') ? body.hotelRooms : [],
    meetingRooms: types.includes('mice') ? body.meetingRooms : [],
  };
  const result = v.safeParse(bookingPayloadSchema, input);
  if (!result.success) return { ok: false, violations: toViolations(result.issues) };
  return { ok: true, value: result.output };
}
