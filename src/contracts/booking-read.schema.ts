/**
 * The booking read model (`GET /api/booking/{id}`, also the answer of every write and transition) and
 * the creation answer (the read model plus the secret `key`, given once). Field names are the API's;
 * the payload's fields appear under both the payload's and the form's names (spec §3).
 */
import * as v from 'valibot';
import { PAYMENT_METHODS } from './booking-payload.schema.ts';
import { TRANSITION_NAMES } from './booking-transition.schema.ts';
import { paymentPlanSchema } from './payment.schema.ts';

const iri = v.string();
const time = v.nullable(v.string());
/** A lifecycle name, typed as text so that readers need no change when the list grows. */
const transitionName = v.pipe(
  v.string(),
  v.check((name) => (TRANSITION_NAMES as readonly string[]).includes(name), 'Not a transition name.'),
);

/** A function space of a stored day. */
export const bookedHallSchema = v.strictObject({
  '@id': iri,
  id: v.number(),
  hall: iri,
  emplacement: v.nullable(iri),
  pax: v.number(),
  startTime: v.string(),
  endTime: v.string(),
  /** Whether the line holds its space now (offer, accepted, held or confirmed). */
  held: v.boolean(),
});

/** An item of a stored day. */
export const bookedItemSchema = v.strictObject({
  '@id': iri,
  id: v.number(),
  item: iri,
  amount: v.number(),
  numberOfGuests: v.nullable(v.number()),
  startTime: time,
});

/** A package deal of a stored day; `amount` is persons, null for the day's pax (followed when it changes). */
export const bookedPackageDealSchema = v.strictObject({
  '@id': iri,
  id: v.number(),
  packageDeal: iri,
  amount: v.nullable(v.number()),
});

/** A stored meeting day. */
export const bookedDaySchema = v.strictObject({
  '@id': iri,
  id: v.number(),
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  pax: v.number(),
  halls: v.array(bookedHallSchema),
  items: v.array(bookedItemSchema),
  packageDeals: v.array(bookedPackageDealSchema),
});

/** A stored stay, at its own venue (`location`). */
export const bookedRoomSchema = v.strictObject({
  '@id': iri,
  id: v.number(),
  startDate: v.string(),
  endDate: v.string(),
  amount: v.number(),
  paxRoom: v.number(),
  roomType: iri,
  location: iri,
  type: v.nullable(v.string()),
  breakfast: v.nullable(v.boolean()),
  lateCheckoutRooms: v.number(),
  comments: v.nullable(v.string()),
  held: v.boolean(),
});

/** Why a transition cannot run now, by code (plus what the code needs: a date, lines, a venue…). */
export const transitionBlockerSchema = v.looseObject({
  transition: transitionName,
  code: v.string(),
  reason: v.optional(v.string()),
  date: v.optional(v.string()),
  lines: v.optional(v.array(v.string())),
  /** Set when the reason concerns another venue than the booking's location (rooms elsewhere). */
  location: v.optional(v.string()),
});

const onsiteContact = v.strictObject({
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  phonenumber: v.string(),
});

const text = v.string();

