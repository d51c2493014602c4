/**
 * Which fields each wizard step checks, and with which spec §5 rules. Steps 2, 3 and 5 have no
 * fields of their own yet. The order is the on-screen order, which the error summary follows.
 */
import type * as v from 'valibot';
import type { Reservation } from '../domain/reservation.types.ts';
import { email, field, phone, required } from '../domain/validation.ts';
import type { StepNumber } from './wizard-steps.ts';

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
  | 'postalcode'
  | 'city'
  | 'country'
  | 'onsiteContact.firstname'
  | 'onsiteContact.lastname'
  | 'onsiteContact.email'
  | 'onsiteContact.phonenumber'
  | 'invoiceReference'
  | 'discountCode';

type Rules = readonly (readonly [FieldPath, v.GenericSchema])[];

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
  // Venues invoice the booking, so the billing address is needed; company and reference are not.
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

/** The rules a step checks; the on-site contact only when it is not the account holder. */
export function stepRules(step: StepNumber, onsiteSameAsAccount: boolean): Rules {
  if (step === 1) return DETAILS;
  if (step === 4) return onsiteSameAsAccount ? ACCOUNT : [...ACCOUNT, ...ONSITE];
  return [];
}

/** The value at a field path. */
export function valueAt(reservation: Reservation, path: FieldPath): unknown {
  if (path.startsWith('onsiteContact.')) {
    const key = path.slice('onsiteContact.'.length) as keyof Reservation['onsiteContact'];
    return reservation.onsiteContact[key];
  }
  return reservation[path as Exclude<FieldPath, `onsiteContact.${string}`>];
}

/** A copy of the reservation with one field changed. */
export function withValue(reservation: Reservation, path: FieldPath, value: unknown): Reservation {
  if (path.startsWith('onsiteContact.')) {
    const key = path.slice('onsiteContact.'.length);
    return { ...reservation, onsiteContact: { ...reservation.onsiteContact, [key]: value } };
  }
  return { ...reservation, [path]: value };
}
