/**
 * Which fields each wizard step checks, and with which spec §5 rules. The order is the on-screen
 * order, which the error summary follows. Rows (days, stays) are addressed by dotted paths such as
 * `days.0.date` or `rooms.1.amount`, so one rule list covers a form whose rows come and go.
 */
import type * as v from 'valibot';
import type { StepNumber } from '../app/wizard/wizard-steps.ts';
import type { Reservation } from '../domain/reservation.types.ts';
import { email, type FieldError, field, isPresent, MESSAGES, phone, required } from '../domain/validation.ts';
import { eventRules } from './event-spaces/event-rules.ts';
import { roomRules } from './hotel-rooms/rooms-rules.ts';

/** A form field by its path in the reservation, e.g. `emailaddress` or `onsiteContact.email`. */
export type FieldPath =
  | 'types'
  | 'location'
  | 'emailaddress'
  | 'firstname'
  | 'lastname'
  | 'company'
  | 'phonenumber'
  | 'street'
  | 'housenumber'
  | 'postalcode'
  | 'city'
  | 'country'
  | 'onsiteContact.firstname'
  | 'onsiteContact.lastname'
  | 'onsiteContact.email'
  | 'onsiteContact.phonenumber'
  | 'invoiceReference'
  | 'discountCode'
  | 'eventname'
  | 'eventType'
  | 'eventPax'
  | 'eventStartTime'
  | 'eventEndTime'
  | 'days'
  | 'miceRemarks'
  | 'remarks'
  | 'paymentMethod'
  | 'corporateAccount'
  | 'terms'
  | 'rooms'
  | RowPath;

/** A field of one day or stay, e.g. `days.0.date`, `days.1.halls.0.hall`, `rooms.0.roomType`. */
export type RowPath = `days.${number}.${string}` | `rooms.${number}.${string}`;

/** A step's field rules: each path with the valibot schema its value must pass. */
export type Rules = readonly (readonly [FieldPath, v.GenericSchema])[];

/** What a step's rules may depend on besides the values themselves. */
export type RuleContext = { onsiteSameAsAccount: boolean };

/** Builds a step's rules from the current reservation (rows come and go). */
export type RuleProvider = (reservation: Reservation, context: RuleContext) => Rules;

const requiredText = field(required());
const requiredEmail = field(required(), email());
const requiredPhone = field(required(), phone());

const DETAILS: Rules = [
  ['types', requiredText],
  ['location', requiredText],
  ['emailaddress', requiredEmail],
];

const ACCOUNT: Rules = [
  ['firstname', requiredText],
  ['lastname', requiredText],
  ['emailaddress', requiredEmail],
  ['phonenumber', requiredPhone],
];

// Venues invoice meetings and on-account bookings, so then the billing address is needed.
const BILLING: Rules = [
  ['street', requiredText],
  ['postalcode', requiredText],
  ['city', requiredText],
  ['country', requiredText],
];

const ONSITE: Rules = [
  ['onsiteContact.firstname', requiredText],
  ['onsiteContact.lastname', requiredText],
  ['onsiteContact.email', field(email())],
  ['onsiteContact.phonenumber', requiredPhone],
];

/** Whether the booking has hotel rooms and no meeting days: a family or a traveller, not an event. */
export function isRoomsOnly(reservation: Pick<Reservation, 'types'>): boolean {
  return reservation.types.includes('hotel') && !reservation.types.includes('mice');
}

/** Whether step 4 asks the billing address: always with meeting days, for rooms only when invoiced. */
export function needsBillingAddress(reservation: Pick<Reservation, 'types' | 'paymentMethod'>): boolean {
  return !isRoomsOnly(reservation) || reservation.paymentMethod === 'INVOICE';
}

/** Whether step 4 asks who is the contact on site: nobody runs a rooms-only stay on site. */
export function needsOnsiteContact(reservation: Pick<Reservation, 'types'>): boolean {
  return !isRoomsOnly(reservation);
}

/**
 * Step 5's check of a rooms-only booking paid on account: step 4 did not ask the billing address, so
 * sending waits for it, with the message on the payment method telling where to add it.
 */
export function invoiceAddressProblems(
  reservation: Pick<Reservation, 'types' | 'paymentMethod' | 'street' | 'postalcode' | 'city' | 'country'>,
): { path: FieldPath; error: FieldError }[] {
  if (!isRoomsOnly(reservation) || reservation.paymentMethod !== 'INVOICE') return [];
  const given = [reservation.street, reservation.postalcode, reservation.city, reservation.country].every(
    isPresent,
  );
  return given ? [] : [{ path: 'paymentMethod', error: { key: MESSAGES.billingAddressForInvoice } }];
}

const contactRules: RuleProvider = (reservation, { onsiteSameAsAccount }) => [
  ...ACCOUNT,
  ...(needsBillingAddress(reservation) ? BILLING : []),
  ...(needsOnsiteContact(reservation) && !onsiteSameAsAccount ? ONSITE : []),
];

/**
 * Each step's rules. Steps with rows (event days, hotel stays) add their provider here; rules that
 * need data from the server (availability, a corporate check) are added to the form as checks.
 */
const PROVIDERS: Partial<Record<StepNumber, RuleProvider>> = {
  1: () => DETAILS,
  2: eventRules,
  3: roomRules,
  4: contactRules,
};

/** The rules a step checks; the on-site contact only when it is not the account holder. */
export function stepRules(step: StepNumber, reservation: Reservation, context: RuleContext): Rules {
  return PROVIDERS[step]?.(reservation, context) ?? [];
}

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** The value at a dotted field path, or undefined where the path leads nowhere. */
export function valueAt(reservation: Reservation, path: FieldPath): unknown {
  let current: unknown = reservation;
  for (const key of path.split('.')) {
    if (!isContainer(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function setIn(container: unknown, keys: readonly string[], value: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  if (Array.isArray(container)) {
    const index = Number(key);
    if (!Number.isInteger(index) || index < 0 || index >= container.length) return container;
    return container.map((item, i) => (i === index ? setIn(item, rest, value) : item));
  }
  const record = isContainer(container) ? (container as Record<string, unknown>) : {};
  return { ...record, [key]: setIn(record[key], rest, value) };
}

/** A copy of the reservation with one field changed; a row index that does not exist changes nothing. */
export function withValue(reservation: Reservation, path: FieldPath, value: unknown): Reservation {
  return setIn(reservation, path.split('.'), value) as Reservation;
}