/** The read model's fields. */
export const bookingReadEntries = {
  '@context': v.optional(v.unknown()),
  '@id': iri,
  '@type': v.string(),
  id: v.number(),
  /** The readable reference people say on the phone, e.g. HH-AMS-2027-0042 (unique per partner). */
  reference: v.string(),
  username: v.string(),
  status: v.string(),
  flags: v.array(v.string()),
  requestKind: v.nullable(v.string()),
  /** The lifecycle's names only, so the response check catches a name the contract does not list. */
  transitions: v.array(transitionName),
  transitionBlockerList: v.array(transitionBlockerSchema),
  /** The inputs each possible transition needs now, e.g. `cancel: ['reason', 'termsAccepted']`. */
  transitionInputs: v.record(v.string(), v.array(v.string())),
  location: iri,
  partner: iri,
  types: v.array(v.picklist(['mice', 'hotel'])),
  eventName: text,
  eventname: text,
  eventType: v.nullable(v.string()),
  email: text,
  emailaddress: text,
  company: text,
  country: text,
  address: text,
  street: text,
  housenumber: text,
  postalcode: text,
  city: text,
  invoiceReference: text,
  contactPersonFirstname: text,
  contactPersonLastname: text,
  contactPersonPhonenumber: text,
  firstname: text,
  lastname: text,
  phonenumber: text,
  contactCompanyId: v.null(),
  contactPersonId: v.null(),
  executorContact: v.null(),
  onsiteContact,
  locale: text,
  remarks: v.array(v.strictObject({ description: v.string(), type: v.picklist(['internal']) })),
  promoCode: v.nullable(v.string()),
  discountCode: text,
  paymentMethod: v.nullable(v.picklist(PAYMENT_METHODS)),
  /** The methods this booking may choose now (card only where the server takes cards, on account only for a verified credit account). */
  paymentMethods: v.array(v.picklist(PAYMENT_METHODS)),
  /** What book now secures for this booking (issue 16); null when book now cannot be secured. */
  paymentPlan: v.nullable(paymentPlanSchema),
  corporateAccount: v.nullable(v.strictObject({ companyName: v.string(), creditAccount: v.boolean() })),
  termsUrl: v.nullable(v.string()),
  holdExpiresAt: v.nullable(v.string()),
  offerValidUntil: v.nullable(v.string()),
  cancellationDeadline: v.nullable(v.string()),
  priceOverrides: v.unknown(),
  /** The lines staff added to the last offer (issue 17); the billing prices them with the rest. */
  offerLines: v.optional(
    v.array(
      v.strictObject({
        description: v.string(),
        quantity: v.number(),
        unitPrice: v.number(),
        taxRateCode: v.string(),
      }),
    ),
  ),
  /** The venue's note to the visitor with the last offer; null when none. */
  offerNote: v.optional(v.nullable(v.string())),
  /** Edits saved on a sent booking, waiting for `apply_changes`. */
  pendingChange: v.unknown(),
  meetingRooms: v.array(bookedDaySchema),
  hotelRooms: v.array(bookedRoomSchema),
  days: v.array(bookedDaySchema),
  rooms: v.array(bookedRoomSchema),
  createdAt: v.string(),
  updatedAt: v.string(),
  version: v.number(),
  /** Staff only: where the booking came from (spec §3 "Source: form"); null when staff entered it. */
  source: v.optional(v.nullable(v.picklist(['form']))),
  /** Staff only: every transition with its actor. */
  auditTrail: v.optional(v.array(v.looseObject({ transition: v.string(), at: v.string() }))),
};

/** The read model of one booking. */
export const bookingReadSchema = v.strictObject(bookingReadEntries);

/** The answer of `POST /api/booking`: the read model plus the secret key, given only here. */
export const bookingCreatedSchema = v.strictObject({ ...bookingReadEntries, key: v.string() });

/** The answer of `GET /api/booking/{id}/confirmation`. */
export const bookingConfirmationSchema = v.strictObject({ ...bookingReadEntries, confirmed: v.boolean() });

/** A stored hall line. */
export type BookedHall = v.InferOutput<typeof bookedHallSchema>;
/** A stored item line. */
export type BookedItem = v.InferOutput<typeof bookedItemSchema>;
/** A stored package deal line. */
export type BookedPackageDeal = v.InferOutput<typeof bookedPackageDealSchema>;
/** A stored day. */
export type BookedDay = v.InferOutput<typeof bookedDaySchema>;
/** A stored stay. */
export type BookedRoom = v.InferOutput<typeof bookedRoomSchema>;
/** Why a transition cannot run. */
export type TransitionBlocker = v.InferOutput<typeof transitionBlockerSchema>;
/** The read model. */
export type BookingRead = v.InferOutput<typeof bookingReadSchema>;
/** The creation answer. */
export type BookingCreated = v.InferOutput<typeof bookingCreatedSchema>;
